/// An example's value as JSON sees it, every part with where it is written, read from YAML
/// once so that checking, writing and later uses never interpret YAML again.
///
/// A plain scalar is `null`, a boolean or a number when JSON would write it so (`null`, `~` and
/// nothing are null, `true`/`false`, JSON's number syntax); anything else, and every quoted or
/// tagged scalar, is a string: `"12"` and `12` differ, as they do on the wire.
package indirect enum ExampleValue: Sendable, Hashable {
    /// `null`.
    case null(at: SourceLocation)
    /// `true` or `false`.
    case bool(Bool, at: SourceLocation)
    /// A number, as written (`12`, `-1.5e3`), so nothing is rounded.
    case number(String, at: SourceLocation)
    /// Text.
    case string(String, at: SourceLocation)
    /// A list.
    case array([ExampleValue], at: SourceLocation)
    /// An object: its members in the order written.
    case object([Member], at: SourceLocation)

    /// One member of an object.
    package struct Member: Sendable, Hashable {
        /// The key, where it is written.
        package var key: Located<String>
        /// Its value.
        package var value: ExampleValue

        /// A member `key: value`.
        package init(key: Located<String>, value: ExampleValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value `node` writes. The tree's depth is bounded by the YAML loader.
    package init(_ node: YAMLNode) {
        switch node.content {
        case .scalar(let scalar):
            self = Self.scalar(scalar, at: node.location)
        case .sequence(let items):
            self = .array(items.map(ExampleValue.init), at: node.location)
        case .mapping(let pairs):
            self = .object(
                pairs.map { pair in
                    Member(
                        key: Located(pair.key.scalar?.value ?? "", at: pair.key.location),
                        value: ExampleValue(pair.value))
                }, at: node.location)
        }
    }

    private static func scalar(_ scalar: YAMLScalar, at location: SourceLocation) -> ExampleValue {
        guard scalar.style == .plain, scalar.tag == nil else { return .string(scalar.value, at: location) }
        switch scalar.value {
        case "", "~", "null", "Null", "NULL": return .null(at: location)
        case "true", "True", "TRUE": return .bool(true, at: location)
        case "false", "False", "FALSE": return .bool(false, at: location)
        default:
            return isJSONNumber(scalar.value)
                ? .number(scalar.value, at: location) : .string(scalar.value, at: location)
        }
    }

    /// Whether `text` is a number in JSON's syntax: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes = bytes.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// Where the value is written.
    package var location: SourceLocation {
        switch self {
        case .null(let at), .bool(_, let at), .number(_, let at), .string(_, let at), .array(_, let at),
            .object(_, let at):
            at
        }
    }

    /// What the value is, as a warning says what it found: `string`, `number`, `object`…
    package var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension ExampleValue {
    /// The value as compact JSON text, members in the order written and numbers as written:
    /// the body a server would send for it.
    package var jsonText: String {
        var text = ""
        write(into: &text)
        return text
    }

    /// Appends the JSON text of the value to `text`. Nesting is bounded by the YAML loader.
    private func write(into text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value, _): text += value ? "true" : "false"
        case .number(let digits, _): text += digits
        case .string(let value, _): text += Self.jsonString(value)
        case .array(let items, _):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.write(into: &text)
            }
            text += "]"
        case .object(let members, _):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += Self.jsonString(member.key.value)
                text += ":"
                member.value.write(into: &text)
            }
            text += "}"
        }
    }

    /// `value` as a JSON string: quotes, backslashes and control characters escaped (RFC 8259, 7).
    static func jsonString(_ value: String) -> String {
        QuotedText.quoted(value, escaping: { $0.value < 0x20 }) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
