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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-download-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    @Test("a 32 MiB body is written to the file as it arrives, byte for byte")
    func largeBody() async throws {
        var generator = SeededGenerator(seed: 15)
        let block = (0..<(1 << 20)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        // 32 different MiB: each the random block with its number mixed in.
        var body = Data(capacity: 32 << 20)
        for index in 0..<32 { body.append(contentsOf: block.map { $0 &+ UInt8(index) }) }
        try await Self.withFolder { folder in
            try await LoopbackServer.with { server in
                await server.respond(to: "GET /archive", with: .data(body))
                let file = folder.appendingPathComponent("archive.bin")
                let written = try await Router(baseURL: server.baseURL).download(Archive(), to: file)
                #expect(written == Int64(body.count))
                #expect(try Data(contentsOf: file) == body)
                // Only the file: the temporary one was moved into place.
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["archive.bin"])
            }
        }
    }

    @Test("a failure status throws with the error body decoded, and leaves the file as it was")
    func failureStatus() async throws {
        try await Self.withFolder { folder in
            try await LoopbackServer.with { server in
                await server.respond(to: "GET /archive", with: try .json(Problem(title: "gone", status: 410), status: 410))
                let file = folder.appendingPathComponent("archive.bin")
                try Data("old".utf8).write(to: file)
                let error = await #expect(throws: RouteError.self) { try await Router(baseURL: server.baseURL).download(Archive(), to: file) }
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
            let error = await #expect(throws: RouteError.self) { try await Router(baseURL: server.baseURL).download(Archive(), to: file) }
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
                connection.write("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\n")
                connection.write(String(repeating: "x", count: 30_000))
                connection.reset()
            }
            defer { server.stop() }
            let file = folder.appendingPathComponent("archive.bin")
            let error = await #expect(throws: RouteError.self) { try await Router(baseURL: server.baseURL).download(Archive(), to: file) }
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
            #expect(stubs.requests(for: PrivateArchive.self).first?.value(forHTTPHeaderField: "Authorization") == "Bearer t0ken")
        }
    }
}
