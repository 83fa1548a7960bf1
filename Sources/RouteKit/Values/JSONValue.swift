/// Any JSON value, for data whose shape a spec does not describe (`type: JSONValue`): free-form
/// metadata, extension points, or the schemas the OpenAPI translator cannot map to a type.
///
/// It keeps the value as JSON has it, so decoding and encoding it again gives the same JSON
/// (object keys in any order). Numbers are `Double`, which holds every integer up to 2⁵³
/// exactly — ids beyond that should be declared `Int64` in the spec instead.
public enum JSONValue: Codable, Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// The most arrays and objects a decoded value may hold inside one another: 64. A deeper
    /// one fails to decode with `DecodingError.dataCorrupted` at the level past the limit, so a
    /// hostile document cannot make decoding — or comparing, hashing and encoding the value,
    /// which recurse as deep — run long or deep.
    public static let maximumDepth = 64

    /// Decodes whichever JSON value is there. Booleans are tried before numbers, so `true`
    /// never becomes `1` with decoders that would convert it.
    ///
    /// Through a ``JSONCoding``'s decoder (``JSONCoding/default``) this takes time linear in the
    /// value's size: the decoder tells each value's kind, read from the text it decodes, so
    /// no kind is tried in vain. Any other decoder is asked kind after kind, each failed attempt
    /// an error; with Foundation's plain `JSONDecoder` that costs time growing with the square
    /// of the depth per attempt, bounded by ``maximumDepth``.
    public init(from decoder: any Decoder) throws {
        self = try JSONValueDecoding.value(from: decoder)
    }

    /// Encodes the value as the JSON it holds; integral numbers are written without a
    /// fraction by the JSON encoder (`3`, not `3.0`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
