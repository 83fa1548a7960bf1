/// The vocabulary of RouteGen's spec format: every key each mapping of a spec may hold, in one
/// place. The load stage reads by it (an unknown key is an error naming these, with the nearest
/// suggested); `SpecKeysTests` checks that Docs/SpecFormat.md documents each, and the round trips
/// of `convert` and `export-openapi` that what the writers write reads back without an unknown key.
enum SpecKeys {
    /// The keys of a spec file.
    static let fileKeys = [
        "api", "baseURL", "doc", "auth", "models", "parameters", "defaults", "routes", "webhooks", "capabilities",
    ]
    /// The keys of a file's `defaults:`.
    static let defaultsKeys = ["auth", "errors", "headers", "pathPrefix"]
    /// The keys of a model.
    static let modelKeys = [
        "fields", "additional", "enum", "oneOf", "discriminator", "mapping", "open", "doc", "deprecated",
    ]
    /// The keys of a model that say what it is; a model has exactly one.
    static let modelKinds = ["fields", "enum", "oneOf"]
    /// The keys of a field's long form.
    static let fieldKeys = ["type", "default", "doc", "key", "style", "explode", "contentType", "deprecated"]
    /// What a field says instead of keys users bring from JSON Schema and OpenAPI.
    static let fieldKeyHints = [
        "required": "a field is required unless its type ends in \"?\" (\"type: String?\" makes it optional)",
        "optional": "a field is optional when its type ends in \"?\", as in \"type: String?\"",
        "nullable": "a field whose type ends in \"?\" may be absent or null, as in \"type: String?\"",
        "description": "a field's documentation goes in \"doc:\"",
        "name": "the field's name is its key; \"key:\" gives its JSON key when that differs",
    ]
    /// The keys of an auth scheme's long form.
    static let authKeys = ["type", "apiKey", "in", "all", "doc"]
    /// The methods a route may use, each as the key that holds its path.
    static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
    /// The keys of a route besides its method.
    static let routeKeys = [
        "path", "query", "headers", "body", "form", "multipart", "contentType", "baseURL", "response",
        "responses", "responseHeaders", "stream", "errors", "auth", "tags", "summary", "description", "deprecated",
        "retry", "paginate",
        "cache", "capabilities",
    ]
    /// The keys of a success status's long form under `responses:`.
    static let successKeys = ["type", "doc"]
    /// The keys of a route that give its body; a route has at most one.
    static let bodyKeys = ["body", "form", "multipart"]
    /// The keys of `paginate:`; exactly one of the first three names the style.
    static let paginationKeys = ["page", "offset", "cursor", "items", "size", "next"]
    /// The keys of `paginate:` that name its style, each the query parameter it advances.
    static let paginationStyles = ["page", "offset", "cursor"]
    /// The keys of `cache:` in its long form.
    static let cacheKeys = ["maxAge"]
    /// The keys of `stream:` in its long form: one format, and `until`.
    static let streamKeys = StreamSpec.Format.allCases.map(\.rawValue) + ["until"]
}
