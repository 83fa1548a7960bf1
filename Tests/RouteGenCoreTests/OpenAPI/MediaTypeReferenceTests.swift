import Testing
@testable import RouteGenCore

/// OpenAPI 3.2's `components.mediaTypes`: a media type under `content` may be a `$ref`, which is
/// read as if written in place — never as a media type without a schema, which would quietly
/// make the body `JSONValue`.
struct MediaTypeReferenceTests {
    static let document =
        openAPIHeader + """
            paths:
              /pets/{id}:
                parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                put:
                  operationId: replacePet
                  requestBody:
                    required: true
                    content:
                      application/json: { $ref: "#/components/mediaTypes/PetJSON" }
                  responses:
                    "200":
                      content:
                        application/json: { $ref: "#/components/mediaTypes/PetJSON" }
                    "404": { $ref: "#/components/responses/Missing" }
            components:
              responses:
                Missing:
                  description: No such pet.
                  content:
                    application/json: { $ref: "media.yaml#/ProblemJSON" }
              mediaTypes:
                PetJSON:
                  schema: { $ref: "#/components/schemas/Pet" }
              schemas:
                Pet: { type: object, required: [name], properties: { name: { type: string } } }

            """
    static let media = """
        ProblemJSON:
          schema: { type: object, properties: { detail: { type: string } } }
        """

    @Test func aReferencedMediaTypeIsReadAsIfWrittenInPlace() {
        let spec = converted(Self.document, files: ["media.yaml": Self.media])
        #expect(spec.contains("    body: Pet\n"))
        #expect(spec.contains("    response: Pet\n"))
        // A response component's media type referenced from another file, too.
        #expect(spec.contains("    errors:\n      404: Missing\n"))
        #expect(spec.contains("  Missing:\n    fields:\n      detail: String?\n"))
        #expect(!spec.contains("JSONValue"))
    }

    @Test func aMediaTypeReferenceThatPointsAtNothingIsAnError() {
        // The request body's reference (the first) misspelled.
        var broken = Self.document
        if let first = broken.range(of: "mediaTypes/PetJSON") {
            broken.replaceSubrange(first, with: "mediaTypes/PetJSNO")
        }
        #expect(
            openAPIDiagnostics(broken, files: ["media.yaml": Self.media]) == [
                "api.yaml:12:37: error: reference \"#/components/mediaTypes/PetJSNO\" points at nothing (did you mean \"#/components/mediaTypes/PetJSON\"?)"
            ])
    }
}
