// FoundationEssentials where the toolchain has it: `routegen` reads this file too, and all of
// Foundation would cost it start-up time (PlatformImports.swift).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(PackagePlugin)
import PackagePlugin
#endif

/// A target's optional `routegen.yml`: every option of `routegen generate` that is about what
/// to generate, so a target that uses a plugin can set what the command line can.
///
/// Each key is the CLI option of the same name (`api-name:` is `--api-name`), except `specs:`
/// (the CLI's spec arguments), `models:` (the `--<name>-models` flags) and `output:` (the
/// `generate-routes` destination). Paths are relative to the file's folder. Docs/Configuration.md
/// lists them; ``Key`` is the list, which an unknown key is answered with.
///
/// Read by both plugins and by `routegen generate --config`: the build plugin plans its command
/// from the ``plannedKeys`` only and lets routegen read every other key when it runs, so an edit
/// to one of those takes effect in the next build (SwiftPM does not plan again when a file's
/// content changes).
struct RouteGenConfig {
    /// The file names recognised as a target's config.
    static let fileNames: Set<String> = ["routegen.yml", "routegen.yaml"]

    /// Every key, in the order of Docs/Configuration.md: read by one exhaustive `switch`, so a
    /// key listed here is read, and one read is listed.
    enum Key: String, CaseIterable {
        case access
        case apiName = "api-name"
        case openEnums = "open-enums"
        case models
        case cacheSafeRoutes = "cache-safe-routes"
        case server, examples
        case synthesizedExamples = "synthesized-examples"
        case templates, specs, output
        case namespaceFile = "namespace-file"
        case modelFiles = "model-files"
        case allowRefRoot = "allow-ref-root"
        case acknowledge, renames, include
        case typeOverrides = "type-overrides"
    }

    /// The keys that decide which files a build reads and writes: the build plugin declares those
    /// files when it plans, so a change to one of these needs a new plan. Every other key only
    /// changes what routegen writes into the declared files.
    static let plannedKeys: Set<Key> = [
        .specs, .namespaceFile, .modelFiles, .server, .templates, .renames, .allowRefRoot,
    ]

    /// Where the config was read from; relative paths in it are relative to its folder.
    let url: URL
    /// `access:` — `public`, `package` or `internal`; `nil` leaves routegen's default (`public`).
    var access: String?
    /// `api-name:` — the namespace of an OpenAPI description instead of one made from `info.title`.
    var apiName: String?
    /// `open-enums:` — every OpenAPI string enum also decodes values it does not list.
    var openEnums = false
    /// `models:` — opt-in model declarations: `mutable` (`var` properties), `equatable`,
    /// `hashable`; each is routegen's `--<name>-models` flag.
    var models: [String] = []
    /// `cache-safe-routes:` — every GET route is a `CacheableRoute` unless its spec says
    /// `cache: false`.
    var cacheSafeRoutes = false
    /// `server:` — also generate the server side, `<namespace>+Server.swift` (RouteKitServer).
    var server = false
    /// `examples:` — each route holds the example responses its spec documents (`ExampleRoute`).
    var examples = false
    /// `synthesized-examples:` — with examples, a model whose spec documents none gets one
    /// synthesized from its type.
    var synthesizedExamples = false
    /// `templates:` — a folder of `*.mustache` files replacing built-in templates.
    var templates: URL?
    /// `specs:` — spec files or folders (their `*.yaml`/`*.yml` and OpenAPI `*.json`, not
    /// recursive); `nil` means every spec file of the target.
    var specs: [URL]?
    /// `output:` — where `generate-routes` writes; the build plugin ignores it.
    var output: URL?
    /// `namespace-file:` — the name of the namespace file, which also names each spec's file
    /// after the spec; the build plugin's default is ``RouteGenBuildCommand/namespaceFileName``.
    var namespaceFile: String?
    /// `model-files:` — `spec=count` items: the models of a spec spread over `count` files.
    var modelFiles: [ModelFiles] = []
    /// `allow-ref-root:` — folders whose files an OpenAPI `$ref` may read.
    var allowRefRoots: [URL] = []
    /// `acknowledge:` — the causes passed as `--acknowledge <cause>`, one flag each, each with
    /// its line and column, where routegen reports one that is no cause.
    var acknowledge: [Value] = []
    /// `renames:` — a YAML file of new names for generated declarations (`--renames`).
    var renames: URL?
    /// `include:` — the routes to generate, by tag, route name or path (`--include`), each
    /// with its line and column, where routegen reports one that selects nothing.
    var include: [Value] = []
    /// `type-overrides:` — `schema=SwiftType` items: schemas replaced by the app's types
    /// (`--type-override`), each with its line and column.
    var typeOverrides: [TypeOverrideItem] = []
    /// The ``plannedKeys`` entries as written, one `key: values` line each, in order: what a
    /// plan was made from, compared by ``outdatedPlan(comparedTo:)``.
    private(set) var planText = ""
    /// The line of each planned key.
    private var plannedLines: [Key: Int] = [:]

