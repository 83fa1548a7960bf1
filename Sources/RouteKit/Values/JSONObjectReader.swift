/// Reads the fields of one JSON object: what a generated model's `init(from:)` is written with.
///
/// Each method has a single generic signature, so `try object.decode(forKey: "id")` takes its
/// type from the property it is assigned to. The type checker settles such a call at once,
/// where `KeyedDecodingContainer.decode(_:forKey:)` offers it some twenty overloads to weigh
/// per field — on an API of a thousand models, seconds of every build. Keys are `StaticString`s:
/// a literal one is a constant in the caller's code, where a `JSONKey` literal costs two calls
/// and a release per field in every debug build of the generated module.
@_spi(RouteGen)
public struct JSONObjectReader {
    @usableFromInline let container: KeyedDecodingContainer<JSONKey>

    /// The object `decoder` holds; throws when the value there is not an object.
    @inlinable
    public init(_ decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: JSONKey.self)
    }

    /// The value of a required field; throws when it is missing, `null` or of another type.
    @inlinable
    public func decode<Value: Decodable>(forKey key: StaticString) throws -> Value {
        try container.decode(Value.self, forKey: JSONKey(key))
    }

    /// The value of a field where `null` is not the same as missing: `nil` when it is missing,
    /// ``Nullable/null`` when it is `null`.
    @inlinable
    public func decodeNullable<Value: Decodable>(forKey key: StaticString) throws -> Nullable<Value>? {
        let key = JSONKey(key)
        guard container.contains(key) else { return nil }
        return try container.decode(Nullable<Value>.self, forKey: key)
    }

    /// The value of an optional field: `nil` when it is missing or `null`.
    @inlinable
    public func decodeIfPresent<Value: Decodable>(forKey key: StaticString) throws -> Value? {
        try container.decodeIfPresent(Value.self, forKey: JSONKey(key))
    }

    /// Checks a field whose schema allows one text, which a generated model holds as a constant
    /// rather than storing it: throws when it is missing, `null`, not text, or another text.
    public func decodeConstant(_ value: String, forKey key: StaticString) throws {
        let key = JSONKey(key)
        let found = try container.decode(String.self, forKey: key)
        guard found == value else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "Expected \"\(value)\", the one value allowed, found \"\(found)\".")
        }
    }

    /// Every field whose key is not among `declared`, each decoded as `Value`: what a model
    /// with `additionalProperties` beside its properties keeps in its dictionary member. A
    /// value of another type throws a `DecodingError` whose coding path ends at its key.
    @inlinable
    public func decodeAdditionalProperties<Value: Decodable>(besides declared: Set<String>) throws -> [String: Value] {
        var values: [String: Value] = [:]
        for key in container.allKeys where !declared.contains(key.stringValue) {
            values[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return values
    }
}
