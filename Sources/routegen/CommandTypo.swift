import ArgumentParser
import RouteGenCore

/// A first argument that names no command — `routegen generat Specs --output X`, or
/// `routegen help generat` — reported as a mistyped command, with the nearest one.
///
/// Checked before ArgumentParser reads the arguments: `routegen` itself takes no arguments, so
/// it would report whatever it meets first (`Unknown option '--output'`, `2 unexpected
/// arguments`), never the command that was meant.
enum CommandTypo {
    /// The error for `arguments` (without the program's name), or `nil` when they start with
    /// an option or a command.
    static func problem(in arguments: [String], commands: [String]) -> String? {
        var positional = arguments.prefix { !$0.hasPrefix("-") }
        if positional.first == "help" { positional = positional.dropFirst() }
        guard let word = positional.first, !commands.contains(word) else { return nil }
        if let meant = Suggestion.closest(to: word, among: commands) {
            return "Unknown command '\(word)'. Did you mean '\(meant)'?"
        }
        return "Unknown command '\(word)'. The commands are " + commands.map { "'\($0)'" }.joined(separator: ", ") + "."
    }
}
