import Foundation

/// The JSON encoder and decoder an API uses, configurable per API.
///
/// The default reads and writes dates as ISO 8601 with or without fractional seconds, which is
/// what almost every JSON API sends and what Foundation's `.iso8601` strategy cannot parse.
public struct JSONCoding: Sendable {
    /// Makes the encoder for request bodies.
    public var encoder: JSONEncoder
    /// Makes the decoder for response bodies.
    public var decoder: JSONDecoder

    /// Creates a coding from an encoder and a decoder.
    public init(encoder: JSONEncoder, decoder: JSONDecoder) {
        self.encoder = encoder
        self.decoder = decoder
    }

    /// ISO 8601 dates (fractional seconds optional), sorted keys for stable bodies.
    ///
    /// Its decoder also lets ``JSONValue`` decode in time linear in its size (see
    /// ``JSONValue/init(from:)``): to change how dates or data are read, change this decoder's
    /// strategies rather than replacing it with a `JSONDecoder()` of your own.
    public static var `default`: JSONCoding {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601.string(from: date))
        }
        let decoder = JSONDocumentDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ISO8601.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an ISO 8601 date, found \"\(text)\".")
            }
            return date
        }
        return JSONCoding(encoder: encoder, decoder: decoder)
    }
}
