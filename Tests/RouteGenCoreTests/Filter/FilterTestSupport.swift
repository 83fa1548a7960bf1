import Foundation
import TestSupport
@testable import RouteGenCore

/// Specs written into a fresh folder and run through the whole pipeline, as `routegen generate`
/// runs them: the steps between loading and modelling (`--include`, `--type-override`) live in
/// the pipeline.
struct PipelineRun {
    let folder: URL
    let result: Pipeline.Result

    /// Writes `specs` (name → text) into a new folder and generates from them.
    init(
        _ specs: [(String, String)], selection: [String] = [], overrides: [TypeOverride] = [], renames: String? = nil,
        modelFiles: [String: Int] = [:]
    ) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-filter-\(UUID())")
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in specs {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        var renameSet: SpecRenames?
        if let renames {
            let url = folder.appendingPathComponent("renames.yml")
            try renames.write(to: url, atomically: true, encoding: .utf8)
            renameSet = SpecRenames.load(contentsOf: url.path).0
        }
        let paths = specs.map { folder.appendingPathComponent($0.0).path }.filter { !$0.contains("/parts/") }
        let options = GenerationOptions(
            modelFiles: modelFiles.reduce(into: [:]) { $0[folder.appendingPathComponent($1.key).path] = $1.value },
            renames: renameSet,
            selection: selection.isEmpty ? nil : RouteSelection(selection.map { RouteSelection.Selector($0) }),
            typeOverrides: TypeOverrideSet(overrides))
        result = try Pipeline.run(specPaths: paths, options: options, templates: try TemplateSet.builtin())
    }

    /// Every generated file's text, joined.
    var code: String { result.files.map(\.contents).joined(separator: "\n") }

    /// The diagnostics as printed, with the folder's path left out.
    var diagnostics: [String] {
        result.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    /// Writes the generated files and `extra` (name → text) into a folder of their own and
    /// type-checks them as one module against RouteKit.
    func typeCheck(adding extra: [(String, String)] = [], moduleName: String = "Shop") async throws
        -> SwiftTypeChecker.Result
    {
        let output = folder.appendingPathComponent("Out-\(UUID())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var urls = try write(result.files, into: output)
        for (name, text) in extra {
            let url = output.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        return try await SwiftTypeChecker.typeCheck(urls, moduleName: moduleName)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
