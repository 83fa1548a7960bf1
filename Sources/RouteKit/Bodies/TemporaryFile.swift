import Foundation

/// A downloaded body in a temporary file, owned by whoever holds this value: the file is
/// removed when the last holder lets go, unless it was taken (moved into place, or handed on).
///
/// A download's file can be dropped in many places — a retry's discarded attempt, a redirect's
/// body, a failure status whose body was read, a cancelled call — and each must leave no file
/// behind; tying the file's life to a value makes that hold without a cleanup at every step.
final class TemporaryFile: Sendable {
    /// Where the file is.
    let url: URL
    private let taken = Locked(false)

    /// Owns the file at `url`.
    init(_ url: URL) {
        self.url = url
    }

    deinit {
        if !taken.withLock({ $0 }) { try? FileManager.default.removeItem(at: url) }
    }

    /// Gives up ownership: the file stays, and is the caller's to remove.
    func take() -> URL {
        taken.withLock { $0 = true }
        return url
    }

    /// A new, empty file in the temporary folder.
    static func create() throws -> TemporaryFile {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("routekit-\(UUID().uuidString).download")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        return TemporaryFile(url)
    }

    /// How many bytes of chunks are gathered before one write: the network hands over 16 KiB
    /// at a time, and fewer, larger writes keep the writer ahead of it (Docs/Streaming.md).
    static let writeSize = 1 << 20

    /// A new temporary file holding every chunk of `body`, written as they arrive.
    static func write(_ body: ResponseBody) async throws -> TemporaryFile {
        let file = try create()
        let handle = try FileHandle(forWritingTo: file.url)
        defer { try? handle.close() }
        var pending = Data()
        pending.reserveCapacity(writeSize)
        for try await chunk in body {
            pending.append(chunk)
            if pending.count >= writeSize {
                try handle.write(contentsOf: pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
        try Task.checkCancellation()
        if !pending.isEmpty { try handle.write(contentsOf: pending) }
        return file
    }

    /// The file's first bytes, up to `limit`: an error body to decode.
    func prefix(_ limit: Int) -> Data {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: limit)) ?? Data()
    }
}
