import Foundation
import Testing
@testable import RouteGenCore

/// OpenAPI 3.2's `prefixEncoding` on a `multipart/mixed` response: the first parts by position,
/// each of its own type, as `stream: { parts: T, prefix: … }` and the route's `StreamPart` enum;
/// the spec format's spelling of it, its errors where they are written, and its export.
struct PrefixPartsMappingTests {
    static let document =
        ItemSchemaMappingTests.header + """
            paths:
              /report:
                get:
                  operationId: report
                  responses:
                    "200":
                      description: OK
                      content:
                        multipart/mixed:
                          schema:
                            type: array
                            prefixItems:
                              - { $ref: "#/components/schemas/Summary" }
                              - { title: Cover Image, type: string, format: binary }
                              - { type: object, properties: { n: { type: integer } } }
                              - { $ref: "#/components/schemas/Summary" }
                            items: { $ref: "#/components/schemas/Row" }
                          prefixEncoding:
                            - { contentType: application/json }
                            - { contentType: "image/png, image/jpeg" }
                            - {}
                            - { contentType: text/csv }
                            - { contentType: text/plain }
              /bare:
                get:
                  operationId: bare
                  responses:
                    "200":
                      description: OK
                      content:
                        multipart/mixed:
                          prefixEncoding: [{}]
              /odd:
                get:
                  operationId: odd
                  responses:
                    "200":
                      description: OK
                      content:
                        multipart/mixed:
                          prefixEncoding: { contentType: application/json }
              /form:
                get:
                  operationId: form
                  responses:
                    "200":
                      description: OK
                      content:
                        multipart/form-data:
                          prefixEncoding: [{ contentType: text/plain }]
            components:
              schemas:
                Summary: { type: object, properties: { title: { type: string } } }
                Row: { type: object, properties: { id: { type: integer } } }
            """

