import Foundation
import Testing
@testable import RouteGenCore

/// A large spec's models, then its routes, spread in spec order over its `+Models<n>` files and
/// then its own file, in chunks of about equal weight.
struct ModelFileSplitTests {
    /// A spec with `count` models of growing size and `routes` routes, each using the last model.
    static func spec(models count: Int, routes: Int = 1) -> String {
        var text = header + "models:\n"
        for index in 1...count {
            let fields = (1...index).map { "f\($0): Int" }.joined(separator: ", ")
            text += "  M\(index): { fields: { \(fields) } }\n"
        }
        text += "routes:\n"
        for index in 1...routes {
            text += "  r\(index): { GET: /r\(index), query: { a: Int?, b: Int?, c: Int? }, response: M\(count) }\n"
        }
        return text
    }

    /// The files of `spec.yaml` generated with its declarations spread `count` ways.
    func files(models: Int, routes: Int = 1, split count: Int) throws -> [GeneratedFile] {
        let (file, loadDiagnostics) = SpecLoader.load(Self.spec(models: models, routes: routes), path: "spec.yaml")
        let (built, diagnostics) = APIModelBuilder.build([file], access: .public)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        var model = try #require(built)
        #expect(ModelFileSplit.apply(to: &model, counts: ["spec.yaml": count]).isEmpty)
        return Renderer(templates: try TemplateSet.builtin()).render(model)
    }

    /// The numbers `prefix` is followed by in the declarations of `files`, in file order.
    func declared(_ prefix: String, in files: ArraySlice<GeneratedFile>) -> [Int] {
        files.flatMap { file in
            file.contents.split(separator: "\n").compactMap { line -> Int? in
                guard let range = line.range(of: prefix) else { return nil }
                return Int(line[range.upperBound...].prefix { $0.isNumber })
            }
        }
    }

    @Test func modelsSpreadInSpecOrderAndRoutesStayLast() throws {
        let files = try files(models: 12, split: 3)
        #expect(files.map(\.name) == ["Shop.swift", "Spec.swift", "Spec+Models1.swift", "Spec+Models2.swift", "Spec+Models3.swift"])
        // The one route is lighter than a chunk: the spec's own file keeps it, after the last models.
        #expect(files[1].contents.contains("struct R1Route: PublicRoute"))
        #expect(!files[2...].contains { $0.contents.contains("Route: PublicRoute") })
        #expect(declared("public struct M", in: files[2...] + files[1...1]) == Array(1...12))
        // Chunks are balanced by weight: no models file is more than twice as long as another.
        let lengths = files[2...].map { $0.contents.count }
        #expect(lengths.max()! < 2 * lengths.min()!)
    }

    @Test func aSpecHeavyInRoutesSpreadsItsRoutes() throws {
        let files = try files(models: 2, routes: 40, split: 3)
        #expect(files.map(\.name) == ["Shop.swift", "Spec.swift", "Spec+Models1.swift", "Spec+Models2.swift", "Spec+Models3.swift"])
        // Every route is declared exactly once, with its factory, in spec order across the files.
        let inOrder = files[2...] + files[1...1]
        #expect(declared("public struct R", in: inOrder) == Array(1...40))
        #expect(declared("public static func r", in: inOrder) == Array(1...40))
        for file in files[1...] {
            #expect(file.contents.contains("Route: PublicRoute"), "\(file.name)")
        }
        // The models come first: both land in the first models file.
        #expect(declared("public struct M", in: files[2...2]) == [1, 2])
        let lengths = files[1...].map { $0.contents.count }
        #expect(lengths.max()! < 2 * lengths.min()!)
    }

    @Test func aCountOfOneChangesNothing() throws {
        let (file, _) = SpecLoader.load(Self.spec(models: 3), path: "spec.yaml")
        let model = try #require(APIModelBuilder.build([file], access: .public).0)
        var split = model
        #expect(ModelFileSplit.apply(to: &split, counts: ["spec.yaml": 1]).isEmpty)
        #expect(split == model)
    }

    @Test func aNameTakenByAnotherOutputIsAnError() throws {
        let (first, _) = SpecLoader.load(Self.spec(models: 2), path: "spec.yaml")
        let (second, _) = SpecLoader.load("routes:\n  other: { GET: /other }\n", path: "spec+Models1.yaml")
        var model = try #require(APIModelBuilder.build([first, second], access: .public).0)
        // Named after the spec files, as the build plugin names them: spec+Models1.yaml's own
        // output is the name spec.yaml's first models file would take.
        #expect(OutputNaming.specFileNames(namespaceFile: "API.swift").apply(to: &model).isEmpty)
        let diagnostics = ModelFileSplit.apply(to: &model, counts: ["spec.yaml": 2])
        #expect(diagnostics.map(\.description) == ["spec.yaml:1:1: error: output file spec+Models1.swift is already another output; rename the spec file"])
    }

    @Test func automaticCountSplitsALargeSpecThreeWays() {
        let threshold = ModelFileRule.splitBytes
        #expect(ModelFileSplit.automaticCount(specBytes: 0) == 1)
        #expect(ModelFileSplit.automaticCount(specBytes: threshold - 1) == 1)
        #expect(ModelFileSplit.automaticCount(specBytes: threshold) == 3)
        #expect(ModelFileSplit.automaticCount(specBytes: 100 * threshold) == 3)
    }

    /// The plugins declare the models files before routegen runs, so they must follow the very
    /// rule routegen follows: one file, linked into the generator and into both plugins, never
    /// a copy that could drift.
    @Test func theGeneratorAndBothPluginsShareOneRuleFile() throws {
        let links = [
            "Sources/RouteGenCore/Output/ModelFileRule.swift": "../../../Plugins/Shared/ModelFileRule.swift",
            "Plugins/RouteGenPlugin/ModelFileRule.swift": "../Shared/ModelFileRule.swift",
            "Plugins/GenerateRoutes/ModelFileRule.swift": "../Shared/ModelFileRule.swift",
        ]
        for (link, destination) in links {
            let path = packageRoot.appendingPathComponent(link).path
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == destination, "\(link)")
        }
        #expect(ModelFileSplit.fileName("Billing.swift", part: 2) == "Billing+Models2.swift")
    }
}
