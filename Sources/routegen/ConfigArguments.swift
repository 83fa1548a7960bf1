import ArgumentParser
import RouteGenCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `routegen generate --config <routegen.yml> [--config-plan <plan>]`: a target's
/// `routegen.yml`, read when routegen runs instead of when a build tool plans the command.
///
/// SwiftPM plans a plugin's commands again only when the manifest or a target's list of files
/// changes, not when a file's content does; but it reruns a command whose input changed. So the
/// build plugin hands routegen the config instead of the options it sets, and an edit to any key
/// takes effect in the next build — except the keys that decide which files the build reads and
/// writes (``RouteGenConfig/plannedKeys``), which the plugin had to read to declare them: it
/// passes what it read as `--config-plan`, and a change there fails the run at that key's line.
///
/// The config is read with the plugins' own reader (`Plugins/Shared`, symlinked here), so the
/// file means one thing to every reader.
enum ConfigArguments {
    /// `arguments` (without the program name) with the options the `--config` file sets placed
    /// right after `generate`, before those given on the command line, which so win. A problem in
    /// the file, or a plan made from an outdated one, is printed and ends the run with status 1.
    static func expand(_ arguments: [String]) throws(ExitCode) -> [String] {
        guard arguments.first == "generate", let path = value(of: "--config", in: arguments) else { return arguments }
        let config = try read(path)
        for cause in config.acknowledge where WarningCause(rawValue: cause.text) == nil {
            let hint =
                AcknowledgeCheck.nearest(to: cause.text).map { " (did you mean \"\($0)\"?)" }
                ?? ": Docs/OpenAPI.md lists the causes"
            writeToStandardError(
                "\(path):\(cause.line):\(cause.column): error: acknowledge: \"\(cause.text)\" is no warning cause\(hint)\n"
            )
            throw ExitCode.failure
        }
        if let planPath = value(of: "--config-plan", in: arguments) {
            guard let plan = FileManager.default.contents(atPath: planPath) else {
                writeToStandardError("routegen: error: cannot read --config-plan \(planPath)\n")
                throw ExitCode.failure
            }
            if let outdated = config.outdatedPlan(comparedTo: String(decoding: plan, as: UTF8.self)) {
                throw fail(outdated, in: path)
            }
        }
        return ["generate"] + config.generationArguments + arguments.dropFirst()
    }

    /// The config at `path`, as named on the command line; a problem in it is printed, located at
    /// its line, and ends the run with status 1. `generate` reads it again for `include:` and
    /// `type-overrides:`, whose problems routegen finds only once the specs are read, at the
    /// line of each item.
    static func read(_ path: String) throws(ExitCode) -> RouteGenConfig {
        do {
            return try RouteGenConfig(contentsOf: URL(fileURLWithPath: path))
        } catch let problem as RouteGenConfig.Problem {
            throw fail(problem, in: path)
        } catch {
            writeToStandardError("routegen: error: cannot read --config \(path): \(failureMessage(error))\n")
            throw ExitCode.failure
        }
    }

    /// Prints `problem`, in the config named `path` on the command line, located at its line as
    /// the other diagnostics are.
    private static func fail(_ problem: RouteGenConfig.Problem, in path: String) -> ExitCode {
        writeToStandardError("\(path):\(problem.line):1: error: \(problem.message)\n")
        return ExitCode.failure
    }

    /// The value of `option` in `arguments`, given as `option value` or `option=value`.
    private static func value(of option: String, in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == option, index + 1 < arguments.count { return arguments[index + 1] }
            if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
        }
        return nil
    }
}
