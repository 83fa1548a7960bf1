import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request body produced while it is sent — a pipe, a generator, a transform of another
/// stream — read once, never held whole: `.uploadAttachment(id: id, body: .stream(chunks))`.
///
/// How it travels depends on the transport. One that streams request bodies
/// (``Transport/streamsRequestBodies``, such as the AsyncHTTPClient transport of
/// RouteKitAsyncHTTPClient) sends each chunk as the sequence yields it, with backpressure;
/// it can send the body once, so a retry does not replay it and a `307`/`308` redirect fails
/// with ``StreamedBodyFailure/alreadySent``. Any other transport — URLSession's, whose Linux
/// implementation reads request bodies on one process-wide queue (Docs/Uploads.md) — gets the
/// body gathered into a temporary file first, which retries and redirects then send whole again;
/// the file is removed with the last copy of this value.
///
/// Two bodies are equal when they are copies of the same value: a sequence has no other
/// identity.
public struct StreamedBody: AsyncSequence, Sendable, Hashable {
    public typealias Element = Data

    /// The body's length in bytes when known in advance, sent as `Content-Length`; `nil` sends
    /// the body in chunks (`Transfer-Encoding: chunked`).
    public let length: Int64?

    private let source: Source

    /// A body of the chunks of `chunks`; `length`, when given, must be their total size.
    public init<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks, length: Int64? = nil) where Chunks.Element == Data {
        self.length = length
        source = Source(ResponseBody(chunks))
    }

    /// The streamed body `request` carries, for a transport that streams request bodies: it
    /// reads this instead of `httpBodyStream`, which RouteKit sets to a stream that cannot be
    /// read synchronously. `nil` when the request's body is not a streamed one.
    public static func carried(by request: URLRequest) -> StreamedBody? {
        (request.httpBodyStream as? Carrier)?.body
    }

    /// The chunks, from the first; a body already read, or gathered into a file, throws
    /// ``StreamedBodyFailure/alreadySent`` instead.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(source: source)
    }

    /// Reads the chunks of a ``StreamedBody``; the first `next()` claims the body.
    public struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate let source: Source
        fileprivate var chunks: ResponseBody.AsyncIterator?

        /// The next chunk, `nil` after the last; the first call claims the body, and throws
        /// ``StreamedBodyFailure/alreadySent`` when it was claimed before.
        public mutating func next() async throws -> Data? {
            if chunks == nil { chunks = try source.claim().makeAsyncIterator() }
            return try await chunks?.next()
        }
    }

    /// Whether both are copies of the same body.
    public static func == (lhs: StreamedBody, rhs: StreamedBody) -> Bool {
        lhs.source === rhs.source
    }

    /// Hashes the body's identity, the one `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(source))
    }

    /// Whether a request carrying this body can be sent again: not once its chunks were sent as
    /// they came; always once they were gathered into a file.
    var canBeSentAgain: Bool { source.canBeSentAgain }

    /// The file the chunks were gathered into, writing it on the first call; later calls, a
    /// retry's or a redirect's, return the same file.
    func spooledFile() async throws -> URL {
        try await source.spooledFile()
    }

    /// The stream RouteKit sets as `httpBodyStream` for this body.
    var carrier: InputStream { Carrier(self) }

    /// Who reads the chunks: nobody yet, the transport as they come, or the spooler.
    final class Source: Sendable {
        /// The sequence, type-erased by ``ResponseBody``, which already wraps any sequence of
        /// `Data` chunks.
        private let chunks: ResponseBody
        /// Whether the chunks have been handed out, and the spooling task once there is one.
        private let state = Locked<(claimed: Bool, spooling: Task<TemporaryFile, any Error>?)>((false, nil))

        init(_ chunks: ResponseBody) {
            self.chunks = chunks
        }

        func claim() throws(StreamedBodyFailure) -> ResponseBody {
            let first = state.withLock { state in
                defer { state.claimed = true }
                return !state.claimed
            }
            guard first else { throw .alreadySent }
            return chunks
        }

        var canBeSentAgain: Bool {
            state.withLock { !$0.claimed || $0.spooling != nil }
        }

        func spooledFile() async throws -> URL {
            let chunks = chunks
            let task = try state.withLock { state throws(StreamedBodyFailure) -> Task<TemporaryFile, any Error> in
                if let spooling = state.spooling { return spooling }
                guard !state.claimed else { throw .alreadySent }
                state.claimed = true
                let task = Task { try await TemporaryFile.spool(chunks) }
                state.spooling = task
                return task
            }
            return try await withTaskCancellationHandler {
                try await task.value.url
            } onCancel: {
                task.cancel()
            }
        }
    }

    /// The `httpBodyStream` of a request with a streamed body: it carries the body to
    /// ``carried(by:)`` and fails any synchronous read, which would have to block a thread until
    /// the sequence's next chunk.
    private final class Carrier: InputStream {
        let body: StreamedBody

        init(_ body: StreamedBody) {
            self.body = body
            super.init(data: Data())
        }

        override func open() {}
        override func close() {}
        override var hasBytesAvailable: Bool { true }
        override var streamStatus: Stream.Status { .error }
        override var streamError: (any Error)? { StreamedBodyFailure.needsStreamingTransport }

        override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int { -1 }
    }
}

/// Why a ``StreamedBody`` could not be sent.
public enum StreamedBodyFailure: Error, Sendable {
    /// Its chunks were already read: a sequence yields its chunks once, so a body sent as it
    /// came cannot be sent again (a `307` or `308` redirect asks for that).
    case alreadySent
    /// A transport read it as `httpBodyStream`: only a transport that streams request bodies
    /// gets it that way, and it reads ``StreamedBody/carried(by:)`` instead.
    case needsStreamingTransport
}
