import Foundation

@testable import routegen

/// What ArgumentParser knows of a command: the part of its tool info (`ToolInfoV0`, the JSON of
/// `routegen --experimental-dump-help`) that says which names a command answers to. It is read
/// from the command types in process, through `_dumpHelp()`, because that is the metadata the
/// parser itself uses, hidden options included, with no help text to scrape and no process to
/// spawn; ArgumentParserToolInfo, which declares the whole format, is not a product of
/// swift-argument-parser, so the few fields read are declared here.
struct CommandInfo: Decodable {
    var commandName: String
    var subcommands: [CommandInfo]?
    var arguments: [ArgumentInfo]?

    /// An argument, option or flag of a command.
    struct ArgumentInfo: Decodable {
        /// `positional`, `option` or `flag`.
        var kind: String
        var names: [Name]?

        /// One spelling: `long` (`--output`), `short` (`-o`) or `longWithSingleDash` (`-help`).
        struct Name: Decodable {
            var kind: String
            var name: String
        }
    }

    /// `routegen` and its subcommands, as ArgumentParser parses them (with its own `help`).
    static func routegen() throws -> CommandInfo {
        struct ToolInfo: Decodable { var command: CommandInfo }
        return try JSONDecoder().decode(ToolInfo.self, from: Data(RouteGenCommand._dumpHelp().utf8)).command
    }

    /// Every spelling of the command's options and flags (`--output`, `-o`), less the help flag
    /// ArgumentParser gives every command, which Docs/CommandLine.md mentions once for all.
    var optionSpellings: Set<String> {
        let names = (arguments ?? []).filter { $0.kind != "positional" }.flatMap { $0.names ?? [] }
        return Set(names.map { $0.kind == "long" ? "--" + $0.name : "-" + $0.name })
            .subtracting(["-h", "--help", "-help"])
    }

    /// ``optionSpellings`` of a subcommand, less `--version`: ArgumentParser lets every command
    /// of a tool with a version print it, and the reference documents it once, as `routegen --version`.
    var subcommandOptionSpellings: Set<String> {
        optionSpellings.subtracting(["--version"])
    }
}
