/// Writes the fields of one JSON object: what a generated model's `encode(to:)` is written with.
///
/// The counterpart of ``JSONObjectReader``: one generic signature per method instead of the
/// overloads of `KeyedEncodingContainer`, so each call type-checks at once.
@_spi(RouteGen)
public struct JSONObjectWriter {
    @usableFromInline var container: KeyedEncodingContainer<JSONKey>

    /// An object written into `encoder`.
    @inlinable
    public init(_ encoder: any Encoder) {
        container = encoder.container(keyedBy: JSONKey.self)
    }

    /// Writes a required field.
    @inlinable
    public mutating func encode<Value: Encodable>(_ value: Value, forKey key: StaticString) throws {
        try container.encode(value, forKey: JSONKey(key))
    }

    /// Writes an optional field, leaving it out when `value` is `nil`.
    @inlinable
    public mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: StaticString) throws {
        try container.encodeIfPresent(value, forKey: JSONKey(key))
    }

    /// Writes `values` as fields beside the declared ones, in key order, so one value always
    /// gives the same JSON. A key among `declared` is left out: the model's property of that
    /// name is what the JSON holds there, and a second copy would make the object ambiguous.
    @inlinable
    public mutating func encodeAdditionalProperties<Value: Encodable>(
        _ values: [String: Value], besides declared: Set<String>
    ) throws {
        for (key, value) in values.sorted(by: { $0.key < $1.key }) where !declared.contains(key) {
            try container.encode(value, forKey: JSONKey(stringValue: key))
        }
    }
}
