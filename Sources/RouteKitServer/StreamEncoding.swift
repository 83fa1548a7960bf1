#if Server
import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

/// How a streaming route's elements travel, as RouteKit's `APIRouter.stream` reads them: each
/// element JSON-encoded (a `String` element of an event stream as its text) and framed by the
/// route's format, one write per element so the client sees it at once.
///
/// - Server-Sent Events (`text/event-stream`): one `data:` line per line of the element and a
///   blank line, then `data: <terminator>` when the format has one (`[DONE]` by default);
/// - JSON Lines (`application/jsonl`): one JSON text and a line feed per element;
/// - JSON text sequences (`application/json-seq`, RFC 7464): a record separator, the JSON text
///   and a line feed per element;
/// - `multipart/mixed` (RFC 2046): one part per element, `Content-Type: application/json` and
///   the JSON text — or, for the generated enum of a stream whose first parts have media types
///   of their own (RouteKit's `PositionalPart`), the media type and body of the element's case —
///   with the delimiter after it in the same write (``partBoundary``): a client hands a part on
///   when the delimiter after it arrives; `--` closes the body.
///
/// No element can end early, split, vanish or add to another: an event's lines are split at
/// every line break the event stream format knows (CR, LF, CRLF), so none can start a field of
/// its own; JSON Lines and JSON text sequences carry JSON texts, a `String` element too (as a
/// JSON string: `""` and `"{"` are texts a client cannot take for a blank line or an open
/// bracket), and a JSON text's line breaks, which JSON allows only between tokens, are sent as
/// spaces; an event whose data is the terminator, which the format cannot carry, ends the
/// response there with a ``StreamFramingError`` instead.
package enum StreamEncoding {
    /// A `200` whose body writes `stream` in `format`. An error the stream throws, or an element
    /// the format cannot carry, ends the response where it is (the status is already sent); it
    /// is logged by Hummingbird.
    static func response<Element>(for stream: RouteEventStream<Element>, format: StreamFormat, coding: JSONCoding)
        -> Response
    {
        response(format: format) { send in
            try await stream.forEach { element in
                try await send(
                    format == .multipartMixed
                        ? try part(of: element, coding: coding)
                        : .text(try text(of: element, format: format, coding: coding)))
            }
        }
    }

    /// A `200` whose body writes `elements`, encoded already, in `format`: the mock server's
    /// (`routegen-mock`), whose elements are the spec's examples as text, framed as a generated
    /// route's are.
    package static func response(forEncoded elements: [EncodedElement], format: StreamFormat) -> Response {
        response(format: format) { send in
            for element in elements { try await send(element) }
        }
    }

    /// A `200` of `format`'s media type whose body frames each element `elements` hands over as
    /// it comes, one write each, then what ends the format.
    private static func response(
        format: StreamFormat,
        elements: @escaping @Sendable (_ send: (EncodedElement) async throws -> Void) async throws -> Void
    ) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType(of: format)
        if format.isServerSentEvents { headers[.cacheControl] = "no-cache" }
        let body = ResponseBody { writer in
            var first = true
            try await elements { element in
                let bytes: [UInt8]
                switch element {
                case .text(let text): bytes = try frame(text, format: format)
                case .part(let contentType, let body):
                    bytes = try part(contentType: contentType, body: body, first: first)
                }
                first = false
                try await writer.write(ByteBuffer(bytes: bytes))
            }
            if format.isServerSentEvents, let terminator = format.terminator {
                try await writer.write(ByteBuffer(bytes: event(lines(of: Array(terminator.utf8)))))
            }
            if format == .multipartMixed {
                // The close delimiter: the last part's delimiter is already written.
                try await writer.write(
                    ByteBuffer(bytes: first ? Array("--\(partBoundary)--\r\n".utf8) : Array("--\r\n".utf8)))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    /// The media type the route's format is sent as.
    static func contentType(of format: StreamFormat) -> String {
        if format == .jsonLines { return "application/jsonl" }
        if format == .jsonSequence { return "application/json-seq" }
        if format == .multipartMixed { return "multipart/mixed; boundary=\(partBoundary)" }
        return "text/event-stream"
    }

    /// The boundary of a `multipart/mixed` stream. A fixed one is safe: a delimiter starts with
    /// CRLF, and a part's JSON text holds no line break (its own are sent as spaces, a string's
    /// are escaped), so no JSON element can hold one; a part of another media type that holds
    /// the delimiter is refused (``StreamFramingError/holdsTheDelimiter``).
    static let partBoundary = "RouteKit-part-boundary"

    /// What ends every part: CRLF, `--` and ``partBoundary``.
    private static let partDelimiter = BytePattern(Array("\r\n--\(partBoundary)".utf8))

    /// An element as a part: JSON, with `Content-Type: application/json`, its line breaks as
    /// spaces; a ``PositionalPart`` element (the generated enum of a stream whose first parts
    /// have media types of their own) is the part it says, its body as it is.
    private static func part<Element: Encodable>(of element: Element, coding: JSONCoding) throws -> EncodedElement {
        if let positional = element as? any PositionalPart {
            let part = try positional.part(coding: coding)
            return .part(contentType: part.contentType, body: Array(part.body))
        }
        let body = try coding.encoder.encode(element).map {
            $0 == lineFeed || $0 == carriageReturn ? UInt8(ascii: " ") : $0
        }
        return .part(contentType: "application/json", body: body)
    }

    /// One part's bytes: the delimiter before it (CRLF after the previous part's, whose
    /// `--boundary` is written already), its header and body, then the next delimiter's
    /// `CRLF--boundary`, so the client reads the part at once. A body holding the delimiter, or a
    /// media type holding a line break, would end or split the part on the client's side, so it
    /// ends the response with a ``StreamFramingError`` instead.
    private static func part(contentType: String, body: [UInt8], first: Bool) throws(StreamFramingError) -> [UInt8] {
        guard !contentType.utf8.contains(where: { $0 == lineFeed || $0 == carriageReturn }),
            partDelimiter.firstIndex(in: body, from: 0) == nil
        else { throw .holdsTheDelimiter }
        var bytes = Array((first ? "--\(partBoundary)\r\n" : "\r\n").utf8)
        bytes += Array("Content-Type: \(contentType)\r\n\r\n".utf8)
        bytes += body
        bytes += Array("\r\n--\(partBoundary)".utf8)
        return bytes
    }

    /// One element, encoded, before it is framed.
    package enum EncodedElement: Sendable {
        /// An element of an event stream, JSON Lines or a JSON text sequence.
        case text(ElementText)
        /// A part of a `multipart/mixed` stream: its media type and body as they are.
        case part(contentType: String, body: [UInt8])
    }

    /// An element's text as the client's element decoder reads it.
    package enum ElementText: Sendable {
        /// A `String` element of an event stream, sent as it is.
        case raw([UInt8])
        /// Any other element, as JSON.
        case json([UInt8])
    }

    /// An element as the client's element decoder reads it: a `String` of an event stream as it
    /// is, anything else as JSON — a `String` of JSON Lines or a JSON text sequence too, whose
    /// every text is JSON.
    private static func text<Element: Encodable>(of element: Element, format: StreamFormat, coding: JSONCoding) throws
        -> ElementText
    {
        if format.isServerSentEvents, let text = element as? String { return .raw(Array(text.utf8)) }
        return .json(Array(try coding.encoder.encode(element)))
    }

    /// One element's bytes in `format`; a ``StreamFramingError`` for an element the format
    /// cannot carry as one.
    static func frame(_ text: ElementText, format: StreamFormat) throws(StreamFramingError) -> [UInt8] {
        if format.isServerSentEvents {
            let lines = lines(of: text.bytes)
            // The client ends the stream at an event whose data (its lines joined by LF) is the
            // terminator, so such an element would end it early, however its lines were broken.
            if let terminator = format.terminator, Array(lines.joined(separator: [lineFeed])) == Array(terminator.utf8)
            {
                throw .isTheTerminator
            }
            return event(lines)
        }
        // JSON allows a line break only between tokens (a string's own is escaped), so a
        // pretty-printing encoder's become spaces; a record separator is escaped in a string too.
        var bytes: [UInt8] = format == .jsonSequence ? [recordSeparator] : []
        bytes += text.bytes.map { $0 == lineFeed || $0 == carriageReturn ? UInt8(ascii: " ") : $0 }
        bytes.append(lineFeed)
        return bytes
    }

    /// An event of one `data:` field per line, and the blank line that ends it.
    private static func event(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += Array("data: ".utf8)
            bytes += line
            bytes.append(lineFeed)
        }
        bytes.append(lineFeed)
        return bytes
    }

    /// `bytes` split at every line break of the event stream format: CRLF, LF and CR (WHATWG
    /// HTML, 9.2.5). Splitting a `String` at `"\n"` missed `"\r\n"`, one `Character`, and CR.
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == lineFeed || bytes[index] == carriageReturn {
                lines.append(bytes[start..<index])
                if bytes[index] == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == lineFeed { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(bytes[start...])
        return lines
    }

    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D
    private static let recordSeparator: UInt8 = 0x1E
}

extension StreamEncoding.ElementText {
    var bytes: [UInt8] {
        switch self {
        case .raw(let bytes), .json(let bytes): bytes
        }
    }
}

/// A streaming route's element that its format cannot carry as one element: sending it would
/// split it, or end or add to the stream on the client's side. It ends the response where it
/// is, after the elements before it.
struct StreamFramingError: Error, CustomStringConvertible {
    private let reason: String

    /// An event's data is the stream's terminator.
    static let isTheTerminator = StreamFramingError(reason: "an element of an event stream is its terminator")

    /// A part's body holds the delimiter that ends a part, or its media type a line break.
    static let holdsTheDelimiter = StreamFramingError(
        reason:
            "a part of a multipart/mixed stream holds the delimiter that ends a part, or its media type a line break")

    var description: String { "\(reason), which would end or split it on the client's side; the stream ends here" }
}

extension StreamFormat {
    /// Whether the format is Server-Sent Events, whatever its terminator.
    var isServerSentEvents: Bool { self != .jsonLines && self != .jsonSequence && self != .multipartMixed }
}
#endif
