import Foundation
@testable import RouteGenCore

/// The first lines of every snippet document: a whole OpenAPI 3.1 document once `paths` or
/// `components` follow.
let openAPIHeader = """
    openapi: 3.1.0
    info: { title: Shop }
    servers: [{ url: "https://shop.example/api" }]

    """

/// Translates the OpenAPI document `text` as `api.yaml`, with `selection` as `--include`;
/// `files` are the other files its references may read, by path.
func translate(
    _ text: String, files: [String: String] = [:], options: OpenAPIOptions = OpenAPIOptions(),
    selection: RouteSelection? = nil
) -> OpenAPITranslator.Translation {
    OpenAPITranslator.translate(text, path: "api.yaml", options: options, selection: selection) { path in
        guard let text = files[path] else {
            return (
                nil,
                [
                    .error(
                        "cannot read the file: No such file or directory",
                        at: SourceLocation(file: path, line: 1, column: 1))
                ]
            )
        }
        return YAMLLoader.load(text, file: path)
    }
}

/// The spec `text` translates to, written in RouteGen's format without the `api`, `baseURL`
/// and `doc` lines every snippet shares: what the mapping tests compare.
func converted(_ text: String, files: [String: String] = [:], options: OpenAPIOptions = OpenAPIOptions()) -> String {
    var spec = translate(text, files: files, options: options).spec
    spec.api = nil
    spec.baseURL = nil
    spec.doc = nil
    return SpecWriter.yaml(spec)
}

/// The diagnostics of translating `text` (with `selection` as `--include`), as printed.
func openAPIDiagnostics(
    _ text: String, files: [String: String] = [:], options: OpenAPIOptions = OpenAPIOptions(),
    selection: RouteSelection? = nil
) -> [String] {
    translate(text, files: files, options: options, selection: selection).diagnostics.map(\.description)
}

/// The Swift generated from the OpenAPI document `text` (all files concatenated), failing
/// loudly when translation or modelling reports an error.
func swiftCode(openAPI text: String) -> String {
    let translation = translate(text)
    precondition(
        !translation.diagnostics.contains { $0.severity == .error },
        "translation has errors: \(translation.diagnostics)")
    let (model, diagnostics) = APIModelBuilder.build([translation.spec], access: .public)
    guard let model else { preconditionFailure("model has errors: \(diagnostics)") }
    return Renderer(templates: try! TemplateSet.builtin()).render(model).map(\.contents).joined(separator: "\n")
}

/// A real OpenAPI document bundled in `Tests/RealSpecs` (its source and licence are beside it).
func bundledSpec(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/RealSpecs/\(name)").path
}

/// The large real OpenAPI documents, which the repository does not bundle: their folder comes
/// from `ROUTEGEN_REAL_SPECS` (`Scripts/compile-real-specs.sh` sets it), so a plain `swift test`
/// reads nothing outside the repository and skips the checks that need them.
enum LargeRealSpecs {
    /// The folder named by `ROUTEGEN_REAL_SPECS`, or `nil` when it is not set.
    static let folder: String? = ProcessInfo.processInfo.environment["ROUTEGEN_REAL_SPECS"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Whether the checks that need them run in this test run.
    static var available: Bool { folder != nil }

    /// The path of `name` in ``folder`` (`name` alone when it is not set, which no test reads).
    static func path(_ name: String) -> String {
        folder.map { URL(fileURLWithPath: $0).appendingPathComponent(name).path } ?? name
    }
}
