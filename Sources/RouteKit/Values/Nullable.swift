/// A JSON value that may be `null`, for fields where a missing value and `null` mean different
/// things.
///
/// A `PATCH` that leaves `bio` out keeps it; one that sends `"bio": null` clears it. A `String?`
/// cannot tell the two apart — `nil` is left out when encoding, and missing and `null` both
/// decode as `nil` — so a spec's `bio: String | null` (and OpenAPI's nullable properties that are
/// not required) becomes `Nullable<String>?`: `nil` is a missing field, `.null` is `null`, and
/// `.value("…")` is the text, in both directions.
public enum Nullable<Wrapped> {
    /// JSON `null`.
    case null
    /// A value.
    case value(Wrapped)

    /// The value, or `nil` for `null`: what reading code usually wants.
    public var value: Wrapped? {
        if case .value(let wrapped) = self { return wrapped }
        return nil
    }
}

/// The value of a nullable field, or `defaultValue` when it is missing or `null`: a
/// `Nullable<String>?` reads as a `String?` does, `delta.content ?? ""`.
///
/// Reading rarely cares which of the two it was; code that does switches over the field
/// (`case nil`, `.null`, `.value(let text)`).
///
/// Disfavored, so that where the standard library's `??` also fits — an optional whose type is
/// inferred from its use, `try object.decodeIfPresent(forKey: "n") ?? 1` — it keeps that
/// meaning instead of becoming ambiguous; it applies only where the left side is a
/// `Nullable<Wrapped>?` and the right a `Wrapped`, which no other `??` accepts.
@_disfavoredOverload
@inlinable
public func ?? <Wrapped>(nullable: Nullable<Wrapped>?, defaultValue: @autoclosure () throws -> Wrapped) rethrows
    -> Wrapped
{
    if case .value(let wrapped)? = nullable { return wrapped }
    return try defaultValue()
}

extension Nullable: Sendable where Wrapped: Sendable {}
extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}

extension Nullable: Encodable where Wrapped: Encodable {
    /// Encodes `null`, or the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .value(let wrapped): try container.encode(wrapped)
        }
    }
}

extension Nullable: Decodable where Wrapped: Decodable {
    /// Decodes `null` as ``null``, anything else as a value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
    }
}
