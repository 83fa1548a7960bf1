#if AsyncHTTPClient
import Foundation
import NIOTestServer
import NIOCore
import RouteKit
import RouteKitAsyncHTTPClient
import Testing

@Suite("AsyncHTTPClient transport: large bodies", .timeLimit(.minutes(2)))
struct LargeBodyTests {
    /// Larger than any buffer on the way, so the body travels in many chunks.
    static let size = 8 << 20

    @Test("A download is written into the file whole, chunk by chunk")
    func download() async throws {
        let expected = patterned(Self.size)
        let server = try await NIOTestServer { _, writer in
            try await writer.head(
                .ok, [("Content-Length", String(expected.count)), ("Content-Type", "application/octet-stream")])
            var offset = 0
            while offset < expected.count {
                let end = min(offset + 100_000, expected.count)
                try await writer.body(ByteBuffer(bytes: expected[offset..<end]))
                offset = end
            }
            try await writer.end()
        }
        defer { server.stop() }
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("bulk.bin")

        let written = try await router.download(Bulk(), to: file)

        #expect(written == Int64(expected.count))
        #expect(try Data(contentsOf: file) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["bulk.bin"])
    }

    @Test("A file body is sent whole, read as it goes")
    func uploadFromFile() async throws {
        let expected = patterned(Self.size + 12_345)
        let recorder = Recorder()
        let server = try await NIOTestServer { request, writer in
            _ = await recorder.record(Data(buffer: request.body))
            try await writer.respond(.ok, body: ByteBuffer(string: "stored"))
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("upload.bin")
        try expected.write(to: file)
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())

        #expect(try await router.perform(Upload(body: .file(file))) == "stored")
        #expect(await recorder.bodies == [expected])
    }

    @Test("A retry sends a file body again from its first byte")
    func retriedUpload() async throws {
        let expected = patterned(300_000)
        let recorder = Recorder()
        let server = try await NIOTestServer { request, writer in
            let attempt = await recorder.record(Data(buffer: request.body))
            try await writer.respond(
                attempt == 1 ? .serviceUnavailable : .ok, body: ByteBuffer(string: "attempt \(attempt)"))
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("upload.bin")
        try expected.write(to: file)
        let retry = Middleware.retry(RetryPolicy(initialDelay: .zero, jitter: 0, sleep: { _ in }))
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient(),
            middleware: [retry])

        #expect(try await router.perform(Upload(body: .file(file))) == "attempt 2")
        #expect(await recorder.bodies == [expected, expected])
    }
}

/// The request bodies a server received, in order.
private actor Recorder {
    private(set) var bodies: [Data] = []

    /// Records `body`; returns how many bodies have been received, this one included.
    func record(_ body: Data) -> Int {
        bodies.append(body)
        return bodies.count
    }
}

/// A new folder in the temporary folder, removed with its content when the test's value is gone.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-ahc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
#endif
