import Foundation

/// Runs a program to its end without blocking a thread of Swift's cooperative pool.
///
/// Tests run in parallel on a pool as wide as the machine has cores (two here); a test that
/// waited for a compiler or for `routegen` with `waitUntilExit()` held one of them for seconds,
/// stalling every loopback test beside it. Here the waits happen on Dispatch's threads, the
/// output is read while the program runs (so a full pipe never blocks it), and cancelling the
/// waiting task — a suite's time limit — terminates the program.
public enum ChildProcess {
    /// How a program ended and what it printed.
    public struct Outcome: Sendable {
        /// The exit status (or the signal that ended it).
        public let status: Int32
        /// Everything written to standard output.
        public let stdout: String
        /// Everything written to standard error.
        public let stderr: String
    }

    /// The built `routegen`, in the test bundle's build folder (`swift test` builds every product).
    public static var routegenExecutable: URL { BuildFolder.url.appendingPathComponent("routegen") }

    /// Runs the built `routegen` with `arguments` in `directory`, as a user runs it there.
    public static func routegen(_ arguments: [String], in directory: String) async throws -> Outcome {
        try await run(routegenExecutable, arguments, in: URL(fileURLWithPath: directory))
    }

    /// Runs `executable` with `arguments` in `directory` (this process's own when `nil`) and
    /// returns once it has exited and both its outputs have ended.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) async throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        // Read from the start: a program that fills a pipe waits until it is read.
        async let stdout = readToEnd(output)
        async let stderr = readToEnd(errors)
        let status: Int32 = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                do {
                    try process.run()
                } catch {
                    process.terminationHandler = nil
                    // Nothing will write: end both outputs so the readers return.
                    try? output.fileHandleForWriting.close()
                    try? errors.fileHandleForWriting.close()
                    continuation.resume(throwing: error)
                }
            }
        } onCancel: {
            if process.isRunning { process.terminate() }
        }
        return Outcome(status: status, stdout: await stdout, stderr: await stderr)
    }

    /// The rest of `pipe`'s output, read off the cooperative pool (``BlockingWork``); then its read
    /// end is closed.
    ///
    /// Closed by hand because corelibs Foundation never releases a `Process` it ran, nor the
    /// pipes it holds: each run would leave this descriptor open to the end of the test process
    /// (about 360 over the suite), and near 1,350 open descriptors corelibs' own `Process.run()`
    /// can crash: it can read past the end of its listing of `/proc/self/fd`
    /// (swift-corelibs-foundation pull request 5472).
    ///
    /// Read with `read(2)`, not `FileHandle.readDataToEndOfFile()`: corelibs Foundation's reads
    /// end in a `try!`, which crashed the whole test process when a signal interrupted one
    /// (`EINTR`, seen twice on a loaded machine); here an interrupted read is read again.
    private static func readToEnd(_ pipe: Pipe) async -> String {
        await BlockingWork.run {
            let data = readToEnd(pipe.fileHandleForReading)
            try? pipe.fileHandleForReading.close()
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// Everything `handle` yields until its end, blocking the calling thread; a read a signal
    /// interrupts is read again, where `FileHandle.readDataToEndOfFile()` traps.
    public static func readToEnd(_ handle: FileHandle) -> Data {
        let descriptor = handle.fileDescriptor
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}
