/// Extensions `routegen export-openapi` writes where OpenAPI cannot say what a spec of
/// RouteGen's format says, so the OpenAPI stage reads the document back into the same spec:
///
/// - `x-routegen-inline-body: true` on a request body whose JSON schema is an inline object: the
///   route's `body: { … }`, a `Body` struct generated inside the route, instead of a model
///   named after the route (`<Route>.RequestBody`).
/// - `x-routegen-data: true` on a multipart part's schema: the part is `Data`, which is sent
///   exactly as a file part is (`format: binary`), instead of a `FilePart`.
/// - `x-routegen-name: Task` on a component schema: the model's name in the spec where the
///   stage's own name is another spelling of the same Swift type (`TaskModel`), so texts that
///   quote spec names (a union's decoding error) quote it as the spec did.
/// - `x-routegen-server-error: true` on a response: one of the errors RouteKitServer answers
///   itself (`400`, `401`, `413`, `415`) that the route does not document; it describes the
///   server, so the route gets no error body from it.
/// - `x-routegen-deprecated: "Use …"` beside `deprecated: true` (an operation, a parameter, a
///   schema or a property): the message of the deprecation, which OpenAPI has no place for.
///
/// Other tools ignore them; a document written by hand has no use for them.
enum ExportHints {
    /// `x-routegen-inline-body`.
    static let inlineBody = "x-routegen-inline-body"
    /// `x-routegen-data`.
    static let data = "x-routegen-data"
    /// `x-routegen-name`.
    static let name = "x-routegen-name"
    /// `x-routegen-server-error`.
    static let serverError = "x-routegen-server-error"
    /// `x-routegen-deprecated`.
    static let deprecationMessage = "x-routegen-deprecated"

    /// What `deprecated: true` on `node` (an operation, a parameter, a schema) says: the message
    /// of `x-routegen-deprecated` beside it, else `""`; `nil` when it is not deprecated.
    static func deprecation(of node: YAMLNode?) -> String? {
        guard let node, let deprecated = node.value(forKey: "deprecated")?.scalar, deprecated.value == "true" else {
            return nil
        }
        return node.value(forKey: deprecationMessage)?.scalar?.value ?? ""
    }

    /// Whether `node` has `key: true` (plain, not quoted text).
    static func isSet(_ key: String, in node: YAMLNode?) -> Bool {
        guard let scalar = node?.value(forKey: key)?.scalar else { return false }
        return !scalar.isQuoted && scalar.value == "true"
    }

    /// The spec name `x-routegen-name` gives a component whose Swift type is `swiftName`: only
    /// one that the model stage makes that same type of, so no name ever changes in Swift.
    static func specName(in node: YAMLNode, swiftName: String) -> String? {
        guard let text = node.value(forKey: name)?.scalar?.value, !text.contains("."),
            SwiftNames.declaredTypeName(text) == swiftName
        else { return nil }
        return text
    }
}
