import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

private struct GetWhoAmI: PublicRoute, CacheableRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/profile"
}

private struct GetGreeting: PublicRoute, CacheableRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/greeting"
}

/// A credential the spec gave the route as a header parameter of its own.
private struct GetSessionProfile: PublicRoute, CacheableRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/profile"
    let session: String

    func encode(into request: inout RequestParts) {
        request.header("X-Session", session)
    }
}

private struct GetItem: PublicRoute, CacheableRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/items/{id}"
    let id: Int
    let filter: String

    func encode(into request: inout RequestParts) {
        request.path("id", id)
        request.query("filter", filter)
    }
}

/// Adds `name=value` to the query of every request, as a middleware carrying an API key would.
private func queryItem(_ name: String, _ value: String) -> Middleware {
    Middleware { request, _, next in
        var request = request
        var components = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)!
        components.queryItems = (components.queryItems ?? []) + [URLQueryItem(name: name, value: value)]
        request.url = components.url
        return try await next(request)
    }
}

/// Records the cache status each request ends with, read once `next` has returned.
private func statusRecorder(_ statuses: Recorder<CacheStatus>) -> Middleware {
    Middleware { request, context, next in
        let answer = try await next(request)
        statuses.append(context.cacheStatus)
        return answer
    }
}

/// Answers `GET /profile` with whoever the request says it is — its `Authorization`, else its
/// `X-Session`, else its `api_key` — with `headers`.
private func whoAmI(_ server: LoopbackServer, headers: [String: String]) async {
    await server.handle("GET /profile") { request in
        let who =
            request.header("Authorization") ?? request.header("X-Session") ?? request.queryValues("api_key").first
            ?? "nobody"
        return try .json(Todo(id: 0, title: who), headers: headers)
    }
}

private func scratchFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("routekit-cache-\(UUID())")
}

private func permissions(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require(attributes[.posixPermissions] as? NSNumber).intValue & 0o777
}

@Suite("Response cache: the request as sent decides", .timeLimit(.minutes(3)))
struct ResponseCacheIsolationTests {
    @Test(
        "credentials a middleware adds never share an entry, even where the server says private and Vary: Authorization",
        arguments: [
            ["Cache-Control": "private, max-age=600", "Vary": "Authorization"],
            ["Cache-Control": "max-age=600"],
        ])
    func middlewareCredentials(headers: [String: String]) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await whoAmI(server, headers: headers)
            let cache = ResponseCache()
            let alice = Router(
                baseURL: server.baseURL, transport: server.transport,
                middleware: [.headers(["Authorization": "Bearer alice"])], cache: cache)
            let bob = Router(
                baseURL: server.baseURL, transport: server.transport,
                middleware: [.headers(["Authorization": "Bearer bob"])], cache: cache)
            let anonymous = Router(baseURL: server.baseURL, transport: server.transport, cache: cache)

