import Foundation
import RouteKit
import Testing
import TestSupport

private struct GetItem: PublicRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/items/{id}"

    var id: String

    func encode(into request: inout RequestParts) {
        request.path("id", id)
    }
}

private struct GetFile: PublicRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/users/{user}/files/{name}"

    var user: Int
    var name: String

    func encode(into request: inout RequestParts) {
        request.path("user", user)
        request.path("name", name)
    }
}

/// A route whose `encode(into:)` forgets its path parameter.
private struct ForgetsParameter: PublicRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/items/{id}"
}

@Suite("Path parameters", .timeLimit(.minutes(3)))
struct PathEncodingTests {
    static let hostileValues = [
        "a/b", "..", ".", "...", "?x=1#frag", "with space", "%2F", "café", "🦊", "a;b,c", "x+y&z=1",
    ]

    @Test("a hostile value stays one segment and decodes to itself", arguments: hostileValues)
    func hostileValueIsOneSegment(value: String) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(GetItem(id: value))

            let request = try #require(await server.lastRequest)
            #expect(request.pathSegments.count == 2)
            #expect(request.pathSegments.first == "items")
            #expect(request.decodedPathSegments.last == value)
            #expect(request.query.isEmpty)
            // Only unreserved characters and percent-escapes go on the wire.
            let raw = try #require(request.pathSegments.last)
            #expect(raw.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~%".contains($0)) })
        }
    }

    @Test(
        "the exact escapes of a few values",
        arguments: [
            ("a/b", "a%2Fb"), ("..", "%2E%2E"), (".", "%2E"), ("with space", "with%20space"),
            ("%2F", "%252F"), ("café", "caf%C3%A9"), ("🦊", "%F0%9F%A6%8A"), ("?x=1#frag", "%3Fx%3D1%23frag"),
        ])
    func exactEscapes(value: String, escaped: String) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(GetItem(id: value))
            #expect(await server.lastRequest?.path == "/items/\(escaped)")
        }
    }

    @Test("several parameters, typed")
    func severalParameters() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /users/*/files/*", with: .noContent)
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                GetFile(user: 42, name: "../etc/passwd"))
            #expect(await server.lastRequest?.path == "/users/42/files/..%2Fetc%2Fpasswd")
        }
    }

    @Test(
        "the base URL's own path is kept, with or without a trailing slash",
        arguments: [
            ("", "/items/a%2Fb"), ("/", "/items/a%2Fb"), ("/v1", "/v1/items/a%2Fb"), ("/v1/", "/v1/items/a%2Fb"),
            ("/api/v2", "/api/v2/items/a%2Fb"),
        ])
    func baseURLPath(basePath: String, expected: String) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let base = try #require(URL(string: server.baseURL.absoluteString + basePath))
            _ = try await Router(baseURL: base, transport: server.transport).perform(GetItem(id: "a/b"))
            #expect(await server.lastRequest?.path == expected)
        }
    }

    @Test("a missing path parameter is an invalid request and nothing is sent")
    func missingParameter() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let error = await #expect(throws: RouteError.self) {
                _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(ForgetsParameter())
            }
            #expect(error?.invalidRequestReason?.contains("id") == true)
            #expect(await server.requests.isEmpty)
        }
    }
}
