import Testing
@testable import RouteGenCore

/// What the OpenAPI stage reports, at exact places: errors only for a document it cannot use,
/// warnings (grouped where one cause repeats) for what the spec format cannot say.
struct OpenAPIDiagnosticsTests {
    @Test func onlyVersionsItCannotReadAreErrors() {
        #expect(
            openAPIDiagnostics("swagger: \"1.2\"\ninfo: { title: x }\n") == [
                "api.yaml:1:10: error: Swagger 1.2 documents are not read: RouteGen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2"
            ])
        #expect(
            openAPIDiagnostics("openapi: 4.0.0\n") == [
                "api.yaml:1:10: error: OpenAPI 4.0.0 is not supported: RouteGen reads OpenAPI 3.0, 3.1 and 3.2"
            ])
        #expect(
            openAPIDiagnostics("openapi: [3]\n") == [
                "api.yaml:1:1: error: expected \"openapi\" to be a version such as 3.1.0"
            ])
        #expect(
            openAPIDiagnostics("openapi: 3.2.0\ninfo: { title: x }\nservers: [{ url: \"https://x.example\" }]\n") == [])
        #expect(
            openAPIDiagnostics("openapi: 3.3.0\ninfo: { title: x }\nservers: [{ url: \"https://x.example\" }]\n") == [
                "api.yaml:1:10: warning: OpenAPI 3.3.0 is read as 3.2"
            ])
        #expect(
            openAPIDiagnostics("openapi: \"3.10\"\ninfo: { title: x }\nservers: [{ url: \"https://x.example\" }]\n")
                == [
                    "api.yaml:1:10: warning: OpenAPI 3.10 is read as 3.2"
                ])
    }

    @Test func aDocumentWithoutTitleOrServersStillTranslates() {
        let translation = translate("openapi: 3.0.0\npaths: {}\n")
        #expect(translation.spec.api?.value == "Api")
        #expect(translation.spec.baseURL?.value == "https://localhost")
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:1:1: warning: the document has no info.title: the API is named Api after the file",
                "api.yaml:1:1: warning: the document names no server: the base URL is https://localhost; pass the real one to router(baseURL:)",
            ])
    }

    @Test func repeatedCausesAreReportedOnceWithTheirCount() {
        let diagnostics = openAPIDiagnostics(
            openAPIHeader + """
                paths:
                  /a:
                    get:
                      operationId: a
                      parameters: [{ name: s, in: cookie, schema: { type: string } }]
                      responses:
                        "200": { description: A., headers: { X-Rate: { schema: { type: integer } } } }
                  /b:
                    get:
                      operationId: b
                      parameters: [{ name: s, in: cookie, schema: { type: string } }]
                      responses:
                        "200": { description: B., headers: { X-Rate: { schema: { type: integer } } } }
                        "404": { description: C., headers: { X-Rate: { schema: { type: integer } } } }
                """)
        #expect(
            diagnostics == [
                "api.yaml:8:20: warning: cookie parameters cannot be expressed: they are left out (2 places; the first is here)"
            ])
    }

    @Test func constructsWithoutAnEquivalentFallBackAtTheirPlace() {
        let diagnostics = openAPIDiagnostics(
            openAPIHeader + """
                paths:
                  /a/{id}:
                    get:
                      operationId: a
                      parameters:
                        - { name: id, in: path, required: true, style: matrix, schema: { type: array, items: { type: string } } }
                        - { name: ghost, in: path, required: true, schema: { type: string } }
                        - { name: where, in: query, schema: { type: object, properties: { x: { type: string } } } }
                        - { name: flags, in: header, schema: { type: object, properties: { x: { type: string } } } }
                      responses:
                        "200": { description: A., content: { application/json: { schema: { not: { type: string } } } } }
                        "201": { description: B., content: { application/json: { schema: { type: integer } } } }
                  /b/{slug}:
                    post:
                      operationId: b
                      requestBody: { content: { application/x-www-form-urlencoded: { schema: { type: string } } } }
                      responses: {}
                """)
        #expect(
            diagnostics == [
                "api.yaml:9:11: warning: the path parameter style \"matrix\" cannot be expressed: the value is sent as a plain segment",
                "api.yaml:10:11: warning: the path parameter \"ghost\" does not appear in the path /a/{id}: it is left out",
                "api.yaml:11:11: warning: the query parameter \"where\" has type ARoute.Where, which a query item cannot hold in style \"form\": it is generated as a String holding the encoded value",
                "api.yaml:12:11: warning: the header \"flags\" has type ARoute.Flags, which a header cannot hold: it is generated as a String holding the encoded value",
                "api.yaml:14:74: warning: \"not\" cannot be expressed: generated as JSONValue",
                "api.yaml:16:7: warning: the path placeholder {slug} has no parameter: it is generated as a String",
                "api.yaml:19:68: warning: a application/x-www-form-urlencoded body needs an object schema: it is sent as raw bytes",
            ])
    }

    @Test func schemasWithoutAnEquivalentAreReportedWhereTheyAre() {
        let diagnostics = openAPIDiagnostics(
            openAPIHeader + """
                components:
                  schemas:
                    Shape: { oneOf: [{ type: string }, { type: integer }] }
                    Merged:
                      allOf:
                        - { type: object, properties: { a: { type: string } } }
                        - $ref: "#/components/schemas/Shape"
                        - { type: string }
                    Primitive: { allOf: [{ type: string }, { type: string, format: date-time }] }
                    UsesPrimitive: { type: object, properties: { p: { $ref: "#/components/schemas/Primitive" } } }
                    Channel:
                      type: object
                      properties: { kind: { type: string } }
                      oneOf: [{ type: object, properties: { email: { type: string } } }, { type: string }]
                    Tuple: { type: object, properties: { pair: { type: array, items: [{ type: string }, { type: integer }] } } }
                    Tagged:
                      oneOf: [{ $ref: "#/components/schemas/Channel" }, { type: object, properties: { x: { type: string } } }]
                      discriminator: { propertyName: kind }
                    Untagged:
                      oneOf: [{ $ref: "#/components/schemas/Channel" }, { type: string }]
                      discriminator: { mapping: { a: Channel } }
                    Twice: { type: string, enum: [a, b, a] }
                """)
        #expect(
            diagnostics == [
                "api.yaml:10:11: warning: an \"allOf\" member that is a \"oneOf\"/\"anyOf\" cannot be merged: its properties are left out",
                "api.yaml:11:11: warning: an \"allOf\" member that is not an object cannot be merged: it is left out",
                "api.yaml:12:16: warning: \"allOf\" of schemas that are not objects cannot be merged: generated as its first member's type",
                "api.yaml:17:74: warning: a \"oneOf\"/\"anyOf\" member beside \"properties\" that is not an object cannot be merged: only the properties of Channel and its object members are generated",
                "api.yaml:18:70: warning: a list of \"items\" schemas (a tuple) cannot be expressed: generated as [JSONValue]",
                "api.yaml:20:57: warning: this variant has no discriminator value: give it a \"mapping\" entry or make it a component",
                "api.yaml:24:22: warning: a discriminator needs \"propertyName\": decoding tries each variant in turn",
                "api.yaml:25:41: warning: the enum value \"a\" is listed twice",
            ])
    }
}
