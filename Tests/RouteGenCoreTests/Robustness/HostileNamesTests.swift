import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// A property test: specs whose names and texts are hostile — Swift keywords, RouteKit and
/// Foundation type names, route member names, digits first, empty, non-ASCII, names that
/// collide after case conversion, and docs holding `*/`, `"""`, `\(`, backslashes and `#` —
/// must give either located errors or code that compiles warning-free. Seeded, so a failure
/// names the seed to replay.
@Suite("Hostile names")
struct HostileNamesTests {
    static let names = [
        "class", "self", "Self", "Type", "protocol", "init", "default", "Route", "URL", "Data", "Error", "Task",
        "String", "Int", "path", "method", "body", "encode", "request", "headers", "2fa", "_", "ñandú", "名前",
        "x-y", "x_y", "xY", "X Y", "$ref", "a.b", "@id", "Optional", "Any", "some", "Sendable", "Codable",
        "Empty", "Router", "Indirect", "JSONValue", "RouteError", "Never", "Void", "true", "nil", "in", "var",
        "let", "inout", "is", "try", "await", "case", "enum", "where", "func", "return", "static", "super",
        "CodingKeys", "decoder", "container", "rawValue", "unknown", "errorBodies", "pathTemplate", "Response",
    ]
    static let texts = [
        "ends a comment */ here", "\"\"\" a triple quote", "an \\(interpolation)", "a back\\slash\\", "#if false",
        "two\nlines */ /* more", "/* opens a comment", "\u{202E}right to left", "a\ttab", "a \"quoted\" word",
    ]

    @Test("hostile specs give located errors or code that compiles warning-free", arguments: 0..<8)
    func hostileSpec(_ seed: Int) async throws {
        var random = SpecMutator(seed: UInt64(seed) &+ 0xC0FFEE)
        let yaml = Self.spec(api: "Hostile\(seed)", random: &random)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-hostile-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Hostile.yaml")
        try yaml.write(to: spec, atomically: true, encoding: .utf8)

        // Each seed also picks model declarations, so every combination of options is compiled.
        let style = ModelStyle(mutable: seed % 2 == 1, equatable: seed % 4 == 2, hashable: seed % 4 == 3)
        let result = try Pipeline.run(
            specPaths: [spec.path], options: GenerationOptions(style: style), templates: try TemplateSet.builtin())
        if result.hasErrors {
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                #expect(
                    diagnostic.location.file == spec.path && diagnostic.location.line > 1,
                    "seed \(seed): \(diagnostic)")
            }
            return
        }
        let files = try write(result.files, into: folder)
        let checked = try await SwiftTypeChecker.typeCheck(files, moduleName: "HostileClient")
        #expect(checked.messages.isEmpty, "seed \(seed):\n\(checked.output)\n--- spec:\n\(yaml)")
    }

    @Test(
        "names of the generated methods' locals compile: request, form, parts, object, container, decoder",
        arguments: [ModelStyle(), ModelStyle(mutable: true, hashable: true)])
    func shadowingNames(style: ModelStyle) async throws {
        let yaml = """
            api: Shadow
            baseURL: https://shadow.example
            models:
              Node: { fields: { container: Node?, decoder: String, encoder: Int = 1, object: String? } }
            routes:
              find: { GET: "/find/{request: String}", query: { form: Int?, parts: String? } }
              login: { POST: /login, form: { form: String, request: String? } }
              upload: { POST: /upload, multipart: { parts: Data, request: String } }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-shadow-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (file, loadDiagnostics) = SpecLoader.load(yaml, path: "Shadow.yaml")
        let (model, diagnostics) = APIModelBuilder.build([file], access: .public, style: style)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        let files = try write(Renderer(templates: try TemplateSet.builtin()).render(try #require(model)), into: folder)
        let checked = try await SwiftTypeChecker.typeCheck(files, moduleName: "ShadowClient")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    @Test("most hostile specs generate: the property test is not vacuous")
    func mostSpecsGenerate() throws {
        var generated = 0
        for seed in 0..<8 {
            var random = SpecMutator(seed: UInt64(seed) &+ 0xC0FFEE)
            let (file, loadDiagnostics) = SpecLoader.load(
                Self.spec(api: "Hostile\(seed)", random: &random), path: "Hostile.yaml")
            let (model, diagnostics) = APIModelBuilder.build([file], access: .public)
            if model != nil, !(loadDiagnostics + diagnostics).contains(where: { $0.severity == .error }) {
                generated += 1
            }
        }
        #expect(generated >= 4)
    }

    /// A YAML double-quoted scalar holding `text` exactly (the converter's quoting).
    static func quoted(_ text: String) -> String {
        YAMLText.quoted(text)
    }

    /// A spec using hostile names for models, fields, keys, enum cases, routes and parameters.
    static func spec(api: String, random: inout SpecMutator) -> String {
        var used: Set<String> = []
        /// A name not used yet in this spec: YAML keys of one mapping must differ.
        func name() -> String {
            var candidate = names[random.below(names.count)]
            while used.contains(candidate) { candidate = names[random.below(names.count)] }
            used.insert(candidate)
            return candidate
        }
        func text() -> String { texts[random.below(texts.count)] }
        var yaml =
            "api: \(api)\nbaseURL: https://hostile.example\ndoc: \(quoted(text()))\nauth:\n  \(quoted(name())): bearer\nmodels:\n"
        var models: [String] = []
        for _ in 0..<3 {
            let model = name()
            models.append(model)
            yaml += "  \(quoted(model)):\n    doc: \(quoted(text()))\n    fields:\n"
            for _ in 0..<3 {
                let type = ["String", "Int?", "[String]", "Bool", "Double?"][random.below(5)]
                let defaultValue = type == "Bool" ? ", default: true" : ""
                yaml +=
                    "      \(quoted(name())): { type: \(quoted(type))\(defaultValue), key: \(quoted(text() + " \(used.count)")), doc: \(quoted(text())) }\n"
            }
        }
        let enumName = name() + "Kind"
        used.insert(enumName)
        yaml += "  \(quoted(enumName)):\n    enum:\n"
        for _ in 0..<3 {
            yaml += "      \(quoted(name())): { value: \(quoted(text() + " \(used.count)")), doc: \(quoted(text())) }\n"
        }
        yaml += "routes:\n"
        for _ in 0..<2 {
            let parameter = name()
            yaml += "  \(quoted(name())):\n"
            yaml += "    GET: \(quoted("/items/{\(parameter): String}"))\n"
            yaml += "    summary: \(quoted(text()))\n"
            yaml +=
                "    query: { \(quoted(name())): \(quoted("Int?")), \(quoted(name())): \(quoted(enumName + "?")) }\n"
            yaml += "    headers: { \(quoted(name())): \(quoted("String?")) }\n"
            yaml += "    response: \(quoted(models[random.below(models.count)]))\n"
        }
        return yaml
    }
}
