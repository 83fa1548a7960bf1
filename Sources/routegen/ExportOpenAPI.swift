import ArgumentParser
import RouteGenCore

/// `routegen export-openapi`: the specs of one API as an OpenAPI 3.1 document, the inverse of
/// `convert`. The library does the work (``OpenAPIExport``); this only reads the arguments,
/// reports and writes the file, atomically and only when the specs have no error.
struct ExportOpenAPI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-openapi",
        abstract: "Write specs in RouteGen's format as an OpenAPI 3.1 document.",
        discussion: """
            For documentation tools and contract testers: converting the document back gives the same \
            Swift, except for what Docs/OpenAPIExport.md lists. Nothing is written when a spec has an \
            error (exit status 1).
            """
    )

    @Argument(
        help: "Spec files, or folders whose *.yaml, *.yml and *.json files are the specs. All of them form one API.")
    var specs: [String]

    @Option(name: .shortAndLong, help: "The document to write (standard output without it).")
    var output: String?

    @Option(help: ArgumentHelp("The document's info.version; the spec format has none.", valueName: "version"))
    var apiVersion = "1.0.0"

    @OptionGroup var warnings: WarningArguments

    func run() throws {
        let (paths, pathDiagnostics) = Pipeline.specPaths(for: specs)
        guard !pathDiagnostics.contains(where: { $0.severity == .error }) else {
            report(pathDiagnostics)
            throw ExitCode.failure
        }
        let (text, diagnostics) = OpenAPIExport.run(specPaths: paths, version: apiVersion)
        report(warnings.unacknowledged(pathDiagnostics + diagnostics))
        guard let text else { throw ExitCode.failure }
        try OutputFailure.emit(text, to: output)
    }
}
