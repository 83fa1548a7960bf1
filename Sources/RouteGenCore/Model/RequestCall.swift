/// The `RequestParts` call that sends one route parameter, as Swift text:
/// `request.query("tags", tags, delimitedBy: .pipe)`, `parts.file("file", file)`.
struct RequestCall: Hashable {
    /// The method, with its receiver: `request.query`, `form.field`, `parts.json`.
    var function: String
    /// The label of the value argument, with its colon: `deepObject: `; empty when unlabelled.
    var valueLabel = ""
    /// Arguments after the value, each with its leading comma: `, delimitedBy: .pipe`.
    var trailing = ""

    /// The call for the wire name `key` (a string literal) and the property `value`.
    func statement(key: String, value: String) -> String {
        "\(function)(\(key), \(valueLabel)\(value)\(trailing))"
    }
}
