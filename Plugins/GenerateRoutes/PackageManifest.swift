import Foundation
import PackagePlugin

/// The targets of the package as its `Package.swift` declares them, read with
/// `swift package dump-package`.
///
/// `PackagePlugin` leaves out two things `generate-routes` needs: which plugins a target
/// applies (a target that applies `RouteGenPlugin` must not get the same routes checked in), and
/// the targets SwiftPM skipped because their folder holds no Swift file — which is every target
/// before its first `generate-routes`, when its specs are all it has, excluded or not.
struct PackageManifest {
    /// A target as declared.
    struct Target: Decodable {
        let name: String
        let type: String
        let path: String?
        let pluginUsages: [[String: [String?]]]?

        /// Whether the target lists the plugin `name` (of any package) in `plugins:`.
        func applies(plugin name: String) -> Bool {
            (pluginUsages ?? []).contains { usage in usage["plugin"]?.first == name }
        }
    }

    let targets: [Target]

    /// Reads the manifest of `package`, with a scratch folder of its own in `workDirectory`:
    /// the package's `.build` is locked by the `swift package` that runs this plugin.
    init(of package: URL, workDirectory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // --disable-sandbox: on macOS this plugin already runs in a sandbox, which cannot nest.
        process.arguments = [
            "swift", "package", "--package-path", package.path,
            "--scratch-path", workDirectory.appending(path: "manifest").path,
            "--disable-sandbox", "dump-package",
        ]
        // Standard error goes to a file, so a long message cannot block the read of the JSON.
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let errorsFile = workDirectory.appending(path: "dump-package.stderr")
        try Data().write(to: errorsFile)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        try process.run()
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
            throw GenerateRoutesError(
                "swift package dump-package failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        struct Dump: Decodable { let targets: [Target] }
        targets = try JSONDecoder().decode(Dump.self, from: json).targets
    }

    /// The folder of a target SwiftPM skipped, where SwiftPM looks for it: its `path:`, else
    /// `Tests/<name>` for a test target and `Sources/<name>` (or `Source`, `src`, `srcs`) for others.
    func directory(of target: Target, in package: URL) -> URL {
        if let path = target.path {
            return package.appending(path: path, directoryHint: .isDirectory).standardizedFileURL
        }
        let roots =
            target.type == "test"
            ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
        let candidates = roots.map {
            package.appending(path: $0).appending(path: target.name, directoryHint: .isDirectory)
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }
}
