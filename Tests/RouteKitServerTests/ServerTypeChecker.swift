#if Server
import Foundation
import TestSupport

/// Type-checks Swift files against the modules this package's build produced (RouteKit,
/// RouteKitServer, Hummingbird and what they import), with the generated Taskboard files, for
/// tests whose claim is "this does not compile". The server-side counterpart of the root
/// package's `SwiftTypeChecker`.
enum ServerTypeChecker {
    /// An error `swiftc` reported: its line in the snippet and its text.
    struct Failure: Sendable, CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "\(line): \(message)" }
    }

    /// What type-checking gave: the errors in the snippet, and everything `swiftc` printed.
    struct Result: Sendable {
        let errors: [Failure]
        let output: String
    }

    /// This package's root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The test folder, whose generated files and app capability every snippet compiles with.
    static let testFolder = packageRoot.appendingPathComponent("Tests/RouteKitServerTests")

    /// Type-checks `snippet` (written to a temporary file) with the generated Taskboard files,
    /// `AppCapabilities.swift` and `extraFiles`, in Swift 6 mode, with `flags` added.
    static func typeCheck(_ snippet: String, with extraFiles: [URL] = [], flags: [String] = []) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("server-typecheck-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Snippet.swift")
        try snippet.write(to: file, atomically: true, encoding: .utf8)

        let build = BuildFolder.url
        let generated = try FileManager.default.contentsOfDirectory(
            at: testFolder.appendingPathComponent("Generated").resolvingSymlinksInPath(),
            includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        let arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Checked",
                "-I", build.appendingPathComponent("Modules").path,
                // The test target's own files it compiles with the snippet say `#if Server`.
                "-D", "Server",
            ] + flags
            + moduleMaps(build: build).flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
            + (generated + [testFolder.appendingPathComponent("AppCapabilities.swift")] + extraFiles + [file]).map(
                \.path)
        let (_, output) = try await SwiftTypeChecker.run(arguments)
        let errors = output.split(separator: "\n").compactMap { line -> Failure? in
            guard line.hasPrefix(file.path + ":"), let range = line.range(of: ": error: ") else { return nil }
            let location = line[line.index(line.startIndex, offsetBy: file.path.count + 1)..<range.lowerBound].split(
                separator: ":")
            guard let number = location.first.flatMap({ Int($0) }) else { return nil }
            return Failure(line: number, message: String(line[range.upperBound...]))
        }
        return Result(errors: errors, output: output)
    }

    /// The module maps of the C targets the build's Swift modules import, as SwiftPM passes
    /// them: generated ones in the build folder, and those of the checked-out packages.
    private static func moduleMaps(build: URL) -> [URL] {
        let manager = FileManager.default
        var maps: [URL] = []
        for name in (try? manager.contentsOfDirectory(atPath: build.path)) ?? [] where name.hasSuffix(".build") {
            let map = build.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if manager.fileExists(atPath: map.path) { maps.append(map) }
        }
        let checkouts = packageRoot.appendingPathComponent(".build/checkouts")
        if let files = manager.enumerator(at: checkouts, includingPropertiesForKeys: nil) {
            for case let url as URL in files
            where url.lastPathComponent == "module.modulemap"
                && url.deletingLastPathComponent().lastPathComponent == "include"
            {
                maps.append(url)
            }
        }
        return maps.sorted { $0.path < $1.path }
    }
}
#endif
