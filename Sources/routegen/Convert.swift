import ArgumentParser
import RouteGenCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `routegen convert`: an OpenAPI document as a spec in RouteGen's format (or several, for a
/// document exported from several).
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write an OpenAPI document as a spec in RouteGen's own format.",
        discussion: """
            The migration path from OpenAPI: generating from the written spec gives the same Swift as \
            generating from the document. What the format cannot express is reported as a warning, as \
            generate reports it. Exit status 1 when the document cannot be used.
            """
    )

    @Argument(help: "The OpenAPI 3.0, 3.1 or 3.2 document, or Swagger 2.0 one (YAML or JSON).")
    var document: String

    @Option(
        name: .shortAndLong,
        help:
            "The spec file to write (standard output without it); a folder for a document whose x-routegen-files lists several spec files (an export-openapi of several)."
    )
    var output: String?

    @OptionGroup var openAPI: OpenAPIArguments

    @OptionGroup var renames: RenameArguments

    @OptionGroup var warnings: WarningArguments

    func run() throws {
        let (root, yamlDiagnostics) = YAMLLoader.load(contentsOf: document, displayPath: document)
        guard let root, !yamlDiagnostics.contains(where: { $0.severity == .error }) else {
            report(
                yamlDiagnostics.isEmpty
                    ? [.error("the file is empty", at: SourceLocation(file: document, line: 1, column: 1))]
                    : yamlDiagnostics)
            throw ExitCode.failure
        }
        guard OpenAPITranslator.isOpenAPIDocument(root) else {
            report([.error("not an OpenAPI document: it has no \"openapi\" key", at: root.location)])
            throw ExitCode.failure
        }
        var options = openAPI.options
        options.readsSwiftTypes = false
        let translation = OpenAPITranslator.translate(root, path: document, options: options)
        let (renameSet, renameDiagnostics) = renames.load()
        var specs = translation.files.count > 1 ? translation.files : [translation.spec]
        let renamed = renameSet?.apply(to: &specs) ?? []
        let diagnostics = yamlDiagnostics + translation.diagnostics + renameDiagnostics + renamed
        report(warnings.unacknowledged(diagnostics))
        guard !diagnostics.contains(where: { $0.severity == .error }), let spec = specs.first else {
            throw ExitCode.failure
        }
        if specs.count > 1 {
            try writeFiles(specs)
            return
        }
        // Generating from the document splits it by the size of its description (the document
        // and the files it read), and the written spec must be split the same.
        let bytes = ([document] + translation.referencedFiles).reduce(0) { $0 + fileSize($1) }
        let text = SpecWriter.converted(
            SpecCompactor.compact(spec), from: document,
            modelFiles: ModelFileRule.automaticCount(descriptionBytes: bytes))
        try OutputFailure.emit(text, to: output)
    }

    /// The size of the file at `path`, 0 when it cannot be read.
    private func fileSize(_ path: String) -> Int {
        FileManager.default.contents(atPath: path)?.count ?? 0
    }

    /// Writes the spec files an exported document stands for (its `x-routegen-files`) into the
    /// `--output` folder, each under its listed name, so generating from the folder writes the
    /// files generating from the exported specs wrote. Repeated parameters stay in their routes:
    /// shared parameters are the API's, and each file is compacted alone.
    private func writeFiles(_ specs: [SpecFile]) throws {
        guard let output else {
            writeToStandardError(
                "\(document): error: the document stands for \(specs.count) spec files (x-routegen-files): give --output <folder>\n"
            )
            throw ExitCode.failure
        }
        let folder = document.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let prefix = folder.isEmpty && !document.hasPrefix("/") ? "" : folder + "/"
        try OutputFailure.reported(at: output) {
            for spec in specs {
                let name = spec.path.hasPrefix(prefix) ? String(spec.path.dropFirst(prefix.count)) : spec.path
                let url = URL(fileURLWithPath: output).appendingPathComponent(name)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Generating from the document does not split the files it stands for.
                let text = SpecWriter.converted(
                    SpecCompactor.compact(spec, sharesParameters: false), from: document, modelFiles: 1)
                try OutputFailure.write(text, toFile: url.path)
            }
        }
    }
}
