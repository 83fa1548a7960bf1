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

/// `POST /sessions` with a body and a header parameter a spec may well use for a credential.
private struct OpenSession: PublicRoute {
    typealias Response = Todo
    static let method = HTTPMethod.post
    static let pathTemplate = "/sessions"

    func encode(into request: inout RequestParts) {
        request.header("X-Session-Key", "route-key")
        request.jsonBody(Todo(id: 1, title: "new"))
    }
}

private struct TodoFeed: PublicRoute, StreamingRoute {
    typealias Element = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/feed"
    static let streamFormat = StreamFormat.jsonLines
}

private struct Export: PublicRoute {
    typealias Response = Data
    static let method = HTTPMethod.get
    static let pathTemplate = "/export"
}

/// The fields a middleware sets that are, or may be, credentials.
private let credentialFields = [
    "Authorization": "Bearer middleware", "X-Key-A": "key-a", "Cookie": "session=1",
    "Proxy-Authorization": "Basic cHJveHk6cGFzcw==",
]

/// A middleware that sets `Accept` to what the API alone should see and records, per request,
/// whether the router said it followed a redirect to another origin.
private func acceptChanging(recordingIn seen: Recorder<Bool>) -> Middleware {
    Middleware { request, context, next in
        seen.append(context.isCrossOriginRedirect)
        var request = request
        request.setValue("application/x-api-only", forHTTPHeaderField: "Accept")
        return try await next(request)
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

    @Test("no header field a middleware sets or changes reaches another origin, whatever the route's kind")
    func middlewareFieldsStayHome() async throws {
        try await LoopbackServer.with { api in
            try await LoopbackServer.with { elsewhere in
                await elsewhere.respond(to: "GET /me", with: try .json(Todo(id: 1, title: "elsewhere")))
                await elsewhere.respond(
                    to: "GET /feed", with: .text(#"{"id":1,"title":"a"}"# + "\n", contentType: "application/jsonl"))
                await elsewhere.respond(to: "GET /export", with: .data(Data("bytes".utf8)))
                await redirectAll(api, to: elsewhere.baseURL)
                let seen = Recorder<Bool>()
                let router = Router(
                    baseURL: api.baseURL, middleware: [.headers(credentialFields), acceptChanging(recordingIn: seen)]
                ).authenticated(UserAuth.self, with: BearerToken("secret"))
                _ = try await router.perform(GetProfile())
                for try await _ in router.stream(TodoFeed()) {}
                let file = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
                defer { try? FileManager.default.removeItem(at: file) }
                try await router.download(Export(), to: file)

                let home = await api.requests
                #expect(home.count == 3)
                #expect(home.allSatisfy { $0.header("X-Key-A") == "key-a" && $0.header("Cookie") == "session=1" })
                let forwarded = await elsewhere.requests
                #expect(forwarded.map(\.path) == ["/me", "/feed", "/export"])
                for request in forwarded {
                    for field in credentialFields.keys {
                        #expect(request.header(field) == nil, "\(field) reached \(request.path)")
                    }
                    #expect(request.header("Accept") != "application/x-api-only")
                }
                #expect(forwarded[0].header("Accept") == "application/json")
                #expect(forwarded[1].header("Accept") == StreamFormat.jsonLines.mediaType)
                #expect(seen.all == [false, true, false, true, false, true])
            }
        }
    }

    @Test("a route's header parameters do not reach another origin; a 307 keeps the body and its type")
    func routeHeadersStayHome() async throws {
        try await LoopbackServer.with { api in
            try await LoopbackServer.with { elsewhere in
                await elsewhere.respond(with: try .json(Todo(id: 1, title: "elsewhere")))
                await redirectAll(api, to: elsewhere.baseURL, status: 307)
                _ = try await Router(baseURL: api.baseURL).perform(OpenSession())
                #expect(await api.requests.first?.header("X-Session-Key") == "route-key")
                let forwarded = try #require(await elsewhere.requests.first)
                #expect(forwarded.header("X-Session-Key") == nil)
                #expect(forwarded.method == "POST")
                #expect(forwarded.header("Content-Type") == "application/json")
                #expect(forwarded.body == (await api.requests.first?.body))
                #expect(forwarded.bodyText.contains(#""title":"new""#))
            }
        }
    }

    @Test("a redirect back to the API's origin carries the credential and the middleware's fields again")
    func backHome() async throws {
        try await LoopbackServer.with { api in
            try await LoopbackServer.with { elsewhere in
                await api.respond(
                    to: "GET /me",
                    with: StubResponse(status: 302, headers: ["Location": elsewhere.baseURL.absoluteString + "/bounce"])
                )
                await api.respond(to: "GET /v2/me", with: try .json(Todo(id: 2, title: "home")))
                await elsewhere.respond(
                    with: StubResponse(status: 302, headers: ["Location": api.baseURL.absoluteString + "/v2/me"]))
                let router = Router(baseURL: api.baseURL, middleware: [.headers(credentialFields)])
                    .authenticated(UserAuth.self, with: BearerToken("secret"))
                #expect(try await router.perform(GetProfile()).title == "home")
                #expect(await elsewhere.requests.first?.header("X-Key-A") == nil)
                let home = await api.requests
                #expect(home.map(\.path) == ["/me", "/v2/me"])
                #expect(home.map { $0.header("Authorization") } == ["Bearer secret", "Bearer secret"])
                #expect(home.map { $0.header("X-Key-A") } == ["key-a", "key-a"])
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
