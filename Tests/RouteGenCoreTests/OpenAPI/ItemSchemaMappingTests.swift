import Foundation
import Testing
@testable import RouteGenCore

/// OpenAPI 3.2's `itemSchema` on sequential media types: typed JSON Lines, JSON text sequences and
/// event streams, and a located warning wherever a stream of items is not generated as such.
struct ItemSchemaMappingTests {
    /// The first lines of a 3.2 document.
    static let header = """
        openapi: 3.2.0
        info: { title: Shop }
        servers: [{ url: "https://shop.example/api" }]

        """

    /// The diagnostics of `document`: a 3.2 document is read as 3.2, without a version warning.
    static func diagnostics(_ document: String) -> [String] {
        openAPIDiagnostics(document)
    }

    @Test func jsonLinesAndSequencesStreamTheirItemSchema() {
        let document =
            Self.header + """
                paths:
                  /lines: { get: { operationId: lines, responses: { "200": { description: OK, content: { application/jsonl: { itemSchema: { $ref: "#/components/schemas/Row" } } } } } } }
                  /ndjson: { get: { operationId: ndjson, responses: { "200": { description: OK, content: { application/x-ndjson: { itemSchema: { type: object, properties: { id: { type: integer } } } } } } } } }
                  /spelled: { get: { operationId: spelled, responses: { "200": { description: OK, content: { application/x-jsonlines: { itemSchema: { type: integer } } } } } } }
                  /seq: { get: { operationId: seq, responses: { "200": { description: OK, content: { application/json-seq: { itemSchema: { $ref: "#/components/schemas/Row" } } } } } } }
                  /both: { get: { operationId: both, responses: { "200": { description: OK, content: { application/jsonl: { schema: { type: string }, itemSchema: { $ref: "#/components/schemas/Row" } } } } } } }
                components:
                  schemas:
                    Row: { type: object, properties: { id: { type: integer } } }
                """
        let spec = converted(document)
        #expect(spec.contains("  lines:\n    GET: \"/lines\"\n    stream: lines Row\n"))
        // An inline itemSchema is a model named as an inline stream element is.
        #expect(spec.contains("  ndjson:\n    GET: \"/ndjson\"\n    stream: lines NdjsonRoute.StreamElement\n"))
        #expect(spec.contains("  spelled:\n    GET: \"/spelled\"\n    stream: lines Int\n"))
        #expect(spec.contains("  seq:\n    GET: \"/seq\"\n    stream: sequence Row\n"))
        // The itemSchema describes one item; the schema, the whole body.
        #expect(spec.contains("  both:\n    GET: \"/both\"\n    stream: lines Row\n"))
        #expect(Self.diagnostics(document).isEmpty)
        let code = swiftCode(openAPI: document)
        #expect(code.contains("public typealias Element = NdjsonRoute.StreamElement"))
        #expect(code.contains("public static var streamFormat: RouteKit.StreamFormat { .jsonSequence }"))
    }

