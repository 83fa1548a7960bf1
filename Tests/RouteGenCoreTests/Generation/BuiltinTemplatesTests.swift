import Foundation
import Testing
@testable import RouteGenCore

/// The templates built into the binary are exactly `Templates/*.mustache`.
struct BuiltinTemplatesTests {
    @Test func builtinCopyMatchesTemplatesFolder() throws {
        let folder = packageRoot.appendingPathComponent("Templates").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mustache") }
        #expect(Set(files.map { String($0.dropLast(".mustache".count)) }) == Set(BuiltinTemplates.all.keys))
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(BuiltinTemplates.all[String(file.dropLast(".mustache".count))] == text,
                    "\(file) drifted from the built-in copy: run Scripts/embed-templates.sh")
        }
        #expect(Set(TemplateSet.names) == Set(BuiltinTemplates.all.keys))
    }

    @Test func everyNameABuiltinTemplateUsesIsAContractKey() throws {
        func unknownNames(in nodes: [TemplateNode]) -> Int {
            nodes.reduce(0) { count, node in
                switch node {
                case .text: count
                case .variable(let name): count + (name == .unknown ? 1 : 0)
                case .section(let name, _, let children): count + (name == .unknown ? 1 : 0) + unknownNames(in: children)
                }
            }
        }
        for (name, text) in BuiltinTemplates.all {
            #expect(unknownNames(in: try TemplateParser.parse(text)) == 0, "\(name) names a key no context answers")
        }
    }

    @Test func everyTemplateStartsWithTheTextPragma() {
        for (name, text) in BuiltinTemplates.all {
            #expect(text.hasPrefix("{{% CONTENT_TYPE: TEXT}}\n"), "\(name)")
        }
    }

    @Test func overridingTemplateReplacesOnlyItself() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{{% CONTENT_TYPE: TEXT}}\n// enum {{name}} has {{#cases}}<{{name}}>{{/cases}}\n"
            .write(to: folder.appendingPathComponent("enum.mustache"), atomically: true, encoding: .utf8)
        let templates = try TemplateSet.overriding(with: folder.path)
        let (files, _) = try #require(Optional(SpecLoader.load(header + "models:\n  Size: { enum: [s, m] }\n  Box: { fields: { size: Size } }\n", path: "spec.yaml")))
        let (model, _) = APIModelBuilder.build([files], access: .internal)
        let output = Renderer(templates: templates).render(try #require(model)).map(\.contents).joined()
        #expect(output.contains("    // enum Size has <s><m>"))
        #expect(output.contains("struct Box: Codable"))
    }

    @Test func unknownOrPragmalessTemplateIsRejected() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "x".write(to: folder.appendingPathComponent("rout.mustache"), atomically: true, encoding: .utf8)
        #expect(throws: TemplateError.self) { try TemplateSet.overriding(with: folder.path) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("rout.mustache"))
        try "no pragma".write(to: folder.appendingPathComponent("route.mustache"), atomically: true, encoding: .utf8)
        #expect(throws: TemplateError.self) { try TemplateSet.overriding(with: folder.path) }
    }
}