    @Test func theFirstPartsAreCasesOfTheirPositionsAndTheRestItems() {
        let spec = converted(Self.document)
        // Named after the $ref's component, the title, else the position; a repeated name
        // takes its position's. A list of media types is read by all and sent as the first.
        #expect(
            spec.contains(
                "  report:\n    GET: \"/report\"\n    stream: { parts: Row, prefix: { summary: Summary, coverImage: { type: Data, contentType: image/png }, part3: ReportRoute.Part3, part4: { type: String, contentType: text/csv }, part5: String } }\n"
            ))
        // Nothing said of the parts: each is its bytes, and any part is read.
        #expect(spec.contains("  bare:\n    GET: \"/bare\"\n    stream: { parts: Data, prefix: { part1: Data } }\n"))
        #expect(spec.contains("  odd:\n    GET: \"/odd\"\n    stream: parts Data\n"))
        #expect(
            Self.diagnostics == [
                "api.yaml:44:31: warning: expected prefixEncoding to be a list of the first parts' encodings, found a mapping: the parts are read by their schemas",
                "api.yaml:53:15: warning: a multipart response of items (prefixEncoding) is generated for multipart/mixed only: its body is read as Data",
            ])
    }

    static var diagnostics: [String] { ItemSchemaMappingTests.diagnostics(document) }

    @Test func aPartsHeadersAreReportedWhereTheyAreWrittenNotDroppedInSilence() {
        let document =
            ItemSchemaMappingTests.header + """
                paths:
                  /headed:
                    get:
                      operationId: headed
                      responses:
                        "200":
                          description: OK
                          content:
                            multipart/mixed:
                              prefixEncoding:
                                - { contentType: text/plain, headers: { X-Part: { schema: { type: string } } } }
                              itemEncoding:
                                contentType: application/json
                                headers: { X-Row: { schema: { type: string } } }
                """
        // At the prefix part's `headers`, then itemEncoding's: one line, folded as identical ones are.
        #expect(
            ItemSchemaMappingTests.diagnostics(document) == [
                "api.yaml:14:46: warning: the headers of a multipart/mixed response's parts are not read: each element is a part's body (2 places; the first is here)"
            ])
    }

    @Test func theElementIsAnEnumReadByPositionAndSentAsEachPartsMediaType() {
        let code = swiftCode(openAPI: Self.document)
        #expect(code.contains("public typealias Element = ReportRoute.StreamPart"))
        #expect(code.contains("nonisolated public enum StreamPart: RouteKit.PositionalPart, Sendable {"))
        #expect(code.contains("            /// The second part (`image/png`).\n            case coverImage(Data)\n"))
        #expect(
            code.contains(
                "            /// Each part after the fifth one (`application/json`).\n            case item(Row)\n"))
        #expect(
            code.contains("            case 0: self = .summary(try coding.decoder.decode(Summary.self, from: body))\n"))
        #expect(code.contains("            case 1: self = .coverImage(body)\n"))
        #expect(code.contains("            case 3: self = .part4(try RouteKit.PartBody.text(body))\n"))
        #expect(code.contains("            default: self = .item(try coding.decoder.decode(Row.self, from: body))\n"))
        #expect(code.contains("            case .part4(let value): (\"text/csv\", Data(value.utf8))\n"))
        // Without a prefixItems schema or an itemSchema, a part is its bytes.
        #expect(code.contains("public typealias Element = BareRoute.StreamPart"))
        #expect(code.contains("        case part1(Data)\n"))
        #expect(code.contains("        case item(Data)\n"))
    }

    static func loaded(_ stream: String) -> [String] {
        let spec = """
            api: Shop
            baseURL: https://shop.example
            models:
              Summary: { fields: { title: String } }
            routes:
              report:
                GET: /report
                stream: \(stream)
            """
        let (file, diagnostics) = SpecLoader.load(spec, path: "spec.yaml")
        if diagnostics.isEmpty {
            return APIModelBuilder.build([file], access: .public).1.map(\.description)
        }
        return diagnostics.map(\.description)
    }

    @Test func theSpecFormatReportsWhatAPrefixCannotSayWhereItIsWritten() {
        #expect(
            Self.loaded("{ parts: Summary, prefix: { first: Summary, chart: { type: Data, contentType: image/png } } }")
                .isEmpty)
        #expect(
            Self.loaded("{ lines: Summary, prefix: { first: Summary } }") == [
                "spec.yaml:8:31: error: \"prefix\" gives the first parts of a multipart/mixed stream their own types; lines streams have no parts: remove it"
            ])
        #expect(
            Self.loaded("{ parts: Summary, prefix: { item: Summary } }") == [
                "spec.yaml:8:41: error: a prefix part cannot be named \"item\", the case of the parts after the prefix: give it another name"
            ])
        #expect(
            Self.loaded("{ parts: { type: Summary, contentType: application/json } }") == [
                "spec.yaml:8:22: error: the long form of \"parts\" gives the parts after a \"prefix\" their media type; without a prefix write the element type, like parts: Batch"
            ])
        #expect(
            Self.loaded("{ parts: Summary, prefix: { chart: { type: Data, contentTyp: image/png } } }") == [
                "spec.yaml:8:62: error: unknown key \"contentTyp\" in prefix part \"chart\" (did you mean \"contentType\"?)"
            ])
        #expect(
            Self.loaded("{ parts: Summary, prefix: { chart: { type: Data, contentType: png } } }") == [
                "spec.yaml:8:75: error: \"png\" is not a media type such as image/png"
            ])
        #expect(
            Self.loaded("{ parts: Summary, prefix: { Chart: Data, chart: String } }") == [
                "spec.yaml:8:54: error: prefix part \"chart\" becomes the Swift case name chart, already used by the prefix part at spec.yaml:8:41 (from \"Chart\")"
            ])
        #expect(
            Self.loaded("{ parts: Summary, prefix: { first: Missing } }").first?.hasPrefix(
                "spec.yaml:8:48: error: unknown type \"Missing\"") == true)
    }

    @Test func a32ExportOfPartsOfBytesSaysTheyAreNotJSON() throws {
        let spec = exportHeader + "routes:\n  dump: { GET: /dump, stream: parts Data }\n"
        let (file, loaded) = SpecLoader.load(spec, path: "spec.yaml")
        #expect(loaded.isEmpty)
        let exported = OpenAPIExporter.document([file], openAPIVersion: .v3_2)
        #expect(exported.text.contains("itemEncoding:\n"))
        #expect(exported.text.contains("contentType: application/octet-stream\n"))
        #expect(!exported.text.contains("contentType: application/json\n"))
        let back = OpenAPITranslator.translate(exported.text, path: "exported.yaml")
        #expect(back.spec.routes.first?.stream?.element.description == "Data")
    }

    @Test func a32ExportWritesPrefixItemsAndPrefixEncodingAndReadsBackTheSameStream() throws {
        let spec =
            exportHeader + """
                models:
                  Summary: { fields: { title: String } }
                routes:
                  report:
                    GET: /report
                    stream:
                      parts: { type: String, contentType: text/csv }
                      prefix:
                        first: Summary
                        summary: Summary
                        chart: { type: Data, contentType: image/png }
                        raw: { type: String, contentType: application/json }
                """
        let (file, loaded) = SpecLoader.load(spec, path: "spec.yaml")
        #expect(loaded.isEmpty)
        let exported = OpenAPIExporter.document([file], openAPIVersion: .v3_2)
        #expect(exported.diagnostics.isEmpty)
        #expect(exported.text.contains("prefixEncoding:\n"))
        #expect(exported.text.contains("title: first\n"))
        let back = OpenAPITranslator.translate(exported.text, path: "exported.yaml")
        #expect(back.diagnostics.isEmpty)
        let stream = try #require(back.spec.routes.first?.stream)
        #expect(stream.element.description == "String" && stream.elementContentType?.value == "text/csv")
        #expect(
            stream.prefix.map { "\($0.name.value): \($0.type) \($0.contentType?.value ?? "-")" } == [
                "first: Summary -", "summary: Summary -", "chart: Data image/png", "raw: String application/json",
            ])

        let old = OpenAPIExporter.document([file], openAPIVersion: .v3_1)
        #expect(!old.text.contains("prefixEncoding"))
        #expect(
            old.diagnostics.map(\.description) == [
                "spec.yaml:12:9: warning: the prefix parts of the stream of \"report\" need OpenAPI 3.2 (prefixEncoding): this 3.1 document leaves them out and reads every part as the parts after them; --openapi-version 3.2 writes them"
            ])
    }
}
