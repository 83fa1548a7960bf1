#if AsyncHTTPClient
import Foundation
import NIOTestServer
import NIOConcurrencyHelpers
import NIOCore
import RouteKit
import RouteKitAsyncHTTPClient
import Testing

@Suite("AsyncHTTPClient transport: bodies sent as they are produced", .timeLimit(.minutes(2)))
struct StreamedBodyTests {
    @Test("Each chunk reaches the server before the sequence produces the next")
    func chunksAsProduced() async throws {
        let chunk = patterned(100_000)
        let (arrived, arrival) = AsyncStream.makeStream(of: Int.self)
        let recorder = BodyRecorder()
        let server = try await NIOTestServer(progress: { arrival.yield($0) }) { request, writer in
            recorder.record(request)
            try await writer.respond(.ok, body: ByteBuffer(string: "stored"))
        }
        defer { server.stop() }
        // The second and third chunks are produced only once the server holds every byte before
        // them: a transport that gathered the body first would never send it.
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            Task {
                var progress = arrived.makeAsyncIterator()
                for index in 1...3 {
                    continuation.yield(chunk)
                    guard index < 3 else { break }
                    while let received = await progress.next(), received < index * chunk.count {}
                }
                continuation.finish()
            }
        }
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())

        #expect(try await router.perform(Upload(body: .stream(chunks))) == "stored")

        #expect(recorder.requests.map(\.body) == [chunk + chunk + chunk])
        #expect(recorder.requests.first?.framing == "chunked")
    }

    @Test("A multipart form with a file part and a part from a sequence arrives whole, its parts in order")
    func multipartFromSequence() async throws {
        let fileBytes = patterned(300_000)
        let madeBytes = patterned(200_000).reversed()
        let recorder = BodyRecorder()
        let server = try await NIOTestServer { request, writer in
            recorder.record(request)
            try await writer.respond(.ok, body: ByteBuffer(string: "stored"))
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("photo.bin")
        try fileBytes.write(to: file)
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(Data(madeBytes.prefix(120_000)))
            continuation.yield(Data(madeBytes.dropFirst(120_000)))
            continuation.finish()
        }
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())

        let answer = try await router.perform(
            Form(
                photo: FilePart(fileURL: file, contentType: "image/png"),
                made: FilePart(chunks: chunks, filename: "made.bin")))

        #expect(answer == "stored")
        let received = try #require(recorder.requests.first)
        #expect(received.framing == "chunked")
        let boundary = try #require(received.contentType?.components(separatedBy: "boundary=").last)
        var expected = Data(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"photo.bin\"\r\nContent-Type: image/png\r\n\r\n"
                .utf8)
        expected.append(fileBytes)
        expected.append(
            Data(
                "\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"made\"; filename=\"made.bin\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                    .utf8))
        expected.append(Data(madeBytes))
        expected.append(Data("\r\n--\(boundary)--\r\n".utf8))
        #expect(received.body == expected)
    }

    @Test("A known length is sent as Content-Length")
    func knownLength() async throws {
        let body = patterned(250_000)
        let recorder = BodyRecorder()
        let server = try await NIOTestServer { request, writer in
            recorder.record(request)
            try await writer.respond(.ok, body: ByteBuffer(string: "stored"))
        }
        defer { server.stop() }
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(body.prefix(100_000))
            continuation.yield(body.dropFirst(100_000))
            continuation.finish()
        }

        _ = try await router.perform(Upload(body: .stream(chunks, length: Int64(body.count))))

        #expect(recorder.requests.map(\.body) == [body])
        #expect(recorder.requests.first?.framing == "length 250000")
    }

    @Test("A retry does not send a body that went out as it came")
    func notRetried() async throws {
        let recorder = BodyRecorder()
        let server = try await NIOTestServer { request, writer in
            recorder.record(request)
            try await writer.respond(.serviceUnavailable)
        }
        defer { server.stop() }
        let retry = Middleware.retry(RetryPolicy(initialDelay: .zero, jitter: 0, sleep: { _ in }))
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient(),
            middleware: [retry])
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(Data("once".utf8))
            continuation.finish()
        }

        await #expect(throws: RouteError.self) {
            try await router.perform(Upload(body: .stream(chunks)))
        }

        #expect(recorder.requests.map(\.body) == [Data("once".utf8)])
    }

    @Test("A 307 redirect of a body that went out as it came fails as alreadySent")
    func redirectNeedsTheBodyAgain() async throws {
        let recorder = BodyRecorder()
        let server = try await NIOTestServer { request, writer in
            recorder.record(request)
            try await writer.respond(.temporaryRedirect, [("Location", "/upload-here")])
        }
        defer { server.stop() }
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(Data("once".utf8))
            continuation.finish()
        }

        do {
            _ = try await router.perform(Upload(body: .stream(chunks)))
            Issue.record("expected the redirect to fail")
        } catch {
            guard case .transportFailed(_, let underlying) = error,
                case .alreadySent? = underlying as? StreamedBodyFailure
            else {
                Issue.record("expected StreamedBodyFailure.alreadySent, got \(error)")
                return
            }
        }
        #expect(recorder.requests.count == 1)
    }
}

/// The bodies a server received, and how each was framed.
private final class BodyRecorder: Sendable {
    struct Received: Sendable {
        let body: Data
        /// `chunked`, or `length N` from `Content-Length`.
        let framing: String
        let contentType: String?
    }

    private let received = NIOLockedValueBox<[Received]>([])

    var requests: [Received] { received.withLockedValue { $0 } }

    func record(_ request: NIOTestServer.Request) {
        let framing =
            request.head.headers["Content-Length"].first.map { "length \($0)" }
            ?? request.head.headers["Transfer-Encoding"].joined(separator: ",")
        let contentType = request.head.headers["Content-Type"].first
        received.withLockedValue {
            $0.append(Received(body: Data(buffer: request.body), framing: framing, contentType: contentType))
        }
    }
}
#endif
