/// A route whose success response is a stream of elements — Server-Sent Events, JSON Lines, a
/// JSON text sequence or the parts of a `multipart/mixed` body — that a router hands over one by one as they arrive
/// (``APIRouter/stream(_:)``), instead of one decoded body at the end.
///
/// ```swift
/// for try await chunk in router.stream(.createChatCompletion(body: request)) {
///     print(chunk.choices.first?.delta.content ?? "", terminator: "")
/// }
/// ```
///
/// A route may be both: an operation that answers JSON or an event stream conforms to `Route`
/// with its JSON `Response` and to `StreamingRoute` with its stream's `Element`, so `perform`
/// and `stream` both work; which one the server sends is up to the request (OpenAI's
/// `stream: true`) and its `Accept` header, which `stream` sets to ``StreamFormat/mediaType``.
public protocol StreamingRoute: Route {
    /// One element of the stream: a `Decodable` type each event's data or each JSON text decodes
    /// into, ``ServerSentEvent`` for the events as they are, `Data` for the raw bytes, or
    /// `String`: an event's data as it is, or a JSON text decoded as a JSON string (JSON Lines
    /// and JSON text sequences carry JSON texts only, so `""` is a JSON text, never a blank line).
    associatedtype Element: Decodable & Sendable

    /// How the stream is framed, and for Server-Sent Events the data that ends it.
    static var streamFormat: StreamFormat { get }
}

/// How a streamed response is framed into elements.
public struct StreamFormat: Sendable, Hashable {
    enum Framing: Sendable, Hashable {
        case serverSentEvents
        case jsonLines
        case jsonSequence
        case multipartMixed
    }

    let framing: Framing

    /// For Server-Sent Events: the data of the event that ends the stream, or `nil` when only
    /// the end of the response does.
    ///
    /// An event whose data is exactly this text (after the event stream's own parsing: a
    /// `data: [DONE]` line gives `[DONE]`) is not handed over: the stream ends there, and the
    /// rest of the response is not read — the request is cancelled if it is still under way.
    /// Whatever the element type: ``ServerSentEvent`` and `String` elements end there too.
    public let terminator: String?

    /// Server-Sent Events (`text/event-stream`) ending at an event whose data is `[DONE]`, the
    /// sentinel OpenAI's and many compatible APIs send last; no JSON element can be `[DONE]`,
    /// so for JSON elements this only ends the stream where it would otherwise fail to decode.
    public static let serverSentEvents = StreamFormat(framing: .serverSentEvents, terminator: "[DONE]")

    /// Server-Sent Events (`text/event-stream`) ending at an event whose data is `terminator`,
    /// or, for `nil`, only at the end of the response.
    public static func serverSentEvents(terminator: String?) -> StreamFormat {
        StreamFormat(framing: .serverSentEvents, terminator: terminator)
    }

    /// JSON Lines (`application/jsonl`, also sent as `application/x-ndjson`): one JSON text per
    /// line; blank lines are skipped.
    public static let jsonLines = StreamFormat(framing: .jsonLines, terminator: nil)

    /// A JSON text sequence (RFC 7464, `application/json-seq`): each text after an RS character
    /// and before a line feed.
    public static let jsonSequence = StreamFormat(framing: .jsonSequence, terminator: nil)

    /// The parts of a `multipart/mixed` body (RFC 2046), each part's body an element — JSON
    /// decoded, or its bytes for a `Data` element — whatever its own `Content-Type`; the
    /// boundary is the response's `Content-Type` parameter.
    public static let multipartMixed = StreamFormat(framing: .multipartMixed, terminator: nil)

    /// The most bytes one element — an event's data, a JSON text — and one line of a stream may
    /// hold unless a ``RouteStream`` is told otherwise (``RouteStream/limitingElements(to:)``):
    /// 8 MiB, room for large elements (a base64 image in an event) while a server that never
    /// ends one gets no more than about twice that held.
    public static let defaultElementLimit = 8 << 20

    /// The media type a streaming request asks for in its `Accept` header.
    public var mediaType: String {
        switch framing {
        case .serverSentEvents: "text/event-stream"
        case .jsonLines: "application/jsonl, application/x-ndjson"
        case .jsonSequence: "application/json-seq"
        case .multipartMixed: "multipart/mixed"
        }
    }

    /// Whether a response whose `Content-Type` is `contentType` is a stream of this format: its
    /// media type (parameters and case aside) is one this framing is sent as — for JSON Lines
    /// any of the names in use, as RouteGen's OpenAPI stage reads them. A response without a
    /// `Content-Type` says nothing against it.
    func accepts(contentType: String?) -> Bool {
        guard let contentType else { return true }
        let mediaType = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .trimmingCharacters(in: .whitespaces).lowercased()
        switch framing {
        case .serverSentEvents:
            return mediaType == "text/event-stream"
        case .jsonLines:
            return ["application/jsonl", "application/x-ndjson", "application/jsonlines", "application/x-jsonlines"]
                .contains(mediaType)
        case .jsonSequence:
            return mediaType == "application/json-seq"
        case .multipartMixed:
            return mediaType == "multipart/mixed"
        }
    }
}
