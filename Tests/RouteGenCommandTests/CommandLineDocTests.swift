import Testing

/// Docs/CommandLine.md is the reference of `routegen`'s command line, as Docs/Configuration.md is
/// of `routegen.yml` (`ConfigOptionTests`): every option each command accepts is in its synopsis
/// line and in the table, and nothing is documented that no command accepts. An option added to
/// a command fails here until the reference names it; one removed, until it stops naming it.
@Suite struct CommandLineDocTests {
    @Test func theSynopsisNamesEveryCommandAndNoOther() throws {
        let routegen = try CommandInfo.routegen()
        let reference = try CommandLineReference.read()
        let commands = Set((routegen.subcommands ?? []).map(\.commandName)).subtracting(["help"])
        #expect(commands.contains("generate"), "the commands were not read: \(commands)")
        #expect(
            Set(reference.synopsis.keys) == commands.union([""]),
            "\(CommandLineReference.path)'s synopsis names \(reference.synopsis.keys.sorted()), routegen has \(commands.sorted())"
        )
    }

    @Test func eachSynopsisLineNamesExactlyTheLongOptionsOfItsCommand() throws {
        let routegen = try CommandInfo.routegen()
        let reference = try CommandLineReference.read()
        for command in [routegen] + (routegen.subcommands ?? []) where command.commandName != "help" {
            let name = command.commandName == routegen.commandName ? "" : command.commandName
            // The synopsis spells each option long; the table gives the short spellings too.
            let documented = (reference.synopsis[name] ?? []).filter { $0.hasPrefix("--") }
            let spellings = name.isEmpty ? command.optionSpellings : command.subcommandOptionSpellings
            let accepted = spellings.filter { $0.hasPrefix("--") }
            #expect(
                documented == accepted,
                """
                \(CommandLineReference.path): the synopsis of routegen \(name) lacks \
                \(accepted.subtracting(documented).sorted()) and names \(documented.subtracting(accepted).sorted()), \
                which it does not take
                """)
        }
    }

    @Test func theTableExplainsEveryOptionOfEveryCommandAndNoOther() throws {
        let routegen = try CommandInfo.routegen()
        let reference = try CommandLineReference.read()
        let commands = (routegen.subcommands ?? []).filter { $0.commandName != "help" }
        let accepted = commands.reduce(into: Set<String>()) { $0.formUnion($1.subcommandOptionSpellings) }
        #expect(accepted.contains("--renames") && accepted.contains("-o"), "the options were not read: \(accepted)")
        #expect(
            reference.table == accepted,
            """
            \(CommandLineReference.path)'s table lacks \(accepted.subtracting(reference.table).sorted()) and names \
            \(reference.table.subtracting(accepted).sorted()), which no command takes
            """)
    }

    @Test func aReferenceThatDriftsReadsDifferently() {
        let text = """
            ```
            routegen generate <specs> ... (--output <folder> | --print-context) [--model-files <spec>=<count>]...
                              [--renames <file>]
            routegen --version
            ```

            | option | meaning |
            |---|---|
            | `-o`, `--output <folder>` | Where (`x-routegen-files`, `--check`, -1). |
            | `--access public\\|package` | Access. |
            """
        let reference = CommandLineReference(text)
        #expect(reference.synopsis["generate"] == ["--output", "--print-context", "--model-files", "--renames"])
        #expect(reference.synopsis[""] == ["--version"])
        #expect(reference.table == ["-o", "--output", "--access"])
    }
}
