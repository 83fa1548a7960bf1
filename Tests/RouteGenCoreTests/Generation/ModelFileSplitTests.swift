import Foundation
import Testing
@testable import RouteGenCore

/// A large spec's models spread over `+Models<n>` files while its routes stay in its own file.
struct ModelFileSplitTests {
    /// A spec with `count` models of growing size and one route using the last.
    static func spec(models count: Int) -> String {
        var text = header + "models:\n"
        for index in 1...count {
            let fields = (1...index).map { "f\($0): Int" }.joined(separator: ", ")
            text += "  M\(index): { fields: { \(fields) } }\n"
        }
        return text + "routes:\n  last: { GET: /last, response: M\(count) }\n"
    }

    /// The files of `spec.yaml` generated with its models spread `count` ways.
    func files(models: Int, split count: Int) throws -> [GeneratedFile] {
        let (file, loadDiagnostics) = SpecLoader.load(Self.spec(models: models), path: "spec.yaml")
        let (built, diagnostics) = APIModelBuilder.build([file], access: .public)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        var model = try #require(built)
        #expect(ModelFileSplit.apply(to: &model, counts: ["spec.yaml": count]).isEmpty)
        return Renderer(templates: try TemplateSet.builtin()).render(model)
    }

    @Test func routesStayAndModelsSpreadInSpecOrder() throws {
        let files = try files(models: 12, split: 3)
        #expect(files.map(\.name) == ["Shop.swift", "Spec.swift", "Spec+Models1.swift", "Spec+Models2.swift", "Spec+Models3.swift"])
        let routes = files[1].contents
        #expect(routes.contains("struct LastRoute: PublicRoute"))
        #expect(!routes.contains("struct M1:"))
        // Every model is declared exactly once, in spec order across the files.
        let declared = files[2...].flatMap { file in
            file.contents.split(separator: "\n").compactMap { line -> Int? in
                guard let range = line.range(of: "public struct M") else { return nil }
                return Int(line[range.upperBound...].prefix { $0.isNumber })
            }
        }
        #expect(declared == Array(1...12))
        // Chunks are balanced by weight: no models file is more than twice as long as another.
        let lengths = files[2...].map { $0.contents.count }
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

    @Test func automaticCountFollowsTheSpecSize() {
        let step = ModelFileRule.bytesPerFile
        #expect(ModelFileSplit.automaticCount(specBytes: 0) == 1)
        #expect(ModelFileSplit.automaticCount(specBytes: 2 * step - 1) == 1)
        #expect(ModelFileSplit.automaticCount(specBytes: 2 * step) == 2)
        #expect(ModelFileSplit.automaticCount(specBytes: 3 * step + 5) == 3)
        #expect(ModelFileSplit.automaticCount(specBytes: 100 * step) == ModelFileSplit.maximumFiles)
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
