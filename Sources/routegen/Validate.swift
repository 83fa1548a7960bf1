import ArgumentParser
import RouteGenCore

/// `routegen validate`: every problem of the specs, nothing written.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs and print diagnostics; write nothing.",
        discussion: "Exit status 1 when any spec has an error."
    )

    @OptionGroup var options: SpecOptions

    @OptionGroup var openAPI: OpenAPIArguments

    @OptionGroup var renames: RenameArguments

    @OptionGroup var selection: SelectionArguments

    @OptionGroup var warnings: WarningArguments

    func run() throws {
        let (paths, pathDiagnostics) = Pipeline.specPaths(for: options.specs)
        let (renames, renameDiagnostics) = self.renames.load()
        let inputDiagnostics = pathDiagnostics + renameDiagnostics
        let (_, diagnostics) = Pipeline.model(
            specPaths: paths,
            options: options.generationOptions(
                openAPI: openAPI, renames: renames, selection: selection.selection(),
                typeOverrides: selection.overrides()
            ))
        report(warnings.unacknowledged(inputDiagnostics + diagnostics))
        if (inputDiagnostics + diagnostics).contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}
