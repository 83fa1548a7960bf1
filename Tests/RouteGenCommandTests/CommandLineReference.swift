import Foundation

/// Docs/CommandLine.md as the tests read it: its synopsis, one `routegen <command> …` line (and
/// the indented lines under it) per command, and its table, whose first column names each option.
struct CommandLineReference {
    /// The options each synopsis line names, by command; `routegen`'s own under `""`.
    var synopsis: [String: Set<String>] = [:]
    /// The options the table's first column names.
    var table: Set<String> = []

    static let path = "Docs/CommandLine.md"

    static func read() throws -> CommandLineReference {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return CommandLineReference(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    /// Reads the first fenced block without a language as the synopsis, and every table row's first cell.
    init(_ text: String) {
        var fence: String?
        var synopsisRead = false
        var command: String?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if fence == "```" { synopsisRead = true }
                fence = fence == nil ? line : nil
            } else if fence == "```" && !synopsisRead {
                if line.hasPrefix("routegen ") {
                    let word = line.dropFirst("routegen ".count).prefix { $0 != " " }
                    command = word.hasPrefix("-") ? "" : String(word)
                }
                if let command { synopsis[command, default: []].formUnion(Self.spellings(in: line[...])) }
            } else if fence == nil, line.hasPrefix("| `"), let end = line.dropFirst().range(of: " | ") {
                table.formUnion(Self.spellings(in: line[..<end.lowerBound]))
            }
        }
    }

    /// The words of `text` that spell an option: `-o`, `--output` (not `x-routegen-files` or `-1`).
    static func spellings(in text: Substring) -> Set<String> {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "-") }
        return Set(
            words.filter { word in
                let name = word.drop { $0 == "-" }
                return word.count - name.count <= 2 && name.count < word.count
                    && name.first.map { $0.isLetter && $0.isLowercase } == true
            }.map(String.init))
    }
}
