import Testing
@testable import RouteGenCore

/// OpenAPI's `additionalProperties` beside declared properties: a typed dictionary member of the
/// model (`true` and `{}` any JSON, a schema its type), named so it never takes a property's
/// name; `false` or none gives the model nothing more, and a model of only additional
/// properties stays a dictionary type.
struct AdditionalPropertiesMappingTests {
    static let document =
        openAPIHeader + """
            paths: {}
            components:
              schemas:
                Closed:
                  type: object
                  properties: { foo: { type: string } }
                  additionalProperties: false
                Open:
                  type: object
                  properties: { foo: { type: string } }
                  additionalProperties: true
                Counts:
                  type: object
                  properties: { foo: { type: string } }
                  additionalProperties: { type: integer }
                Tagged:
                  type: object
                  properties: { foo: { type: string } }
                  additionalProperties: { $ref: "#/components/schemas/Closed" }
                Notes:
                  type: object
                  properties: { foo: { type: string } }
                  additionalProperties: { type: object, properties: { text: { type: string } } }
                Clashing:
                  type: object
                  properties: { additional_properties: { type: string } }
                  additionalProperties: {}
                Merged:
                  allOf:
                    - $ref: "#/components/schemas/Closed"
                    - additionalProperties: { type: string }
                OnlyExtra:
                  type: object
                  additionalProperties: { type: integer }
            """

    @Test func eachSchemaGivesItsMemberType() {
        let translation = translate(Self.document)
        #expect(translation.diagnostics.isEmpty)
        let members = Dictionary(
            uniqueKeysWithValues: translation.spec.models.map {
                ($0.name.value, $0.additionalProperties.map { "\($0.name.value): [String: \($0.valueType)]" })
            })
        #expect(members["Closed"] == .some(nil))
        #expect(members["Open"] == "additionalProperties: [String: JSONValue]")
        #expect(members["Counts"] == "additionalProperties: [String: Int]")
        #expect(members["Tagged"] == "additionalProperties: [String: Closed]")
        #expect(members["Notes"] == "additionalProperties: [String: Notes.AdditionalPropertiesValue]")
        #expect(members["Clashing"] == "otherProperties: [String: JSONValue]")
        #expect(members["Merged"] == "additionalProperties: [String: String]")
        #expect(members["OnlyExtra"] == nil, "a dictionary type, no model")
    }

    @Test func theGeneratedModelsDecodeEveryOtherKey() {
        let code = swiftCode(openAPI: Self.document)
        #expect(code.contains("public let otherProperties: [String: JSONValue]"))
        #expect(
            code.contains(
                "self.otherProperties = try object.decodeAdditionalProperties(besides: [\"additional_properties\"])"))
        #expect(code.contains("try object.encodeAdditionalProperties(additionalProperties, besides: [\"foo\"])"))
        #expect(!code.contains("struct OnlyExtra"))
        // Models that differ only in what else they hold are no longer aliases of each other.
        #expect(!code.contains("typealias Open ="))
        #expect(!code.contains("The JSON may hold"))
    }

    @Test func aFormBodyStillLeavesThemOutAndSaysSo() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    paths:
                      /notes:
                        post:
                          operationId: addNote
                          requestBody:
                            content:
                              application/x-www-form-urlencoded:
                                schema: { type: object, properties: { text: { type: string } }, additionalProperties: true }
                          responses: { "204": { description: Added. } }
                    """) == [
                    "api.yaml:11:99: warning: additional properties beside declared ones cannot be expressed in a form body: only the declared properties are sent"
                ])
    }
}
