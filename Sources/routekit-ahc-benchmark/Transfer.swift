#if AsyncHTTPClient
import Foundation
import NIOTestServer
import NIOCore
import RouteKit

/// The two transfers, each against a loopback server in the same process that sends or
/// receives the bytes without holding them.
enum Transfer {
    struct Result {
        let elapsed: Duration
    }

    /// The size of the server's writes.
    static let chunk = ByteBuffer(repeating: 0x2A, count: 64 * 1024)

    /// Downloads `bytes` into a file in the temporary folder, then removes it.
    static func download(bytes: Int, through transport: Transport) async throws -> Result {
        let server = try await NIOTestServer { _, writer in
            try await writer.head(
                .ok, [("Content-Length", String(bytes)), ("Content-Type", "application/octet-stream")])
            var left = bytes
            while left > 0 {
                let count = min(left, chunk.readableBytes)
                try await writer.body(
                    count == chunk.readableBytes ? chunk : chunk.getSlice(at: 0, length: count) ?? ByteBuffer())
                left -= count
            }
            try await writer.end()
        }
        defer { server.stop() }
        let router = Router(baseURL: try serverURL(server), transport: transport)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routekit-ahc-benchmark-\(UUID().uuidString).bin")
        defer { try? FileManager.default.removeItem(at: file) }
        let start = ContinuousClock.now
        let written = try await router.download(Bulk(), to: file)
        let elapsed = ContinuousClock.now - start
        guard written == Int64(bytes) else { throw Mismatch(expected: bytes, actual: Int(written)) }
        return Result(elapsed: elapsed)
    }

    /// Uploads a file of `bytes`, written first, then removed; the server counts what arrives.
    static func upload(bytes: Int, through transport: Transport) async throws -> Result {
        let server = try await NIOTestServer(keepingBodiesUpTo: 0) { request, writer in
            try await writer.respond(.ok, body: ByteBuffer(string: String(request.bodyLength)))
        }
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routekit-ahc-benchmark-\(UUID().uuidString).bin")
        defer { try? FileManager.default.removeItem(at: file) }
        try writeFile(file, bytes: bytes)
        let router = Router(baseURL: try serverURL(server), transport: transport)
        let start = ContinuousClock.now
        let received = try await router.perform(Upload(body: .file(file)))
        let elapsed = ContinuousClock.now - start
        guard received == String(bytes) else { throw Mismatch(expected: bytes, actual: Int(received) ?? -1) }
        return Result(elapsed: elapsed)
    }

    /// Uploads `bytes` made by an async sequence as the transport asks for them.
    static func uploadStream(bytes: Int, through transport: Transport) async throws -> Result {
        let server = try await NIOTestServer(keepingBodiesUpTo: 0) { request, writer in
            try await writer.respond(.ok, body: ByteBuffer(string: String(request.bodyLength)))
        }
        defer { server.stop() }
        let router = Router(baseURL: try serverURL(server), transport: transport)
        let start = ContinuousClock.now
        let received = try await router.perform(Upload(body: .stream(Mebibytes(total: bytes))))
        let elapsed = ContinuousClock.now - start
        guard received == String(bytes) else { throw Mismatch(expected: bytes, actual: Int(received) ?? -1) }
        return Result(elapsed: elapsed)
    }

    /// `total` bytes in chunks of a mebibyte, each made when the reader asks for it: a sequence
    /// that holds nothing ahead of its reader, as a pipe or a generator would.
    struct Mebibytes: AsyncSequence, Sendable {
        let total: Int

        func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(left: total)
        }

        struct AsyncIterator: AsyncIteratorProtocol {
            var left: Int

            mutating func next() async -> Data? {
                guard left > 0 else { return nil }
                let count = Swift.min(left, 1 << 20)
                left -= count
                return Data(repeating: 0x2A, count: count)
            }
        }
    }

    /// Writes `bytes` into `file` a mebibyte at a time.
    private static func writeFile(_ file: URL, bytes: Int) throws {
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let block = Data(repeating: 0x2A, count: 1 << 20)
        var left = bytes
        while left > 0 {
            let count = min(left, block.count)
            try handle.write(contentsOf: block.prefix(count))
            left -= count
        }
    }

    private static func serverURL(_ server: NIOTestServer) throws -> URL {
        guard let url = URL(string: "http://127.0.0.1:\(server.port)") else { throw URLError(.badURL) }
        return url
    }

    /// The transfer moved another number of bytes than it should have.
    struct Mismatch: Error {
        let expected: Int
        let actual: Int
    }
}

/// `GET /bulk`.
struct Bulk: PublicRoute {
    typealias Response = Data
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/bulk" }
}

/// `PUT /upload` with a binary body; answers the length the server received.
struct Upload: PublicRoute {
    typealias Response = String
    static var method: HTTPMethod { .put }
    static var pathTemplate: String { "/upload" }
    let body: BinaryBody

    func encode(into request: inout RequestParts) {
        request.rawBody(body)
    }
}
#endif
