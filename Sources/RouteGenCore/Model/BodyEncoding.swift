/// How a route's JSON or raw body travels, as the spec describes it: the client's statement that
/// sends it and the generated server's expression that reads it back are spelled from this one
/// value, as ``ParameterEncoding`` does for parameters (a form or multipart body is its fields').
package enum BodyEncoding: Sendable, Hashable {
    /// JSON of `type` (spelled outside the namespace), under the route's own JSON media type
    /// when it names one (`application/merge-patch+json`), else `application/json`.
    case json(type: String, mediaType: String?, isOptional: Bool)
    /// Bytes (`BinaryBody`) of the media type.
    case raw(mediaType: String, isOptional: Bool)

    private var isOptional: Bool {
        switch self {
        case .json(_, _, let isOptional), .raw(_, let isOptional): isOptional
        }
    }

    /// The client's statement, in `encode(into:)`: an optional body (`body: Task?`, OpenAPI's
    /// `required: false`) goes out only when set.
    var clientStatement: String {
        let statement =
            switch self {
            case .json(_, let mediaType?, _):
                "request.jsonBody(body, contentType: \(SwiftText.stringLiteral(mediaType)))"
            case .json(_, nil, _): "request.jsonBody(body)"
            case .raw(let mediaType, _): "request.rawBody(body, contentType: \(SwiftText.stringLiteral(mediaType)))"
            }
        return isOptional ? "if let body { \(statement) }" : statement
    }

    /// The server's expression for the route's `body` argument.
    var serverRead: String {
        switch self {
        case .json(let type, _, let isOptional):
            "try request.\(isOptional ? "jsonBodyIfPresent" : "jsonBody")(as: \(type).self)"
        case .raw(let mediaType, true):
            "try request.rawBodyIfPresent(contentType: \(SwiftText.stringLiteral(mediaType))).map(BinaryBody.data)"
        case .raw(let mediaType, false):
            ".data(try request.rawBody(contentType: \(SwiftText.stringLiteral(mediaType))))"
        }
    }
}
