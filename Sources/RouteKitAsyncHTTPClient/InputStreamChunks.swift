#if AsyncHTTPClient
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A request's `httpBodyStream` as the chunks AsyncHTTPClient sends: each read runs on
/// SwiftNIO's blocking-I/O thread pool, never on a task's thread, and only when the connection
/// asks for more, so a body of any size is never more than a chunk in memory.
///
/// The stream is opened by the first read — RouteKit's body streams start again from their first
/// byte on every `open()`, which is how a retry sends the whole body again — and closed at its
/// end, on a failed read, or when the sequence is dropped.
struct InputStreamChunks: AsyncSequence, Sendable {
    typealias Element = ByteBuffer

    /// The bytes read at most at once.
    static let chunkSize = 64 * 1024

    private let reader: Reader

    init(_ stream: InputStream) {
        reader = Reader(stream)
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(reader: reader)
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        let reader: Reader

        mutating func next() async throws -> ByteBuffer? {
            let reader = reader
            return try await NIOThreadPool.singleton.runIfActive { try reader.read() }
        }
    }

    /// The stream and whether it is open, behind a lock: each read runs on whichever pool
    /// thread is free. `@unchecked Sendable` because `InputStream` is not; it is only touched
    /// with `lock` held.
    final class Reader: @unchecked Sendable {
        private let lock = NIOLock()
        private let stream: InputStream
        private var state = State.unopened
        private let allocator = ByteBufferAllocator()

        private enum State { case unopened, open, closed }

        init(_ stream: InputStream) {
            self.stream = stream
        }

        deinit {
            if state == .open { stream.close() }
        }

        /// The next chunk, `nil` at the end of the stream.
        func read() throws -> ByteBuffer? {
            try lock.withLock {
                switch state {
                case .closed: return nil
                case .unopened:
                    stream.open()
                    state = .open
                case .open: break
                }
                var buffer = allocator.buffer(capacity: InputStreamChunks.chunkSize)
                var count = 0
                buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: InputStreamChunks.chunkSize) { bytes in
                    guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
                    count = stream.read(base, maxLength: bytes.count)
                    return Swift.max(0, count)
                }
                guard count <= 0 else { return buffer }
                // A read of -1 is a failure: ending the body there would send it truncated.
                let failure = count < 0 ? stream.streamError ?? URLError(.requestBodyStreamExhausted) : nil
                stream.close()
                state = .closed
                if let failure { throw failure }
                return nil
            }
        }
    }
}
#endif
