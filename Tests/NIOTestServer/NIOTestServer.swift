#if AsyncHTTPClient
import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP/1.1 server on 127.0.0.1 that the tests and the benchmark start and stop, on
/// SwiftNIO's async channels: each request, with its body, is answered by `respond`, whose
/// writes wait while the connection cannot take more — the server never piles a large body up
/// in memory, and keeps of a request's body only what it is asked to.
///
/// It is not TestSupport's `LoopbackServer`, which reads whole requests on threads of its own
/// and needs no trait: the AsyncHTTPClient transport's tests and benchmark measure backpressure
/// and memory, which only a server that reads as slowly as it is asked to can show.
public final class NIOTestServer: Sendable {
    /// A request as the server received it.
    public struct Request: Sendable {
        /// The request line and header fields.
        public let head: HTTPRequestHead
        /// The body, or its first bytes when the server keeps less (`keepingBodiesUpTo`).
        public let body: ByteBuffer
        /// The length of the whole body.
        public let bodyLength: Int
    }

    /// The port the server listens on.
    public let port: Int
    private let serving: Task<Void, Never>

    /// Starts a server answering every request with `respond`; of each request body it keeps
    /// the first `limit` bytes and counts the rest, calling `progress` with the count so far as
    /// each piece arrives.
    public init(
        keepingBodiesUpTo limit: Int = .max,
        progress: @escaping @Sendable (Int) -> Void = { _ in },
        respond: @escaping @Sendable (Request, ResponseWriter) async throws -> Void
    ) async throws {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: 0) { child in
                child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.configureHTTPServerPipeline()
                    return try NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>(
                        wrappingChannelSynchronously: child)
                }
            }
        port = channel.channel.localAddress?.port ?? 0
        serving = Task {
            try? await channel.executeThenClose { connections in
                try await withThrowingDiscardingTaskGroup { group in
                    for try await connection in connections {
                        group.addTask {
                            await Self.serve(connection, keepingBodiesUpTo: limit, progress: progress, with: respond)
                        }
                    }
                }
            }
        }
    }

    /// Stops accepting connections and closes the open ones.
    public func stop() {
        serving.cancel()
    }

    deinit {
        serving.cancel()
    }

    /// Reads requests from one connection and answers each, until the client closes it.
    private static func serve(
        _ connection: NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>,
        keepingBodiesUpTo limit: Int,
        progress: @Sendable (Int) -> Void,
        with respond: @Sendable (Request, ResponseWriter) async throws -> Void
    ) async {
        try? await connection.executeThenClose { inbound, outbound in
            var head: HTTPRequestHead?
            var body = ByteBuffer()
            var length = 0
            for try await part in inbound {
                switch part {
                case .head(let received):
                    head = received
                    body.clear()
                    length = 0
                case .body(let chunk):
                    length += chunk.readableBytes
                    progress(length)
                    if body.readableBytes < limit {
                        body.writeImmutableBuffer(
                            chunk.getSlice(
                                at: chunk.readerIndex, length: min(chunk.readableBytes, limit - body.readableBytes))
                                ?? ByteBuffer())
                    }
                case .end:
                    guard let received = head else { continue }
                    try await respond(
                        Request(head: received, body: body, bodyLength: length), ResponseWriter(outbound: outbound))
                }
            }
        }
    }
}

/// How a test's handler answers: a head, body chunks, then the end.
public struct ResponseWriter: Sendable {
    let outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>

    /// Writes the response head; `Content-Length` or chunked framing is the caller's header.
    public func head(_ status: HTTPResponseStatus, _ fields: [(String, String)] = []) async throws {
        try await outbound.write(
            .head(HTTPResponseHead(version: .http1_1, status: status, headers: HTTPHeaders(fields))))
    }

    /// Writes one chunk of the body, waiting while the connection cannot take more.
    public func body(_ bytes: ByteBuffer) async throws {
        try await outbound.write(.body(.byteBuffer(bytes)))
    }

    /// Ends the response.
    public func end() async throws {
        try await outbound.write(.end(nil))
    }

    /// A whole response: `status`, `fields` and `body`, with its length.
    public func respond(
        _ status: HTTPResponseStatus, _ fields: [(String, String)] = [], body: ByteBuffer = ByteBuffer()
    ) async throws {
        try await head(status, fields + [("Content-Length", String(body.readableBytes))])
        if body.readableBytes > 0 { try await self.body(body) }
        try await end()
    }
}
#endif
