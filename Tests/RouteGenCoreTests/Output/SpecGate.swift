import Foundation

/// A spec file that is a FIFO, so a test knows when a `routegen` process has started reading its
/// specs and decides when it may go on — synchronisation by the file system, not by waiting.
///
/// `routegen` opens the spec and blocks until the test opens the other end for writing; the
/// test's open returns once the process is there. The process then blocks reading until
/// ``release()`` writes the spec's text (a small one: it must fit the FIFO's buffer) and closes
/// the FIFO.
final class SpecGate: @unchecked Sendable {
    /// The FIFO's path.
    let path: String
    private let text: String
    private let lock = NSLock()
    private var writer: Int32 = -1
    private var released = false
    private var standIn: Int32 = -1

    /// Makes `path` (replacing a file there) a FIFO that gives `text` to its reader.
    init(path: String, text: String) throws {
        self.path = path
        self.text = text
        unlink(path)
        guard mkfifo(path, 0o644) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Starts `process`, which reads the gate. Should it end without opening the gate (a broken
    /// `routegen`), its end opens the gate in its place, so the test fails on the process's
    /// status instead of blocking for ever in ``waitForReader()``. `ended` is called when the
    /// process has ended, whenever that is.
    func start(_ process: Process, ended: @escaping @Sendable () -> Void = {}) throws {
        process.terminationHandler = { [self] _ in
            lock.withLock {
                if !released { standIn = open(path, O_RDONLY | O_NONBLOCK) }
            }
            ended()
        }
        try process.run()
    }

    /// Blocks until the process has opened the gate for reading.
    func waitForReader() {
        writer = open(path, O_WRONLY)
    }

    /// Gives the process the spec's text and the end of the file.
    func release() {
        lock.withLock {
            var bytes = Array(text.utf8)
            _ = write(writer, &bytes, bytes.count)
            close(writer)
            released = true
            if standIn >= 0 { close(standIn) }
        }
    }
}
