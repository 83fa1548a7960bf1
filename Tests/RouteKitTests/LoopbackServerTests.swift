import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// The test server itself: routing and recording, checked with plain URLSession requests.
@Suite("LoopbackServer", .timeLimit(.minutes(3)))
struct LoopbackServerTests {
    private func send(_ method: String, _ target: String, to server: LoopbackServer) async throws -> (Int, String) {
        var request = URLRequest(url: try #require(URL(string: server.baseURL.absoluteString + target)))
        request.httpMethod = method
        let (data, response) = try await URLSession.shared.data(for: request)
        return (try #require(response as? HTTPURLResponse).statusCode, String(decoding: data, as: UTF8.self))
    }

    @Test("routes match by method and raw path; the first match answers; others get 404")
    func routing() async throws {
        try await LoopbackServer.with { server in
            await server.respond(to: "GET /a/*", with: .text("one segment"))
            await server.respond(to: "/a/**", with: .text("any rest", status: 201))
            await server.respond(to: "/a/x%2Fy", with: .text("never reached"))

            let oneSegment = try await send("GET", "/a/x%2Fy", to: server)
            let otherMethod = try await send("POST", "/a/x%2Fy", to: server)
            let deeper = try await send("GET", "/a/b/c", to: server)
            let unmatched = try await send("GET", "/b", to: server)
            #expect(oneSegment == (200, "one segment"))
            #expect(otherMethod == (201, "any rest"))
            #expect(deeper == (201, "any rest"))
            #expect(unmatched.0 == 404)
            #expect(await server.requests.map(\.path) == ["/a/x%2Fy", "/a/x%2Fy", "/a/b/c", "/b"])
        }
    }

    @Test("requests are recorded raw and decoded")
    func recording() async throws {
        try await LoopbackServer.with { server in
            await server.handle { request in .text(request.header("x-echo") ?? "none") }
            var request = URLRequest(
                url: try #require(URL(string: server.baseURL.absoluteString + "/p%20q?a=1+2&b=%2B&a=&c")))
            request.httpMethod = "PUT"
            request.setValue("hi", forHTTPHeaderField: "X-Echo")
            request.httpBody = Data("k=v+w&k=%26".utf8)
            let (data, _) = try await URLSession.shared.data(for: request)
            #expect(String(decoding: data, as: UTF8.self) == "hi")

            let recorded = try #require(await server.waitForRequests(count: 1).first)
            #expect(recorded.method == "PUT")
            #expect(recorded.path == "/p%20q")
            #expect(recorded.decodedPathSegments == ["p q"])
            #expect(recorded.query == "a=1+2&b=%2B&a=&c")
            #expect(recorded.queryItems == [.init("a", "1 2"), .init("b", "+"), .init("a", ""), .init("c", "")])
            #expect(recorded.queryValues("a") == ["1 2", ""])
            #expect(recorded.formFields == [.init("k", "v w"), .init("k", "&")])
            #expect(recorded.header("x-ECHO") == "hi")
        }
    }

    @Test("a handler that throws answers 500")
    func throwingHandler() async throws {
        struct Boom: Error {}
        try await LoopbackServer.with { server in
            await server.handle { _ in throw Boom() }
            let (status, _) = try await send("GET", "/", to: server)
            #expect(status == 500)
        }
    }
}
