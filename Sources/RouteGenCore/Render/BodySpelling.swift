/// How a ``BodyEncoding`` is spelled in Swift, for a body of a type: the client's statement and
/// the server's read.
extension BodyEncoding {
    /// The client's statement, in `encode(into:)`, for a body of `type`: an optional body
    /// (`body: Task?`, OpenAPI's `required: false`) goes out only when set.
    func clientStatement(body type: TypeReference) -> String {
        let statement =
            switch self {
            case .json(let mediaType?):
                "request.jsonBody(body, contentType: \(SwiftText.stringLiteral(mediaType)))"
            case .json(nil): "request.jsonBody(body)"
            case .raw(let mediaType): "request.rawBody(body, contentType: \(SwiftText.stringLiteral(mediaType)))"
            case .items(let framing, let mediaType):
                "request.\(Self.itemsMethod(framing))(body"
                    + (mediaType.map { ", contentType: \(SwiftText.stringLiteral($0))" } ?? "") + ")"
            }
        return type.isOptional ? "if let body { \(statement) }" : statement
    }

    /// The server's expression for the route's `body` argument, of `type`.
    func serverRead(body type: TypeReference) -> String {
        switch self {
        case .json:
            "try request.\(type.isOptional ? "jsonBodyIfPresent" : "jsonBody")(as: \(type.unwrapped.qualifiedSpelling).self)"
        case .raw(let mediaType) where type.isOptional:
            "try request.rawBodyIfPresent(contentType: \(SwiftText.stringLiteral(mediaType))).map(BinaryBody.data)"
        case .raw(let mediaType):
            ".data(try request.rawBody(contentType: \(SwiftText.stringLiteral(mediaType))))"
        case .items(let framing, _):
            "try request.\(Self.itemsMethod(framing))(as: \(type.elementOrSelf.qualifiedSpelling).self)"
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

extension FieldsBody {
    /// The statement a generated server's decoder reads the body with, before the fields: it
    /// binds the receiver their reads name (`form.field`, `parts.text`, ParameterSpelling).
    var serverRead: String {
        switch self {
        case .form: "let form = try request.formBody()"
        case .multipart: "let parts = try request.multipartBody()"
        }
    }
}
