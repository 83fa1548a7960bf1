import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

/// `PUT /blobs`: a binary body, as generated routes take it.
private struct PutBlob: PublicRoute, RetryableRoute {
    static let method = HTTPMethod.put
    static let pathTemplate = "/blobs"
    var body: BinaryBody

    func encode(into request: inout RequestParts) {
        request.rawBody(body)
    }
}

private struct SequenceBroke: Error {}

/// Request bodies from async sequences of chunks, spooled into a temporary file first.
@Suite("Uploads from async sequences", .timeLimit(.minutes(3)))
struct SpooledUploadTests {
    /// `count` chunks of 64 KiB, each filled from a seeded generator.
    private static func chunks(_ count: Int) -> [Data] {
        var generator = SeededGenerator(seed: 1515)
        return (0..<count).map { _ in generator.bytes(64 << 10) }
    }

    /// The chunks as an async sequence that hands each over from a task of its own.
    private static func sequence(_ chunks: [Data], failingAfter failure: Int? = nil) -> AsyncThrowingStream<
        Data, any Error
    > {
        AsyncThrowingStream { continuation in
            Task {
                for (index, chunk) in chunks.enumerated() {
                    if index == failure {
                        continuation.finish(throwing: SequenceBroke())
                        return
                    }
                    continuation.yield(chunk)
                }
                continuation.finish()
            }
        }
    }

    @Test("the server receives exactly the sequence's bytes, and the spooled file is removed afterwards")
    func exactBytes() async throws {
        let chunks = Self.chunks(40)
        let expected = chunks.reduce(into: Data()) { $0.append($1) }
        try await LoopbackServer.with { server in
            await server.respond(to: "PUT /blobs", with: .noContent)
            let router = Router(baseURL: server.baseURL)
            let file = try await BinaryBody.spooling(Self.sequence(chunks)) { body in
                _ = try await router.perform(PutBlob(body: body))
                guard case .file(let url) = body else { throw SequenceBroke() }
                #expect(FileManager.default.fileExists(atPath: url.path))
                return url
            }
            #expect(await server.lastRequest?.body == expected)
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test("a sequence that throws mid-way fails with sequenceFailed, sends nothing and leaves no file")
    func throwingSequence() async throws {
        try await LoopbackServer.with { server in
            await server.respond(to: "PUT /blobs", with: .noContent)
            let router = Router(baseURL: server.baseURL)
            var sent = false
            do {
                try await BinaryBody.spooling(Self.sequence(Self.chunks(20), failingAfter: 5)) { body in
                    sent = true
                    _ = try await router.perform(PutBlob(body: body))
                }
                Issue.record("expected the spooling to fail")
            } catch SpoolingFailure.sequenceFailed(let error) {
                #expect(error is SequenceBroke)
            }
            #expect(!sent)
            #expect(await server.requests.isEmpty)
        }
    }

    /// The two ways a sequence's body is gathered into a file through URLSession's transport.
    enum Gathering: String, CaseIterable, CustomTestStringConvertible {
        case spooling = "BinaryBody.spooling"
        case streamed = ".stream, gathered by the router"

        var testDescription: String { rawValue }

        /// Performs `PutBlob` with the chunks of `sequence` through `router`.
        func put(_ sequence: AsyncThrowingStream<Data, any Error>, through router: Router) async throws {
            switch self {
            case .spooling:
                try await BinaryBody.spooling(sequence) { body in
                    _ = try await router.perform(PutBlob(body: body))
                }
            case .streamed:
                _ = try await router.perform(PutBlob(body: .stream(sequence)))
            }
        }
    }

    @Test("a retry sends the whole gathered body again", arguments: Gathering.allCases)
    func retrySendsWholeBody(_ gathering: Gathering) async throws {
        let chunks = Self.chunks(8)
        let expected = chunks.reduce(into: Data()) { $0.append($1) }
        try await LoopbackServer.with { server in
            let attempts = Recorder<Int>()
            await server.handle("PUT /blobs") { _ in
                attempts.append(1)
                return attempts.all.count == 1 ? .status(503) : .noContent
            }
            let router = Router(
                baseURL: server.baseURL, middleware: [.retry(RetryPolicy(initialDelay: .milliseconds(1)))])

            try await gathering.put(Self.sequence(chunks), through: router)

            let requests = await server.requests
            #expect(requests.count == 2)
            #expect(requests.allSatisfy { $0.body == expected })
        }
    }

    @Test(
        "a transport that does not stream request bodies reads a streamed body as a file stream; one that does gets the chunks"
    )
    func streamedBodyByTransport() async throws {
        let chunks = Self.chunks(3)
        let expected = chunks.reduce(into: Data()) { $0.append($1) }
        let seen = Recorder<Data>()
        let reading = Transport { request in
            seen.append(try StreamBytes.all(of: request.httpBodyStream))
            return (Data(), try Self.noContent(for: request))
        }
        var streaming = Transport { request in
            // Its body is the chunks: the stream URLSession would read yields none of them.
            #expect(((try? StreamBytes.all(of: request.httpBodyStream)) ?? Data()).isEmpty)
            #expect(request.value(forHTTPHeaderField: "Content-Length") == String(expected.count))
            var received = Data()
            for try await chunk in try #require(StreamedBody.carried(by: request)) { received.append(chunk) }
            seen.append(received)
            return (Data(), try Self.noContent(for: request))
        }
        streaming.streamsRequestBodies = true
        let base = try #require(URL(string: "http://127.0.0.1:9"))

        _ = try await Router(baseURL: base, transport: reading).perform(PutBlob(body: .stream(Self.sequence(chunks))))
        _ = try await Router(baseURL: base, transport: streaming)
            .perform(PutBlob(body: .stream(Self.sequence(chunks), length: Int64(expected.count))))

        #expect(seen.all == [expected, expected])
    }

    @Test("a streamed body already sent is not sent again: a second read fails with alreadySent")
    func streamedBodyOnce() async throws {
        let body = StreamedBody(Self.sequence(Self.chunks(1)))
        for try await _ in body {}
        await #expect(throws: StreamedBodyFailure.self) {
            for try await _ in body {}
        }
    }

    /// A `204` answer to `request`.
    private static func noContent(for request: URLRequest) throws -> HTTPURLResponse {
        let url = try #require(request.url)
        return try #require(HTTPURLResponse(url: url, statusCode: 204, httpVersion: nil, headerFields: nil))
    }

}
