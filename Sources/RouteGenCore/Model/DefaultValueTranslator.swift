#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks a default value against its declared type and reads it as a value of that type
/// (``LiteralValue``), which the render stage spells.
///
/// Scalar style matters: `"1"` is text and is not a valid `Int`, while `1` is not a `String`
/// unless the field is one (plain scalars are accepted as text, as YAML users expect).
struct DefaultValueTranslator {
    let resolver: TypeResolver

    /// `value` as a value of `type`, or `nil` after reporting why it is not one.
    func value(of value: DefaultValue, as type: ResolvedType, diagnostics: inout [Diagnostic]) -> LiteralValue? {
        switch (type, value) {
        case (.optional, .scalar(let text, false, _)) where ["null", "~", "nil"].contains(text):
            return .noValue
        case (.optional(let wrapped), _):
            return self.value(of: value, as: wrapped, diagnostics: &diagnostics)
        case (.array(let element), .list(let items, _)):
            var values: [LiteralValue] = []
            for item in items {
                guard let checked = self.value(of: item, as: element, diagnostics: &diagnostics) else { return nil }
                values.append(checked)
            }
            return .array(values)
        case (.dictionary, .emptyMapping):
            return .dictionary([])
        case (.builtin(let builtin), .scalar(let text, let quoted, let location)):
            return scalar(text, quoted: quoted, as: builtin, at: location, diagnostics: &diagnostics)
        case (.model(let specName, _, true), .scalar(let text, let quoted, let location)):
            let spec = resolver.symbols.models[specName]?.spec
            guard case .enumeration(let cases)? = spec?.kind,
                let match = cases.first(where: { $0.name.value == text }) ?? cases.first(where: { $0.rawValue == text })
            else {
                // An open enum holds values it does not list: `.unknown("30s")`.
                if let spec, spec.isOpen {
                    if !spec.hasIntegerValues { return .unknownEnumValue(.string(text)) }
                    if !quoted, let number = Int64(text) { return .unknownEnumValue(.integer(number)) }
                }
                let names =
                    resolver.symbols.models[specName].flatMap { symbol -> [String]? in
                        if case .enumeration(let cases) = symbol.spec.kind { return cases.map(\.name.value) }
                        return nil
                    } ?? []
                diagnostics.append(
                    .error(
                        "\"\(text)\" is not a case of \(specName)" + Suggestion.didYouMean(text, among: names),
                        at: location))
                return nil
            }
            return .enumCase(SwiftNames.memberName(match.name.value))
        default:
            diagnostics.append(
                .error("invalid default for type \(type): \(describe(value))", at: value.location))
            return nil
        }
    }

    private func scalar(
        _ text: String, quoted: Bool, as builtin: BuiltinType, at location: SourceLocation,
        diagnostics: inout [Diagnostic]
    ) -> LiteralValue? {
        func invalid(_ expected: String) -> LiteralValue? {
            let shown = quoted ? "\"\(text)\" (quoted, so text)" : "\"\(text)\""
            diagnostics.append(
                .error("invalid default for \(builtin.rawValue): \(shown) is not \(expected)", at: location))
            return nil
        }
        switch builtin {
        case .string:
            return .string(text)
        case .int, .int64:
            guard !quoted, let number = Int64(text) else { return invalid("an integer") }
            return .integer(number)
        case .int32:
            guard !quoted, let number = Int32(text) else { return invalid("a 32-bit integer") }
            return .integer(Int64(number))
        case .double, .float:
            guard !quoted else { return invalid("a finite number") }
            let rejection =
                builtin == .float
                ? SpecNumber.rejection(of: text, as: Float.self) : SpecNumber.rejection(of: text, as: Double.self)
            switch rejection {
            case .notANumber?: return invalid("a finite number")
            case .outOfRange?: return invalid("a number \(builtin.rawValue) can hold")
            case .roundsToZero?: return invalid("a number \(builtin.rawValue) can hold: it would become 0")
            case nil: break
            }
            guard let number = Double(text) else { return invalid("a finite number") }
            return .number(number)
        case .bool:
            guard !quoted, text == "true" || text == "false" else { return invalid("true or false") }
            return .bool(text == "true")
        case .uuid:
            guard let uuid = UUID(uuidString: text) else { return invalid("a UUID") }
            return .uuid(uuid.uuidString)
        case .url:
            guard let url = URL(string: text), url.scheme != nil else { return invalid("an absolute URL") }
            return .url(url.absoluteString)
        case .date:
            guard let date = Self.parseDate(text) else { return invalid("an ISO 8601 date-time") }
            return .date(timeIntervalSince1970: date.timeIntervalSince1970)
        case .calendarDate:
            guard let day = CalendarDay(text) else { return invalid("a calendar date (YYYY-MM-DD)") }
            return .calendarDate(year: day.year, month: day.month, day: day.day)
        case .data:
            return invalid("allowed: Data has no default")
        case .filePart:
            return invalid("allowed: FilePart has no default")
        case .jsonValue:
            return invalid("allowed: JSONValue has no default")
        }
    }

    static func parseDate(_ text: String) -> Date? {
        (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    private func describe(_ value: DefaultValue) -> String {
        switch value {
        case .scalar(let text, _, _): "\"\(text)\""
        case .list: "a list"
        case .emptyMapping: "a mapping"
        }
    }
}
