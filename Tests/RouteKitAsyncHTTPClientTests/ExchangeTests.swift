#if AsyncHTTPClient
import AsyncHTTPClient
import Foundation
import NIOTestServer
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import NIOCore
import NIOHTTP1
import RouteKit
import RouteKitAsyncHTTPClient
import Testing

@Suite("AsyncHTTPClient transport: requests and responses", .timeLimit(.minutes(2)))
struct ExchangeTests {
    @Test("send carries the method, header fields and body, and answers status, fields and body")
    func roundTrip() async throws {
        let server = try await NIOTestServer { request, writer in
            var echoed = request.body
            echoed.writeString(
                "|\(request.head.method.rawValue) \(request.head.uri) \(request.head.headers["X-Trace"].joined(separator: ","))"
            )
            try await writer.respond(
                .created, [("X-Part", "one"), ("x-part", "two"), ("Content-Type", "text/plain")], body: echoed)
        }
        defer { server.stop() }
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(server.port)/items?q=a%20b")))
        request.httpMethod = "POST"
        request.setValue("abc", forHTTPHeaderField: "X-Trace")
        request.httpBody = Data("payload".utf8)

        let (data, response) = try await Transport.asyncHTTPClient().send(request)

        #expect(String(decoding: data, as: UTF8.self) == "payload|POST /items?q=a%20b abc")
        #expect(response.statusCode == 201)
        #expect(response.value(forHTTPHeaderField: "x-part") == "one, two")
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/plain")
    }

    @Test("A redirect is handed back to the router, not followed")
    func redirectHandedBack() async throws {
        let server = try await NIOTestServer { request, writer in
            if request.head.uri == "/old" {
                try await writer.respond(.found, [("Location", "/new")])
            } else {
                try await writer.respond(.ok, body: ByteBuffer(string: "new"))
            }
        }
        defer { server.stop() }
        let request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(server.port)/old")))

        let (_, response) = try await Transport.asyncHTTPClient().send(request)

        #expect(response.statusCode == 302)
        #expect(response.value(forHTTPHeaderField: "Location") == "/new")
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())
        #expect(try await router.perform(Redirected()) == "new")
    }

    @Test("Cancelling a call the server holds ends it at once as cancelled")
    func cancellation() async throws {
        let (received, arrival) = AsyncStream.makeStream(of: Void.self)
        let server = try await NIOTestServer { _, _ in
            arrival.yield()
            try await Task.sleep(for: .seconds(600))
        }
        defer { server.stop() }
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())
        let call = Task { try await router.perform(Silent()) }
        for await _ in received { break }
        call.cancel()

        let outcome = await call.result

        guard case .failure(let error) = outcome, case .cancelled? = error as? RouteError else {
            Issue.record("expected RouteError.cancelled, got \(outcome)")
            return
        }
    }
}

/// `GET /old`, which redirects to `/new`.
private struct Redirected: PublicRoute {
    typealias Response = String
    static var method: RouteKit.HTTPMethod { .get }
    static var pathTemplate: String { "/old" }
}
#endif
