/// How a ``LiteralValue`` is spelled in Swift, as an expression of the type the model checked it
/// against. The force unwraps are of values the generator parsed with the same initializers
/// (`UUID(uuidString:)`, `URL(string:)`, `Data(base64Encoded:)`, `CalendarDate`'s), so they
/// cannot trap.
extension LiteralValue {
    /// The Swift expression (`nil`, `"text"`, `50`, `.normal`, `[.low, .high]`).
    var spelling: String {
        switch self {
        case .noValue: "nil"
        case .string(let text): SwiftText.stringLiteral(text)
        case .integer(let number): String(number)
        case .number(let number): String(number)
        case .bool(let value): value ? "true" : "false"
        case .uuid(let text): "UUID(uuidString: \(SwiftText.stringLiteral(text)))!"
        case .url(let text): "URL(string: \(SwiftText.stringLiteral(text)))!"
        case .date(let seconds): "Date(timeIntervalSince1970: \(String(seconds)))"
        case .calendarDate(let year, let month, let day): "CalendarDate(year: \(year), month: \(month), day: \(day))!"
        case .enumCase(let name): "." + SwiftNames.escaped(name)
        case .unknownEnumValue(let value): ".unknown(\(value.spelling))"
        case .array(let items): "[" + items.map(\.spelling).joined(separator: ", ") + "]"
        case .dictionary(let entries) where entries.isEmpty: "[:]"
        case .dictionary(let entries):
            "[" + entries.map { SwiftText.stringLiteral($0.key) + ": " + $0.value.spelling }.joined(separator: ", ")
                + "]"
        case .data(let base64): "Data(base64Encoded: \(SwiftText.stringLiteral(base64)))!"
        case .enumCaseWithValue(let name, let value): "." + SwiftNames.escaped(name) + "(" + value.spelling + ")"
        case .instance(let arguments):
            ".init(" + arguments.map { $0.label + ": " + $0.value.spelling }.joined(separator: ", ") + ")"
        }
    }

    /// A model's example as its `examples` property lists it: from column 12 of the struct's or
    /// union's template, in a type the API's namespace holds (four columns more), by column 120.
    var exampleSpelling: String { spelling(indent: 12, column: 12, width: 116) }

    /// The expression on as many lines as it needs to end by column `width`, where it starts at
    /// `column` on a line indented by `indent`: one line when it fits (with the comma after it),
    /// else an initializer's arguments, an array's elements or a dictionary's entries one per
    /// line, each indented four more and spelled so in turn. Text is never broken.
    func spelling(indent: Int, column: Int, width: Int) -> String {
        let line = spelling
        guard column + line.count + 1 > width else { return line }
        let inner = indent + 4
        let end = "\n" + String(repeating: " ", count: indent)
        func lines(_ items: [(prefix: String, value: LiteralValue)], trailingComma: Bool) -> String {
            let spelled = items.map { item in
                String(repeating: " ", count: inner) + item.prefix
                    + item.value.spelling(indent: inner, column: inner + item.prefix.count, width: width)
            }
            return "\n" + spelled.joined(separator: ",\n") + (trailingComma ? "," : "") + end
        }
        switch self {
        case .instance(let arguments) where !arguments.isEmpty:
            return ".init(" + lines(arguments.map { ($0.label + ": ", $0.value) }, trailingComma: false) + ")"
        case .array(let items) where !items.isEmpty:
            return "[" + lines(items.map { ("", $0) }, trailingComma: true) + "]"
        case .dictionary(let entries) where !entries.isEmpty:
            return "["
                + lines(entries.map { (SwiftText.stringLiteral($0.key) + ": ", $0.value) }, trailingComma: true) + "]"
        case .enumCaseWithValue(let name, let value):
            let opening = "." + SwiftNames.escaped(name) + "("
            return opening + value.spelling(indent: indent, column: column + opening.count, width: width) + ")"
        default:
            return line
        }
    }
}
