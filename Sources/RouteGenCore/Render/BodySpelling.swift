/// How a ``BodyEncoding`` is spelled in Swift: the client's statement and the server's read.
extension BodyEncoding {
    fileprivate var isOptional: Bool {
        switch self {
        case .json(_, _, let isOptional), .raw(_, let isOptional): isOptional
        case .items: false
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
            case .items(_, let framing, let mediaType):
                "request.\(Self.itemsMethod(framing))(body"
                    + (mediaType.map { ", contentType: \(SwiftText.stringLiteral($0))" } ?? "") + ")"
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
        case .items(let element, let framing, _):
            "try request.\(Self.itemsMethod(framing))(as: \(element).self)"
        }
    }

    /// The method of RouteKit's `RequestParts` that sends items framed as `framing`, and of
    /// RouteKitServer's `IncomingRequest` that reads them back.
    private static func itemsMethod(_ framing: RouteSpec.ItemFraming) -> String {
        switch framing {
        case .lines: "jsonLinesBody"
        case .sequence: "jsonSequenceBody"
        }
    }
}
