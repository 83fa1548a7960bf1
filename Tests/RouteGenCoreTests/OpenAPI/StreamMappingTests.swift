import Testing
@testable import RouteGenCore

/// Streamed responses: `text/event-stream`, JSON Lines and JSON text sequences become `stream:`,
/// beside the JSON response when an operation offers both.
struct StreamMappingTests {
    /// OpenAI's `createChatCompletion`, trimmed: JSON or an event stream of chunks.
    static let chat =
        openAPIHeader + """
            paths:
              /chat/completions:
                post:
                  operationId: createChatCompletion
                  requestBody: { required: true, content: { application/json: { schema: { $ref: "#/components/schemas/Request" } } } }
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json: { schema: { $ref: "#/components/schemas/Completion" } }
                        text/event-stream: { schema: { $ref: "#/components/schemas/Chunk" } }
            components:
              schemas:
                Request: { type: object, properties: { stream: { type: boolean } } }
                Completion: { type: object, properties: { id: { type: string } } }
                Chunk: { type: object, properties: { delta: { type: string } } }
            """

    @Test func anOperationOfferingJSONAndAnEventStreamIsBoth() {
        let spec = converted(Self.chat)
        #expect(
            spec.contains(
                """
                  createChatCompletion:
                    POST: "/chat/completions"
                    body: Request
                    response: Completion
                    stream: events Chunk
                """))
        #expect(openAPIDiagnostics(Self.chat).isEmpty)
        let code = swiftCode(openAPI: Self.chat)
        #expect(code.contains("nonisolated public struct CreateChatCompletionRoute: PublicRoute, StreamingRoute {"))
        #expect(code.contains("public typealias Response = Completion\n        public typealias Element = Chunk"))
    }

    @Test func eachStreamedMediaTypeHasItsFraming() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /lines: { get: { operationId: lines, responses: { "200": { description: OK, content: { application/jsonl: { schema: { type: object, properties: { id: { type: integer } } } } } } } } }
                  /ndjson: { get: { operationId: ndjson, responses: { "200": { description: OK, content: { application/x-ndjson: { schema: { type: integer } } } } } } }
                  /seq: { get: { operationId: seq, responses: { "200": { description: OK, content: { application/json-seq: {} } } } } }
                """)
        #expect(spec.contains("  lines:\n    GET: \"/lines\"\n    stream: lines LinesRoute.StreamElement\n"))
        #expect(spec.contains("  ndjson:\n    GET: \"/ndjson\"\n    stream: lines Int\n"))
        #expect(spec.contains("  seq:\n    GET: \"/seq\"\n    stream: sequence JSONValue\n"))
    }

    @Test func anEventStreamOfStringsStreamsTheEventsAsTheyAreWithAWarning() {
        let document =
            openAPIHeader + """
                paths:
                  /events:
                    get:
                      operationId: events
                      responses:
                        "200": { description: OK, content: { text/event-stream: { schema: { type: string } } } }
                  /bare:
                    get:
                      operationId: bare
                      responses:
                        "200": { description: OK, content: { text/event-stream: {} } }
                """
        let spec = converted(document)
        #expect(spec.contains("  events:\n    GET: \"/events\"\n    stream: events ServerSentEvent\n"))
        #expect(spec.contains("  bare:\n    GET: \"/bare\"\n    stream: events ServerSentEvent\n"))
        #expect(
            openAPIDiagnostics(document) == [
                "api.yaml:9:46: warning: the event stream's schema is not the type of its events' data: its events are ServerSentEvent values; x-routegen-stream-element names the type of each event's data (2 places; the first is here)"
            ])
        #expect(swiftCode(openAPI: document).contains("public typealias Element = RouteKit.ServerSentEvent"))
    }

    @Test func theElementAndTerminatorExtensionsReplaceWhatTheDocumentSays() {
        let document =
            openAPIHeader + """
                paths:
                  /chat:
                    post:
                      operationId: chat
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              schema: { type: string, description: A stream of CreateChatCompletionStreamResponse events. }
                              x-routegen-stream-element: { $ref: "#/components/schemas/Chunk" }
                              x-routegen-stream-terminator: null
                  /logs:
                    get:
                      operationId: logs
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream: { schema: { $ref: "#/components/schemas/Chunk" }, x-routegen-stream-terminator: "[END]" }
                components:
                  schemas:
                    Chunk: { type: object, properties: { delta: { type: string } } }
                """
        let spec = converted(document)
        #expect(spec.contains("  chat:\n    POST: \"/chat\"\n    stream: { events: Chunk, until: null }\n"))
        #expect(spec.contains("  logs:\n    GET: \"/logs\"\n    stream: { events: Chunk, until: \"[END]\" }\n"))
        #expect(openAPIDiagnostics(document).isEmpty)
        let code = swiftCode(openAPI: document)
        #expect(
            code.contains(
                "public static var streamFormat: RouteKit.StreamFormat { .serverSentEvents(terminator: nil) }"))
        #expect(
            code.contains(
                "public static var streamFormat: RouteKit.StreamFormat { .serverSentEvents(terminator: \"[END]\") }"))
    }

    @Test func aStreamOnlyOperationPerformsAsEmptyAndAStreamIsNeverTheStringResponse() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /only: { get: { operationId: only, responses: { "200": { description: OK, content: { text/event-stream: { schema: { $ref: "#/components/schemas/Chunk" } } } } } } }
                  /text: { get: { operationId: text, responses: { "200": { description: OK, content: { text/event-stream: { schema: { $ref: "#/components/schemas/Chunk" } }, text/plain: {} } } } } }
                components:
                  schemas:
                    Chunk: { type: object, properties: { delta: { type: string } } }
                """)
        #expect(spec.contains("  only:\n    GET: \"/only\"\n    stream: events Chunk\n"))
        #expect(spec.contains("  text:\n    GET: \"/text\"\n    response: String\n    stream: events Chunk\n"))
    }
}
