import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The header fields of a response, looked up by name without regard to case (RFC 9110, 5.1),
/// and read as the typed values a route documents.
///
/// Text becomes a value in this one place, the inverse of ``RequestParts/text(of:)``: integers
/// and numbers as Swift parses them, booleans `true`/`false` in any case, dates as HTTP dates
/// (`Sun, 06 Nov 1994 08:49:37 GMT`) or ISO 8601, calendar dates as `2026-11-23`, URLs as
/// written, string and integer enums by raw value. Surrounding spaces are ignored. A field sent
/// more than once arrives joined by commas (as `HTTPURLResponse` gives it); an array type reads
/// its elements.
public struct ResponseHeaderFields: Sendable {
    /// The fields by lower-cased name.
    private let fields: [String: String]

    /// The fields of `response`.
    public init(_ response: HTTPURLResponse) {
        var fields: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields {
            let key = name.lowercased()
            fields[key] = fields[key].map { $0 + ", " + value } ?? value
        }
        self.fields = fields
    }

    /// Fields given as a dictionary (what a test or a stub has); names differing only in case
    /// are joined as one field sent twice.
    public init(_ fields: [String: String]) {
        var lowercased: [String: String] = [:]
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            let key = name.lowercased()
            lowercased[key] = lowercased[key].map { $0 + ", " + value } ?? value
        }
        self.fields = lowercased
    }

    /// The text of the field `name`, in any case; `nil` when the response has none.
    public subscript(name: String) -> String? {
        fields[name.lowercased()]
    }

    /// The field `name` as a `Value`: missing or malformed fails, naming the field.
    public func decode<Value: ParameterValue>(_ type: Value.Type = Value.self, forName name: String)
        throws(HeaderFieldFailure) -> Value
    {
        guard let text = self[name] else {
            throw HeaderFieldFailure(field: name, reason: "the required field is missing")
        }
        guard let value = Self.value(of: text, as: Value.self) else {
            throw HeaderFieldFailure(field: name, reason: "\"\(text)\" is not \(Self.article(Value.self))")
        }
        return value
    }

    /// The field `name` as a `Value`, or `nil` when it is missing or does not parse as one: an
    /// optional field never fails the response.
    public func decodeIfPresent<Value: ParameterValue>(_ type: Value.Type = Value.self, forName name: String) -> Value?
    {
        self[name].flatMap { Self.value(of: $0, as: Value.self) }
    }

    /// The comma-separated elements of field `name`, each a `Value` (a list field, or one field
    /// sent several times): missing, or any element malformed, fails, naming the field.
    public func decode<Value: ParameterValue>(_ type: [Value].Type = [Value].self, forName name: String)
        throws(HeaderFieldFailure) -> [Value]
    {
        guard let text = self[name] else {
            throw HeaderFieldFailure(field: name, reason: "the required field is missing")
        }
        guard let values = Self.values(of: text, as: Value.self) else {
            throw HeaderFieldFailure(field: name, reason: "\"\(text)\" is not a list of \(Value.self)")
        }
        return values
    }

    /// The comma-separated elements of field `name`, or `nil` when it is missing or an element
    /// does not parse.
    public func decodeIfPresent<Value: ParameterValue>(_ type: [Value].Type = [Value].self, forName name: String)
        -> [Value]?
    {
        self[name].flatMap { Self.values(of: $0, as: Value.self) }
    }

    /// Every element of a comma-separated list, or `nil` when one does not parse. Empty
    /// elements are skipped, as RFC 9110 (5.6.1) asks of a recipient.
    private static func values<Value: ParameterValue>(of text: String, as type: Value.Type) -> [Value]? {
        var values: [Value] = []
        for element in text.split(separator: ",") where !element.allSatisfy(\.isWhitespace) {
            guard let value = value(of: String(element), as: Value.self) else { return nil }
            values.append(value)
        }
        return values
    }

    /// `text` as a `Value`, or `nil` when it is not one.
    static func value<Value: ParameterValue>(of text: String, as type: Value.Type) -> Value? {
        let text = text.trimmingCharacters(in: .whitespaces)
        let value: Any? =
            switch type {
            case is String.Type: text
            case is Int.Type: Int(text)
            case is Int32.Type: Int32(text)
            case is Int64.Type: Int64(text)
            case is Double.Type: Double(text)
            case is Float.Type: Float(text)
            case is Bool.Type: text.lowercased() == "true" ? true : text.lowercased() == "false" ? false : nil
            case is UUID.Type: UUID(uuidString: text)
            case is URL.Type: text.isEmpty ? nil : URL(string: text)
            case is Date.Type: HTTPDate.parse(text) ?? ISO8601.date(from: text)
            case is CalendarDate.Type: CalendarDate(text)
            case let raw as any RawRepresentable.Type: rawRepresentable(raw, text)
            default: nil
            }
        return value as? Value
    }

    /// A string or integer enum's case for `text`.
    private static func rawRepresentable<Enum: RawRepresentable>(_ type: Enum.Type, _ text: String) -> Enum? {
        if let raw = text as? Enum.RawValue { return Enum(rawValue: raw) }
        if let raw = Int(text) as? Enum.RawValue { return Enum(rawValue: raw) }
        return nil
    }

    /// `an Int`, `a String`: how a failure names the type it expected.
    private static func article(_ type: Any.Type) -> String {
        let name = String(describing: type)
        return ("AEIOU".contains(name.prefix(1)) ? "an " : "a ") + name
    }
}
