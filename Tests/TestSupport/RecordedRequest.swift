import Foundation

/// One request exactly as the ``LoopbackServer`` received it.
///
/// The path and query are kept both raw (as they came over the wire, percent-encoding and all)
/// and decoded, so a test can assert what a client *sent* as well as what a server would *read*.
public struct RecordedRequest: Sendable, Hashable {
    /// A decoded query item or form field.
    public struct Item: Sendable, Hashable, CustomStringConvertible {
        /// The decoded name.
        public var name: String
        /// The decoded value (`""` for an item without `=`).
        public var value: String

        /// Creates an item.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }

        public var description: String { "\(name)=\(value)" }
    }

    /// The request method as sent (`GET`, `POST`…).
    public let method: String
    /// The path as received, percent-encoding untouched (`/items/a%2Fb`), without the query.
    public let path: String
    /// The raw query string after `?`, percent-encoding untouched; `""` when there is none.
    public let query: String
    /// The query items in the order sent, decoded the way servers decode them
    /// (`application/x-www-form-urlencoded`: `+` is a space, then percent-decoding).
    public let queryItems: [Item]
    /// The header fields, keyed by lower-cased name; repeated fields are joined with `", "`.
    public let headers: [String: String]
    /// The body bytes.
    public let body: Data

    /// Creates a recorded request; the ``queryItems`` are decoded from `query`.
    public init(method: String, path: String, query: String, headers: [String: String], body: Data) {
        self.method = method
        self.path = path
        self.query = query
        self.queryItems = Self.decodeForm(query)
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { "\($0), \($1)" }
        self.body = body
    }

    /// The value of the header field `name`, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Every decoded value of the query items named `name`, in order.
    public func queryValues(_ name: String) -> [String] {
        queryItems.filter { $0.name == name }.map(\.value)
    }

    /// The raw path split at `/`, without the empty leading segment:
    /// `/v1/items/a%2Fb` → `["v1", "items", "a%2Fb"]`.
    public var pathSegments: [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    }

    /// ``pathSegments`` with each segment percent-decoded on its own, which is how a server
    /// reads a path parameter.
    public var decodedPathSegments: [String] {
        pathSegments.map { $0.removingPercentEncoding ?? $0 }
    }

    /// The body as UTF-8 text.
    public var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }

    /// The body decoded as `application/x-www-form-urlencoded` fields, in order.
    public var formFields: [Item] {
        Self.decodeForm(bodyText)
    }

    /// The body parsed as a JSON value (`[String: Any]`, `[Any]`, `String`, `NSNumber`…), for
    /// asserting on the exact wire form of a field.
    public func jsonObject() throws -> Any {
        try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
    }

    /// Splits `text` at `&` and `=` and decodes each part (`+` as space, then percent-escapes).
    static func decodeForm(_ text: String) -> [Item] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return Item(decodeComponent(parts[0]), parts.count > 1 ? decodeComponent(parts[1]) : "")
        }
    }

    private static func decodeComponent(_ raw: Substring) -> String {
        let spaced = raw.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
