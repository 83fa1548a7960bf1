import Foundation
import Testing
@testable import RouteGenCore

/// A request body of items: OpenAPI 3.2's `itemSchema` on a JSON Lines or JSON text sequence
/// request body is `body: lines T` / `body: sequence T`, `x-routegen-stream-element` says the
/// same before 3.2, and items RouteGen does not send as such keep a located warning.
struct RequestItemsMappingTests {
    static let header = ItemSchemaMappingTests.header

    @Test func jsonLinesAndSequencesOfARequestAreTypedItems() {
        let document =
            Self.header + """
                paths:
                  /rows:
                    post:
                      operationId: putRows
                      requestBody:
                        required: true
                        content:
                          application/jsonl:
                            itemSchema: { $ref: "#/components/schemas/Row" }
                      responses: { "204": { description: OK } }
                  /ndjson:
                    post:
                      operationId: putNdjson
                      requestBody:
                        content:
                          application/x-ndjson:
                            schema: { type: string }
                            itemSchema: { type: object, properties: { id: { type: integer } } }
                      responses: { "204": { description: OK } }
                  /seq:
                    post:
                      operationId: putSequence
                      requestBody:
                        content:
                          application/json-seq:
                            itemSchema: { type: integer }
                      responses: { "204": { description: OK } }
                components:
                  schemas:
                    Row: { type: object, properties: { id: { type: integer } } }
                """
        let spec = converted(document)
        #expect(spec.contains("  putRows:\n    POST: \"/rows\"\n    body: lines Row\n"))
        // Another name of JSON Lines is sent as written; an inline itemSchema is the route's
        // RequestItem; the schema, which describes the whole body, is not the item.
        #expect(
            spec.contains(
                "  putNdjson:\n    POST: \"/ndjson\"\n    body: lines PutNdjsonRoute.RequestItem\n    contentType: application/x-ndjson\n"
            ))
        // Not required: still a list, whose empty value is an empty body.
        #expect(spec.contains("  putSequence:\n    POST: \"/seq\"\n    body: sequence Int\n"))
        #expect(ItemSchemaMappingTests.diagnostics(document).isEmpty)
    }

    @Test func theExtensionTypesTheItemsBefore32() {
        let document = """
            openapi: 3.1.0
            info: { title: Shop }
            servers: [{ url: "https://shop.example/api" }]
            paths:
              /rows:
                post:
                  operationId: putRows
                  requestBody:
                    required: true
                    content:
                      application/jsonl:
                        x-routegen-stream-element: { $ref: "#/components/schemas/Row" }
                  responses: { "204": { description: OK } }
              /plain:
                post:
                  operationId: putPlain
                  requestBody:
                    required: true
                    content:
                      application/jsonl:
                        schema: { $ref: "#/components/schemas/Row" }
                  responses: { "204": { description: OK } }
            components:
              schemas:
                Row: { type: object, properties: { id: { type: integer } } }
            """
        let spec = converted(document)
        #expect(spec.contains("  putRows:\n    POST: \"/rows\"\n    body: lines Row\n"))
        // Without it, a 3.1 JSON Lines body is the bytes it was before.
        #expect(
            spec.contains("  putPlain:\n    POST: \"/plain\"\n    body: Data\n    contentType: application/jsonl\n"))
        #expect(openAPIDiagnostics(document).isEmpty)
    }

    @Test func itemsRouteGenDoesNotSendAsSuchAreReportedWhereWritten() {
        let document =
            Self.header + """
                paths:
                  /events:
                    post:
                      operationId: putEvents
                      requestBody:
                        required: true
                        content:
                          text/event-stream:
                            itemSchema: { type: object, properties: { data: { type: string } } }
                      responses: { "204": { description: OK } }
                  /parts:
                    post:
                      operationId: putParts
                      requestBody:
                        required: true
                        content:
                          multipart/mixed:
                            itemSchema: { $ref: "#/components/schemas/Row" }
                      responses: { "204": { description: OK } }
                  /encoded:
                    post:
                      operationId: putEncoded
                      requestBody:
                        required: true
                        content:
                          application/jsonl:
                            itemSchema: { $ref: "#/components/schemas/Row" }
                            prefixEncoding: [{ contentType: application/json }]
                      responses: { "204": { description: OK } }
                components:
                  schemas:
                    Row: { type: object, properties: { id: { type: integer } } }
                """
        let spec = converted(document)
        #expect(
            spec.contains("  putEvents:\n    POST: \"/events\"\n    body: Data\n    contentType: text/event-stream\n"))
        #expect(spec.contains("  putParts:\n    POST: \"/parts\"\n    body: Data\n    contentType: multipart/mixed\n"))
        #expect(spec.contains("  putEncoded:\n    POST: \"/encoded\"\n    body: lines Row\n"))
        #expect(
            ItemSchemaMappingTests.diagnostics(document) == [
                "api.yaml:12:13: warning: a request body of items is generated for JSON Lines and JSON text sequences with an itemSchema: this text/event-stream body is sent whole, from its schema or as the bytes the caller gives",
                "api.yaml:21:13: warning: a request body of items is generated for JSON Lines and JSON text sequences with an itemSchema: this multipart/mixed body is sent whole, from its schema or as the bytes the caller gives",
                "api.yaml:31:13: warning: prefixEncoding describes the parts of a multipart body: on a application/jsonl body it is left out",
            ])
    }

    @Test func aBodyOfItemsRoundTripsThroughBothExports() throws {
        let spec =
            exportHeader + """
                models:
                  Row: { fields: { id: Int } }
                routes:
                  putRows: { POST: /rows, body: lines Row }
                  putShapes: { POST: /shapes, body: sequence Row, contentType: application/geo+json-seq }
                  putCounts: { POST: /counts, body: "lines [String: Int]", contentType: application/x-ndjson }

                """
        let (file, diagnostics) = SpecLoader.load(spec, path: "spec.yaml")
        #expect(diagnostics.isEmpty)
        for version in [OpenAPIVersion.v3_1, .v3_2] {
            let exported = OpenAPIExporter.document([file], openAPIVersion: version)
            #expect(exported.diagnostics.isEmpty)
            #expect(exported.text.contains(version == .v3_2 ? "itemSchema:" : "x-routegen-stream-element:"))
            let back = OpenAPITranslator.translate(exported.text, path: "api.yaml")
            #expect(back.diagnostics.isEmpty)
            let bodies = back.spec.routes.map { "\($0.name.value): \(Self.items($0.body)) \($0.contentType ?? "")" }
            #expect(
                bodies == [
                    "putRows: lines Row ", "putShapes: sequence Row application/geo+json-seq",
                    "putCounts: lines [String: Int] application/x-ndjson",
                ])
        }
    }

    /// A body of items as the spec format writes it.
    static func items(_ body: RouteSpec.Body?) -> String {
        guard case .items(let framing, let element, _)? = body else { return "not items" }
        return "\(framing.rawValue) \(element)"
    }
}
