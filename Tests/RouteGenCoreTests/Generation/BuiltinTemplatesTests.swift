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

    /// The engine rejects any name outside the contract, so this also checks that every key a
    /// built-in template uses is one some context answers.
    @Test func everyBuiltinTemplateParsesUnderTheStrictEngine() throws {
        _ = try TemplateSet.builtin()
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

    @Test func anUnknownTemplateNameIsRejected() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "x".write(to: folder.appendingPathComponent("rout.mustache"), atomically: true, encoding: .utf8)
        #expect(throws: TemplateError.self) { try TemplateSet.overriding(with: folder.path) }
    }

    @Test func aTemplateWithoutThePragmaRenders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// enum {{name}}: {{#cases}}\"{{name}}\" {{/cases}}\n"
            .write(to: folder.appendingPathComponent("enum.mustache"), atomically: true, encoding: .utf8)
        let templates = try TemplateSet.overriding(with: folder.path)
        let spec = SpecLoader.load(header + "models:\n  Size: { enum: [s, m] }\n", path: "spec.yaml").0
        let (model, _) = APIModelBuilder.build([spec], access: .internal)
        let output = Renderer(templates: templates).render(try #require(model)).map(\.contents).joined()
        #expect(output.contains("    // enum Size: \"s\" \"m\""), "quotes are written as they are")
    }

    @Test func anUnknownKeyInAnOverridingTemplateIsReportedAtItsLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{{#cases}}\n    case {{nme}}\n{{/cases}}\n".write(to: folder.appendingPathComponent("enum.mustache"), atomically: true, encoding: .utf8)
        #expect {
            try TemplateSet.overriding(with: folder.path)
        } throws: { error in
            (error as? TemplateError)?.message == "template \"enum\" line 2, column 10: unknown key \"nme\" (did you mean \"name\"?)"
        }
    }
}
