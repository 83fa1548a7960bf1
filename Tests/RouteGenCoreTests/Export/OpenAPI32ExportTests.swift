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

/// The proof for OpenAPI 3.2's additions: each 3.2 fixture of ours — QUERY and other methods,
/// querystring parameters, itemSchema streams — exported as 3.2 and translated back generates
/// the same Swift, client and server; a 3.1 export leaves out what 3.1 cannot say, with a
/// warning at each.
struct OpenAPI32RoundTripTests {
    static let fixtures = [
        "Tests/ShapeSpecs/methods.yaml", "Tests/ShapeSpecs/querystring.yaml", "Tests/StreamSpecs/item-streams.yaml",
    ]

    /// The generated files' contents, server side included, without the header naming the
    /// spec they came from.
    static func generated(_ files: [SpecFile]) -> [String] {
        let (model, _) = APIModelBuilder.build(files, access: .public, routeStyle: RouteStyle(generatesServer: true))
        let built = model.flatMap { try? Renderer(templates: TemplateSet.builtin()).render($0) } ?? []
        #expect(!built.isEmpty)
        return built.map { file in
            file.contents.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        }
    }

    @Test(arguments: fixtures)
    func a32ExportGeneratesTheSameSwift(_ fixture: String) throws {
        let path = packageRoot.appendingPathComponent(fixture).path
        let (text, diagnostics) = OpenAPIExport.run(specPaths: [path], openAPIVersion: .v3_2)
        #expect(!diagnostics.contains { $0.cause == .export })
        let document = try #require(text)
        #expect(document.hasPrefix("openapi: \"3.2.0\"\n"))
        let (original, _) = SpecSources.read([path], openAPI: OpenAPIOptions())
        let back = OpenAPITranslator.translate(document, path: "exported.yaml")
        #expect(!back.diagnostics.contains { $0.severity == .error })
        #expect(Self.generated(back.files) == Self.generated(original))
    }

    @Test func a31ExportLeavesOutQueryOtherMethodsAndQuerystrings() throws {
        let methods = packageRoot.appendingPathComponent("Tests/ShapeSpecs/methods.yaml").path
        let (text, diagnostics) = OpenAPIExport.run(specPaths: [methods])
        let document = try #require(text)
        #expect(!document.contains("additionalOperations") && !document.contains("\n    query:"))
        #expect(
            diagnostics.filter { $0.cause == .export }.map(\.message).contains(
                "the QUERY route \"searchBooks\" needs OpenAPI 3.2 (a QUERY operation or additionalOperations): it is left out of this 3.1 document; --openapi-version 3.2 writes it"
            ))
        let querystring = packageRoot.appendingPathComponent("Tests/ShapeSpecs/querystring.yaml").path
        let exported = OpenAPIExport.run(specPaths: [querystring])
        #expect(exported.text?.contains("in: querystring") == false)
        #expect(
            exported.diagnostics.filter { $0.cause == .export }.map(\.message).first
                == "the querystring parameter \"filter\" of \"searchItems\" needs OpenAPI 3.2 (in: querystring): it is left out of this 3.1 document; --openapi-version 3.2 writes it"
        )
    }

    @Test func a32StreamIsWrittenAsItsItemSchema() throws {
        let path = packageRoot.appendingPathComponent("Tests/StreamSpecs/item-streams.yaml").path
        let document = try #require(OpenAPIExport.run(specPaths: [path], openAPIVersion: .v3_2).text)
        #expect(!document.contains("x-routegen-stream"))
        #expect(document.contains("contentMediaType: application/json"))
        #expect(document.contains("itemSchema:"))
    }
}
