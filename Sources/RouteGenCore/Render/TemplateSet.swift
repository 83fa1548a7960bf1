#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The templates one run renders with: the built-in ones, each replaceable by a file of the
/// same name in a `--templates` folder. Parsed once per run.
package struct TemplateSet: Sendable {
    /// The template names the renderer uses, each a `<name>.mustache` file.
    package static let names = [
        "api", "file", "struct", "enum", "union", "alias", "headers", "route", "route-factory", "server",
    ]

    let templates: [String: [TemplateNode]]

    /// The built-in templates.
    package static func builtin() throws -> TemplateSet {
        try parsedBuiltin.get()
    }

    /// The built-in templates, parsed once per process: they are constants, and a process that
    /// generates many times (the test suite) parsed them again for each, about 15 ms a time in a
    /// debug build.
    private static let parsedBuiltin = Result { try TemplateSet(texts: BuiltinTemplates.all) }

    /// The built-in templates, overridden by the `*.mustache` files found in `folder`.
    /// Unknown file names are an error: a typo must not silently fall back to a default.
    package static func overriding(with folder: String) throws -> TemplateSet {
        var texts = BuiltinTemplates.all
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mustache") }
        for file in files.sorted() {
            let name = String(file.dropLast(".mustache".count))
            guard names.contains(name) else {
                throw TemplateError(
                    message:
                        "\(folder)/\(file): unknown template \"\(name)\"; templates are \(names.joined(separator: ", "))"
                )
            }
            texts[name] = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        }
        return try TemplateSet(texts: texts)
    }

    init(texts: [String: String]) throws {
        var templates: [String: [TemplateNode]] = [:]
        for name in Self.names {
            guard let text = texts[name] else { throw TemplateError(message: "missing template \"\(name)\"") }
            do {
                templates[name] = try TemplateParser.parse(text)
            } catch {
                throw TemplateError(
                    message: "template \"\(name)\" line \(error.line), column \(error.column): \(error.message)")
            }
        }
        self.templates = templates
    }

    /// Renders the template `name` with `context`.
    func render(_ name: String, _ context: any TemplateContext) -> String {
        TemplateRendering.render(templates[name] ?? [], context: context)
    }
}

/// A template that cannot be used, with what is wrong.
package struct TemplateError: Error, CustomStringConvertible {
    /// What is wrong, naming the template.
    package let message: String
    package var description: String { "error: \(message)" }
}
