import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one way the commands write what they made and report a failure to write it: the
/// folder of `generate`, the spec of `convert`, the document of `export-openapi`. A failure is
/// an error line at the path, with the system's reason, and exit status 1.
enum OutputFailure {
    /// `text` on standard output when `path` is `nil`, else in the file at `path` (``write(_:toFile:)``).
    static func emit(_ text: String, to path: String?) throws {
        guard let path else {
            print(text, terminator: "")
            return
        }
        try reported(at: path) { try write(text, toFile: path) }
    }

    /// Writes `text` to the file at `path` atomically, so a failed write leaves the old file whole.
    static func write(_ text: String, toFile path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Runs `body`; when it throws, reports the failure at `path` and exits 1.
    static func reported(at path: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            writeToStandardError("\(path): error: \(failureMessage(error))\n")
            throw ExitCode.failure
        }
    }
}
