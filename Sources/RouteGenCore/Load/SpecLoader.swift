/// The load stage: turns a spec file's YAML tree into a ``SpecFile``, reporting every shape
/// problem (unknown keys, wrong node kinds, malformed types and paths) with its location.
///
/// It reads each node once, top to bottom; names and references are checked later, by
/// validation, once all spec files of the API are loaded.
package enum SpecLoader {
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

    /// Loads the spec file at `path` (read from disk), shown in diagnostics as `displayPath`.
    package static func load(contentsOf path: String, displayPath: String) -> (SpecFile, [Diagnostic]) {
        let (root, yamlDiagnostics) = YAMLLoader.load(contentsOf: path, displayPath: displayPath)
        return load(root: root, path: displayPath, yamlDiagnostics: yamlDiagnostics)
    }

    /// Loads a spec from text, as if read from `path`.
    package static func load(_ text: String, path: String) -> (SpecFile, [Diagnostic]) {
        let (root, yamlDiagnostics) = YAMLLoader.load(text, file: path)
        return load(root: root, path: path, yamlDiagnostics: yamlDiagnostics)
    }

    /// Loads a spec from its parsed tree; `yamlDiagnostics` are the YAML layer's, and an error among
    /// them stops the load.
    static func load(root: YAMLNode?, path: String, yamlDiagnostics: [Diagnostic]) -> (SpecFile, [Diagnostic]) {
        var diagnostics = yamlDiagnostics
        var spec = SpecFile(path: path)
        guard yamlDiagnostics.allSatisfy({ $0.severity != .error }) else { return (spec, diagnostics) }
        guard let root else {
            diagnostics.append(.error("the spec file is empty", at: SourceLocation(file: path, line: 1, column: 1)))
            return (spec, diagnostics)
        }
        var reader = SpecReader(diagnostics: diagnostics)
        reader.readFile(root, into: &spec)
        return (spec, reader.diagnostics)
    }
}

/// The walk over one file's tree, accumulating diagnostics.
struct SpecReader {
    var diagnostics: [Diagnostic]
    /// The file's `defaults:`, applied to each of its routes as it is read.
    var defaults: SpecDefaults?

    mutating func readFile(_ root: YAMLNode, into spec: inout SpecFile) {
        guard let file = MappingReader(root, what: "a spec file", known: SpecLoader.fileKeys, diagnostics: &diagnostics)
        else { return }
        spec.api = file.string("api", diagnostics: &diagnostics)
        spec.baseURL = file.string("baseURL", diagnostics: &diagnostics)
        spec.doc = file.string("doc", diagnostics: &diagnostics)?.value
        if let auth = file["auth"] {
            spec.authSchemes = entries(of: auth, what: "\"auth\"").compactMap { readAuthScheme($0, $1) }
        }
        if let models = file["models"] {
            spec.models = entries(of: models, what: "\"models\"").compactMap { readModel($0, $1) }
        }
        let shared = file["capabilities"].map { readCapabilities($0, of: "the spec file") } ?? []
        if let parameters = file["parameters"] {
            spec.parameters = readSharedParameters(parameters)
        }
        if let node = file["defaults"] {
            defaults = readDefaults(node)
            spec.defaults = defaults
        }
        if let routes = file["routes"] {
            spec.routes = entries(of: routes, what: "\"routes\"").compactMap { readRoute($0, $1) }
        }
        if let webhooks = file["webhooks"] {
            // The file's defaults describe requests to the API, not the API's requests to its
            // subscribers: a webhook has only what it says itself.
            let fileDefaults = defaults
            defaults = nil
            spec.routes += entries(of: webhooks, what: "\"webhooks\"").compactMap { name, node in
                var webhook = readRoute(name, node)
                webhook?.isWebhook = true
                return webhook
            }
            defaults = fileDefaults
        }
        if !shared.isEmpty {
            for index in spec.routes.indices {
                let own = spec.routes[index].capabilities
                spec.routes[index].capabilities =
                    shared.filter { name in !own.contains { $0.value == name.value } } + own
            }
        }
    }

    /// The `name: value` entries of a mapping whose keys are names; `null` is an empty mapping.
    mutating func entries(of node: YAMLNode, what: String) -> [(Located<String>, YAMLNode)] {
        if node.isNull { return [] }
        guard let pairs = node.mapping else {
            diagnostics.append(
                .error("expected \(what) to be a mapping of names, found \(node.kindName)", at: node.location))
            return []
        }
        return pairs.compactMap { pair in
            guard let name = pair.key.scalar?.value else {
                diagnostics.append(.error("expected a name, found \(pair.key.kindName)", at: pair.key.location))
                return nil
            }
            return (Located(name, at: pair.key.location), pair.value)
        }
    }
}
