import Foundation

/// Type-checks Swift files against RouteKit with the `swiftc` that runs the tests — for tests
/// whose claim is "this compiles" or "this does not compile", like generated code from hostile
/// specs or misuse of the auth scopes.
public enum SwiftTypeChecker {
    /// One diagnostic `swiftc` reported.
    public struct Message: Sendable, CustomStringConvertible {
        /// The file it is in.
        public let file: String
        /// Its 1-based line.
        public let line: Int
        /// `error` or `warning`.
        public let severity: String
        /// The text after `error: `/`warning: `.
        public let text: String

        public var description: String { "\(file):\(line): \(severity): \(text)" }
    }

    /// What type-checking gave.
    public struct Result: Sendable {
        /// Errors and warnings, in output order.
        public let messages: [Message]
        /// Everything `swiftc` printed.
        public let output: String

        /// The errors.
        public var errors: [Message] { messages.filter { $0.severity == "error" } }
        /// The warnings.
        public var warnings: [Message] { messages.filter { $0.severity == "warning" } }
    }

    /// The package root, found from this file's path.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Type-checks `files` as one module in Swift 6 mode, with RouteKit importable: the module
    /// this test bundle's build made (``BuildFolder/modules``), where a copy built from RouteKit's
    /// sources for each test run cost 20 s of a core.
    public static func typeCheck(_ files: [URL], moduleName: String = "Checked") async throws -> Result {
        let (_, output) = try await run(
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-module-name", moduleName,
                "-I", BuildFolder.modules.path,
            ] + files.map(\.path))
        let messages = output.split(separator: "\n").compactMap { line -> Message? in
            for severity in ["error", "warning"] {
                guard let range = line.range(of: ": \(severity): ") else { continue }
                let location = line[..<range.lowerBound].split(separator: ":")
                guard location.count >= 3, let number = Int(location[location.count - 2]) else { continue }
                return Message(
                    file: location.dropLast(2).joined(separator: ":"), line: number, severity: severity,
                    text: String(line[range.upperBound...]))
            }
            return nil
        }
        return Result(messages: messages, output: output)
    }

    /// The `.swift` files of `folder`, sorted.
    public static func swiftFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// The `.swift` files in `folder` and the folders inside it, sorted by path: a module's
    /// sources, which SwiftPM reads from every folder of its target.
    public static func swiftFiles(under folder: URL) throws -> [URL] {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (found?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// The client files of a golden set: its `.swift` files but the server's (`+Server.swift`,
    /// which needs RouteKitServer and is compiled by RouteKitServerTests), sorted.
    public static func clientFiles(in folder: URL) throws -> [URL] {
        try swiftFiles(in: folder).filter { !$0.lastPathComponent.hasSuffix("+Server.swift") }
    }

    /// Runs a command found on `PATH` and returns its exit status and its output: standard
    /// output, then standard error.
    public static func run(_ arguments: [String]) async throws -> (Int32, String) {
        let outcome = try await CompilerSlots.shared.run {
            try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        }
        return (outcome.status, outcome.stdout + outcome.stderr)
    }
}
