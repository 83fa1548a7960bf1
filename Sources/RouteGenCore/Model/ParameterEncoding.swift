/// How one route parameter travels, as the spec describes it: where it goes, whether its value
/// is text, JSON text or a deepObject's bracketed items, and how an array's items are joined.
///
/// The client's call that sends the parameter and the generated server's expression that reads
/// it back are both spelled from this one value, here and nowhere else, so the two sides cannot
/// drift apart, and neither is worked out again from the other's Swift text.
package struct ParameterEncoding: Sendable, Hashable {
    /// Where the parameter goes.
    package enum Place: Sendable, Hashable {
        case path, query, header, formField
        /// A multipart part holding the value as text.
        case multipartText
        /// A multipart part holding the value as JSON.
        case multipartJSON
        /// A multipart file part, with the part's content type when the spec gives one.
        case multipartFile(contentType: String?)
    }

    /// How the value is written.
    package enum Value: Sendable, Hashable {
        /// As text, an array as one item each (or joined, with a ``Delimiter``).
        case text
        /// As JSON text (OpenAPI's `content: application/json` on a query parameter or header).
        case json
        /// One bracketed query item per property or entry (`filter[state]=open`).
        case deepObject
    }

    /// What joins an array's items into one query value (`style: form` unexploded, `spaceDelimited`,
    /// `pipeDelimited`); the case names are `RequestParts.QueryDelimiter`'s.
    package enum Delimiter: String, Sendable, Hashable {
        case comma, space, pipe
    }

    package var place: Place
    package var value: Value = .text
    package var delimiter: Delimiter? = nil

    /// The client's statement that sends the property `argument` under the wire name `key` (a
    /// string literal): `request.query("tags", tags, delimitedBy: .pipe)`, `parts.file("file",
    /// file, contentType: "image/png")`.
    func clientStatement(key: String, argument: String) -> String {
        var contentType = ""
        if case .multipartFile(let type?) = place { contentType = ", contentType: " + SwiftText.stringLiteral(type) }
        return "\(function)(\(key), \(valueLabel)\(argument)\(delimiterArgument)\(contentType))"
    }

    /// The server's expression that reads the parameter `key` back as `decodedType` (the
    /// element's type for text, which is read item by item, `isArray` saying whether there are
    /// several): `try request.query("state", arrayOf: Taskboard.TaskState.self)`; with
    /// `.required(what)` when `requiredAs` names it, which answers `400` when it is missing. A
    /// part's content type says how to send only, so it is not read.
    func serverRead(key: String, decodedType: String, isArray: Bool, requiredAs what: String?) -> String {
        let label = value == .text ? (isArray ? "arrayOf: " : "as: ") : valueLabel
        let read = "try \(function)(\(key), \(label)\(decodedType).self\(delimiterArgument))"
        // A path parameter is always there when the router matched the path.
        guard place != .path, let what else { return read }
        return read + ".required(\(SwiftText.stringLiteral(what)))"
    }

    /// The method, with its receiver, on RouteKit's `RequestParts` (`request`), form (`form`) or
    /// parts (`parts`) on the client, and on RouteKitServer's counterparts on the server.
    private var function: String {
        switch place {
        case .path: "request.path"
        case .query: "request.query"
        case .header: "request.header"
        case .formField: "form.field"
        case .multipartText: "parts.text"
        case .multipartJSON: "parts.json"
        case .multipartFile: "parts.file"
        }
    }

    /// The label of the value argument, with its colon; empty for text.
    private var valueLabel: String {
        switch value {
        case .text: ""
        case .json: "json: "
        case .deepObject: "deepObject: "
        }
    }

    /// `, delimitedBy: .pipe`, or nothing.
    private var delimiterArgument: String { delimiter.map { ", delimitedBy: .\($0.rawValue)" } ?? "" }
}
