/// A JSON object key spelled as a string literal: the one coding key every generated model uses.
///
/// Generated models write `init(from:)` and `encode(to:)` out with keys such as `"created_at"`
/// instead of declaring a `CodingKeys` enum each. A `CodingKeys` enum costs the compiler a
/// type with a dozen derived members and conformances per model; for an API of a thousand
/// models, sharing this one key type cuts the debug build of the generated code by about a
/// third (measured on PagerDuty's API, see `Benchmarks/openapi-compare.sh`).
@_spi(RouteGen)
public struct JSONKey: CodingKey, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The key as it appears in the JSON object.
    public let stringValue: String

    /// A key named `stringValue`.
    public init(stringValue: String) { self.stringValue = stringValue }

    /// A key named by a string literal: `forKey: "created_at"`.
    public init(stringLiteral value: String) { self.stringValue = value }

    /// The key a generated model names with a literal (see ``JSONObjectReader``).
    @inlinable
    public init(_ key: StaticString) { self.stringValue = key.description }

    /// JSON objects have no integer keys.
    public var intValue: Int? { nil }

    /// JSON objects have no integer keys, so there is no such key.
    public init?(intValue: Int) { nil }
}
