import Foundation

extension BinaryBody {
    /// Gathers `chunks` into a temporary file, a chunk at a time, and calls `send` with a body
    /// of that file; the file is removed when `send` returns or throws. For a body that comes
    /// from an async sequence — a pipe, a generator, a transform of another upload — without
    /// holding it in memory:
    ///
    /// ```swift
    /// try await BinaryBody.spooling(compressedChunks) { body in
    ///     try await router.perform(.uploadAttachment(id: id, body: body))
    /// }
    /// ```
    ///
    /// The sequence is read to its end before the request is sent. Why not while sending:
    /// swift-corelibs-foundation reads a request body through a synchronous `InputStream.read`
    /// on its work queue, and every session's work queue targets one process-wide serial queue,
    /// so a read that waits for the sequence's next chunk stops every URLSession transfer of the
    /// process until it returns — measured, and a deadlock as soon as the sequence itself waits
    /// for one (Docs/Uploads.md). A file also makes the body replayable: a retry or a redirect
    /// sends it whole again, as for ``file(_:)``, where a body read from a sequence could only be
    /// sent once.
    ///
    /// A sequence that throws ends the call with ``SpoolingFailure/sequenceFailed(_:)`` and no
    /// request is sent; a file that cannot be written, with
    /// ``SpoolingFailure/cannotWrite(_:)``; cancellation while reading, with
    /// ``SpoolingFailure/cancelled``. What `send` throws passes through as it is.
    @discardableResult
    public static func spooling<Chunks: AsyncSequence, T>(
        _ chunks: Chunks,
        _ send: (BinaryBody) async throws -> T
    ) async throws -> T where Chunks.Element == Data {
        let file = try await TemporaryFile.spool(chunks)
        defer { withExtendedLifetime(file) {} }
        return try await send(.file(file.url))
    }
}

extension TemporaryFile {
    /// Writes `chunks` into a new temporary file, in writes of up to ``writeSize``: how
    /// ``BinaryBody/spooling(_:_:)`` and a ``StreamedBody`` sent through a transport that cannot
    /// stream it gather a body.
    static func spool<Chunks: AsyncSequence>(_ chunks: Chunks) async throws(SpoolingFailure) -> TemporaryFile
    where Chunks.Element == Data {
        let file: TemporaryFile
        let handle: FileHandle
        do {
            file = try TemporaryFile.create()
            handle = try FileHandle(forWritingTo: file.url)
        } catch {
            throw .cannotWrite(error)
        }
        defer { try? handle.close() }
        var pending = Data()
        pending.reserveCapacity(TemporaryFile.writeSize)
        var iterator = chunks.makeAsyncIterator()
        while true {
            let chunk: Data?
            do {
                chunk = try await iterator.next()
            } catch {
                throw Task.isCancelled || error is CancellationError ? .cancelled : .sequenceFailed(error)
            }
            if Task.isCancelled { throw .cancelled }
            guard let chunk else { break }
            pending.append(chunk)
            if pending.count >= TemporaryFile.writeSize {
                try write(&pending, to: handle)
            }
        }
        try write(&pending, to: handle)
        return file
    }

    private static func write(_ pending: inout Data, to handle: FileHandle) throws(SpoolingFailure) {
        guard !pending.isEmpty else { return }
        do {
            try handle.write(contentsOf: pending)
        } catch {
            throw .cannotWrite(error)
        }
        pending.removeAll(keepingCapacity: true)
    }
}

/// Why ``BinaryBody/spooling(_:_:)`` could not gather a body; no request was sent.
public enum SpoolingFailure: Error {
    /// The sequence threw this error before its end.
    case sequenceFailed(any Error)
    /// The temporary file could not be created or written (a full disk, say).
    case cannotWrite(any Error)
    /// The calling task was cancelled while the sequence was read.
    case cancelled
}
