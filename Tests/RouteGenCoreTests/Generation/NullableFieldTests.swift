import Testing
@testable import RouteGenCore

/// `T | null`: a field that may be missing, `null` or a value, for the PATCH that clears a field.
/// Every other optional stays `T?`.
struct NullableFieldTests {
    @Test func aNullableFieldKeepsNullApartFromMissing() {
        let code = swiftCode(
            header
                + "models:\n  Profile:\n    fields: { name: String?, bio: String | null, tags: \"[String] | null\" }\n")
        #expect(code.contains("public let name: String?"))
        #expect(code.contains("public let bio: Nullable<String>?"))
        #expect(code.contains("public let tags: Nullable<[String]>?"))
        #expect(code.contains("self.bio = try object.decodeNullable(forKey: \"bio\")"))
        #expect(code.contains("try object.encodeIfPresent(bio, forKey: \"bio\")"))
        #expect(
            code.contains(
                "public init(name: String? = nil, bio: Nullable<String>? = nil, tags: Nullable<[String]>? = nil)"))
    }

    @Test func nullIsOnlyForTheWholeTypeOfAnObjectsField() {
        let found = diagnostics(
            header + """
                models:
                  A: { fields: { a: "String? | null", b: "String | nothing", c: "[String | null]" } }
                routes:
                  r: { GET: /r, query: { q: String | null } }
                """)
        #expect(
            found == [
                "spec.yaml:4:30: error: \"String? | null\" says twice that it may be empty: write \"String | null\" for missing, null or a value",
                "spec.yaml:4:52: error: only null may follow \"|\", as in \"String | null\"",
                "spec.yaml:4:74: error: expected \"]\" to close the type",
            ])
        let query = diagnostics(header + "routes:\n  r: { GET: /r, query: { q: String | null } }\n")
        #expect(
            query == [
                "spec.yaml:4:29: error: String | null is for the fields of a JSON object, where null and missing differ; here write String?"
            ])
    }

    @Test func openAPINullableAndOptionalIsThreeStatedAndTheRestTwo() {
        let spec = converted(
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Profile:
                      type: object
                      required: [id, nickname]
                      properties:
                        id: { type: integer }
                        nickname: { type: [string, "null"] }
                        bio: { type: [string, "null"] }
                        age: { type: integer }
                """)
        #expect(
            spec.contains(
                """
                      id: Int
                      nickname: String?
                      bio: String | null
                      age: Int?
                """))
    }
}
