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
            #expect(
                BuiltinTemplates.all[String(file.dropLast(".mustache".count))] == text,
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
        let templates = try overriding([
            "enum.mustache": "{{% CONTENT_TYPE: TEXT}}\n// enum {{name}} has {{#cases}}<{{name}}>{{/cases}}\n"
        ])
        let output = try render(
            header + "models:\n  Size: { enum: [s, m] }\n  Box: { fields: { size: Size } }\n", with: templates)
        #expect(output.contains("    // enum Size has <s><m>"))
        #expect(output.contains("struct Box: Codable"))
    }

    @Test func anUnknownTemplateNameIsRejected() throws {
        #expect(throws: TemplateError.self) { try overriding(["rout.mustache": "x"]) }
    }

    @Test func aTemplateWithoutThePragmaRenders() throws {
        let templates = try overriding(["enum.mustache": "// enum {{name}}: {{#cases}}\"{{name}}\" {{/cases}}\n"])
        let output = try render(header + "models:\n  Size: { enum: [s, m] }\n", with: templates)
        #expect(output.contains("    // enum Size: \"s\" \"m\""), "quotes are written as they are")
    }

    @Test func anUnknownKeyInAnOverridingTemplateIsReportedAtItsLineAndColumn() throws {
        #expect {
            try overriding(["enum.mustache": "{{#cases}}\n    case {{nme}}\n{{/cases}}\n"])
        } throws: { error in
            (error as? TemplateError)?.message
                == "template \"enum\" line 2, column 10: unknown key \"nme\" (did you mean \"name\"?)"
        }
    }

    /// The built-in templates overridden by `files` (name → text), written to a folder of their own.
    private func overriding(_ files: [String: String]) throws -> TemplateSet {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try TemplateSet.overriding(with: folder.path)
    }

    /// Every file generated from `spec` with `templates`, joined.
    private func render(_ spec: String, with templates: TemplateSet) throws -> String {
        let (file, _) = SpecLoader.load(spec, path: "spec.yaml")
        let (model, _) = APIModelBuilder.build([file], access: .internal)
        return Renderer(templates: templates).render(try #require(model)).map(\.contents).joined()
    }
}
