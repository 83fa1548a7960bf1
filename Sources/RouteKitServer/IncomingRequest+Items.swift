#if Server
import Foundation
import HTTPTypes
import RouteKit

/// Bodies of items, as RouteKit's `jsonLinesBody` and `jsonSequenceBody` send them: the whole
/// body, collected within ``ServerOptions/maxBodySize``, split into its JSON texts in one pass,
/// at most ``ServerOptions/maxBodyItems`` of them, each decoded as one item.
///
/// A text that does not decode is a `400` naming it by its place among the items (`field title
/// of element 3 of the body is required`), never by what it holds. An empty body holds no items,
/// whatever its media type says: an optional body of items left out is an empty list.
extension IncomingRequest {
    /// The JSON Lines body (`request.jsonLinesBody(body)`): `415` unless it is
    /// `application/jsonl` or another name of JSON Lines (`application/x-ndjson`,
    /// `application/jsonlines`, `application/x-jsonlines`); one item per line, a CR before the
    /// LF removed and blank lines skipped, as RouteKit reads a stream of JSON Lines.
    public func jsonLinesBody<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> [T] {
        guard !body.isEmpty else { return [] }
        guard let mediaType, Self.jsonLinesMediaTypes.contains(mediaType) else {
            throw .unsupportedMediaType(expected: "application/jsonl")
        }
        let bytes = [UInt8](body)
        var texts: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: lineFeed) ?? bytes.count
            var line = bytes[start..<end]
            if line.last == carriageReturn { line = line.dropLast() }
            if line.contains(where: { !Self.isSpace($0) }) { try append(line, to: &texts) }
            start = end + 1
        }
        return try items(texts, as: type)
    }

    /// The JSON text sequence body (`request.jsonSequenceBody(body)`, RFC 7464): `415` unless
    /// it is `application/json-seq` or another `+json-seq` type; each item a record separator
    /// (RS), its JSON text — line breaks inside allowed — and a line feed. A text without its
    /// line feed is cut short, a `400` naming it (RFC 7464 has a reader of a stream skip one; a
    /// request is whole, so it was sent so). RS alone, with nothing after it, is skipped.
    public func jsonSequenceBody<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> [T] {
        guard !body.isEmpty else { return [] }
        guard let mediaType, mediaType == "application/json-seq" || mediaType.hasSuffix("+json-seq") else {
            throw .unsupportedMediaType(expected: "application/json-seq")
        }
        let bytes = [UInt8](body)
        guard let first = bytes.firstIndex(of: recordSeparator), bytes[..<first].allSatisfy(Self.isSpace) else {
            throw .badRequest("the body is not a JSON text sequence: each text starts with a record separator (U+001E)")
        }
        var texts: [ArraySlice<UInt8>] = []
        // A text holds no RS: JSON escapes it inside strings and allows it nowhere else.
        for text in bytes[(first + 1)...].split(separator: recordSeparator, omittingEmptySubsequences: false)
        where text.contains(where: { !Self.isSpace($0) }) {
            guard text.last == lineFeed else {
                throw .badRequest(
                    "element \(texts.count + 1) of the body is cut short: a JSON text sequence ends each text with a line feed"
                )
            }
            try append(text.dropLast(), to: &texts)
        }
        return try items(texts, as: type)
    }

    /// The media types JSON Lines is sent as, as RouteKit's `StreamFormat.jsonLines` accepts them.
    static let jsonLinesMediaTypes: Set = [
        "application/jsonl", "application/x-ndjson", "application/jsonlines", "application/x-jsonlines",
    ]

    /// Adds `text` to `texts`, or answers `413` when it would be one more than the limit.
    private func append(_ text: ArraySlice<UInt8>, to texts: inout [ArraySlice<UInt8>])
        throws(RequestDecodingError)
    {
        guard texts.count < maxBodyItems else {
            throw RequestDecodingError(
                status: .contentTooLarge, message: "the body holds more than \(maxBodyItems) items")
        }
        texts.append(text)
    }

    /// Each text decoded as `type`, in order; the first that does not decode is a `400` naming
    /// it and, when one is to blame, its field.
    private func items<T: Decodable>(_ texts: [ArraySlice<UInt8>], as type: T.Type) throws(RequestDecodingError)
        -> [T]
    {
        var items: [T] = []
        items.reserveCapacity(texts.count)
        for (index, text) in texts.enumerated() {
            let element = "element \(index + 1) of the body"
            do {
                items.append(try coding.decoder.decode(type, from: Data(text)))
            } catch {
                throw .badRequest(
                    JSONFieldFailure.message(
                        for: error, whole: "\(element) is not valid JSON of the expected shape",
                        field: { "field \($0) of \(element)" }))
            }
        }
        return items
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == carriageReturn || byte == lineFeed
    }
}

private let lineFeed: UInt8 = 0x0A
private let carriageReturn: UInt8 = 0x0D
private let recordSeparator: UInt8 = 0x1E
#endif
