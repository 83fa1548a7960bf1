import Foundation
@testable import RouteGenCore

/// The package root, found from this file, so tests read `Specs/` and `Templates/` in place.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every diagnostic of `specs` (path → text), as printed: `file:line:column: severity: message`.
func diagnostics(_ specs: [(String, String)]) -> [String] {
    generate(specs).diagnostics.map(\.description)
}

/// The diagnostics of one spec named `spec.yaml`.
func diagnostics(_ spec: String) -> [String] {
    diagnostics([("spec.yaml", spec)])
}

/// Runs load, model and render on in-memory specs with the built-in templates.
func generate(
    _ specs: [(String, String)], access: AccessLevel = .public, style: ModelStyle = ModelStyle(),
    routeStyle: RouteStyle = RouteStyle()
) -> (diagnostics: [Diagnostic], files: [GeneratedFile]) {
    var all: [Diagnostic] = []
    var files: [SpecFile] = []
    for (path, text) in specs {
        let (file, found) = SpecLoader.load(text, path: path)
        files.append(file)
        all += found
    }
    guard !all.contains(where: { $0.severity == .error }) else { return (all, []) }
    let (model, found) = APIModelBuilder.build(files, access: access, style: style, routeStyle: routeStyle)
    all += found
    guard let model else { return (all, []) }
    return (all, Renderer(templates: try! TemplateSet.builtin()).render(model))
}

/// The generated text of one spec (all output files concatenated), failing loudly on errors.
func swiftCode(
    _ spec: String, access: AccessLevel = .public, style: ModelStyle = ModelStyle(),
    routeStyle: RouteStyle = RouteStyle()
) -> String {
    let result = generate([("spec.yaml", spec)], access: access, style: style, routeStyle: routeStyle)
    precondition(result.files.count > 0, "spec has errors: \(result.diagnostics)")
    return result.files.map(\.contents).joined(separator: "\n")
}

/// Writes generated `files` into `folder` under their names and returns their URLs: what a test
/// hands `SwiftTypeChecker` to prove the generated code compiles.
func write(_ files: [GeneratedFile], into folder: URL) throws -> [URL] {
    try files.map { file in
        let url = folder.appendingPathComponent(file.name)
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}

/// A spec header that makes any snippet a whole API.
let header = """
    api: Shop
    baseURL: https://shop.example/api

    """
