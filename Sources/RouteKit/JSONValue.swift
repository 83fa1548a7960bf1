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

    /// Decodes whichever JSON value is there. Booleans are tried before numbers, so `true`
    /// never becomes `1` with decoders that would convert it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
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
