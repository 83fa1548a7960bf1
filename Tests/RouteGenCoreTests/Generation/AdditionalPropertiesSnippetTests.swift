import Testing
@testable import RouteGenCore

/// `additional:` in RouteGen's format: a struct keeps the JSON keys it does not declare in one
/// dictionary member, decoded and encoded by RouteKit beside the declared fields.
struct AdditionalPropertiesSnippetTests {
    @Test func aStructKeepsItsUndeclaredKeysInADictionaryMember() {
        let code = swiftCode(
            header + """
                models:
                  Label:
                    fields:
                      name: String
                      color_hex: String?
                    additional: Int
                """)
        #expect(
            code.contains(
                """
                    nonisolated public struct Label: Codable, Sendable {
                        public let name: String
                        public let colorHex: String?
                        /// The JSON keys this model does not declare, each with its value.
                        public let additionalProperties: [String: Int]

                        public init(name: String, colorHex: String? = nil, additionalProperties: [String: Int] = [:]) {
                            self.name = name
                            self.colorHex = colorHex
                            self.additionalProperties = additionalProperties
                        }

                        public init(from decoder: any Decoder) throws {
                            let object = try RouteKit.JSONObjectReader(decoder)
                            self.name = try object.decode(forKey: "name")
                            self.colorHex = try object.decodeIfPresent(forKey: "color_hex")
                            self.additionalProperties = try object.decodeAdditionalProperties(besides: ["name", "color_hex"])
                        }

                        public func encode(to encoder: any Encoder) throws {
                            var object = RouteKit.JSONObjectWriter(encoder)
                            try object.encode(name, forKey: "name")
                            try object.encodeIfPresent(colorHex, forKey: "color_hex")
                            try object.encodeAdditionalProperties(additionalProperties, besides: ["name", "color_hex"])
                        }
                    }
                """))
    }

    @Test func theLongFormNamesAndDocumentsTheMember() {
        let code = swiftCode(
            header + """
                models:
                  Metrics:
                    fields: { total: Int }
                    additional: { type: JSONValue, name: extras, doc: Whatever else the server measured. }
                """)
        #expect(
            code.contains(
                """
                        /// Whatever else the server measured.
                        public let extras: [String: JSONValue]
                """))
        #expect(code.contains("self.extras = try object.decodeAdditionalProperties(besides: [\"total\"])"))
        #expect(code.contains("try object.encodeAdditionalProperties(extras, besides: [\"total\"])"))
    }

    @Test func aModelWithoutItIsUnchanged() {
        let plain = header + "models:\n  Label:\n    fields: { name: String }\n"
        #expect(!swiftCode(plain).contains("additional"))
    }

    @Test func problemsAreReportedWhereTheyAreWritten() {
        #expect(
            diagnostics(
                header + """
                    models:
                      Label:
                        fields: { name: String, additionalProperties: Int }
                        additional: String
                      Level:
                        enum: [low, high]
                        additional: String
                      Open:
                        fields: { name: String }
                        additional: { name: extras }
                      Typo:
                        fields: { name: String }
                        additional: Strng
                    """) == [
                    "spec.yaml:9:5: error: \"additional\" applies only to structs (\"fields\"), whose undeclared JSON keys it keeps",
                    "spec.yaml:12:17: error: \"additional\" needs a \"type\", the type of each value (JSONValue for any JSON)",
                ])
        #expect(
            diagnostics(
                header + """
                    models:
                      Label:
                        fields: { name: String, additionalProperties: Int }
                        additional: String
                      Typo:
                        fields: { name: String }
                        additional: Strng
                    """) == [
                    "spec.yaml:6:5: error: member for additional properties \"additionalProperties\" becomes the Swift property name additionalProperties, already used by the field at spec.yaml:5:29",
                    "spec.yaml:9:17: error: unknown type \"Strng\" (did you mean \"String\"?)",
                ])
    }

    @Test func convertWritesItBack() {
        let spec = converted(
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Label:
                      type: object
                      properties: { name: { type: string } }
                      additionalProperties: { type: integer }
                    Open:
                      type: object
                      properties: { additional_properties: { type: string } }
                      additionalProperties: true
                """)
        #expect(
            spec.contains(
                """
                  Label:
                    fields:
                      name: String?
                    additional: Int
                  Open:
                    fields:
                      additionalProperties:
                        type: String?
                        key: additional_properties
                    additional:
                      type: JSONValue
                      name: otherProperties
                """))
        let (file, found) = SpecLoader.load(spec, path: "spec.yaml")
        #expect(found.isEmpty)
        #expect(file.models.map(\.additionalProperties?.name.value) == ["additionalProperties", "otherProperties"])
    }
}
