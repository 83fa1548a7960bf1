import Testing
@testable import RouteGenCore

/// What the OpenAPI stage reads that `export-openapi` writes beyond plain OpenAPI:
/// `x-routegen-retry`, `x-routegen-paginate`, `x-routegen-deprecated`, `x-enum-descriptions`, a
/// union member's `description`, and `x-swift-name` of an `additionalProperties` member or a
/// response header, each read as RouteGen's format reads its own key.
@Suite struct ExportExtensionTests {
    @Test func retryPaginationAndDeprecationMessageAreRead() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /items:
                    get:
                      operationId: items
                      deprecated: true
                      x-routegen-deprecated: Use search.
                      parameters:
                        - { name: page, in: query, schema: { type: integer, default: 1 } }
                        - { name: per_page, in: query, schema: { type: integer, default: 20 } }
                      responses: { "200": { description: OK, content: { application/json: { schema: { type: array, items: { type: integer } } } } } }
                      x-routegen-retry: false
                      x-routegen-paginate: { page: page, size: perPage }
                """)
        #expect(spec.contains("    deprecated: \"Use search.\"\n"))
        #expect(spec.contains("    retry: false\n    paginate:\n      page: page\n      size: perPage\n"))
    }

    /// `x-routegen-files` that is not a mapping of relative names to mappings is reported, and
    /// the document stays one spec.
    @Test func aMalformedFileListKeepsTheDocumentOneSpec() {
        let first = translate(openAPIHeader + "x-routegen-files: [a.yaml]\n")
        #expect(first.files.map(\.path) == ["api.yaml"])
        #expect(
            first.diagnostics.map(\.description) == [
                "api.yaml:4:19: warning: x-routegen-files must map spec file names to their models and routes: the document is read as one spec"
            ])
        let second = translate(openAPIHeader + "x-routegen-files: { a.yaml: {}, ../b.yaml: {} }\n")
        #expect(second.files.map(\.path) == ["api.yaml"])
        #expect(
            second.diagnostics.map(\.description) == [
                "api.yaml:4:33: warning: x-routegen-files must map relative spec file names (without \"..\") to mappings of models and routes: the document is read as one spec"
            ])
        let fine = translate(openAPIHeader + "x-routegen-files: { a.yaml: {}, sub/b.yaml: { routes: [x] } }\n")
        #expect(fine.files.map(\.path) == ["a.yaml", "sub/b.yaml"])
        #expect(fine.files.first?.api?.value == "Shop")
        #expect(fine.diagnostics.isEmpty)
    }

    /// `x-swift-name` beside an `additionalProperties` schema names the member that keeps the
    /// undeclared keys and its `description` documents it; on a response header object it names
    /// the header field, whose schema's `default` fills in a missing field; an empty response
    /// description documents no case.
    @Test func additionalMembersAndResponseHeadersTakeTheirNames() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /settings:
                    get:
                      operationId: settings
                      responses:
                        "200":
                          description: ""
                          headers:
                            X-RateLimit-Remaining: { x-swift-name: remaining, schema: { type: integer, default: 10 } }
                          content: { application/json: { schema: { $ref: "#/components/schemas/Settings" } } }
                        "202": { description: "", content: { application/json: { schema: { type: integer } } } }
                components:
                  schemas:
                    Settings:
                      type: object
                      properties: { color: { type: string } }
                      additionalProperties: { type: integer, description: Counts the server does not know., x-swift-name: counts }
                """)
        #expect(
            spec.contains(
                "    additional:\n      type: Int\n      name: counts\n      doc: Counts the server does not know.\n"))
        #expect(spec.contains("    responses:\n      200: Settings\n      202: Int\n"))
        #expect(
            spec.contains(
                "      remaining:\n        type: Int\n        default: 10\n        key: X-RateLimit-Remaining\n"))
    }

    /// An `x-swift-name` of an `additionalProperties` member or a response header that another
    /// member already has is an error at the extension.
    @Test func aChosenNameThatIsTakenIsAnError() {
        let diagnostics = openAPIDiagnostics(
            openAPIHeader + """
                paths:
                  /a:
                    get:
                      operationId: a
                      responses:
                        "204":
                          description: ""
                          headers: { ETag: { schema: { type: string } }, X-Tag: { x-swift-name: eTag, schema: { type: string } } }
                components:
                  schemas:
                    A: { type: object, properties: { color: { type: string } }, additionalProperties: { x-swift-name: color } }
                """)
        #expect(
            diagnostics == [
                "api.yaml:14:103: error: x-swift-name \"color\" names property color, which another property in the same scope already has; choose another name",
                "api.yaml:11:81: error: x-swift-name \"eTag\" names response header eTag, which another response header in the same scope already has; choose another name",
            ])
    }

    @Test func malformedExtensionsAreErrorsAtTheirPlace() {
        let diagnostics = openAPIDiagnostics(
            openAPIHeader + """
                paths:
                  /items:
                    get:
                      operationId: items
                      responses: { "204": { description: OK } }
                      x-routegen-retry: "yes"
                      x-routegen-paginate: { size: perPage }
                """)
        #expect(
            diagnostics == [
                "api.yaml:9:25: error: expected \"x-routegen-retry\" to be true or false, found \"yes\" (quoted, so text)",
                "api.yaml:10:28: error: \"paginate\" of \"items\" needs \"page\", \"offset\" or \"cursor\": the query parameter that moves to the next page",
            ])
    }

    @Test func enumDescriptionsDocumentTheCasesWhenThereIsOneForEachValue() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    State: { type: string, enum: [OPEN, DONE], x-enum-descriptions: ["", Finished.] }
                    Half: { type: string, enum: [a, b], x-enum-descriptions: [Only one.] }
                """)
        #expect(
            spec.contains(
                """
                  State:
                    enum:
                      open: OPEN
                      done:
                        value: DONE
                        doc: Finished.
                """))
        #expect(spec.contains("  Half:\n    enum:\n      a: a\n      b: b\n"))
    }

    @Test func aMemberDescriptionDocumentsItsCaseUnlessTheMemberIsAnInlineModel() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    Pet: { type: object, properties: { name: { type: string } } }
                    Choice:
                      oneOf:
                        - { $ref: "#/components/schemas/Pet", description: A pet. }
                        - { type: string, description: Plain text. }
                        - { type: object, title: Other, description: Something else., properties: { id: { type: integer } } }
                """)
        #expect(
            spec.contains(
                """
                      pet:
                        type: Pet
                        doc: A pet.
                      string:
                        type: String
                        doc: Plain text.
                      other: Choice.Other
                """))
    }
}
