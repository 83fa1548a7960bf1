import Testing
@testable import RouteGenCore

/// `$ref`: inside the document, to other files (relative to the file that holds the
/// reference), and what happens when one cannot be followed.
struct ReferenceTests {
    @Test func referencesToOtherFilesAreLoadedOnceAndResolvedRelativeToTheirFile() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /pets:
                    get:
                      operationId: listPets
                      parameters: [{ $ref: "common/parameters.yaml#/Limit" }]
                      responses:
                        "200": { description: Pets., content: { application/json: { schema: { $ref: "models/pet.yaml" } } } }
                        default: { $ref: "common/responses.yaml#/components/responses/Problem" }
                """,
            files: [
                "models/pet.yaml": """
                type: object
                properties:
                  owner: { $ref: "../common/schemas.yaml#/components/schemas/Owner" }
                  tags: { type: array, items: { $ref: "#/$defs/Tag" } }
                $defs:
                  Tag: { type: string, enum: [cute, loud] }
                """,
                "common/schemas.yaml": """
                components:
                  schemas:
                    Owner: { type: object, properties: { name: { type: string }, pet: { $ref: "../models/pet.yaml" } } }
                    Problem: { type: object, properties: { detail: { type: string } } }
                """,
                "common/responses.yaml": """
                components:
                  responses:
                    Problem:
                      description: A problem.
                      content: { application/json: { schema: { $ref: "schemas.yaml#/components/schemas/Problem" } } }
                """,
                "common/parameters.yaml":
                    "Limit: { name: limit, in: query, schema: { type: integer, format: int32 } }\n",
            ])
        #expect(translation.diagnostics.isEmpty)
        #expect(
            translation.referencedFiles == [
                "common/parameters.yaml", "models/pet.yaml", "common/schemas.yaml", "common/responses.yaml",
            ])
        #expect(
            SpecWriter.yaml(translation.spec).contains(
                """
                models:
                  Pet:
                    fields:
                      owner: Owner?
                      tags: "[Tag]?"
                  Owner:
                    fields:
                      name: String?
                      pet: Pet?
                  Tag:
                    enum:
                      cute: cute
                      loud: loud
                  Problem:
                    fields:
                      detail: String?
                routes:
                  listPets:
                    GET: "/pets"
                    query:
                      limit: Int32?
                    response: Pet
                    errors:
                      default: Problem
                """))
        #expect(
            translation.spec.models.map(\.name.location.description) == [
                "models/pet.yaml:1:1", "common/schemas.yaml:3:5", "models/pet.yaml:6:3", "common/schemas.yaml:4:5",
            ])
    }

    @Test func referencesThatCannotBeFollowedFallBackWithAWarning() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    A:
                      type: object
                      properties:
                        missing: { $ref: "#/components/schemas/Nope" }
                        file: { $ref: "nowhere.yaml#/X" }
                        remote: { $ref: "https://example.com/schemas/x.json" }
                        anchor: { $ref: "#pet" }
                        loop: { $ref: "#/components/schemas/B" }
                    B: { $ref: "#/components/schemas/C" }
                    C: { $ref: "#/components/schemas/B" }
                """)
        #expect(
            SpecWriter.yaml(translation.spec).contains(
                """
                      missing: JSONValue?
                      file: JSONValue?
                      remote: JSONValue?
                      anchor: JSONValue?
                      loop: JSONValue?
                """))
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:9:26: error: reference \"#/components/schemas/Nope\" points at nothing",
                "api.yaml:10:23: error: the referenced file nowhere.yaml does not exist",
                "api.yaml:11:25: warning: remote reference \"https://example.com/schemas/x.json\" is not followed: only local files are read",
                "api.yaml:12:25: warning: reference \"#pet\" is not a JSON pointer: anchors and $id references are not followed",
                "api.yaml:15:16: warning: \"#/components/schemas/B\" contains itself without an object in between: generated as JSONValue",
            ])
    }

    @Test func escapedPointerSegments() {
        let spec = translate(
            openAPIHeader + """
                paths:
                  /a/{id}:
                    get:
                      operationId: getA
                      responses:
                        "200": { description: A., content: { application/json: { schema: { type: object, properties: { v: { type: integer } } } } } }
                  /b:
                    get:
                      operationId: getB
                      responses:
                        "200": { $ref: "#/paths/~1a~1%7Bid%7D/get/responses/200" }
                """
        ).spec
        #expect(
            spec.routes.map { $0.response?.description ?? "-" } == ["GetARoute.ResponseBody", "GetARoute.ResponseBody"])
    }
}
