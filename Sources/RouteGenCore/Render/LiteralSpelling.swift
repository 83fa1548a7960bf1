/// How a ``LiteralValue`` is spelled in Swift, as an expression of the type the model checked it
/// against. The force unwraps are of values the generator parsed with the same initializers
/// (`UUID(uuidString:)`, `URL(string:)`, `CalendarDate`'s), so they cannot trap.
extension LiteralValue {
    /// The Swift expression (`nil`, `"text"`, `50`, `.normal`, `[.low, .high]`).
    var spelling: String {
        switch self {
        case .noValue: "nil"
        case .emptyDictionary: "[:]"
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
        }
    }
}
