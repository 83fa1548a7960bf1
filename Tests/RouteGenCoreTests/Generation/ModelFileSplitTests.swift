import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// A large spec's declarations spread over its own file and its `+Models<n>` files, each where a
/// hash of its name puts it: in spec order within a file, and never moved by an edit elsewhere.
@Suite(.timeLimit(.minutes(5)))
struct ModelFileSplitTests {
    /// A spec with `count` models of growing size and `routes` routes, each using the last model;
    /// `extra` is appended to the models (indented as one).
    static func spec(models count: Int, routes: Int = 1, extra: String = "", widen model: Int? = nil) -> String {
        var text = header + "models:\n"
        for index in 1...count {
            var fields = (1...index).map { "f\($0): Int" }
            if index == model { fields.append("added: String?") }
            text += "  M\(index): { fields: { \(fields.joined(separator: ", ")) } }\n"
        }
        text += extra
        text += "routes:\n"
        for index in 1...routes {
            text += "  r\(index): { GET: /r\(index), query: { a: Int?, b: Int?, c: Int? }, response: M\(count) }\n"
        }
        return text
    }

    /// The files of `text`, as `spec.yaml`, generated with its declarations spread `count` ways.
    func files(_ text: String, split count: Int) throws -> [GeneratedFile] {
        let (file, loadDiagnostics) = SpecLoader.load(text, path: "spec.yaml")
        let (built, diagnostics) = APIModelBuilder.build([file], access: .public)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        var model = try #require(built)
        #expect(ModelFileSplit.apply(to: &model, counts: ["spec.yaml": count]).isEmpty)
        return Renderer(templates: try TemplateSet.builtin()).render(model)
    }

    /// The numbers `prefix` is followed by in the declarations of `files`, in file order.
    func declared(_ prefix: String, in files: some Collection<GeneratedFile>) -> [Int] {
        files.flatMap { file in
            file.contents.split(separator: "\n").compactMap { line -> Int? in
                guard let range = line.range(of: prefix) else { return nil }
                return Int(line[range.upperBound...].prefix { $0.isNumber })
            }
        }
    }

