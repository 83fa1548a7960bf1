import Foundation
@testable import RouteGenCore

/// The OpenAPI document `export-openapi` writes for in-memory specs (path → text), failing
/// loudly when a spec does not load.
func exportedDocument(_ specs: [(String, String)]) -> (text: String, diagnostics: [Diagnostic]) {
    var files: [SpecFile] = []
    for (path, text) in specs {
        let (file, diagnostics) = SpecLoader.load(text, path: path)
        precondition(!diagnostics.contains { $0.severity == .error }, "spec has errors: \(diagnostics)")
        files.append(file)
    }
    _ = SharedParameters.resolve(&files)
    return OpenAPIExporter.document(files)
}

/// A spec header that makes a snippet a whole API whose namespace round-trips: without a
/// `doc:`, the OpenAPI stage documents the namespace with the title.
let exportHeader = """
    api: Shop
    baseURL: https://shop.example/api
    doc: The shop.

    """

/// The document of one spec, ``exportHeader`` put before it.
func exportedDocument(_ spec: String) -> String {
    exportedDocument([("spec.yaml", exportHeader + spec)]).text
}

/// The generated files' contents of `specs` (load, model and render, as `generate` with
/// `style`), or the diagnostics when there are errors.
func generatedContents(
    _ specs: [SpecFile], style: ModelStyle = ModelStyle(), routeStyle: RouteStyle = RouteStyle()
) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    let (model, diagnostics) = APIModelBuilder.build(specs, access: .public, style: style, routeStyle: routeStyle)
    guard let model else { return ([], diagnostics) }
    return ((try? Renderer(templates: TemplateSet.builtin()).render(model)) ?? [], diagnostics)
}

/// The Swift generated from a spec and from its export translated back, as ``declarations(of:)``:
/// what must be the same.
func roundTrip(_ spec: String) -> (original: [String], exported: [String], translationDiagnostics: [Diagnostic]) {
    let (file, _) = SpecLoader.load(exportHeader + spec, path: "spec.yaml")
    var files = [file]
    _ = SharedParameters.resolve(&files)
    let original = declarations(of: generatedContents(files).files)
    let document = OpenAPIExporter.document(files).text
    let translation = OpenAPITranslator.translate(document, path: "spec.yaml")
    let exported = declarations(of: generatedContents([translation.spec]).files)
    return (original, exported, translation.diagnostics)
}

/// Generated Swift split into its top-level declarations (the members of the namespace and
/// of its extensions, and each route factory's extension), each with its doc comment and
/// attributes, sorted: the unit in which the Swift of several spec files is compared with that
/// of one document, whose declarations sit in other files and, where routes of one path were
/// apart in the spec, in another order.
func declarations(of files: [GeneratedFile]) -> [String] {
    var result: [String] = []
    for file in files {
        var current: [String] = []
        var afterBreak = true
        func finish() {
            if !current.isEmpty { result.append(current.joined(separator: "\n")) }
            current = []
        }
        // The two header lines name the spec files, which differ by design.
        for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
        {
            let isContainer = !line.hasPrefix(" ") && line.hasSuffix("{") && !line.contains(" where ")
            if line.isEmpty || line == "}" || line.hasPrefix("import ") || line.hasPrefix("@_spi") || isContainer {
                // Blank lines, imports and the namespace's braces only separate declarations.
                if line == "}" || isContainer { finish() }
                afterBreak = true
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            if afterBreak, indent <= 4 { finish() }
            current.append(line)
            afterBreak = false
        }
        finish()
    }
    return result.sorted()
}

/// The name a declaration declares: the type of a struct, enum or typealias, or the route of a
/// factory extension (`extension PublicRoute where Self == Taskboard.ProjectRoute`).
func declaredName(_ declaration: String) -> String {
    for line in declaration.split(separator: "\n")
    where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") && !line.contains("@available") {
        if let range = line.range(of: "Self == ") {
            return "factory " + line[range.upperBound...].prefix { $0 != " " && $0 != "{" }
        }
        for keyword in ["struct ", "enum ", "typealias "] {
            if let range = line.range(of: keyword) {
                return String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
        }
        return String(line)
    }
    return declaration
}
