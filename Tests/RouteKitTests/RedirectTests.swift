import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

private struct ListKeys: AuthenticatedRoute {
    typealias Scheme = HeaderKeyAuth
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/keys"
}

private struct Search: AuthenticatedRoute {
    typealias Scheme = QueryKeyAuth
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/search"
}

private struct CreateTodo: PublicRoute {
    typealias Response = Todo
    static let method = HTTPMethod.post
    static let pathTemplate = "/todos"

    func encode(into request: inout RequestParts) {
        request.jsonBody(Todo(id: 1, title: "new"))
    }
}

/// Redirects every request of `server` to `target` + the request's path.
private func redirectAll(_ server: LoopbackServer, to target: URL, status: Int = 302) async {
    await server.handle { request in
        StubResponse(status: status, headers: ["Location": target.absoluteString + request.path])
    }
}

@Suite("Redirects keep credentials at home", .timeLimit(.minutes(3)))
struct RedirectTests {
    @Test("a redirect to another origin is followed without the Authorization header")
    func bearerStaysHome() async throws {
        try await LoopbackServer.with { api in
            try await LoopbackServer.with { elsewhere in
                await elsewhere.respond(with: try .json(Todo(id: 1, title: "elsewhere")))
                await redirectAll(api, to: elsewhere.baseURL)
                let router = Router(baseURL: api.baseURL).authenticated(UserAuth.self, with: BearerToken("secret"))
                let me = try await router.perform(GetProfile())
                #expect(me.title == "elsewhere")
                #expect(await api.requests.first?.header("Authorization") == "Bearer secret")
                let forwarded = try #require(await elsewhere.requests.first)
                #expect(forwarded.header("Authorization") == nil)
                #expect(forwarded.path == "/me")
            }
        }
    }

    @Test("header and query API keys are not sent to another origin either")
    func apiKeysStayHome() async throws {
        try await LoopbackServer.with { api in
            try await LoopbackServer.with { elsewhere in
                await elsewhere.respond(with: try .json(Todo(id: 1, title: "elsewhere")))
                await redirectAll(api, to: elsewhere.baseURL, status: 307)
                let base = Router(baseURL: api.baseURL)
                _ = try await base.authenticated(HeaderKeyAuth.self, with: APIKey("header-key")).perform(ListKeys())
                _ = try await base.authenticated(QueryKeyAuth.self, with: APIKey("query-key")).perform(Search())
                let forwarded = await elsewhere.requests
                #expect(forwarded.count == 2)
                #expect(forwarded.allSatisfy { $0.header("X-API-Key") == nil && !$0.query.contains("key") })
                #expect(await api.requests.map(\.query) == ["", "api_key=query-key"])
            }
        }
    }

    @Test("a redirect within the API's origin keeps the credential")
    func sameOrigin() async throws {
        try await LoopbackServer.with { api in
            await api.respond(to: "GET /me", with: StubResponse(status: 301, headers: ["Location": "/v2/me"]))
            await api.respond(to: "GET /v2/me", with: try .json(Todo(id: 2, title: "moved")))
            let router = Router(baseURL: api.baseURL).authenticated(UserAuth.self, with: BearerToken("secret"))
            #expect(try await router.perform(GetProfile()).title == "moved")
            #expect(await api.requests.map { $0.header("Authorization") } == ["Bearer secret", "Bearer secret"])
        }
    }

    @Test("303 after a POST continues with a GET without body; 307 keeps method and body")
    func methods() async throws {
        try await LoopbackServer.with { api in
            await api.respond(to: "POST /todos", with: StubResponse(status: 303, headers: ["Location": "/todos/1"]))
            await api.respond(to: "GET /todos/1", with: try .json(Todo(id: 1, title: "created")))
            await api.respond(to: "POST /v2/todos", with: try .json(Todo(id: 1, title: "posted")))
            _ = try await Router(baseURL: api.baseURL).perform(CreateTodo())
            let requests = await api.requests
            #expect(requests.map(\.method) == ["POST", "GET"])
            #expect(requests.last?.body.isEmpty == true)
            #expect(requests.last?.header("Content-Type") == nil)
        }
        try await LoopbackServer.with { api in
            await api.respond(to: "POST /todos", with: StubResponse(status: 307, headers: ["Location": "/v2/todos"]))
            await api.respond(to: "POST /v2/todos", with: try .json(Todo(id: 1, title: "posted")))
            #expect(try await Router(baseURL: api.baseURL).perform(CreateTodo()).title == "posted")
            let requests = await api.requests
            #expect(requests.map(\.method) == ["POST", "POST"])
            #expect(requests.map(\.body) == [requests[0].body, requests[0].body])
            #expect(!requests[0].body.isEmpty)
        }
    }

    @Test("a redirect loop ends after ten redirects with a transport failure")
    func loop() async throws {
        try await LoopbackServer.with { api in
            await api.respond(with: StubResponse(status: 302, headers: ["Location": "/health"]))
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: api.baseURL).perform(Health())
            }
            guard case .transportFailed(_, let underlying as URLError)? = error else {
                Issue.record("expected a transport failure, got \(String(describing: error))")
                return
            }
            #expect(underlying.code == .httpTooManyRedirects)
            #expect(await api.requests.count == 11)
        }
    }
}
