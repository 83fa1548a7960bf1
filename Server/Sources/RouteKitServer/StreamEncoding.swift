import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

/// How a streaming route's elements travel, as RouteKit's `APIRouter.stream` reads them: each
/// element JSON-encoded (a `String` element as its text) and framed by the route's format, one
/// write per element so the client sees it at once.
///
/// - Server-Sent Events (`text/event-stream`): `data: <json>` and a blank line per element, then
///   `data: <terminator>` when the format has one (`[DONE]` by default);
/// - JSON Lines (`application/jsonl`): one JSON text and a line feed per element;
/// - JSON text sequences (`application/json-seq`, RFC 7464): a record separator, the JSON text
///   and a line feed per element.
enum StreamEncoding {
    /// A `200` whose body writes `stream` in `format`. An error the stream throws ends the
    /// response where it is (the status is already sent); it is logged by Hummingbird.
    static func response<Element>(for stream: RouteEventStream<Element>, format: StreamFormat, coding: JSONCoding) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType(of: format)
        if format.isServerSentEvents { headers[.cacheControl] = "no-cache" }
        let body = ResponseBody { writer in
            try await stream.forEach { element in
                try await writer.write(ByteBuffer(bytes: frame(text(of: element, coding: coding), format: format)))
            }
            if format.isServerSentEvents, let terminator = format.terminator {
                try await writer.write(ByteBuffer(bytes: frame(terminator, format: format)))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    /// The media type the route's format is sent as.
    static func contentType(of format: StreamFormat) -> String {
        if format == .jsonLines { return "application/jsonl" }
        if format == .jsonSequence { return "application/json-seq" }
        return "text/event-stream"
    }

    /// An element as the client's element decoder reads it: a `String` as it is, anything else
    /// as JSON.
    private static func text<Element: Encodable>(of element: Element, coding: JSONCoding) throws -> String {
        if let text = element as? String { return text }
        return String(decoding: try coding.encoder.encode(element), as: UTF8.self)
    }

    /// One element's bytes in `format`. An event's data of several lines (a JSON encoder that
    /// pretty-prints) is one `data:` line each, which the event stream joins back.
    static func frame(_ text: String, format: StreamFormat) -> Data {
        if format == .jsonLines { return Data((text + "\n").utf8) }
        if format == .jsonSequence { return Data(("\u{1E}" + text + "\n").utf8) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
        return Data((lines.joined() + "\n").utf8)
    }
}

extension StreamFormat {
    /// Whether the format is Server-Sent Events, whatever its terminator.
    var isServerSentEvents: Bool { self != .jsonLines && self != .jsonSequence }
}
