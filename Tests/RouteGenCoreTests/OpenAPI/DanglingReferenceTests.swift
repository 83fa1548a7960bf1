import Foundation
import Testing
@testable import RouteGenCore

/// A `$ref` that resolves to nothing is an error where it is written, with the nearest existing
/// name suggested, in every place a reference may stand, and nothing is generated: a fallback
/// (`JSONValue`, `Empty`, a route left out) would only move the damage into the app's code.
struct DanglingReferenceTests {
    @Test func aRenamedResponseIsAnErrorThatNamesTheResponseMeant() throws {
        let document =
            openAPIHeader + """
                paths:
                  /me:
                    get:
                      operationId: me
                      responses:
                        "200": { $ref: "#/components/responses/OnePrivateUsr" }
                components:
                  responses:
                    OnePrivateUser:
                      description: The user.
                      content: { application/json: { schema: { type: object, properties: { displayName: { type: string } } } } }
                """
        #expect(
            openAPIDiagnostics(document) == [
                "api.yaml:9:24: error: reference \"#/components/responses/OnePrivateUsr\" points at nothing (did you mean \"#/components/responses/OnePrivateUser\"?)"
            ])
        let folder = try FixtureFolder(["api.yaml": document])
        defer { folder.remove() }
        let result = try Pipeline.run(
            specPaths: [folder.path + "/api.yaml"], templates: try TemplateSet.builtin())
        #expect(result.hasErrors && result.files.isEmpty && result.model == nil)
    }

    @Test func everyPlaceAReferenceMayStand() {
        let found = openAPIDiagnostics(
            openAPIHeader + """
                paths:
                  /pets:
                    parameters: [{ $ref: "#/components/parameters/Limt" }]
                    get:
                      operationId: listPets
                      responses:
                        "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pets" } } } }
                    post:
                      operationId: addPet
                      requestBody: { $ref: "#/components/requestBodies/NewPett" }
                      responses: { "204": { description: done } }
                  /owned: { $ref: "#/components/pathItems/Ownd" }
                  /pets/{id}:
                    get: { $ref: "#/components/x-operations/getPett" }
                components:
                  schemas:
                    Pet:
                      type: object
                      properties:
                        owner: { $ref: "#/components/schema/Owner" }
                        tags: { type: array, items: { $ref: "#/components/schemas/tag" } }
                        kind: { oneOf: [{ $ref: "#/components/schemas/Dog" }, { $ref: "#/components/schemas/Cat" }] }
                    Owner: { type: object, properties: { name: { type: string } } }
                    Tag: { type: string }
                    Dog: { type: object, properties: { bark: { type: boolean } } }
                  parameters:
                    Limit: { name: limit, in: query, schema: { type: integer } }
                  requestBodies:
                    NewPet: { content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
                  pathItems:
                    Owned: { get: { operationId: owned, responses: { "204": { description: done } } } }
                  x-operations:
                    getPet: { operationId: getPet, responses: { "204": { description: done } } }
                """)
        // In the order the translator meets them: request bodies (counted as an operation is
        // split into its routes), path items and operations, components, routes.
        #expect(
            found.filter { $0.contains(" error: ") } == [
                "api.yaml:13:28: error: reference \"#/components/requestBodies/NewPett\" points at nothing (did you mean \"#/components/requestBodies/NewPet\"?)",
                "api.yaml:15:19: error: reference \"#/components/pathItems/Ownd\" points at nothing (did you mean \"#/components/pathItems/Owned\"?)",
                "api.yaml:17:18: error: reference \"#/components/x-operations/getPett\" points at nothing (did you mean \"#/components/x-operations/getPet\"?)",
                "api.yaml:23:24: error: reference \"#/components/schema/Owner\" points at nothing (did you mean \"#/components/schemas/Owner\"?)",
                "api.yaml:24:45: error: reference \"#/components/schemas/tag\" points at nothing (did you mean \"#/components/schemas/Tag\"?)",
                "api.yaml:25:71: error: reference \"#/components/schemas/Cat\" points at nothing",
                "api.yaml:6:26: error: reference \"#/components/parameters/Limt\" points at nothing (did you mean \"#/components/parameters/Limit\"?)",
                "api.yaml:10:82: error: reference \"#/components/schemas/Pets\" points at nothing (did you mean \"#/components/schemas/Pet\"?)",
            ])
    }

    @Test func theSameDanglingReferenceIsAnErrorAtEachPlace() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    components:
                      schemas:
                        Pair:
                          type: object
                          properties:
                            first: { $ref: "#/components/schemas/Itm" }
                            second: { $ref: "#/components/schemas/Itm" }
                        Item: { type: string }
                    """) == [
                    "api.yaml:9:24: error: reference \"#/components/schemas/Itm\" points at nothing (did you mean \"#/components/schemas/Item\"?)",
                    "api.yaml:10:25: error: reference \"#/components/schemas/Itm\" points at nothing (did you mean \"#/components/schemas/Item\"?)",
                ])
    }

    @Test func aReferenceIntoAnotherFileSuggestsFromThatFile() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    components:
                      schemas:
                        Pet: { type: object, properties: { error: { $ref: "common.yaml#/components/schemas/Eror" } } }
                    """, files: ["common.yaml": "components: { schemas: { Error: { type: string } } }\n"]) == [
                    "api.yaml:6:55: error: reference \"common.yaml#/components/schemas/Eror\" points at nothing (did you mean \"common.yaml#/components/schemas/Error\"?)"
                ])
    }

    @Test func aFileThatDoesNotExistIsAnErrorThatNamesTheNearestFile() throws {
        let folder = try FixtureFolder([
            "api.yaml": openAPIHeader + """
                paths:
                  /things:
                    get: { $ref: "things/list_thing.yml" }
                    post: { $ref: "things/list_thing.yml" }
                components:
                  schemas:
                    Thing: { type: object, properties: { owner: { $ref: "models/owner.yaml" } } }
                """,
            "things/list_things.yml": "operationId: listThings\nresponses: { \"204\": { description: done } }\n",
            "things/notes.txt": "not a spec\n",
        ])
        defer { folder.remove() }
        let found = folder.diagnostics(of: folder.translate("api.yaml"))
        #expect(
            found.filter { $0.contains(" error: ") } == [
                "api.yaml:6:18: error: the referenced file things/list_thing.yml does not exist (did you mean \"things/list_things.yml\"?)",
                "api.yaml:7:19: error: the referenced file things/list_thing.yml does not exist (did you mean \"things/list_things.yml\"?)",
                "api.yaml:10:57: error: the referenced file models/owner.yaml does not exist",
            ])
    }
}