    @Test func everyDeclarationLandsOnceInTheFileItsNamePicks() throws {
        let files = try files(Self.spec(models: 30, routes: 30), split: 3)
        #expect(
            files.map(\.name) == [
                "Shop.swift", "Spec.swift", "Spec+Models1.swift", "Spec+Models2.swift", "Spec+Models3.swift",
            ])
        let parts = files[1...]
        #expect(declared("public struct M", in: parts).sorted() == Array(1...30))
        #expect(declared("public struct R", in: parts).sorted() == Array(1...30))
        #expect(declared("public static func r", in: parts).sorted() == Array(1...30))
        for (offset, file) in parts.enumerated() {
            // Each file holds what the hash of the names gives it, in spec order, a route's
            // factory beside its struct.
            let models = (1...30).filter { ModelFileSplit.fileIndex(of: "M\($0)", among: 4) == offset }
            let routes = (1...30).filter { ModelFileSplit.fileIndex(of: "R\($0)Route", among: 4) == offset }
            #expect(declared("public struct M", in: [file]) == models, "\(file.name)")
            #expect(declared("public struct R", in: [file]) == routes, "\(file.name)")
            #expect(declared("public static func r", in: [file]) == routes, "\(file.name)")
            // Sixty declarations over four files: none is left empty or holds most of them.
            #expect((5...30).contains(models.count + routes.count), "\(file.name)")
        }
    }

    /// The hash is FNV-1a, the same on every machine and in every run (Swift's `Hasher` is
    /// seeded per process): these are its values, so a change to it is a deliberate one.
    @Test func theFileOfANameIsFixed() {
        // FNV-1a's published 64-bit values for "", "a" and "foobar".
        #expect(ModelFileSplit.fileIndex(of: "", among: 1_000_003) == Int(0xcbf2_9ce4_8422_2325 % 1_000_003 as UInt64))
        #expect(ModelFileSplit.fileIndex(of: "a", among: 97) == Int(0xaf63_dc4c_8601_ec8c % 97 as UInt64))
        #expect(ModelFileSplit.fileIndex(of: "foobar", among: 1009) == Int(0x8594_4171_f739_67e8 % 1009 as UInt64))
    }

    @Test func addingAModelRewritesOnlyTheFileItLandsIn() throws {
        let before = try files(Self.spec(models: 30, routes: 10), split: 5)
        let after = try files(
            Self.spec(models: 30, routes: 10, extra: "  Added: { fields: { name: String } }\n"), split: 5)
        let changed = zip(before, after).filter { $0.contents != $1.contents }.map(\.0.name)
        let index = ModelFileSplit.fileIndex(of: "Added", among: 6)
        #expect(changed == [index == 0 ? "Spec.swift" : "Spec+Models\(index).swift"])
    }

    @Test func addingAPropertyRewritesOnlyTheModelsFile() throws {
        let before = try files(Self.spec(models: 30, routes: 10), split: 5)
        let after = try files(Self.spec(models: 30, routes: 10, widen: 7), split: 5)
        let changed = zip(before, after).filter { $0.contents != $1.contents }.map(\.0.name)
        let index = ModelFileSplit.fileIndex(of: "M7", among: 6)
        #expect(changed == [index == 0 ? "Spec.swift" : "Spec+Models\(index).swift"])
    }

    @Test func addingARouteRewritesOnlyTheFileItLandsIn() throws {
        let before = try files(Self.spec(models: 10, routes: 30), split: 5)
        let after = try files(Self.spec(models: 10, routes: 31), split: 5)
        let changed = zip(before, after).filter { $0.contents != $1.contents }.map(\.0.name)
        let index = ModelFileSplit.fileIndex(of: "R31Route", among: 6)
        #expect(changed == [index == 0 ? "Spec.swift" : "Spec+Models\(index).swift"])
    }

    /// More files than declarations: some are left with nothing in them, still valid Swift with
    /// no warning, since the build plugin declared them and the compiler compiles them.
    @Test func filesLeftEmptyCompileWarningFree() async throws {
        let generated = try files(Self.spec(models: 2, routes: 1), split: 8)
        #expect(generated.count == 10)
        let empty = generated.dropFirst().filter { !$0.contents.contains("struct") }
        #expect(empty.count >= 5)
        #expect(empty.allSatisfy { !$0.contents.contains("extension") }, "\(empty.map(\.contents))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-split-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = try generated.map { file in
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        let checked = try await SwiftTypeChecker.typeCheck(urls, moduleName: "Shop")
        #expect(checked.messages.isEmpty, "\(checked.output)")
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
        #expect(
            diagnostics.map(\.description) == [
                "spec.yaml:1:1: error: output file spec+Models1.swift is already another output; rename the spec file"
            ])
    }

    @Test func automaticCountIsOneFilePer32KiBOfDescription() {
        let step = ModelFileRule.bytesPerFile
        #expect(step == 32 * 1024)
        #expect(ModelFileSplit.automaticCount(descriptionBytes: 0) == 1)
        #expect(ModelFileSplit.automaticCount(descriptionBytes: 3 * step - 1) == 1)
        #expect(ModelFileSplit.automaticCount(descriptionBytes: 3 * step) == 2)
        // OpenAI's API (910,045 bytes): 27 files; PagerDuty's (2.8 MB) reaches the most, 47
        // models files beside its own and the namespace file.
        #expect(ModelFileSplit.automaticCount(descriptionBytes: 910_045) == 26)
        #expect(ModelFileSplit.automaticCount(descriptionBytes: 2_766_749) == 47)
        #expect(ModelFileSplit.automaticCount(descriptionBytes: 100 * 1024 * 1024) == ModelFileRule.maximumFiles)
    }

    /// The plugins declare the models files before routegen runs, so they must follow the very
    /// rule routegen follows: one file, linked into the generator and into both plugins, never
    /// a copy that could drift.
    @Test func theGeneratorAndBothPluginsShareOneRuleFile() throws {
        let links = [
            "Sources/RouteGenCore/Spec/ModelFileRule.swift": "../../../Plugins/Shared/ModelFileRule.swift",
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
