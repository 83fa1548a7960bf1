import Testing
@testable import RouteGenCore

/// `stream:` in RouteGen's format: the `StreamingRoute` members it generates, and each of its
/// problems at its place with the fix in the message.
struct StreamSnippetTests {
    @Test func eventsBesideAResponseMakeARouteOfBoth() {
        let code = swiftCode(
            header + """
                routes:
                  chat:
                    POST: /chat
                    body: Prompt
                    response: Reply
                    stream: events ReplyChunk
                models:
                  Prompt: { fields: { text: String } }
                  Reply: { fields: { text: String } }
                  ReplyChunk: { fields: { delta: String } }
                """)
        #expect(
            code.contains(
                """
                    nonisolated public struct ChatRoute: PublicRoute, StreamingRoute {
                        public typealias API = Shop
                        public typealias Response = Reply
                        public typealias Element = ReplyChunk
                        public static var method: HTTPMethod { .post }
                        public static var pathTemplate: String { "/chat" }
                        public static var streamFormat: RouteKit.StreamFormat { .serverSentEvents }
                """))
    }

    @Test func eachFramingAndTerminatorHasItsFormat() {
        let code = swiftCode(
            header + """
                routes:
                  lines: { GET: /lines, stream: lines Row }
                  sequence: { GET: /sequence, stream: "sequence [Row]" }
                  raw: { GET: /raw, stream: events ServerSentEvent }
                  until: { GET: /until, stream: { events: Row, until: END } }
                  endless: { GET: /endless, stream: { events: String, until: null } }
                models:
                  Row: { fields: { id: Int } }
                """)
        #expect(
            code.contains(
                "public typealias Element = Row\n        public static var method: HTTPMethod { .get }\n        public static var pathTemplate: String { \"/lines\" }\n        public static var streamFormat: RouteKit.StreamFormat { .jsonLines }"
            ))
        #expect(code.contains("public typealias Element = [Row]"))
        #expect(code.contains("public static var streamFormat: RouteKit.StreamFormat { .jsonSequence }"))
        #expect(code.contains("public typealias Element = RouteKit.ServerSentEvent"))
        #expect(
            code.contains(
                "public static var streamFormat: RouteKit.StreamFormat { .serverSentEvents(terminator: \"END\") }"))
        #expect(code.contains("public typealias Element = String"))
        #expect(
            code.contains(
                "public static var streamFormat: RouteKit.StreamFormat { .serverSentEvents(terminator: nil) }"))
        // A stream without a response performs as Empty: the stream is the answer.
        #expect(
            code.contains(
                "nonisolated public struct LinesRoute: PublicRoute, RetryableRoute, StreamingRoute {\n        public typealias API = Shop\n        public typealias Response = Empty"
            ))
    }

    @Test func aModelNamedElementIsSpelledFromTheNamespaceInAStreamingAPI() {
        let code = swiftCode(
            header + """
                routes:
                  live: { GET: /live, stream: events Element }
                  put: { PUT: /element, body: Element, stream: lines Element }
                models:
                  Element: { fields: { id: Int } }
                """)
        #expect(code.contains("public typealias Element = Shop.Element"))
        #expect(code.contains("public let body: Shop.Element"))
    }

    @Test func acceptedStreamingRoutesGetAStreamOnEachSchemesRouter() {
        let code = swiftCode(
            header + """
                auth: { member: bearer, integration: { apiKey: X-Key, in: header } }
                routes:
                  live: { GET: /live, auth: [member, integration], stream: events Row }
                  plain: { GET: /plain, auth: [member, none], response: Row }
                models:
                  Row: { fields: { id: Int } }
                """)
        #expect(
            code.contains(
                """
                    public func stream<R: Shop.MemberAuth.AcceptedRoute & StreamingRoute>(_ route: R) -> RouteStream<R.Element> {
                        streamAccepted(route)
                    }
                """))
        #expect(
            code.contains(
                """
                    public func stream<R: Shop.IntegrationAuth.AcceptedRoute & PublicRoute & StreamingRoute>(
                        _ route: R
                    ) -> RouteStream<R.Element> {
                """
            ))
    }

    @Test func withoutAcceptedStreamsTheRoutersGetNoStreamOverloads() {
        let code = swiftCode(
            header + """
                auth: { member: bearer }
                routes:
                  plain: { GET: /plain, auth: [member, none], response: Row }
                  live: { GET: /live, auth: member, stream: events Row }
                models:
                  Row: { fields: { id: Int } }
                """)
        #expect(!code.contains("streamAccepted"))
        #expect(
            code.contains("nonisolated public struct LiveRoute: AuthenticatedRoute, RetryableRoute, StreamingRoute {"))
    }

    @Test func problemsAreLocatedWithTheirFix() {
        let found = diagnostics(
            header + """
                routes:
                  a: { GET: /a, stream: event Row }
                  b: { GET: /b, stream: lines }
                  c: { GET: /c, stream: { lines: Row, events: Row } }
                  d: { GET: /d, stream: { lines: Row, until: "[DONE]" } }
                  e: { GET: /e, stream: { evnts: Row } }
                  f: { GET: /f, stream: json Row }
                  g: { GET: /g, stream: { events: Row, until: [x] } }
                models:
                  Row: { fields: { id: Int } }
                """)
        #expect(
            found == [
                "spec.yaml:4:25: error: expected \"stream\" of \"a\" to name its framing, then the element type — stream: events ChatChunk (or lines, sequence, parts): \"event\" (did you mean \"events\"?)",
                "spec.yaml:5:25: error: \"stream\" of \"b\" names no element type: write lines and the type of one element, like \"lines ChatChunk\", or \"lines ServerSentEvent\" for the events as they are",
                "spec.yaml:6:39: error: \"stream\" of \"c\" has both \"lines\" and \"events\"; a stream has one framing",
                "spec.yaml:7:39: error: \"until\" ends an event stream at an event's data; lines streams end with the response: remove it",
                "spec.yaml:8:27: error: unknown key \"evnts\" in \"stream\" of \"e\" (did you mean \"events\"?)",
                "spec.yaml:8:25: error: \"stream\" of \"e\" names no framing: give one of events, lines, sequence, parts with the element type, like { events: ChatChunk }",
                "spec.yaml:9:25: error: expected \"stream\" of \"f\" to name its framing, then the element type — stream: events ChatChunk (or lines, sequence, parts), found \"json Row\"",
                "spec.yaml:10:47: error: expected \"until\" to be the data of the last event, like \"[DONE]\", or null, found a sequence",
            ])
        // The element type is checked as every type is, under its name.
        #expect(
            diagnostics(
                header + "routes:\n  c: { GET: /c, stream: lines Rows }\nmodels:\n  Row: { fields: { id: Int } }\n")
                == ["spec.yaml:4:31: error: unknown type \"Rows\" (did you mean \"Row\"?)"])
    }

    @Test func convertWritesTheShortFormAndTheLongOneForATerminator() {
        let text =
            header + """
                routes:
                  a: { GET: /a, stream: "lines [Row]" }
                  b: { GET: /b, stream: { events: Row, until: "[END]" } }
                  c: { GET: /c, stream: { events: ServerSentEvent, until: null } }
                  d: { POST: /d, response: Row, stream: events Row }
                models:
                  Row: { fields: { id: Int } }
                """
        let (spec, loadDiagnostics) = SpecLoader.load(text, path: "spec.yaml")
        #expect(loadDiagnostics.isEmpty)
        let written = SpecWriter.yaml(spec)
        #expect(written.contains("    stream: lines [Row]\n"))
        #expect(written.contains("    stream: { events: Row, until: \"[END]\" }\n"))
        #expect(written.contains("    stream: { events: ServerSentEvent, until: null }\n"))
        #expect(written.contains("    response: Row\n    stream: events Row\n"))
        let (reloaded, reloadDiagnostics) = SpecLoader.load(written, path: "spec.yaml")
        #expect(reloadDiagnostics.isEmpty)
        #expect(reloaded.withoutLocations == spec.withoutLocations)
    }
}

