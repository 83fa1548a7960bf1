import Foundation
import Testing
@testable import RouteGenCore

/// The proof of `export-openapi`: the example API in `Specs/`, exported as an OpenAPI document
/// and translated back by the OpenAPI stage, generates the same files as the specs themselves,
/// byte for byte.
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
        #expect(
            diagnostics.first?.contains(
                "Projects.yaml:167:10: warning: the route \"projectActivity\" has the same method and path") == true)
        #expect(diagnostics.first?.contains("(/projects/{id_activity}/activity)") == true)
    }

    @Test func theExportTranslatesBackWithoutAWarning() throws {
        let text = try #require(Self.export().text)
        let translation = OpenAPITranslator.translate(text, path: "Taskboard.openapi.yaml")
        #expect(translation.diagnostics.map(\.description) == [])
    }

    /// The files generating from `Specs/` writes, and those generating from its export writes
    /// (the document translated as `generate` translates it, beside the specs' names).
    static func generatedFiles() throws -> (original: [GeneratedFile], exported: [GeneratedFile]) {
        // The golden set's options: the examples travel through the export too.
        let (style, routeStyle) = (ModelStyle(hashable: true), RouteStyle(carriesExamples: true))
        let (loaded, _) = SpecSources.read(specPaths, openAPI: OpenAPIOptions())
        let original = generatedContents(loaded, style: style, routeStyle: routeStyle)
        #expect(original.diagnostics.filter { $0.severity == .error }.isEmpty)
        let text = try #require(export().text)
        let translation = OpenAPITranslator.translate(text, path: "Taskboard.openapi.yaml")
        let exported = generatedContents(translation.files, style: style, routeStyle: routeStyle)
        #expect(exported.diagnostics.filter { $0.severity == .error }.isEmpty)
        return (original.files, exported.files)
    }

    /// The requirement: the same files, named alike, byte for byte (headers included:
    /// `x-routegen-files` gives the document's parts the specs' names).
    @Test func generatesTheSameFilesByteForByte() throws {
        let (original, exported) = try Self.generatedFiles()
        #expect(
            original.map(\.name) == ["Taskboard.swift", "Accounts.swift", "Projects.swift", "Taskboard+Spec.swift"])
        #expect(exported.map(\.name) == original.map(\.name))
        for (first, second) in zip(original, exported) {
            #expect(first.contents == second.contents, "\(first.name) differs")
        }
        // The generated goldens are these files: the export round-trips what the tests compile.
        let golden = packageRoot.appendingPathComponent("Tests/GeneratedRoutesTests/Generated")
        for file in exported {
            let recorded = try String(contentsOf: golden.appendingPathComponent(file.name), encoding: .utf8)
            #expect(recorded == file.contents, "\(file.name) differs from the golden")
        }
    }

    /// The cases that once came back otherwise: an inline JSON body is the route's own `Body`
    /// (`x-routegen-inline-body`), a multipart `Data` part stays `Data` (`x-routegen-data`), and
    /// the union of `Task` quotes the spec's name (`x-routegen-name`).
    @Test func inlineBodiesDataPartsAndReservedNamesRoundTrip() throws {
        let text = try #require(Self.export().text)
        #expect(text.contains("        x-routegen-inline-body: true\n"))
        #expect(text.contains("                  x-routegen-data: true\n"))
        #expect(text.contains("      x-routegen-name: Task\n"))
        let projects = try #require(try Self.generatedFiles().exported.first { $0.name == "Projects.swift" }?.contents)
        #expect(
            projects.contains(
                "        /// The body of RenameTaskRoute.\n        nonisolated public struct Body: Codable"))
        #expect(projects.contains("public let thumbnail: Data?"))
        #expect(projects.contains("\"Expected Task or Comment for SearchHit; none of them decodes.\""))
    }

    /// `convert` of the export writes the spec files `x-routegen-files` lists, which generate
    /// the same files as `Specs/`, byte for byte.
    @Test func convertOfTheExportGeneratesTheSameFiles() throws {
        let text = try #require(Self.export().text)
        let translation = OpenAPITranslator.translate(text, path: "Taskboard.openapi.yaml")
        var reloaded: [SpecFile] = []
        for file in translation.files {
            let converted = SpecWriter.yaml(SpecCompactor.compact(file, sharesParameters: false), shortForms: true)
            let (spec, diagnostics) = SpecLoader.load(converted, path: file.path)
            #expect(diagnostics.isEmpty, "\(file.path)")
            reloaded.append(spec)
        }
        let original = try Self.generatedFiles().original
        let fromConversion = generatedContents(
            reloaded, style: ModelStyle(hashable: true), routeStyle: RouteStyle(carriesExamples: true)
        ).files
        #expect(fromConversion.map(\.name) == original.map(\.name))
        #expect(fromConversion.map(\.contents) == original.map(\.contents))
    }

    /// `convert` of the export as one spec (the document without its file list) generates
    /// exactly what the document does.
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
}
