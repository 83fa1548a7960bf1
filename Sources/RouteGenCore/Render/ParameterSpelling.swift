/// How a ``ParameterEncoding`` is spelled in Swift: the client's call and the server's read, side
/// by side, so that the two cannot drift apart.
extension ParameterEncoding {
    /// The client's statement that sends the property `argument` under the wire name `key` (a
    /// string literal): `request.query("tags", tags, delimitedBy: .pipe)`, `parts.file("file",
    /// file, contentType: "image/png")`.
    func clientStatement(key: String, argument: String) -> String {
        var contentType = ""
        if case .multipartFile(let type?) = place { contentType = ", contentType: " + SwiftText.stringLiteral(type) }
        return "\(function)(\(key), \(valueLabel)\(argument)\(delimiterArgument)\(contentType))"
    }

    /// The server's expression that reads the parameter `key` of `type` back: text item by item,
    /// as the element's type of an array (`try request.query("state", arrayOf:
    /// Taskboard.TaskState.self)`), JSON and deepObject as the whole value; with
    /// `.required(what)` when `requiredAs` names it, which answers `400` when it is missing. A
    /// part's content type says how to send only, so it is not read.
    func serverRead(key: String, type: TypeReference, requiredAs what: String?) -> String {
        let isArray = type.elementOrSelf != type.unwrapped
        let label = value == .text ? (isArray ? "arrayOf: " : "as: ") : valueLabel
        let decoded = value == .text ? type.elementOrSelf : type.unwrapped
        let read = "try \(function)(\(key), \(label)\(decoded.qualifiedSpelling).self\(delimiterArgument))"
        // A path parameter is always there when the router matched the path.
        guard place != .path, let what else { return read }
        return read + ".required(\(SwiftText.stringLiteral(what)))"
    }

    /// The method, with its receiver, on RouteKit's `RequestParts` (`request`), form (`form`) or
    /// parts (`parts`) on the client, and on RouteKitServer's counterparts on the server.
    fileprivate var function: String {
        switch place {
        case .path: "request.path"
        case .query: "request.query"
        case .queryString: "request.queryString"
        case .header: "request.header"
        case .formField: "form.field"
        case .multipartText: "parts.text"
        case .multipartJSON: "parts.json"
        case .multipartFile: "parts.file"
        }
    }

    /// The label of the value argument, with its colon; empty for text.
    fileprivate var valueLabel: String {
        switch value {
        case .text: ""
        case .json: "json: "
        case .deepObject: "deepObject: "
        case .form: "form: "
        }
    }

    /// `, delimitedBy: .pipe`, or nothing.
    fileprivate var delimiterArgument: String { delimiter.map { ", delimitedBy: .\($0.rawValue)" } ?? "" }
}