/// `stream:` through `export-openapi` and back: the same Swift.
struct StreamExportTests {
    static let spec = """
        routes:
          chat: { POST: /chat, body: Row, response: Row, stream: events Row }
          lines: { GET: /lines, stream: lines Row }
          raw: { GET: /raw, stream: { events: ServerSentEvent, until: null } }
          until: { GET: /until, stream: { events: Row, until: END } }
        models:
          Row: { fields: { id: Int } }
        """

    @Test func aStreamIsOneMoreMediaTypeOfTheSuccessResponse() {
        let document = exportedDocument(Self.spec)
        #expect(
            document.contains(
                """
                      responses:
                        "200":
                          description: Success
                          content:
                            application/json:
                              schema:
                                $ref: "#/components/schemas/Row"
                            text/event-stream:
                              schema:
                                $ref: "#/components/schemas/Row"
                """))
        #expect(
            document.contains(
                """
                            application/jsonl:
                              schema:
                                $ref: "#/components/schemas/Row"
                """))
        #expect(
            document.contains(
                """
                            text/event-stream:
                              schema:
                                type: string
                              x-routegen-stream-terminator: null
                """))
        #expect(document.contains("x-routegen-stream-terminator: END"))
    }

    @Test func theExportGeneratesTheSameSwift() {
        let (original, exported, diagnostics) = roundTrip(Self.spec)
        #expect(exported == original)
        // The events as they are go out as strings, which come back with the warning that says so.
        #expect(
            diagnostics.map(\.message) == [
                "the event stream's schema is not the type of its events' data: its events are ServerSentEvent values; x-routegen-stream-element names the type of each event's data"
            ])
    }
}
