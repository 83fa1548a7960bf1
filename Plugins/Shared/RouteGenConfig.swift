import Foundation
import PackagePlugin

/// A target's optional `routegen.yml`: which specs, which access level, which templates, and
/// (for the `generate-routes` command) where to write.
///
/// Plugins cannot link RouteGen's YAML reader, so this reads the small fixed subset the file
/// needs — `key: value`, `key: [a, b]` and `key:` followed by `- item` lines, `#` comments —
/// and reports anything else with its line, instead of guessing.
struct RouteGenConfig {
    /// The file names recognised as a target's config.
    static let fileNames: Set<String> = ["routegen.yml", "routegen.yaml"]

    /// Where the config was read from; relative paths in it are relative to its folder.
    let url: URL
    /// `access:` — `public`, `package` or `internal`; `nil` leaves routegen's default (`public`).
    var access: String?
    /// `templates:` — a folder of `*.mustache` files replacing built-in templates.
    var templates: URL?
    /// `specs:` — spec files or folders (their `*.yaml`/`*.yml` and OpenAPI `*.json`, not
    /// recursive); `nil` means every spec file of the target.
    var specs: [URL]?
    /// `output:` — where `generate-routes` writes; the build plugin ignores it.
    var output: URL?
    /// `models:` — opt-in model declarations: `mutable` (`var` properties), `equatable`,
    /// `hashable`; each is routegen's `--<name>-models` flag.
    var models: [String] = []

    /// The values `models:` takes.
    static let modelOptions: Set<String> = ["mutable", "equatable", "hashable"]

    /// A problem in the config, located so the build log points at the line.
    struct Problem: Error, CustomStringConvertible {
        let file: URL
        let line: Int
        let message: String

        var description: String { "\(file.path):\(line): \(message)" }

        /// Reports the problem as a plugin error diagnostic.
        func emit() {
            Diagnostics.error(description, file: file.path, line: line)
        }
    }

    /// What a plugin throws after emitting a ``Problem``, so it exits with an error.
    struct Invalid: Error, CustomStringConvertible {
        var description: String { "routegen.yml is invalid (see the error above)" }
    }

    /// Reads and checks the config at `url`.
    init(contentsOf url: URL) throws {
        self.url = url
        let folder = url.deletingLastPathComponent()
        let text = try String(contentsOf: url, encoding: .utf8)
        for entry in try Self.entries(in: text, file: url) {
            let fail = { (message: String) in Problem(file: url, line: entry.line, message: message) }
            switch entry.key {
            case "access":
                guard let value = entry.values.only, ["public", "package", "internal"].contains(value) else {
                    throw fail("access: must be public, package or internal")
                }
                access = value
            case "templates":
                guard let value = entry.values.only else { throw fail("templates: takes one folder") }
                templates = try Self.existing(value, in: folder, directory: true, fail)
            case "output":
                guard let value = entry.values.only else { throw fail("output: takes one folder") }
                output = folder.appending(path: value, directoryHint: .isDirectory).standardizedFileURL
            case "specs":
                guard !entry.values.isEmpty else { throw fail("specs: lists at least one spec file or folder") }
                specs = try entry.values.map { try Self.existing($0, in: folder, directory: nil, fail) }
            case "models":
                if let unknown = entry.values.first(where: { !Self.modelOptions.contains($0) }) {
                    throw fail("models: takes mutable, equatable and hashable, not \"\(unknown)\"")
                }
                models = entry.values
            default:
                throw fail("unknown key \"\(entry.key)\"; routegen.yml knows access, templates, specs, models and output")
            }
        }
    }

    private struct Entry {
        let key: String
        var values: [String]
        let line: Int
    }

    private static func entries(in text: String, file: URL) throws -> [Entry] {
        var entries: [Entry] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = stripComment(String(rawLine))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let fail = Problem(file: file, line: index + 1, message: "expected \"key: value\", \"key: [a, b]\" or a \"- item\" under a key")
            if trimmed.hasPrefix("- ") {
                guard line.first == " ", !entries.isEmpty else { throw fail }
                entries[entries.count - 1].values.append(unquoted(String(trimmed.dropFirst(2))))
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
            entries.append(Entry(key: key, values: values, line: index + 1))
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

    /// `path` resolved against `folder`; it must exist, and be a folder when `directory` says so.
    private static func existing(_ path: String, in folder: URL, directory: Bool?,
                                 _ fail: (String) -> Problem) throws -> URL {
        let url = folder.appending(path: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw fail("no such file or folder: \(path)")
        }
        if let directory, directory != isDirectory.boolValue {
            throw fail("\(path) is not a folder")
        }
        return url
    }
}

extension Array {
    /// The element of a one-element array.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