    /// The values `models:` takes.
    static let modelOptions: Set<String> = ["mutable", "equatable", "hashable"]

    /// A value of a list, with the line and column it is written at.
    struct Value {
        let text: String
        let line: Int
        let column: Int

        init(text: String, at position: RouteGenConfigEntry.Position) {
            self.text = text
            line = position.line
            column = position.column
        }
    }

    /// One `type-overrides:` item: the schema, the app's type, and the item as written.
    struct TypeOverrideItem {
        let schema: String
        let swiftType: String
        let value: Value
    }

    /// One `model-files:` item, with its line, so a spec that is not one of the target's can be
    /// reported there.
    struct ModelFiles {
        let spec: URL
        let count: Int
        let line: Int
    }

    /// A problem in the config, located so the build log points at the line.
    struct Problem: Error, CustomStringConvertible {
        let file: URL
        let line: Int
        let message: String

        var description: String { "\(file.path):\(line): \(message)" }

        #if canImport(PackagePlugin)
        /// Reports the problem as a plugin error diagnostic.
        func emit() {
            Diagnostics.error(description, file: file.path, line: line)
        }
        #endif
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
        var seen: [String: Int] = [:]
        for entry in try RouteGenConfigEntry.entries(in: text, file: url) {
            let fail = { (message: String) in Problem(file: url, line: entry.line, message: message) }
            if let first = seen[entry.key] { throw fail("\(entry.key): is already set at line \(first)") }
            seen[entry.key] = entry.line
            guard let key = Key(rawValue: entry.key) else {
                let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail("unknown key \"\(entry.key)\"; routegen.yml knows \(known)")
            }
            if Self.plannedKeys.contains(key) {
                planText += "\(entry.key): \(entry.values.joined(separator: ", "))\n"
                plannedLines[key] = entry.line
            }
            switch key {
            case .access:
                guard let value = entry.values.only, ["public", "package", "internal"].contains(value) else {
                    throw fail("access: must be public, package or internal")
                }
                access = value
            case .apiName:
                guard let value = entry.values.only else { throw fail("api-name: takes one name") }
                apiName = value
            case .openEnums:
                guard let value = entry.values.only, let flag = ["true": true, "false": false][value] else {
                    throw fail("open-enums: must be true or false")
                }
                openEnums = flag
            case .models:
                if let unknown = entry.values.first(where: { !Self.modelOptions.contains($0) }) {
                    throw fail("models: takes mutable, equatable and hashable, not \"\(unknown)\"")
                }
                models = entry.values
            case .cacheSafeRoutes:
                guard let value = entry.values.only, let flag = ["true": true, "false": false][value] else {
                    throw fail("cache-safe-routes: must be true or false")
                }
                cacheSafeRoutes = flag
            case .server:
                guard let value = entry.values.only, let flag = ["true": true, "false": false][value] else {
                    throw fail("server: must be true or false")
                }
                server = flag
            case .examples:
                guard let value = entry.values.only, let flag = ["true": true, "false": false][value] else {
                    throw fail("examples: must be true or false")
                }
                examples = flag
            case .synthesizedExamples:
                guard let value = entry.values.only, let flag = ["true": true, "false": false][value] else {
                    throw fail("synthesized-examples: must be true or false")
                }
                synthesizedExamples = flag
            case .templates:
                guard let value = entry.values.only else { throw fail("templates: takes one folder") }
                templates = try Self.existing(value, in: folder, directory: true, fail)
            case .specs:
                guard !entry.values.isEmpty else { throw fail("specs: lists at least one spec file or folder") }
                specs = try entry.values.map { try Self.existing($0, in: folder, directory: nil, fail) }
            case .output:
                guard let value = entry.values.only else { throw fail("output: takes one folder") }
                output = folder.appending(path: value, directoryHint: .isDirectory).standardizedFileURL
            case .namespaceFile:
                guard let value = entry.values.only, value.hasSuffix(".swift"), !value.contains("/"),
                    !value.hasPrefix(".")
                else {
                    throw fail("namespace-file: takes a file name ending in .swift, without a folder or a leading dot")
                }
                namespaceFile = value
            case .modelFiles:
                modelFiles = try entry.values.map { item in
                    guard let equals = item.lastIndex(of: "="), let count = Int(item[item.index(after: equals)...]),
                        (1...ModelFileRule.maximumFiles).contains(count)
                    else {
                        throw fail(
                            "model-files: takes spec=count items with a count from 1 to \(ModelFileRule.maximumFiles), not \"\(item)\""
                        )
                    }
                    let spec = try Self.existing(String(item[..<equals]), in: folder, directory: false, fail)
                    return ModelFiles(spec: spec, count: count, line: entry.line)
                }
            case .allowRefRoot:
                guard !entry.values.isEmpty else { throw fail("allow-ref-root: lists at least one folder") }
                allowRefRoots = try entry.values.map { try Self.existing($0, in: folder, directory: true, fail) }
            case .acknowledge:
                guard !entry.values.isEmpty else { throw fail("acknowledge: lists at least one cause") }
                acknowledge = zip(entry.values, entry.valuePositions).map { Value(text: $0, at: $1) }
            case .renames:
                guard let value = entry.values.only else { throw fail("renames: takes one file") }
                renames = try Self.existing(value, in: folder, directory: false, fail)
            case .include:
                guard !entry.values.isEmpty else { throw fail("include: lists at least one tag, route name or path") }
                include = zip(entry.values, entry.valuePositions).map { Value(text: $0, at: $1) }
            case .typeOverrides:
                guard !entry.values.isEmpty else {
                    throw fail("type-overrides: lists at least one schema=SwiftType item")
                }
                typeOverrides = try zip(entry.values, entry.valuePositions).map { item, position in
                    // At the last "=", as routegen's --type-override splits it.
                    guard let equals = item.lastIndex(of: "="), equals != item.startIndex,
                        item.index(after: equals) != item.endIndex
                    else {
                        throw Problem(
                            file: url, line: position.line,
                            message:
                                "type-overrides: takes schema=SwiftType items, like Money=MyApp.Money, not \"\(item)\"")
                    }
                    return TypeOverrideItem(
                        schema: String(item[..<equals]), swiftType: String(item[item.index(after: equals)...]),
                        value: Value(text: item, at: position))
                }
            }
        }
    }

