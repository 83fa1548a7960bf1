import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import RouteKitTesting
import Testing
import TestSupport

private struct Archive: PublicRoute {
    typealias Response = Data
    static let method = HTTPMethod.get
    static let pathTemplate = "/archive"
    static var errorBodies: [ErrorBody] { [.default(Problem.self)] }
}

private struct RetryableArchive: PublicRoute, RetryableRoute {
    typealias Response = Data
    static let method = HTTPMethod.get
    static let pathTemplate = "/archive"
}

private struct PrivateArchive: AuthenticatedRoute {
    typealias Scheme = UserAuth
    typealias Response = Data
    static let method = HTTPMethod.get
    static let pathTemplate = "/private/archive"
}

@Suite("Downloads to a file", .timeLimit(.minutes(3)))
struct DownloadTests {
    /// A folder of its own for one test, removed afterwards.
    private static func withFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routekit-download-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    @Test("a 32 MiB body is written to the file as it arrives, byte for byte")
    func largeBody() async throws {
        var generator = SeededGenerator(seed: 15)
        let body = generator.bytes(32 << 20)
        let payload = body
        try await Self.withFolder { folder in
            // A server writing from a thread with blocking sends: the download reads only as
            // fast as it writes the file, so the server must be able to wait on a slow reader.
            let server = try RawSocketServer { connection in
                connection.write(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: \(payload.count)\r\n\r\n"
                )
                connection.write(payload)
            }
            defer { server.stop() }
            let file = folder.appendingPathComponent("archive.bin")
            let written = try await Router(baseURL: server.baseURL).download(Archive(), to: file)
            #expect(written == Int64(body.count))
            #expect(try Data(contentsOf: file) == body)
            // Only the file: the temporary one was moved into place.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["archive.bin"])
        }
    }

