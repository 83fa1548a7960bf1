#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// What the server's stream framing does with elements that hold the format's own delimiters:
/// no element splits, ends the stream or adds an event field of its own (issue 29's injection),
/// and none vanishes (issue 40: `""` and `"{"` were lost in JSON Lines and JSON text sequences);
/// one the format cannot carry ends the response with an error the client sees, after the
/// elements before it.
@Suite("Stream framing never splits or injects an element", .timeLimit(.minutes(3)))
struct StreamFramingTests {
    /// `String` events, and the same response read as the events themselves.
    struct TextEvents: DecodableRoute, StreamingRoute, PublicRoute {
        typealias Element = String
        static var method: HTTPMethod { .get }
        static var pathTemplate: String { "/events" }
        static var streamFormat: StreamFormat { .serverSentEvents }
        init() {}
        init(request: IncomingRequest) throws(RequestDecodingError) {}
    }

    struct RawEvents: StreamingRoute, PublicRoute {
        typealias Element = ServerSentEvent
        static var method: HTTPMethod { .get }
        static var pathTemplate: String { "/events" }
        static var streamFormat: StreamFormat { .serverSentEvents(terminator: nil) }
    }

    struct TextLines: DecodableRoute, StreamingRoute, PublicRoute {
        typealias Element = String
        static var method: HTTPMethod { .get }
        static var pathTemplate: String { "/lines" }
        static var streamFormat: StreamFormat { .jsonLines }
        init() {}
        init(request: IncomingRequest) throws(RequestDecodingError) {}
    }

    struct TextSequence: DecodableRoute, StreamingRoute, PublicRoute {
        typealias Element = String
        static var method: HTTPMethod { .get }
        static var pathTemplate: String { "/sequence" }
        static var streamFormat: StreamFormat { .jsonSequence }
        init() {}
        init(request: IncomingRequest) throws(RequestDecodingError) {}
    }

    struct Note: Codable, Equatable, Sendable {
        let text: String
        let tags: [String]
    }

    struct NoteLines: DecodableRoute, StreamingRoute, PublicRoute {
        typealias Element = Note
        static var method: HTTPMethod { .get }
        static var pathTemplate: String { "/notes" }
        static var streamFormat: StreamFormat { .jsonLines }
        init() {}
        init(request: IncomingRequest) throws(RequestDecodingError) {}
    }

    struct NoteSequence: DecodableRoute, StreamingRoute, PublicRoute {
        typealias Element = Note
        static var method: HTTPMethod { .get }
        static var pathTemplate: String { "/notes-sequence" }
        static var streamFormat: StreamFormat { .jsonSequence }
        init() {}
        init(request: IncomingRequest) throws(RequestDecodingError) {}
    }

    /// Serves `elements` on `route`'s path for the length of `body`, which gets a client router.
    func serving<R: DecodableRoute & StreamingRoute & PublicRoute>(
        _ route: R.Type, _ elements: [R.Element], options: ServerOptions = ServerOptions(),
        _ body: @Sendable (RouteKit.Router) async throws -> Void
    ) async throws where R.Element: Encodable {
        let router = Hummingbird.Router()
        var routes = ServerRoutes<BasicRequestContext>(options: options)
        routes.addStream(route) { _ in RouteEventStream(elements) }
        routes.register(on: router)
        try await withLoopbackServer(router) { url in try await body(RouteKit.Router(baseURL: url)) }
    }

    /// The elements `stream` yields, and the error that ended it, if one did.
    func collect<Element>(_ stream: RouteStream<Element>) async -> (elements: [Element], error: (any Error)?) {
        var elements: [Element] = []
        do {
            for try await element in stream { elements.append(element) }
            return (elements, nil)
        } catch {
            return (elements, error)
        }
    }

