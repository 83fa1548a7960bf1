import Foundation
import Testing
@testable import RouteGenCore

/// What the next real descriptions new users brought had and RouteGen lost or refused (issue
/// 39), each in a document of our own: one construct degrades its place, never the document.
struct NextDocumentShapeTests {
    @Test func aTupleIsReportedAsOne() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    components:
                      schemas:
                        Point: { type: object, properties: { at: { type: array, prefixItems: [{ type: number }, { type: number }] } } }
                    """) == [
                    "api.yaml:6:74: warning: a tuple (\"prefixItems\") cannot be expressed: generated as [JSONValue]"
                ])
    }

    @Test func unionMembersAreNamedFromTheirConstantsAndScalarsOfOneTypeAreThatType() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    Member:
                      type: object
                      properties:
                        contact: { anyOf: [{ type: string }, { type: string, format: email }] }
                        kind: { oneOf: [{ const: person }, { const: bot }, { type: object, properties: { service: { type: string } } }] }
                        nothing: { type: "null" }
                """)
        #expect(
            spec == """
                models:
                  Member:
                    fields:
                      contact: String?
                      kind: Member.Kind?
                  Member.Kind:
                    oneOf:
                      person: Member.Kind.Person
                      bot: Member.Kind.Bot
                      service: Member.Kind.Service
                  Member.Kind.Person:
                    enum:
                      person: person
                  Member.Kind.Bot:
                    enum:
                      bot: bot
                  Member.Kind.Service:
                    fields:
                      service: String?

                """)
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    components:
                      schemas:
                        Member: { type: object, properties: { nothing: { type: "null" } } }
                    """) == [
                    "api.yaml:6:43: warning: the property \"nothing\" of Member can only be null, which carries no value: it is left out"
                ])
    }

    @Test func oneOfMembersBesidePropertiesAddOptionalFields() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    Contact:
                      type: object
                      required: [name, email]
                      properties: { name: { type: string } }
                      oneOf:
                        - { type: object, required: [email], properties: { email: { type: string } } }
                        - $ref: "#/components/schemas/Phone"
                        - { type: string }
                    Phone: { type: object, required: [phone], properties: { phone: { type: string } } }
                """)
        let contact = translation.spec.models.first { $0.name.value == "Contact" }
        guard case .object(let fields)? = contact?.kind else {
            Issue.record("Contact is a struct: \(String(describing: contact))")
            return
        }
        // `email` is required by the object itself; `phone` only by one of its shapes.
        #expect(fields.map { "\($0.name.value): \($0.type)" } == ["name: String", "email: String", "phone: String?"])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:13:11: warning: a \"oneOf\"/\"anyOf\" member beside \"properties\" that is not an object cannot be merged: only the properties of Contact and its object members are generated"
            ])
    }

    @Test func aFormBodyOfOneOfSeveralObjectsHasTheFieldsOfEach() {
        let document =
            openAPIHeader + """
                paths:
                  /login:
                    post:
                      operationId: login
                      requestBody:
                        required: true
                        content:
                          application/x-www-form-urlencoded:
                            schema:
                              oneOf:
                                - { type: object, required: [password], properties: { user: { type: string }, password: { type: string } } }
                                - { type: object, required: [token], properties: { token: { type: string } } }
                      responses: { "204": { description: In. } }
                """
        #expect(
            converted(document).hasSuffix(
                """
                routes:
                  login:
                    POST: "/login"
                    form:
                      user: String?
                      password: String?
                      token: String?

                """))
        #expect(
            openAPIDiagnostics(document) == [
                "api.yaml:13:15: warning: a form or multipart body of one of several objects is generated with the fields of each, all optional: set those of one"
            ])
    }

    @Test func anOptionalFormBodyWithRequiredFieldsStaysRequiredWithAWarning() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    paths:
                      /login:
                        post:
                          operationId: login
                          requestBody:
                            content:
                              application/x-www-form-urlencoded:
                                schema: { type: object, required: [user], properties: { user: { type: string } } }
                          responses: { "204": { description: In. } }
                    """) == [
                    "api.yaml:10:11: warning: an optional form or multipart body with required fields is generated as a required body"
                ])
    }

    /// Two documents reaching one file: its component and path item are one model and one route,
    /// not "duplicate model X (first at X)".
    @Test func aDefinitionTwoDocumentsReachIsOneModelOrRoute() throws {
        let document = { (path: String) in
            """
            openapi: 3.1.0
            info: { title: Shop }
            servers: [{ url: "https://shop.example/api" }]
            paths:
              /\(path): { get: { operationId: \(path), responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "common.yaml#/components/schemas/Thing" } } } } } } }
              /shared: { $ref: "common.yaml#/paths/~1shared" }
            """
        }
        let folder = try FixtureFolder([
            "a.yaml": document("a"),
            "b.yaml": document("b"),
            "common.yaml": """
            openapi: 3.1.0
            info: { title: Common }
            paths:
              /shared: { get: { operationId: shared, responses: { "204": { description: ok } } } }
            components:
              schemas:
                Thing:
                  allOf:
                    - $ref: "#/components/schemas/Base"
                    - { type: object, properties: { detail: { type: object, properties: { note: { type: string } } } } }
                Base: { type: object, properties: { id: { type: string } } }
            """,
        ])
        defer { folder.remove() }
        let result = try Pipeline.run(
            specPaths: [folder.path + "/a.yaml", folder.path + "/b.yaml"], templates: try TemplateSet.builtin())
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let code = result.files.map(\.contents).joined(separator: "\n")
        #expect(code.components(separatedBy: "public struct Thing: Codable").count == 2)
        #expect(code.components(separatedBy: "public struct SharedRoute: ").count == 2)
    }

    /// A folder of different APIs: one error naming them, not one per file, model and route.
    @Test func documentsOfDifferentAPIsAreOneError() throws {
        var files: [String: String] = [:]
        for index in 1...5 {
            files["api\(index).yaml"] = """
                openapi: 3.1.0
                info: { title: API \(index) }
                servers: [{ url: "https://\(index).example" }]
                paths:
                  /things: { get: { operationId: things, responses: { "204": { description: ok } } } }
                components:
                  schemas:
                    Thing: { type: object, properties: { id: { type: integer } } }
                """
        }
        let folder = try FixtureFolder(files)
        defer { folder.remove() }
        let (_, diagnostics) = Pipeline.model(specPaths: (1...5).map { folder.path + "/api\($0).yaml" })
        #expect(
            diagnostics.map(\.message) == [
                "the 5 OpenAPI documents of this run describe 5 different APIs (titles \"API1\", \"API2\", \"API3\" and 2 more), and a run generates one: generate each document on its own, or make them one API with --api-name if they are parts of one"
            ])
        var options = GenerationOptions()
        options.openAPI.apiName = "All"
        let (_, named) = Pipeline.model(specPaths: (1...5).map { folder.path + "/api\($0).yaml" }, options: options)
        #expect(
            named.map(\.message) == [
                "the 5 OpenAPI documents of this run describe 5 different APIs (servers \"https://1.example\", \"https://2.example\", \"https://3.example\" and 2 more), and a run generates one: generate each document on its own"
            ])
    }
}
