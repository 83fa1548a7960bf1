import ArgumentParser
import RouteGenCore

/// `--acknowledge <cause>`: the warning causes a team has read and accepts, so their builds
/// print only what is new. Shared by every subcommand that reports warnings.
struct WarningArguments: ParsableArguments {
    @Option(
        name: .customLong("acknowledge"),
        help: ArgumentHelp(
            "Print no warning of <cause>, the identifier a warning ends with, such as additional-properties (repeatable).",
            discussion:
                "For a fallback you know and accept; every other cause is still reported. Docs/OpenAPI.md lists the causes.",
            valueName: "cause"))
    var acknowledged: [WarningCause] = []

    /// The diagnostics to print: all but the warnings of acknowledged causes.
    func unacknowledged(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !acknowledged.isEmpty else { return diagnostics }
        let causes = Set(acknowledged)
        return diagnostics.filter { $0.cause.map { !causes.contains($0) } ?? true }
    }
}

extension WarningCause: ExpressibleByArgument {}