    @Test("a failure status throws with the error body decoded, and leaves the file as it was")
    func failureStatus() async throws {
        try await Self.withFolder { folder in
            try await LoopbackServer.with { server in
                await server.respond(
                    to: "GET /archive", with: try .json(Problem(title: "gone", status: 410), status: 410))
                let file = folder.appendingPathComponent("archive.bin")
                try Data("old".utf8).write(to: file)
                let error = await #expect(throws: RouteError.self) {
                    try await Router(baseURL: server.baseURL).download(Archive(), to: file)
                }
                guard case .unacceptableStatus(_, let failure)? = error else {
                    Issue.record("expected an unacceptable status, got \(String(describing: error))")
                    return
                }
                #expect(failure.decodedBody(as: Problem.self)?.title == "gone")
                #expect(try Data(contentsOf: file) == Data("old".utf8))
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["archive.bin"])
            }
        }
    }

    @Test("a folder that does not exist fails before any request is sent")
    func missingFolder() async throws {
        try await LoopbackServer.with { server in
            let file = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/archive.bin")
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL).download(Archive(), to: file)
            }
            guard case .invalidRequest? = error else {
                Issue.record("expected an invalid request, got \(String(describing: error))")
                return
            }
            #expect(await server.requests.isEmpty)
        }
    }

    @Test("a connection lost mid-body fails the download and removes the partial file")
    func lostMidBody() async throws {
        try await Self.withFolder { folder in
            let server = try RawSocketServer { connection in
                connection.write(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\n")
                connection.write(String(repeating: "x", count: 30_000))
                connection.reset()
            }
            defer { server.stop() }
            let file = folder.appendingPathComponent("archive.bin")
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL).download(Archive(), to: file)
            }
            #expect(error?.isTransportFailure == true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("stubbed chunks download through an authenticated router with its credential")
    func stubbedAuthenticated() async throws {
        try await Self.withFolder { folder in
            let stubs = StubbedRoutes()
            stubs.answer(PrivateArchive.self, chunks: [Data("ab".utf8), Data("cd".utf8), Data("e".utf8)])
            let router = Router(baseURL: URL(string: "https://api.example.com")!, transport: stubs.transport)
                .authenticated(UserAuth.self, with: BearerToken("t0ken"))
            let file = folder.appendingPathComponent("private.bin")
            try await router.download(PrivateArchive(), to: file)
            #expect(try Data(contentsOf: file) == Data("abcde".utf8))
            #expect(
                stubs.requests(for: PrivateArchive.self).first?.value(forHTTPHeaderField: "Authorization")
                    == "Bearer t0ken")
        }
    }

    /// RouteKit's URLSession transport, recording the temporary file each download hands over,
    /// to check that no such file is left behind.
    private static func recordingTransport(_ files: Recorder<URL>) -> Transport {
        let base = Transport.urlSession()
        return Transport(send: base.send, stream: base.stream) { request in
            let (file, response) = try await base.download(request)
            files.append(file)
            return (file, response)
        }
    }

    @Test("cancelling the downloading task ends it with .cancelled, closes the connection and leaves no file")
    func cancellation() async throws {
        try await Self.withFolder { folder in
            let sent = Signal()
            let closed = Signal()
            let server = try RawSocketServer { connection in
                connection.write(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: 10000000\r\n\r\n")
                connection.write(String(repeating: "x", count: 100_000))
                sent.fire()
                if connection.waitUntilClosed(timeout: Signal.threadLimit) { closed.fire() }
            }
            defer { server.stop() }
            let file = folder.appendingPathComponent("archive.bin")
            let router = Router(baseURL: server.baseURL)
            let task = Task { try await router.download(Archive(), to: file) }
            #expect(await sent.wait())
            task.cancel()
            let result = await task.result
            guard case .failure(let error as RouteError) = result, case .cancelled = error else {
                Issue.record("expected .cancelled, got \(result)")
                return
            }
            #expect(await closed.wait(), "the download task was cancelled: its connection closed")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("a destination that cannot be written fails with a typed error after the download, leaving no file")
    func unwritableDestination() async throws {
        try await Self.withFolder { folder in
            try await LoopbackServer.with { server in
                await server.respond(to: "GET /archive", with: .data(Data("payload".utf8)))
                // A folder where the file should go: the body cannot be moved there.
                let file = folder.appendingPathComponent("archive.bin")
                try FileManager.default.createDirectory(
                    at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
                let downloaded = Recorder<URL>()
                let router = Router(baseURL: server.baseURL, transport: Self.recordingTransport(downloaded))
                let error = await #expect(throws: RouteError.self) { try await router.download(Archive(), to: file) }
                #expect(error?.isTransportFailure == true)
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["archive.bin"])
                #expect(try FileManager.default.contentsOfDirectory(atPath: file.path) == ["inside"])
                #expect(downloaded.all.count == 1)
                #expect(downloaded.all.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
            }
        }
    }

    @Test("an error status's body is read back from the downloaded file, which is then removed")
    func errorBodyFileRemoved() async throws {
        try await Self.withFolder { folder in
            try await LoopbackServer.with { server in
                await server.respond(
                    to: "GET /archive", with: try .json(Problem(title: "no such archive", status: 404), status: 404))
                let downloaded = Recorder<URL>()
                let router = Router(baseURL: server.baseURL, transport: Self.recordingTransport(downloaded))
                let error = await #expect(throws: RouteError.self) {
                    try await router.download(Archive(), to: folder.appendingPathComponent("archive.bin"))
                }
                guard case .unacceptableStatus(_, let failure)? = error else {
                    Issue.record("expected an unacceptable status, got \(String(describing: error))")
                    return
                }
                #expect(failure.statusCode == 404)
                #expect(failure.decodedBody(as: Problem.self)?.title == "no such archive")
                #expect(downloaded.all.count == 1)
                #expect(downloaded.all.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            }
        }
    }

    @Test("a redirect is followed; the redirect's own body is not written")
    func redirect() async throws {
        try await Self.withFolder { folder in
            try await LoopbackServer.with { server in
                await server.respond(
                    to: "GET /archive",
                    with: StubResponse(
                        status: 302, headers: ["Location": "/files/archive-v2"], body: Data("moved".utf8)))
                await server.respond(to: "GET /files/archive-v2", with: .data(Data("version 2".utf8)))
                let file = folder.appendingPathComponent("archive.bin")
                let written = try await Router(baseURL: server.baseURL).download(Archive(), to: file)
                #expect(written == 9)
                #expect(try Data(contentsOf: file) == Data("version 2".utf8))
                #expect(await server.requests.map(\.path) == ["/archive", "/files/archive-v2"])
            }
        }
    }

    @Test("retry sends a download again on a retryable status, and removes the discarded attempt's file")
    func retryReplaysDownload() async throws {
        try await Self.withFolder { folder in
            try await LoopbackServer.with { server in
                let attempts = Recorder<Int>()
                await server.handle("GET /archive") { _ in
                    attempts.append(1)
                    return attempts.all.count == 1 ? .text("busy", status: 503) : .data(Data("the archive".utf8))
                }
                let downloaded = Recorder<URL>()
                let router = Router(
                    baseURL: server.baseURL,
                    transport: Self.recordingTransport(downloaded),
                    middleware: [.retry(RetryPolicy(initialDelay: .milliseconds(1)))]
                )
                let file = folder.appendingPathComponent("archive.bin")
                try await router.download(RetryableArchive(), to: file)
                #expect(try Data(contentsOf: file) == Data("the archive".utf8))
                #expect(downloaded.all.count == 2)
                #expect(!FileManager.default.fileExists(atPath: downloaded.all[0].path))
            }
        }
    }

    @Test("a stubbed error status is decoded into the route's error, as over the network")
    func stubbedErrorStatus() async throws {
        try await Self.withFolder { folder in
            let stubs = StubbedRoutes()
            stubs.answer(Archive.self, status: 410, body: try JSONEncoder().encode(Problem(title: "gone", status: 410)))
            let router = Router(baseURL: URL(string: "https://api.example.com")!, transport: stubs.transport)
            let error = await #expect(throws: RouteError.self) {
                try await router.download(Archive(), to: folder.appendingPathComponent("archive.bin"))
            }
            guard case .unacceptableStatus(_, let failure)? = error else {
                Issue.record("expected an unacceptable status, got \(String(describing: error))")
                return
            }
            #expect(failure.decodedBody(as: Problem.self)?.title == "gone")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
}
