import Foundation

/// The items of a URL query or a form-urlencoded body, in order, each name percent-decoded and
/// each value kept as sent so that a delimited array can be split before its elements are
/// decoded (an element's own `,` or `|` arrives percent-encoded).
struct QueryItems: Sendable {
    /// Name (decoded) and value (as sent).
    let items: [(name: String, rawValue: String)]

    /// The items of `text` (`a=1&b=x%20y`); `+` stands for a space, as in HTML forms (RouteKit
    /// itself sends `%20` for a space and `%2B` for a plus, so both read back the same).
    init(_ text: String?) throws(RequestDecodingError) {
        var items: [(name: String, rawValue: String)] = []
        // Split on the UTF-8 bytes: `&` and `=` are ASCII, and byte views skip the grapheme
        // breaking that splitting a String by Character costs on every request.
        let bytes = (text ?? "").utf8
        for pair in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            let name = Substring(bytes[pair.startIndex..<(equals ?? pair.endIndex)])
            let value = equals.map { String(Substring(bytes[bytes.index(after: $0)..<pair.endIndex])) } ?? ""
            items.append((try Self.decoded(name, what: "a query or form name"), value))
        }
        self.items = items
    }

    /// Every value sent for `name`, decoded.
    func values(named name: String, what: String) throws(RequestDecodingError) -> [String] {
        var values: [String] = []
        for item in items where item.name == name {
            values.append(try Self.decoded(item.rawValue[...], what: what))
        }
        return values
    }

    /// The one value sent for `name`, decoded; `nil` when absent, a `400` when sent twice.
    func value(named name: String, what: String) throws(RequestDecodingError) -> String? {
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

    /// Every item with its value decoded, for deepObject parameters.
    func decodedItems(what: String) throws(RequestDecodingError) -> [(name: String, value: String)] {
        var decoded: [(name: String, value: String)] = []
        for item in items {
            decoded.append((item.name, try Self.decoded(item.rawValue[...], what: what)))
        }
        return decoded
    }

    /// `text` with `+` read as a space and percent escapes decoded; a `400` for a malformed escape.
    static func decoded(_ text: Substring, what: String) throws(RequestDecodingError) -> String {
        // Most values hold neither: skip Foundation's searches, a third of a simple request.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else { return String(text) }
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        guard let decoded = spaced.removingPercentEncoding else {
            throw .badRequest("\(what) is not percent-encoded correctly")
        }
        return decoded
    }
}
