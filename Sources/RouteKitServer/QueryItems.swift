#if Server
import Foundation

/// The items of a URL query or a form-urlencoded body, in order, each name percent-decoded and
/// each value kept as sent so that a delimited array can be split before its elements are
/// decoded (an element's own `,` or `|` arrives percent-encoded).
@usableFromInline
struct QueryItems: Sendable {
    /// Name (decoded) and value (as sent).
    let items: [(name: String, rawValue: String)]
    /// The query as sent, which a querystring parameter of JSON or text reads whole.
    let text: String

    /// The items of `text` (`a=1&b=x%20y`); `+` stands for a space, as in HTML forms (RouteKit
    /// itself sends `%20` for a space and `%2B` for a plus, so both read back the same).
    init(_ text: String?) throws(RequestDecodingError) {
        var items: [(name: String, rawValue: String)] = []
        // Split on the UTF-8 bytes: `&` and `=` are ASCII, and byte views skip the grapheme
        // breaking that splitting a String by Character costs on every request.
        // Each pair is found in place rather than by `split`, which builds an array of them first.
        let bytes = (text ?? "").utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.endIndex
            if start < end {
                let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "="))
                let name = Substring(bytes[start..<(equals ?? end)])
                let value = equals.map { String(Substring(bytes[bytes.index(after: $0)..<end])) } ?? ""
                items.append((try Self.decoded(name, what: ParameterName(place: .itemName, name: "")), value))
            }
            start = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        self.items = items
        self.text = text ?? ""
    }

    /// Every value sent for `name`, decoded.
    @usableFromInline
    func values(named name: String, what: ParameterName) throws(RequestDecodingError) -> [String] {
        var values: [String] = []
        for item in items where item.name == name {
            values.append(try Self.decoded(item.rawValue[...], what: what))
        }
        return values
    }

    /// The one value sent for `name`, decoded; `nil` when absent, a `400` when sent twice.
    @usableFromInline
    func value(named name: String, what: ParameterName) throws(RequestDecodingError) -> String? {
        var found: String?
        for item in items where item.name == name {
            guard found == nil else { throw .badRequest("\(what) is sent more than once") }
            found = item.rawValue
        }
        return try found.map { raw throws(RequestDecodingError) in try Self.decoded(raw[...], what: what) }
    }

    /// The raw values sent for `name`.
    func rawValues(named name: String) -> [String] {
        items.filter { $0.name == name }.map(\.rawValue)
    }

    /// The items of the deepObject parameter `name` (`name[…]`) with their values decoded. Only
    /// its own: a malformed value of another parameter is that one's error, not this one's.
    func deepObjectItems(of name: String, what: ParameterName) throws(RequestDecodingError) -> [(
        name: String, value: String
    )] {
        let prefix = name + "["
        var decoded: [(name: String, value: String)] = []
        for item in items where item.name.utf8.starts(with: prefix.utf8) {
            decoded.append((item.name, try Self.decoded(item.rawValue[...], what: what)))
        }
        return decoded
    }

    /// `text` with `+` read as a space and percent escapes decoded; a `400` for a malformed
    /// escape or for bytes that are not UTF-8 once decoded.
    static func decoded(_ text: Substring, what: ParameterName) throws(RequestDecodingError) -> String {
        // Most values hold neither: nothing to copy.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            return String(text)
        }
        // On the UTF-8 bytes rather than through Foundation's `replacingOccurrences` and
        // `removingPercentEncoding`, which bridge through NSString on Linux and were about 4% of
        // the server's CPU per request in the server benchmark's profile (Docs/Server.md).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw .badRequest("\(what) is not percent-encoded correctly")
                }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .badRequest("\(what) is not percent-encoded correctly")
        }
        return decoded
    }

    /// The value of one hexadecimal digit; `nil` for any other byte.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
#endif