            let answer97 = try await alice.perform(GetWhoAmI())
            #expect(answer97.title == "Bearer alice")
            let answer99 = try await bob.perform(GetWhoAmI())
            #expect(answer99.title == "Bearer bob")
            let answer101 = try await anonymous.perform(GetWhoAmI())
            #expect(answer101.title == "nobody")
            let answer103 = try await alice.perform(GetWhoAmI())
            #expect(answer103.title == "Bearer alice")
            let answer105 = try await bob.perform(GetWhoAmI())
            #expect(answer105.title == "Bearer bob")
            #expect(await server.requests.count == 3)
        }
    }

    @Test("Vary compares the header fields the request was sent with, a middleware's included")
    func varyAfterMiddleware() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("GET /greeting") { request in
                try .json(
                    Todo(id: 0, title: request.header("Accept-Language") ?? "none"),
                    headers: ["Cache-Control": "max-age=600", "Vary": "Accept-Language"])
            }
            let cache = ResponseCache()
            let english = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.headers(["Accept-Language": "en"])],
                cache: cache)
            let french = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.headers(["Accept-Language": "fr"])],
                cache: cache)

            let answer122 = try await english.perform(GetGreeting())
            #expect(answer122.title == "en")
            let answer124 = try await french.perform(GetGreeting())
            #expect(answer124.title == "fr")
            let answer126 = try await french.perform(GetGreeting())
            #expect(answer126.title == "fr")
            #expect(await server.requests.count == 2)
        }
    }

    @Test("a credential the route sends as a header parameter of its own keeps its own entries")
    func routeHeaderCredentials() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await whoAmI(server, headers: ["Cache-Control": "max-age=600"])
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: ResponseCache())
            let answer137 = try await router.perform(GetSessionProfile(session: "alice"))
            #expect(answer137.title == "alice")
            let answer139 = try await router.perform(GetSessionProfile(session: "bob"))
            #expect(answer139.title == "bob")
            let answer141 = try await router.perform(GetSessionProfile(session: "alice"))
            #expect(answer141.title == "alice")
            #expect(await server.requests.count == 2)
        }
    }

    @Test("a query item a middleware adds to the URL keeps its own entries")
    func middlewareQueryCredentials() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await whoAmI(server, headers: ["Cache-Control": "max-age=600"])
            let cache = ResponseCache()
            let alice = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [queryItem("api_key", "alice")],
                cache: cache)
            let bob = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [queryItem("api_key", "bob")],
                cache: cache)
            let answer154 = try await alice.perform(GetWhoAmI())
            #expect(answer154.title == "alice")
            let answer156 = try await bob.perform(GetWhoAmI())
            #expect(answer156.title == "bob")
            let answer158 = try await Router(baseURL: server.baseURL, transport: server.transport, cache: cache)
                .perform(GetWhoAmI())
            #expect(answer158.title == "nobody")
            #expect(await server.requests.count == 3)
        }
    }

    @Test("a response fetched with a header a middleware added counts as authenticated: on disk only when allowed")
    func middlewareCredentialsOnDisk() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await whoAmI(server, headers: ["Cache-Control": "max-age=600"])
            let refused = scratchFolder()
            let allowed = scratchFolder()
            defer {
                try? FileManager.default.removeItem(at: refused)
                try? FileManager.default.removeItem(at: allowed)
            }
            let secret = "k3y-of-alice"
            let key = Middleware.headers(["X-API-Key": secret])
            _ = try await Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [key],
                cache: ResponseCache(directory: refused)
            )
            .perform(GetWhoAmI())
            _ = try await Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [key],
                cache: ResponseCache(directory: allowed, storesAuthenticatedResponsesOnDisk: true)
            ).perform(GetWhoAmI())
            #expect(try FileManager.default.contentsOfDirectory(atPath: refused.path).isEmpty)
            let files = try FileManager.default.contentsOfDirectory(atPath: allowed.path)
            #expect(files.count == 1)
            for file in files {
                #expect(
                    !String(decoding: try Data(contentsOf: allowed.appendingPathComponent(file)), as: UTF8.self)
                        .contains(secret))
            }
        }
    }

    @Test("the disk store is the user's alone: the folder 0700, each file 0600, a folder there before tightened")
    func diskPermissions() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await whoAmI(server, headers: ["Cache-Control": "max-age=600"])
            let folder = scratchFolder()
            let existing = scratchFolder()
            defer {
                try? FileManager.default.removeItem(at: folder)
                try? FileManager.default.removeItem(at: existing)
            }
            try FileManager.default.createDirectory(
                at: existing, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            for directory in [folder, existing] {
                let cache = ResponseCache(directory: directory, storesAuthenticatedResponsesOnDisk: true)
                _ = try await Router(baseURL: server.baseURL, transport: server.transport, cache: cache).perform(
                    GetWhoAmI())
                _ = try await Router(baseURL: server.baseURL, transport: server.transport, cache: cache).authenticated(
                    UserAuth.self, with: BearerToken("t")
                )
                .perform(GetSessionProfile(session: "s"))
                #expect(try permissions(of: directory) == 0o700)
                let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                #expect(files.count == 2)
                for file in files {
                    #expect(try permissions(of: directory.appendingPathComponent(file)) == 0o600, "\(file)")
                }
            }
        }
    }

    @Test("the memory budget counts each entry's key: long URLs leave room for fewer entries")
    func memoryBudgetCountsKeys() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("GET /items/*") { _ in
                try .json(Todo(id: 1, title: "small"), headers: ["Cache-Control": "max-age=600"])
            }
            let capacity = 8 << 10
            let cache = ResponseCache(memoryCapacity: capacity)
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: cache)
            let filter = String(repeating: "f", count: 2_000)
            for round in 0..<2 {
                for id in 0..<10 { _ = try await router.perform(GetItem(id: id, filter: filter)) }
                #expect(cache.memoryCost <= capacity, "round \(round)")
                #expect(cache.memoryCost >= 2 * 2_000, "round \(round): the keys kept are counted")
            }
            // Four 2 kB keys and their entries do not fit in 8 KiB: every second round's
            // request went out again.
            #expect(await server.requests.count == 20)
        }
    }

    @Test("a middleware reads the cache's decision once next returns: miss, then hit")
    func statusAfterNext() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await whoAmI(server, headers: ["Cache-Control": "max-age=600"])
            let statuses = Recorder<CacheStatus>()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport,
                middleware: [statusRecorder(statuses), .headers(["Authorization": "Bearer a"])],
                cache: ResponseCache())
            _ = try await router.perform(GetWhoAmI())
            _ = try await router.perform(GetWhoAmI())
            #expect(statuses.all == [.miss, .hit])
            #expect(await server.requests.count == 1)
        }
    }
}
