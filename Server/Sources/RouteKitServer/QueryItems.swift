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
        for pair in (text ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decoded(parts[0], what: "a query or form name")
            items.append((name, parts.count > 1 ? String(parts[1]) : ""))
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
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        guard let decoded = spaced.removingPercentEncoding else {
            throw .badRequest("\(what) is not percent-encoded correctly")
        }
        return decoded
    }
}
