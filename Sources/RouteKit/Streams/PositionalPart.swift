import Foundation

/// The element of a `multipart/mixed` stream whose parts differ by position (OpenAPI 3.2's
/// `prefixEncoding`, RouteGen's `stream: { parts: T, prefix: … }`): the generated enum
/// `<Route>.StreamPart`, with a case for each of the first parts and `item` for the rest, each
/// holding its part's value. ``RouteStream`` makes each element from a part and its position,
/// and the generated server sends each as a part of its own media type.
///
/// RouteGen generates the conformances; apps switch over the cases. An element is not JSON, so
/// the `Codable` conformance ``StreamingRoute`` and the server's streams ask for throws, saying
/// so, when JSON is asked of it.
public protocol PositionalPart: Codable, Sendable {
    /// The element the part at `index` (0 for the first) is, from the part's `Content-Type` as
    /// received and its body. An error it throws fails the stream with `decodingFailed`, its
    /// reason naming the part.
    init(part index: Int, contentType: String?, body: Data, coding: JSONCoding) throws

    /// The part this element is sent as: its media type and body.
    func part(coding: JSONCoding) throws -> (contentType: String, body: Data)
}

extension PositionalPart {
    /// An element is read from a part and its position, never from JSON: this throws.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription:
                    "\(Self.self) is read from a part of a multipart/mixed stream by its position, not from JSON"))
    }

    /// An element is sent as a part of its own media type, never as JSON: this throws.
    public func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
            self,
            EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "\(Self.self) is sent as a part of a multipart/mixed stream, not as JSON"))
    }
}

/// How generated ``PositionalPart`` conformances read a part's body.
@_spi(RouteGen)
public enum PartBody {
    /// `body` as UTF-8 text; a `DecodingError` when it is not UTF-8, rather than a text with
    /// replacement characters the server never sent.
    public static func text(_ body: Data) throws -> String {
        guard let text = String(data: body, encoding: .utf8) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "the part's body is not UTF-8 text"))
        }
        return text
    }
}