    /// The `routegen generate` options this config sets, except the spec arguments, `output:`,
    /// `namespace-file:` and `model-files:`, which each plugin combines with its own choices, and
    /// `include:` and `type-overrides:`, which `routegen generate --config` reads from the file
    /// itself to report a problem at its line.
    var generationArguments: [String] {
        var arguments: [String] = []
        if let access { arguments += ["--access", access] }
        if let apiName { arguments += ["--api-name", apiName] }
        if openEnums { arguments.append("--open-enums") }
        arguments += models.map { "--\($0)-models" }
        if cacheSafeRoutes { arguments.append("--cache-safe-routes") }
        if server { arguments.append("--server") }
        if examples { arguments.append("--examples") }
        if synthesizedExamples { arguments.append("--synthesized-examples") }
        if let templates { arguments += ["--templates", templates.path] }
        arguments += allowRefRoots.flatMap { ["--allow-ref-root", $0.path] }
        arguments += acknowledge.flatMap { ["--acknowledge", $0.text] }
        if let renames { arguments += ["--renames", renames.path] }
        return arguments
    }

    /// A problem at the first planned key that differs from `planned`, the ``planText`` a plan was
    /// made from, or `nil` while they agree.
    func outdatedPlan(comparedTo planned: String) -> Problem? {
        guard planned != planText else { return nil }
        let before = Self.plannedValues(planned), now = Self.plannedValues(planText)
        let key = Key.allCases.first { Self.plannedKeys.contains($0) && before[$0.rawValue] != now[$0.rawValue] }
        return Problem(
            file: url, line: key.flatMap { plannedLines[$0] } ?? 1,
            message:
                "\(key?.rawValue ?? "routegen.yml"): changed since the build was planned; it decides which files the build reads or writes, "
                + "which SwiftPM plans again only when Package.swift or the target's list of files changes: touch Package.swift, then build"
        )
    }

    /// The values of each key of a ``planText``.
    private static func plannedValues(_ text: String) -> [String: Substring] {
        var values: [String: Substring] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            values[String(line[..<colon])] = line[colon...]
        }
        return values
    }

    /// `path` resolved against `folder`; it must exist, and be a folder when `directory` says so.
    private static func existing(
        _ path: String, in folder: URL, directory: Bool?,
        _ fail: (String) -> Problem
    ) throws -> URL {
        let url = folder.appending(path: path).standardizedFileURL
        // Through links, as the file will be read.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        else {
            throw fail("no such file or folder: \(path)")
        }
        let isDirectory = attributes[.type] as? FileAttributeType == .typeDirectory
        if let directory, directory != isDirectory {
            throw fail(directory ? "\(path) is not a folder" : "\(path) is a folder, not a spec file")
        }
        return url
    }
}

extension Array {
    /// The element of a one-element array.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