    @Test(
        "an event's CR, LF and CRLF each start a data line of the same event: no field, id or terminator can be injected"
    )
    func eventLineBreaks() async throws {
        let elements = ["first\r\nevent: injected\r\nid: 666", "x\r\rdata: [DONE]", "a\rretry: 1\nb", "last"]
        try await serving(TextEvents.self, elements) { client in
            let texts = await collect(client.stream(TextEvents()))
            #expect(texts.error == nil)
            #expect(
                texts.elements == ["first\nevent: injected\nid: 666", "x\n\ndata: [DONE]", "a\nretry: 1\nb", "last"])
            let events = await collect(client.stream(RawEvents()))
            #expect(events.error == nil)
            #expect(events.elements.map(\.data) == texts.elements + ["[DONE]"])
            #expect(events.elements.allSatisfy { $0.event == nil && $0.id == nil && $0.retry == nil })
        }
    }

    @Test("an event whose data is the terminator ends the response with an error, not a clean early end")
    func eventThatIsTheTerminator() async throws {
        try await serving(TextEvents.self, ["before", "[DONE]", "after"]) { client in
            let read = await collect(client.stream(TextEvents()))
            #expect(read.elements == ["before"])
            #expect(read.error != nil)
        }
        // Its line breaks once hid in CRLF; now they are lines of their own, so it is not the terminator.
        try await serving(TextEvents.self, ["before", "[DONE]\r\n", "[DONE]\r", "after"]) { client in
            let read = await collect(client.stream(TextEvents()))
            #expect(read.elements == ["before", "[DONE]\n", "[DONE]\n", "after"])
            #expect(read.error == nil)
        }
    }

    /// Strings that hold what each format frames with, or what a client once took for nothing:
    /// blanks, brackets and quotes a bracket-counting framer follows, every line break, the
    /// record separator, a field name, the terminator.
    static let hostileStrings = [
        "", " ", "\t", "  \t ", "{", "[", "}", "]", "\"abc", "\"", "\\", "{\"a\":", "[[[", "}}}", "\n", "\r", "\r\n",
        "\n\n", "one\ntwo", "one\r\ntwo", "one\rtwo", "\u{1E}", "a\u{1E}\"injected\"", "\u{0}", "data: x",
        "event: injected", "id: 6", ": comment", "[DONE]", "[DONE]\n", "\u{FEFF}", "\u{2028}", "é😀", "x",
    ]

    /// `hostileStrings` and `count` more, each a few characters drawn from the same pieces.
    static func strings(count: Int, seed: UInt64) -> [String] {
        let pieces = hostileStrings.filter { !$0.isEmpty } + ["a", "0", "null", "true", ",", ":"]
        var generator = SplitMix(seed: seed)
        return hostileStrings
            + (0..<count).map { _ in
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                    .joined()
            }
    }

    @Test(
        "every String element reaches the client as it was sent, in each format: blanks, brackets, quotes, line breaks, separators",
        arguments: [StreamFormat.jsonLines, .jsonSequence, .serverSentEvents])
    func stringsRoundTrip(format: StreamFormat) async throws {
        let sent = Self.strings(count: 300, seed: 40)
        switch format {
        case .jsonLines:
            try await serving(TextLines.self, sent) { client in
                let read = await collect(client.stream(TextLines()))
                #expect(read.error == nil)
                #expect(read.elements == sent, "\(zip(read.elements, sent).first { $0 != $1 }.debugDescription)")
            }
        case .jsonSequence:
            try await serving(TextSequence.self, sent) { client in
                let read = await collect(client.stream(TextSequence()))
                #expect(read.error == nil)
                #expect(read.elements == sent, "\(zip(read.elements, sent).first { $0 != $1 }.debugDescription)")
            }
        default:
            // An event stream carries text in lines: its CR and CRLF arrive as LF, and an event
            // that is the terminator would end it (StreamFramingTests.eventThatIsTheTerminator).
            let events = sent.map {
                $0.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            }
            .filter { $0 != "[DONE]" }
            try await serving(TextEvents.self, events) { client in
                let read = await collect(client.stream(TextEvents()))
                #expect(read.error == nil)
                #expect(read.elements == events, "\(zip(read.elements, events).first { $0 != $1 }.debugDescription)")
            }
        }
    }

    @Test("JSON from a pretty-printing encoder travels as one line per element, its strings' line breaks escaped")
    func prettyPrintedJSON() async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let options = ServerOptions(coding: JSONCoding(encoder: encoder, decoder: JSONDecoder()))
        let notes = [Note(text: "one\ntwo\r\n", tags: ["a", "b"]), Note(text: "\u{1E}", tags: [])]
        try await serving(NoteLines.self, notes, options: options) { client in
            let read = await collect(client.stream(NoteLines()))
            #expect(read.error == nil)
            #expect(read.elements == notes)
        }
        try await serving(NoteSequence.self, notes, options: options) { client in
            let read = await collect(client.stream(NoteSequence()))
            #expect(read.error == nil)
            #expect(read.elements == notes)
        }
    }
}
#endif
