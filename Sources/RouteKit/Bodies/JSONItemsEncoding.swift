import Foundation

/// Writes a request body of items: JSON Lines, each item's JSON text and a line feed, or a JSON
/// text sequence (RFC 7464), a record separator, the text and a line feed per item.
///
/// The items go as one body, encoded when the request is built, not as a stream: a route's
/// items are a value the caller holds whole (`[Element]`), and RouteKit's transports send such a
/// body as it is, so a retry or a redirect sends it again.
///
/// A text's own line breaks, which JSON allows only between tokens (a string escapes its own),
/// are written as spaces: an encoder that pretty-prints would otherwise end a line of JSON Lines
/// in the middle of an item, and the server would read two halves that are not JSON.
enum JSONItemsEncoding {
    /// How the texts are framed.
    enum Framing {
        /// JSON Lines: the text, then LF.
        case lines
        /// A JSON text sequence: RS, the text, then LF.
        case sequence
    }

    /// Why an item could not be encoded: its number, 1 for the first, and the encoder's error.
    struct Failure: Error {
        let item: Int
        let error: any Error
    }

    /// The framed body of `items`, each encoded with `encoder`.
    static func body(_ items: [any Encodable & Sendable], framing: Framing, encoder: JSONEncoder) throws(Failure)
        -> Data
    {
        var body = Data()
        for (index, item) in items.enumerated() {
            let text: Data
            do {
                text = try encoder.encode(item)
            } catch {
                throw Failure(item: index + 1, error: error)
            }
            if framing == .sequence { body.append(recordSeparator) }
            body.append(contentsOf: text.map { $0 == lineFeed || $0 == carriageReturn ? space : $0 })
            body.append(lineFeed)
        }
        return body
    }
}

private let recordSeparator: UInt8 = 0x1E
private let lineFeed: UInt8 = 0x0A
private let carriageReturn: UInt8 = 0x0D
private let space: UInt8 = 0x20
