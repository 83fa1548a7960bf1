import Foundation
import RouteKit
import Testing
import TestSupport

private struct ResetCache: AuthenticatedRoute {
    typealias Scheme = AdminAuth
    static let method = HTTPMethod.post
    static let pathTemplate = "/admin/cache"
}

private struct ListKeys: AuthenticatedRoute {
    typealias Scheme = HeaderKeyAuth
    static let method = HTTPMethod.get
    static let pathTemplate = "/keys"
}

private struct SearchWithKey: AuthenticatedRoute {
    typealias Scheme = QueryKeyAuth
    static let method = HTTPMethod.get
    static let pathTemplate = "/search"

    var text: String

    func encode(into request: inout RequestParts) {
        request.query("q", text)
    }
}

@Suite("Authentication", .timeLimit(.minutes(3)))
struct AuthenticationTests {
    @Test("a bearer token goes in the Authorization header")
    func bearer() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: try .json(Todo(id: 1, title: "me")))
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, with: BearerToken("t0k.en-_~"))
            _ = try await router.perform(GetProfile())
            #expect(await server.lastRequest?.header("Authorization") == "Bearer t0k.en-_~")
        }
    }

    @Test("basic credentials are base64 of user:password")
    func basic() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let router = Router(baseURL: server.baseURL, transport: server.transport)
                .authenticated(AdminAuth.self, with: BasicCredential(username: "ann", password: "pä:ss wörd"))
            _ = try await router.perform(ResetCache())

            let header = try #require(await server.lastRequest?.header("Authorization"))
            #expect(header.hasPrefix("Basic "))
            let decoded = Data(base64Encoded: String(header.dropFirst("Basic ".count)))
            #expect(decoded == Data("ann:pä:ss wörd".utf8))
        }
    }

    @Test("an API key in a header")
    func apiKeyHeader() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                HeaderKeyAuth.self, with: APIKey("k-123"))
            _ = try await router.perform(ListKeys())

            let request = try #require(await server.lastRequest)
            #expect(request.header("X-API-Key") == "k-123")
            #expect(request.query.isEmpty)
        }
    }

    @Test("an API key in the query joins the route's own items, encoded")
    func apiKeyQuery() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let key = "k+1&admin=true é"
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                QueryKeyAuth.self, with: APIKey(key))
            _ = try await router.perform(SearchWithKey(text: "a b"))

            let request = try #require(await server.lastRequest)
            #expect(request.path == "/search")
            #expect(request.queryItems == [.init("q", "a b"), .init("api_key", key)])
            #expect(request.header("Authorization") == nil)
        }
    }

    @Test("public routes performed by an authenticated router carry no credential")
    func publicRouteCarriesNoCredential() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let base = Router(baseURL: server.baseURL, transport: server.transport)
            _ = try await base.authenticated(UserAuth.self, with: BearerToken("bearer-secret")).perform(Health())
            _ = try await base.authenticated(AdminAuth.self, with: BasicCredential(username: "u", password: "p"))
                .perform(Health())
            _ = try await base.authenticated(HeaderKeyAuth.self, with: APIKey("header-secret")).perform(Health())
            _ = try await base.authenticated(QueryKeyAuth.self, with: APIKey("query-secret")).perform(Health())

            let requests = await server.requests
            #expect(requests.count == 4)
            for request in requests {
                #expect(request.path == "/health")
                #expect(request.header("Authorization") == nil)
                #expect(request.header("X-API-Key") == nil)
                #expect(request.query.isEmpty)
            }
        }
    }

    @Test("a credential with a line break is an invalid request and nothing is sent")
    func credentialWithLineBreak() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let base = Router(baseURL: server.baseURL, transport: server.transport)
            let bearer = await #expect(throws: RouteError.self) {
                try await base.authenticated(UserAuth.self, with: BearerToken("abc\r\nX-Injected: 1")).perform(
                    GetProfile())
            }
            let key = await #expect(throws: RouteError.self) {
                try await base.authenticated(HeaderKeyAuth.self, with: APIKey("abc\nX-Injected: 1")).perform(ListKeys())
            }
            #expect(bearer?.invalidRequestReason == "the value of header Authorization contains a line break or NUL")
            #expect(key?.invalidRequestReason == "the value of header X-API-Key contains a line break or NUL")
            #expect(await server.requests.isEmpty)
            await #expect(throws: RouteError.self) {
                try await base.authenticated(UserAuth.self, with: BearerToken("abc\nd")).request(for: GetProfile())
            }
        }
    }
}
