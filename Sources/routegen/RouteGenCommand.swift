import ArgumentParser
import RouteGenCore

/// `routegen`: typed Swift routes from YAML specs.
@main
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Generate typed Swift routes for RouteKit from YAML API specs or OpenAPI documents.",
        version: RouteGenVersion.current,
        subcommands: [Generate.self, Validate.self, Convert.self, ExportOpenAPI.self]
    )

    /// Runs the command the arguments name, after ``CommandTypo`` has checked that they name one
    /// and ``AcknowledgeCheck`` that no `--acknowledge` misspells a cause, with the options of
    /// `generate --config` in them (``ConfigArguments``).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let typo = CommandTypo.problem(in: arguments, commands: configuration.subcommands.map { $0._commandName }) {
            writeToStandardError(
                """
                Error: \(typo)
                Usage: \(usageString())
                  See 'routegen --help' for more information.

                """)
            exit(withError: ExitCode.validationFailure)
        }
        if let problem = AcknowledgeCheck.problem(in: arguments) {
            writeToStandardError("Error: \(problem)\n")
            exit(withError: ExitCode.validationFailure)
        }
        do {
            main(try ConfigArguments.expand(arguments))
        } catch {
            exit(withError: error)
        }
    }
}
