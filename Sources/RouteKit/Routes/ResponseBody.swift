import Foundation

/// The body of a streamed response: its bytes in chunks, as they arrive.
///
/// A ``Transport``'s `stream` closure returns one beside the response head. Iterating it reads
/// the body; dropping it — leaving a loop early, cancelling the iterating task, or never
/// iterating at all — ends the exchange: RouteKit's URLSession transport then cancels the
/// request's task (see <doc:Streaming>).
///
/// A body is iterated once. Make one from the whole body (``init(_:)-(Data)``), from an
/// `AsyncThrowingStream` a transport feeds, or from any other sequence of chunks.
public struct ResponseBody: AsyncSequence, Sendable {
    public typealias Element = Data
    public typealias Failure = any Error

    private enum Source: Sendable {
        case whole(Data)
        case stream(AsyncThrowingStream<Data, any Error>)
        case chunks(@Sendable () -> AsyncIterator)
    }

    private let source: Source

    /// A body of one chunk, `data` (none when it is empty): how a transport that cannot stream
    /// answers a streaming request.
    public init(_ data: Data) {
        source = .whole(data)
    }

    /// The chunks a transport yields into `stream`; the transport learns through the stream's
    /// `onTermination` when the reader is gone.
    public init(_ stream: AsyncThrowingStream<Data, any Error>) {
        source = .stream(stream)
    }

    /// The chunks of any sequence of `Data`, such as a test's list of chunks with pauses.
    public init<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks) where Chunks.Element == Data {
        source = .chunks {
            let box = IteratorBox(chunks.makeAsyncIterator())
            return AsyncIterator { try await box.next() }
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        switch source {
        case .whole(let data):
            var pending: Data? = data.isEmpty ? nil : data
            return AsyncIterator {
                defer { pending = nil }
                return pending
            }
        case .stream(let stream):
            let box = IteratorBox(stream.makeAsyncIterator())
            return AsyncIterator { try await box.next() }
        case .chunks(let make):
            return make()
        }
    }

    /// Reads the chunks of a ``ResponseBody``, in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate let nextChunk: () async throws -> Data?

        public mutating func next() async throws -> Data? {
            try await nextChunk()
        }
    }

    /// The whole body, read chunk by chunk; at most `limit` bytes are kept (the rest is read and
    /// dropped), so an error body of a stream cannot fill memory.
    public func collect(upTo limit: Int = .max) async throws -> Data {
        var data = Data()
        for try await chunk in self where data.count < limit {
            data.append(chunk.prefix(limit - data.count))
        }
        return data
    }
}

/// An iterator behind a reference, so the closure of ``ResponseBody/AsyncIterator`` can advance
/// it. Never shared: each `makeAsyncIterator()` makes its own box.
private final class IteratorBox<Base: AsyncIteratorProtocol> where Base.Element == Data {
    private var base: Base

    init(_ base: Base) {
        self.base = base
    }

    func next() async throws -> Data? {
        try await base.next()
    }
}