    @Test func anEventsJSONDataIsTheElementAndItsOneConstantDataTheTerminator() {
        let document =
            Self.header + """
                paths:
                  /ticks:
                    get:
                      operationId: ticks
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema:
                                type: object
                                properties:
                                  event: { const: tick }
                                  id: { type: string }
                                  data:
                                    oneOf:
                                      - { type: string, contentMediaType: application/json, contentSchema: { $ref: "#/components/schemas/Tick" } }
                                      - { const: "[DONE]" }
                  /endless:
                    get:
                      operationId: endless
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema:
                                properties:
                                  data: { contentMediaType: application/json, contentSchema: { type: object, properties: { level: { type: string } } } }
                  /finished:
                    get:
                      operationId: finished
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema:
                                oneOf:
                                  - { $ref: "#/components/schemas/TickEvent" }
                                  - { properties: { event: { const: done }, data: { enum: [END] } } }
                components:
                  schemas:
                    Tick: { type: object, properties: { sequence: { type: integer } } }
                    TickEvent:
                      properties:
                        event: { const: tick }
                        data: { contentMediaType: application/json, contentSchema: { $ref: "#/components/schemas/Tick" } }
                """
        let spec = converted(document)
        #expect(spec.contains("  ticks:\n    GET: \"/ticks\"\n    stream: { events: Tick, until: \"[DONE]\" }\n"))
        // No terminator the itemSchema allows: the end of the response ends the stream.
        #expect(
            spec.contains(
                "  endless:\n    GET: \"/endless\"\n    stream: { events: EndlessRoute.StreamElement, until: null }\n"))
        // The terminator may be an event of its own among the itemSchema's members.
        #expect(spec.contains("  finished:\n    GET: \"/finished\"\n    stream: { events: Tick, until: \"END\" }\n"))
        #expect(Self.diagnostics(document).isEmpty)
        let code = swiftCode(openAPI: document)
        #expect(code.contains("public typealias Element = Tick"))
        #expect(
            code.contains(
                "public static var streamFormat: RouteKit.StreamFormat { .serverSentEvents(terminator: \"[DONE]\") }"))
        #expect(
            code.contains(
                "public static var streamFormat: RouteKit.StreamFormat { .serverSentEvents(terminator: nil) }"))
    }

    @Test func anEventsTextDataStreamsTheEventsAsTheyAreWithoutAWarning() {
        let document =
            Self.header + """
                paths:
                  /notices:
                    get:
                      operationId: notices
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema: { type: object, properties: { event: { type: string }, data: { type: string } }, required: [data] }
                """
        #expect(
            converted(document).contains(
                "  notices:\n    GET: \"/notices\"\n    stream: { events: ServerSentEvent, until: null }\n"))
        #expect(Self.diagnostics(document).isEmpty)
    }

    /// A `contentSchema` RouteGen cannot decode by (its media type is no JSON type, or missing)
    /// leaves that data text, as OpenAPI says, and says so where the schema is written.
    @Test func aContentSchemaOfAnotherMediaTypeIsReadAsTextWithAWarning() {
        let document =
            Self.header + """
                paths:
                  /notices:
                    get:
                      operationId: notices
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema:
                                type: object
                                properties:
                                  data: { contentMediaType: application/xml, contentSchema: { type: object } }
                  /bare:
                    get:
                      operationId: bare
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema: { properties: { data: { contentSchema: { type: object } } } }
                """
        #expect(
            converted(document).contains(
                "  notices:\n    GET: \"/notices\"\n    stream: { events: ServerSentEvent, until: null }\n"))
        #expect(
            Self.diagnostics(document) == [
                "api.yaml:16:77: warning: an event's data has a contentSchema of media type application/xml, which RouteGen decodes only as JSON: that data is read as text",
                "api.yaml:25:66: warning: an event's data has a contentSchema without a contentMediaType: that data is read as text",
            ])
    }

    @Test func whatOneElementTypeCannotSayStreamsTheEventsAsTheyAreWithAWarningAtTheItemSchema() {
        let document =
            Self.header + """
                paths:
                  /kinds:
                    get:
                      operationId: kinds
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema:
                                oneOf:
                                  - properties: { event: { const: a }, data: { contentMediaType: application/json, contentSchema: { $ref: "#/components/schemas/A" } } }
                                  - properties: { event: { const: b }, data: { contentMediaType: application/json, contentSchema: { $ref: "#/components/schemas/B" } } }
                  /mixed:
                    get:
                      operationId: mixed
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema:
                                properties:
                                  data:
                                    anyOf: [{ contentMediaType: application/json, contentSchema: { $ref: "#/components/schemas/A" } }, { type: string }]
                  /ends:
                    get:
                      operationId: ends
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema:
                                properties:
                                  data:
                                    oneOf: [{ contentMediaType: application/json, contentSchema: { $ref: "#/components/schemas/A" } }, { const: "[DONE]" }, { const: "[ERROR]" }]
                  /nodata:
                    get:
                      operationId: nodata
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema: { $ref: "#/components/schemas/A" }
                components:
                  schemas:
                    A: { type: object, properties: { a: { type: string } } }
                    B: { type: object, properties: { b: { type: string } } }
                """
        let spec = converted(document)
        #expect(spec.contains("  kinds:\n    GET: \"/kinds\"\n    stream: { events: ServerSentEvent, until: null }\n"))
        #expect(spec.contains("  mixed:\n    GET: \"/mixed\"\n    stream: { events: ServerSentEvent, until: null }\n"))
        #expect(spec.contains("  ends:\n    GET: \"/ends\"\n    stream: { events: ServerSentEvent, until: null }\n"))
        #expect(
            spec.contains("  nodata:\n    GET: \"/nodata\"\n    stream: { events: ServerSentEvent, until: null }\n"))
        let suffix =
            ": its events are ServerSentEvent values; x-routegen-stream-element names the type of each event's data"
        #expect(
            Self.diagnostics(document) == [
                "api.yaml:13:15: warning: the event stream's itemSchema gives its events' data 2 different schemas, which one element type cannot tell apart"
                    + suffix,
                "api.yaml:25:15: warning: the event stream's itemSchema gives some events JSON data and others text, which one element type cannot hold"
                    + suffix,
                "api.yaml:37:15: warning: the event stream's itemSchema ends with any of the data texts \"[DONE]\", \"[ERROR]\", and a stream has one terminator"
                    + suffix,
                "api.yaml:49:15: warning: the event stream's itemSchema describes no \"data\" of an event" + suffix,
            ])
    }

    @Test func theExtensionsReplaceWhatTheItemSchemaSays() {
        let document =
            Self.header + """
                paths:
                  /element:
                    get:
                      operationId: element
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema: { properties: { data: { oneOf: [{ type: string }, { const: "[DONE]" }] } } }
                              x-routegen-stream-element: { $ref: "#/components/schemas/A" }
                  /terminator:
                    get:
                      operationId: terminator
                      responses:
                        "200":
                          description: OK
                          content:
                            text/event-stream:
                              itemSchema: { properties: { data: { contentMediaType: application/json, contentSchema: { $ref: "#/components/schemas/A" } } } }
                              x-routegen-stream-terminator: "[END]"
                components:
                  schemas:
                    A: { type: object, properties: { a: { type: string } } }
                """
        let spec = converted(document)
        // The element the extension names; the terminator the itemSchema allows.
        #expect(spec.contains("  element:\n    GET: \"/element\"\n    stream: { events: A, until: \"[DONE]\" }\n"))
        #expect(spec.contains("  terminator:\n    GET: \"/terminator\"\n    stream: { events: A, until: \"[END]\" }\n"))
        #expect(Self.diagnostics(document).isEmpty)
    }

    @Test func multipartMixedItemsAreAStreamOfParts() {
        let document =
            Self.header + """
                paths:
                  /json:
                    get:
                      operationId: json
                      responses:
                        "200":
                          description: OK
                          content:
                            multipart/mixed:
                              itemSchema: { $ref: "#/components/schemas/A" }
                  /prefixed:
                    get:
                      operationId: prefixed
                      responses:
                        "200":
                          description: OK
                          content:
                            multipart/mixed:
                              prefixEncoding: [{ contentType: text/plain }]
                              itemSchema: { type: object, properties: { b: { type: integer } } }
                  /images:
                    get:
                      operationId: images
                      responses:
                        "200":
                          description: OK
                          content:
                            multipart/mixed:
                              itemSchema: { type: string, contentMediaType: image/png }
                              itemEncoding: { contentType: image/png }
                  /form:
                    get:
                      operationId: form
                      responses:
                        "200":
                          description: OK
                          content:
                            multipart/form-data:
                              itemSchema: { $ref: "#/components/schemas/A" }
                  /whole:
                    get:
                      operationId: whole
                      responses:
                        "200":
                          description: OK
                          content:
                            multipart/mixed:
                              schema: { $ref: "#/components/schemas/A" }
                components:
                  schemas:
                    A: { type: object, properties: { a: { type: string } } }
                """
        let spec = converted(document)
        #expect(spec.contains("  json:\n    GET: \"/json\"\n    stream: parts A\n"))
        // The first parts' own media types make the element an enum of the parts by position.
        #expect(
            spec.contains(
                "  prefixed:\n    GET: \"/prefixed\"\n    stream: { parts: PrefixedRoute.StreamElement, prefix: { part1: String } }\n"
            ))
        #expect(spec.contains("  images:\n    GET: \"/images\"\n    stream: parts Data\n"))
        // Only multipart/mixed is a stream of parts; a multipart body described whole is Data.
        #expect(spec.contains("  form:\n    GET: \"/form\"\n    response: Data\n"))
        #expect(spec.contains("  whole:\n    GET: \"/whole\"\n    response: Data\n"))
        #expect(
            Self.diagnostics(document) == [
                "api.yaml:33:44: warning: the parts of the multipart/mixed response are not JSON (image/png): each element is a part's bytes, Data",
                "api.yaml:42:15: warning: a multipart response of items (itemSchema) is generated for multipart/mixed only: its body is read as Data",
                "api.yaml:51:15: warning: a multipart response cannot be decoded: its body is read as Data",
            ])
        let code = swiftCode(openAPI: document)
        #expect(code.contains("public static var streamFormat: RouteKit.StreamFormat { .multipartMixed }"))
    }

    @Test func partsRoundTripThroughA31ExportsExtension() throws {
        let spec =
            exportHeader + """
                models:
                  A: { fields: { a: String } }
                routes:
                  parts:
                    GET: /parts
                    stream: parts A
                """
        let (file, loaded) = SpecLoader.load(spec, path: "spec.yaml")
        #expect(loaded.isEmpty)
        let exported = OpenAPIExporter.document([file], openAPIVersion: .v3_1)
        #expect(exported.diagnostics.isEmpty)
        let document = exported.text
        #expect(
            document.contains(
                "multipart/mixed:\n              x-routegen-stream-element:\n                $ref: \"#/components/schemas/A\"\n"
            ))
        let back = OpenAPITranslator.translate(document, path: "exported.yaml")
        #expect(back.spec.routes.first?.stream.map { "\($0.format) \($0.element)" } == "parts A")
        #expect(back.diagnostics.isEmpty)

        // A terminator means nothing to parts, which end at the closing delimiter: said, not kept.
        let terminated = document.replacingOccurrences(
            of: "multipart/mixed:\n", with: "multipart/mixed:\n              x-routegen-stream-terminator: END\n")
        let read = OpenAPITranslator.translate(terminated, path: "exported.yaml")
        #expect(
            read.diagnostics.map(\.description).contains {
                $0.contains(
                    "warning: a multipart/mixed stream ends at its closing delimiter, not at a terminator: x-routegen-stream-terminator is left out"
                )
            }, "\(read.diagnostics)")
        #expect(read.spec.routes.first?.stream.map { "\($0.format) \($0.element)" } == "parts A")
    }

    @Test func theFixturesStreamsAreTyped() throws {
        let path = packageRoot.appendingPathComponent("Tests/StreamSpecs/item-streams.yaml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let translation = OpenAPITranslator.translate(text, path: "item-streams.yaml")
        let streams = Dictionary(
            uniqueKeysWithValues: translation.spec.routes.compactMap { route in
                route.stream.map { (route.name.value, "\($0.format) \($0.element) \($0.terminator)") }
            })
        #expect(
            streams == [
                "tailLogs": "lines LogLine standard",
                "streamMetrics": "sequence StreamMetricsRoute.StreamElement standard",
                "watchTicks": "events Tick text(\"[DONE]\")",
                "watchAlerts": "events WatchAlertsRoute.StreamElement none",
                "streamBatches": "parts Batch standard",
                "streamReport": "parts Batch standard",
            ])
        let report = translation.spec.routes.first { $0.name.value == "streamReport" }?.stream
        #expect(
            report?.prefix.map { "\($0.name.value): \($0.type) \($0.contentType?.value ?? "")" } == [
                "summary: Summary ", "chart: Data image/png", "note: String ",
            ])
        #expect(translation.diagnostics.isEmpty)
    }
}
