import Foundation
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
        return (0..<count).map { _ in Data((0..<(64 << 10)).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
    }

    /// The chunks as an async sequence that hands each over from a task of its own.
    private static func sequence(_ chunks: [Data], failingAfter failure: Int? = nil) -> AsyncThrowingStream<Data, any Error> {
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

    @Test("a retry sends the whole spooled body again")
    func retrySendsWholeBody() async throws {
        let chunks = Self.chunks(8)
        let expected = chunks.reduce(into: Data()) { $0.append($1) }
        try await LoopbackServer.with { server in
            let attempts = Recorder<Int>()
            await server.handle("PUT /blobs") { _ in
                attempts.append(1)
                return attempts.all.count == 1 ? .status(503) : .noContent
            }
            let router = Router(baseURL: server.baseURL, middleware: [.retry(RetryPolicy(initialDelay: .milliseconds(1)))])
            try await BinaryBody.spooling(Self.sequence(chunks)) { body in
                _ = try await router.perform(PutBlob(body: body))
            }
            let requests = await server.requests
            #expect(requests.count == 2)
            #expect(requests.allSatisfy { $0.body == expected })
        }
    }
}
