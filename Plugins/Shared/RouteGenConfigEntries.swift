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
/// line instead of being guessed at.
struct RouteGenConfigEntry {
    let key: String
    var values: [String]
    let line: Int
    /// The line of each of ``values``: the key's, or the item's own for `- item` lines.
    var valueLines: [Int]

    /// The entries of `text`, the content of `file`, in order.
    static func entries(in text: String, file: URL) throws -> [RouteGenConfigEntry] {
        var entries: [RouteGenConfigEntry] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = stripComment(String(rawLine))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let fail = RouteGenConfig.Problem(
                file: file, line: index + 1,
                message: "expected \"key: value\", \"key: [a, b]\" or a \"- item\" under a key")
            if trimmed.hasPrefix("- ") {
                guard line.first == " ", !entries.isEmpty else { throw fail }
                entries[entries.count - 1].values.append(unquoted(String(trimmed.dropFirst(2))))
                entries[entries.count - 1].valueLines.append(index + 1)
                continue
            }
            guard line.first != " ", let colon = trimmed.firstIndex(of: ":") else { throw fail }
            let key = String(trimmed[..<colon])
            let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            var values: [String] = []
            if value.hasPrefix("[") {
                guard value.hasSuffix("]") else { throw fail }
                values = value.dropFirst().dropLast().split(separator: ",")
                    .map { unquoted($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
            } else if !value.isEmpty {
                values = [unquoted(value)]
            }
            entries.append(
                RouteGenConfigEntry(
                    key: key, values: values, line: index + 1, valueLines: values.map { _ in index + 1 }))
        }
        return entries
    }

    /// Drops a `#` comment: one at the start of the line or after a space.
    private static func stripComment(_ line: String) -> String {
        if line.hasPrefix("#") { return "" }
        guard let range = line.range(of: " #") else { return line }
        return String(line[..<range.lowerBound])
    }

    private static func unquoted(_ value: String) -> String {
        for quote in ["\"", "'"] where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
            return String(value.dropFirst().dropLast())
        }
        return value
    }
}
