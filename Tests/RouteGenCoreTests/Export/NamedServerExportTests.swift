import Testing
@testable import RouteGenCore

/// `export-openapi` writes the named servers: with their names in OpenAPI 3.2, which reads
/// back as the same servers; without them, and with a warning at the first, in 3.1.
struct NamedServerExportTests {
    static let spec = """
        api: Pets
        doc: The pets.
        servers:
          production: https://pets.example/v1
          staging: { url: https://staging.pets.example/v1, doc: The release candidate. }
        routes:
          ping: { GET: /ping }

        """

    static func export(_ version: OpenAPIVersion, spec: String = spec) -> (text: String, diagnostics: [String]) {
        let (file, diagnostics) = SpecLoader.load(spec, path: "spec.yaml")
        #expect(diagnostics.isEmpty)
        let exported = OpenAPIExporter.document([file], openAPIVersion: version)
        return (exported.text, exported.diagnostics.map(\.description))
    }

    @Test func in32EachServerHasItsNameAndReadsBack() {
        let (text, diagnostics) = Self.export(.v3_2)
        #expect(diagnostics.isEmpty)
        #expect(
            text.contains(
                """
                servers:
                  - url: https://pets.example/v1
                    name: production
                  - url: https://staging.pets.example/v1
                    description: The release candidate.
                    name: staging

                """))
        let back = OpenAPITranslator.translate(text, path: "api.yaml")
        #expect(back.diagnostics.isEmpty)
        #expect(back.spec.baseURL?.value == "https://pets.example/v1")
        #expect(
            back.spec.servers.map { [$0.name.value, $0.url.value, $0.doc] } == [
                ["production", "https://pets.example/v1", nil],
                ["staging", "https://staging.pets.example/v1", "The release candidate."],
            ])
    }

    @Test func in31TheNamesAreLeftOutWithAWarning() {
        let (text, diagnostics) = Self.export(.v3_1)
        #expect(
            text.contains(
                """
                servers:
                  - url: https://pets.example/v1
                  - url: https://staging.pets.example/v1
                    description: The release candidate.

                """))
        #expect(!text.contains("name: production"))
        #expect(
            diagnostics == [
                "spec.yaml:4:3: warning: the names of the servers need OpenAPI 3.2: this 3.1 document writes their URLs and docs without them; --openapi-version 3.2 writes them"
            ])
    }

    @Test func aBaseURLThatIsNotTheFirstServerIsWrittenFirstWithoutAName() {
        let (text, _) = Self.export(
            .v3_2,
            spec: "api: Pets\nbaseURL: https://pets.example\nservers: { sandbox: https://sandbox.pets.example }\n")
        #expect(
            text.contains(
                """
                servers:
                  - url: https://pets.example
                  - url: https://sandbox.pets.example
                    name: sandbox

                """))
    }
}
