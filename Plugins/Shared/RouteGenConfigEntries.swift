// FoundationEssentials where the toolchain has it: `routegen` reads this file too, and all of
// Foundation would cost it start-up time (PlatformImports.swift).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The lines of a `routegen.yml`, read as the small fixed subset of YAML the file needs:
/// `key: value`, `key: [a, b]` and `key:` followed by `- item` lines, `#` comments.
///
/// Plugins cannot link RouteGen's YAML reader; anything outside this subset is reported at its
/// line instead of being guessed at. A line ends at any line break (`Character.isNewline`), so a
/// file saved with carriage returns and line feeds, or carriage returns alone, reads as written
/// (it read as one line); a byte order mark before the first key is no part of it.
struct RouteGenConfigEntry {
    /// Where a value is written: its 1-based line and column (in Unicode scalars, as libyaml
    /// counts them), so routegen can report a problem with it there.
    struct Position: Equatable {
        let line: Int
        let column: Int
    }

    let key: String
    var values: [String]
    let line: Int
    /// The place of each of ``values``: on the key's line, or on the item's own for `- item` lines.
    var valuePositions: [Position]

    /// The entries of `text`, the content of `file`, in order.
    static func entries(in text: String, file: URL) throws -> [RouteGenConfigEntry] {
        var entries: [RouteGenConfigEntry] = []
        // "\r\n" is one Character, which `isNewline` holds for as for "\n" and "\r".
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, rawLine) in lines.enumerated() {
            let rawLine = index == 0 && rawLine.first == "\u{FEFF}" ? rawLine.dropFirst() : rawLine
            let line = stripComment(String(rawLine))
            let trimmed = trimmingSpaces(line[...])
            if trimmed.isEmpty { continue }
            let position = { (value: Substring) in
                Position(
                    line: index + 1,
                    column: line.unicodeScalars.distance(from: line.startIndex, to: value.startIndex) + 1)
            }
            let fail = RouteGenConfig.Problem(
                file: file, line: index + 1,
                message: "expected \"key: value\", \"key: [a, b]\" or a \"- item\" under a key")
            if trimmed.hasPrefix("- ") {
                guard line.first == " ", !entries.isEmpty else { throw fail }
                let item = trimmingSpaces(trimmed.dropFirst(2))
                entries[entries.count - 1].values.append(unquoted(String(item)))
                entries[entries.count - 1].valuePositions.append(position(item))
                continue
            }
            guard line.first != " ", let colon = trimmed.firstIndex(of: ":") else { throw fail }
            let key = String(trimmed[..<colon])
            let value = trimmingSpaces(trimmed[trimmed.index(after: colon)...])
            var values: [Substring] = []
            if value.hasPrefix("[") {
                guard value.hasSuffix("]") else { throw fail }
                values = value.dropFirst().dropLast().split(separator: ",").map(trimmingSpaces).filter { !$0.isEmpty }
            } else if !value.isEmpty {
                values = [value]
            }
            entries.append(
                RouteGenConfigEntry(
                    key: key, values: values.map { unquoted(String($0)) }, line: index + 1,
                    valuePositions: values.map(position)))
        }
        return entries
    }

    /// Drops a `#` comment: one at the start of the line or after a space.
    private static func stripComment(_ line: String) -> String {
        if line.hasPrefix("#") { return "" }
        guard let range = line.range(of: " #") else { return line }
        return String(line[..<range.lowerBound])
    }

    /// `text` without leading and trailing spaces and tabs, as a slice of the same line, so
    /// the positions of its values can be counted.
    private static func trimmingSpaces(_ text: Substring) -> Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return text[text.endIndex...] }
        return text[first...last]
    }

    private static func unquoted(_ value: String) -> String {
        for quote in ["\"", "'"] where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
            return String(value.dropFirst().dropLast())
        }
        return value
    }
}
