import Testing
@testable import RouteGenCore

/// `export-openapi --openapi-version 3.2` says in 3.2's words what 3.1 cannot, and reading the
/// document back gives the same specs; a 3.1 export leaves such a thing out with a warning at
/// it instead of dropping it unsaid or writing a key 3.1 tools reject.
struct OpenAPI32ExportTests {
    static let spec =
        exportHeader + """
            models:
              Mention: { fields: { kind: String, text: String } }
              OtherNotification: { fields: { kind: String?, summary: String? } }
              Notification:
                oneOf: [Mention, OtherNotification]
                discriminator: kind
                mapping: { mention: Mention }
                defaultMapping: OtherNotification

            """

    static func export(_ version: OpenAPIVersion) -> (text: String, diagnostics: [String]) {
        let (file, diagnostics) = SpecLoader.load(spec, path: "spec.yaml")
        #expect(diagnostics.isEmpty)
        let exported = OpenAPIExporter.document([file], openAPIVersion: version)
        return (exported.text, exported.diagnostics.map(\.description))
    }

    @Test func aDefaultVariantIsWrittenIn32AndReadBack() throws {
        let (text, diagnostics) = Self.export(.v3_2)
        #expect(diagnostics.isEmpty)
        #expect(text.hasPrefix("openapi: \"3.2.0\"\n"))
        #expect(text.contains("        defaultMapping: \"#/components/schemas/OtherNotification\"\n"))
        let back = OpenAPITranslator.translate(text, path: "api.yaml")
        #expect(back.diagnostics.isEmpty)
        let union = back.spec.models.first { $0.name.value == "Notification" }
        guard case .union(let read)? = union?.kind else {
            Issue.record("Notification is not a union")
            return
        }
        #expect(read.defaultVariant?.value == "otherNotification")
    }

    @Test func a31ExportLeavesItOutWithAWarningAtIt() {
        let (text, diagnostics) = Self.export(.v3_1)
        #expect(text.hasPrefix("openapi: \"3.1.0\"\n"))
        #expect(!text.contains("defaultMapping"))
        #expect(
            diagnostics == [
                "spec.yaml:11:21: warning: the default variant of \"Notification\" (defaultMapping) needs OpenAPI 3.2: it is left out of this 3.1 document; --openapi-version 3.2 writes it"
            ])
    }
}
