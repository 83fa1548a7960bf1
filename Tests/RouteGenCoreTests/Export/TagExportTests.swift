import Testing
@testable import RouteGenCore

/// Described tags travel between the formats: `convert` writes an OpenAPI document's root `tags`
/// as the top-level `tags:`, which reads back the same, and `export-openapi` writes them as root
/// `tags` again, with their 3.2 fields only in a 3.2 document.
struct TagExportTests {
    static let document = """
        openapi: 3.2.0
        info: { title: Zoo, version: "1" }
        servers: [{ url: "https://zoo.example" }]
        tags:
          - { name: animals, summary: Animals, kind: nav, description: "Every animal." }
          - { name: pets, parent: animals }
          - { name: wild }
        paths:
          /pets: { get: { operationId: listPets, tags: [pets], responses: { "200": { description: OK } } } }

        """

    static let spec = """
        tags:
          animals:
            summary: Animals
            kind: nav
            doc: Every animal.
          pets:
            parent: animals
          wild: {}

        """

    /// The tags of `spec` as values, without where they are written.
    static func described(_ spec: SpecFile) -> [[String?]] {
        spec.tags.map { [$0.name.value, $0.parent?.value, $0.summary, $0.kind, $0.doc] }
    }

    @Test func convertWritesTheTagsAndTheyReadBackTheSame() {
        let translation = translate(Self.document)
        #expect(translation.diagnostics.isEmpty)
        let written = converted(Self.document)
        #expect(written.hasPrefix(Self.spec))
        let (back, diagnostics) = SpecLoader.load(SpecWriter.yaml(translation.spec), path: "Zoo.yaml")
        #expect(diagnostics.isEmpty)
        #expect(Self.described(back) == Self.described(translation.spec))
        #expect(Self.described(back).first == ["animals", nil, "Animals", "nav", "Every animal."])
    }

    @Test func a32ExportWritesEveryFieldAndReadsBack() {
        let (file, _) = SpecLoader.load(exportHeader + Self.spec, path: "spec.yaml")
        let (text, diagnostics) = OpenAPIExporter.document([file], openAPIVersion: .v3_2)
        #expect(diagnostics.isEmpty)
        #expect(
            text.contains(
                """
                tags:
                  - name: animals
                    summary: Animals
                    description: Every animal.
                    kind: nav
                  - name: pets
                    parent: animals
                  - name: wild
                paths:
                """))
        let back = OpenAPITranslator.translate(text, path: "api.yaml")
        #expect(back.diagnostics.isEmpty)
        #expect(Self.described(back.spec) == Self.described(file))
    }

    @Test func a31ExportKeepsTheDescriptionAndWarnsAtEachTagWith32Fields() {
        let (file, _) = SpecLoader.load(exportHeader + Self.spec, path: "spec.yaml")
        let (text, diagnostics) = OpenAPIExporter.document([file], openAPIVersion: .v3_1)
        #expect(
            text.contains(
                """
                tags:
                  - name: animals
                    description: Every animal.
                  - name: pets
                  - name: wild
                paths:
                """))
        #expect(
            diagnostics.map(\.description) == [
                "spec.yaml:5:3: warning: the summary and kind of tag \"animals\" need OpenAPI 3.2: left out of this 3.1 document; --openapi-version 3.2 writes them",
                "spec.yaml:9:3: warning: the parent of tag \"pets\" needs OpenAPI 3.2: left out of this 3.1 document; --openapi-version 3.2 writes it",
            ])
    }
}
