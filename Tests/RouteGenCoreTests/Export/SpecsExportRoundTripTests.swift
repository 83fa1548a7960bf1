import Foundation
import Testing
@testable import RouteGenCore

/// The proof of `export-openapi`: the example API in `Specs/`, exported as an OpenAPI document
/// and translated back by the OpenAPI stage, generates the same Swift as the specs themselves,
/// declaration for declaration, but for the differences Docs/OpenAPIExport.md lists, which are
/// asserted here exactly.
@Suite struct SpecsExportRoundTripTests {
    /// The spec files of `Specs/`, as `routegen export-openapi Specs` finds them.
    static var specPaths: [String] {
        Pipeline.specPaths(for: [packageRoot.appendingPathComponent("Specs").path]).0
    }

    /// The export of `Specs/` and its diagnostics.
    static func export() -> (text: String?, diagnostics: [Diagnostic]) {
        OpenAPIExport.run(specPaths: specPaths)
    }

    @Test func exportIsByteIdenticalAcrossRuns() throws {
        let first = try #require(Self.export().text)
        let second = try #require(Self.export().text)
        #expect(first == second)
        #expect(first.hasPrefix("openapi: \"3.1.0\"\ninfo:\n  title: Taskboard\n"))
    }

    @Test func exportWarnsOnlyAboutTheTwoRoutesOfOnePath() {
        let diagnostics = Self.export().diagnostics.map(\.description)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("Projects.yaml:119:10: warning: the route \"projectActivity\" has the same method and path") == true)
        #expect(diagnostics.first?.contains("(/projects/{id_activity}/activity)") == true)
    }

    @Test func theExportTranslatesBackWithoutAWarning() throws {
        let text = try #require(Self.export().text)
        let translation = OpenAPITranslator.translate(text, path: "Taskboard.openapi.yaml")
        #expect(translation.diagnostics.map(\.description) == [])
    }

    /// Generated Swift of `Specs/` and of its export: the declarations that differ, by name,
    /// with both texts.
    static func differences() throws -> [String: (original: [String], exported: [String])] {
        let style = ModelStyle(hashable: true)
        let (loaded, _) = SpecSources.read(specPaths, openAPI: OpenAPIOptions())
        let original = generatedContents(loaded, style: style)
        #expect(original.diagnostics.filter { $0.severity == .error }.isEmpty)
        let text = try #require(export().text)
        let translation = OpenAPITranslator.translate(text, path: "Taskboard.openapi.yaml")
        let exported = generatedContents([translation.spec], style: style)
        #expect(exported.diagnostics.filter { $0.severity == .error }.isEmpty)

        var unmatched = declarations(of: exported.files)
        var onlyOriginal: [String] = []
        for declaration in declarations(of: original.files) {
            if let index = unmatched.firstIndex(of: declaration) {
                unmatched.remove(at: index)
            } else {
                onlyOriginal.append(declaration)
            }
        }
        var result: [String: (original: [String], exported: [String])] = [:]
        for declaration in onlyOriginal { result[declaredName(declaration), default: ([], [])].original.append(declaration) }
        for declaration in unmatched { result[declaredName(declaration), default: ([], [])].exported.append(declaration) }
        return result
    }

    @Test func generatesTheSameSwiftButForTheListedDifferences() throws {
        let differences = try Self.differences()
        // Docs/OpenAPIExport.md, "What does not round-trip".
        #expect(differences.keys.sorted() == [
            "AttachFileRoute", "DeliverWebhookRoute", "RenameTaskRoute", "SearchHit",
            "factory Taskboard.AttachFileRoute", "factory Taskboard.DeliverWebhookRoute", "factory Taskboard.RenameTaskRoute",
        ])
        for (name, pair) in differences {
            #expect(pair.original.count == 1 && pair.exported.count == 1, "\(name)")
        }
    }

    /// A multipart `Data` part comes back as a `FilePart`: OpenAPI's file part is `format: binary`,
    /// which the OpenAPI stage makes a `FilePart`. Nothing else of the route differs.
    @Test func multipartDataComesBackAsFilePart() throws {
        let differences = try Self.differences()
        for name in ["AttachFileRoute", "factory Taskboard.AttachFileRoute"] {
            let pair = try #require(differences[name])
            let original = try #require(pair.original.first)
            #expect(original.replacingOccurrences(of: "thumbnail: Data?", with: "thumbnail: FilePart?") == pair.exported.first)
        }
    }

    /// The union's decoding error names the OpenAPI stage's name of the model `Task`, which is
    /// `TaskModel` in Swift either way; nothing else of the union differs.
    @Test func unionErrorNamesTheSwiftTypeOfTask() throws {
        let pair = try #require(try Self.differences()["SearchHit"])
        let original = try #require(pair.original.first)
        #expect(original.replacingOccurrences(of: "\"Expected Task or", with: "\"Expected TaskModel or") == pair.exported.first)
    }

    /// An inline JSON body (`body: { field: Type }`) comes back as a JSON body of an inline
    /// schema: the same struct, named `RequestBody` instead of `Body`, without the generated
    /// doc comment and declared after the route's properties instead of before them.
    @Test func inlineBodiesComeBackAsRequestBodyStructs() throws {
        let differences = try Self.differences()
        for route in ["DeliverWebhookRoute", "RenameTaskRoute"] {
            let pair = try #require(differences[route])
            let original = try #require(pair.original.first)
                .replacingOccurrences(of: "        /// The body of \(route).\n", with: "")
                .replacingOccurrences(of: "struct Body:", with: "struct RequestBody:")
                .replacingOccurrences(of: "body: Body", with: "body: \(route).RequestBody")
            let exported = try #require(pair.exported.first)
            #expect(Self.sortedLines(original) == Self.sortedLines(exported), "\(route)")
            #expect(original != exported)

            let factory = try #require(differences["factory Taskboard.\(route)"])
            #expect(factory.original.first?.replacingOccurrences(of: "\(route).Body", with: "\(route).RequestBody") == factory.exported.first)
        }
    }

    /// `convert` of the export writes a spec that generates exactly what the document does.
    @Test func convertOfTheExportGeneratesWhatTheExportDoes() throws {
        let text = try #require(Self.export().text)
        let translation = OpenAPITranslator.translate(text, path: "Taskboard.yaml")
        let converted = SpecWriter.yaml(SpecCompactor.compact(translation.spec), shortForms: true)
        let (reloaded, diagnostics) = SpecLoader.load(converted, path: "Taskboard.yaml")
        #expect(diagnostics.isEmpty)
        let fromDocument = generatedContents([translation.spec]).files
        let fromConversion = generatedContents([reloaded]).files
        #expect(fromDocument.map(\.contents) == fromConversion.map(\.contents))
        #expect(!fromDocument.isEmpty)
    }

    private static func sortedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).sorted()
    }
}
