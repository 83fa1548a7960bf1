import ArgumentParser
import RouteGenCore

/// `routegen export-openapi`: the specs of one API as an OpenAPI 3.1 or 3.2 document, the inverse of
/// `convert`. The library does the work (``OpenAPIExport``); this only reads the arguments,
/// reports and writes the file, atomically and only when the specs have no error.
struct ExportOpenAPI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-openapi",
        abstract: "Write specs in RouteGen's format as an OpenAPI 3.1 (or 3.2) document.",
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

    @Option(
        help: ArgumentHelp(
            "The OpenAPI version to write: 3.1 (every current tool reads it) or 3.2 (says what 3.1 cannot, such as a union's default variant).",
            valueName: "3.1|3.2"))
    var openapiVersion: OpenAPIVersion = .v3_1

    @OptionGroup var warnings: WarningArguments

    func run() throws {
        let (paths, pathDiagnostics) = Pipeline.specPaths(for: specs)
        guard !pathDiagnostics.contains(where: { $0.severity == .error }) else {
            report(pathDiagnostics)
            throw ExitCode.failure
        }
        let (text, diagnostics) = OpenAPIExport.run(
            specPaths: paths, version: apiVersion, openAPIVersion: openapiVersion)
        report(warnings.unacknowledged(pathDiagnostics + diagnostics))
        guard let text else { throw ExitCode.failure }
        try OutputFailure.emit(text, to: output)
    }
}

extension OpenAPIVersion: ExpressibleByArgument {}
