import ArgumentParser
import RouteGenCore

/// `routegen validate`: every problem of the specs, nothing written.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs and print diagnostics; write nothing.",
        discussion: "Exit status 1 when any spec has an error."
    )

    @OptionGroup var options: SpecOptions

    func run() throws {
        let (paths, pathDiagnostics) = Pipeline.specPaths(for: options.specs)
        let (renames, renameDiagnostics) = options.renames.load()
        let inputDiagnostics = pathDiagnostics + renameDiagnostics
        let (_, diagnostics) = Pipeline.model(
            specPaths: paths,
            options: options.generationOptions(
                renames: renames, selection: options.selection.selection(), typeOverrides: options.selection.overrides()
            ))
        report(options.warnings.unacknowledged(inputDiagnostics + diagnostics))
        if (inputDiagnostics + diagnostics).contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}
