import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

private struct GetItem: PublicRoute, CacheableRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/items/{id}"
    let id: Int

    func encode(into request: inout RequestParts) {
        request.path("id", id)
    }
}

/// Cacheable with a lifetime of its own, for responses that say nothing about freshness.
private struct GetSettled: PublicRoute, CacheableRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/settled"
    static var cacheLifetime: Duration? { .seconds(120) }
}

/// The same resource as ``GetItem`` without the capability.
private struct GetItemUncached: PublicRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/items/{id}"
    let id: Int

    func encode(into request: inout RequestParts) {
        request.path("id", id)
    }
}

private struct RenameItem: PublicRoute {
    typealias Response = Todo
    static let method = HTTPMethod.put
    static let pathTemplate = "/items/{id}"
    let id: Int

    func encode(into request: inout RequestParts) {
        request.path("id", id)
    }
}

private struct GetGreeting: PublicRoute, CacheableRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/greeting"
    let language: String

    func encode(into request: inout RequestParts) {
        request.header("Accept-Language", language)
    }
}

/// Sends `Cache-Control` as the caller asks, to say `no-store` or `no-cache` from the request side.
private struct GetItemAsking: PublicRoute, CacheableRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/items/{id}"
    let id: Int
    let cacheControl: String

    func encode(into request: inout RequestParts) {
        request.path("id", id)
        request.header("Cache-Control", cacheControl)
    }
}

private struct GetCachedProfile: AuthenticatedRoute, CacheableRoute {
    typealias Scheme = UserAuth
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/profile"
}

private struct GetPublicProfile: PublicRoute, CacheableRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/profile"
}

/// A clock the test moves, so freshness is tested without waiting.
private final class TestClock: @unchecked Sendable {
    // `@unchecked Sendable`: `current` is read and written only with `lock` held.
    private let lock = NSLock()
    private var current = Dates.whole

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(seconds: TimeInterval) {
        lock.lock()
        current += seconds
        lock.unlock()
    }
}

/// Records the cache status of every request, read once `next` has returned: the cache decides
/// where the transport would be.
private func statusRecorder(_ statuses: Recorder<CacheStatus>) -> Middleware {
    Middleware { request, context, next in
        let answer = try await next(request)
        statuses.append(context.cacheStatus)
        return answer
    }
}

private func scratchFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("routekit-cache-\(UUID())")
}

@Suite("Response cache", .timeLimit(.minutes(3)))
struct ResponseCacheTests {
    @Test("a fresh response answers again without a request, and middleware see the hit")
    func freshHit() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /items/*",
                with: try .json(Todo(id: 1, title: "Cached"), headers: ["Cache-Control": "max-age=60"]))
            let clock = TestClock()
            let cache = ResponseCache(now: { clock.now })
            let statuses = Recorder<CacheStatus>()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [statusRecorder(statuses)],
                cache: cache)

            let first = try await router.perform(GetItem(id: 1))
            clock.advance(seconds: 59)
            let second = try await router.perform(GetItem(id: 1))

            #expect(first == second)
            #expect(await server.requests.count == 1)
            #expect(statuses.all == [.miss, .hit])
            #expect(cache.statistics.hits == 1)
        }
    }

    @Test("a route without the capability is sent every time, even with a cache")
    func uncachableRouteIsSent() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /items/*",
                with: try .json(Todo(id: 1, title: "Cached"), headers: ["Cache-Control": "max-age=60"]))
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: ResponseCache())
            _ = try await router.perform(GetItemUncached(id: 1))
            _ = try await router.perform(GetItemUncached(id: 1))
            #expect(await server.requests.count == 2)
        }
    }

    @Test("a stale response is revalidated with If-None-Match; a 304 serves it and refreshes its freshness")
    func staleRevalidatesWithETag() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("GET /items/*") { request in
                if request.header("If-None-Match") == "\"v1\"" {
                    return StubResponse(status: 304, headers: ["ETag": "\"v1\"", "Cache-Control": "max-age=30"])
                }
                return try .json(
                    Todo(id: 1, title: "Stored"), headers: ["ETag": "\"v1\"", "Cache-Control": "max-age=10"])
            }
            let clock = TestClock()
            let statuses = Recorder<CacheStatus>()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [statusRecorder(statuses)],
                cache: ResponseCache(now: { clock.now }))

            _ = try await router.perform(GetItem(id: 1))
            clock.advance(seconds: 11)
            let revalidated = try await router.perform(GetItem(id: 1))
            clock.advance(seconds: 20)
            let hit = try await router.perform(GetItem(id: 1))

            let requests = await server.requests
            #expect(requests.count == 2)
            #expect(requests.last?.header("If-None-Match") == "\"v1\"")
            #expect(revalidated == Todo(id: 1, title: "Stored"))
            #expect(hit == revalidated)
            #expect(statuses.all == [.miss, .revalidation, .hit])
        }
    }

    @Test("Last-Modified is sent back as If-Modified-Since; a changed resource replaces the entry")
    func revalidatesWithLastModified() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let lastModified = "Tue, 15 Nov 1994 12:45:26 GMT"
            await server.handle("GET /items/*") { request in
                if request.header("If-Modified-Since") == lastModified {
                    return try .json(Todo(id: 1, title: "Changed"), headers: ["Cache-Control": "max-age=60"])
                }
                return try .json(
                    Todo(id: 1, title: "Old"), headers: ["Last-Modified": lastModified, "Cache-Control": "max-age=0"])
            }
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: ResponseCache())

            let first = try await router.perform(GetItem(id: 1))
            #expect(first.title == "Old")
            let changed = try await router.perform(GetItem(id: 1))
            #expect(changed.title == "Changed")
            let again = try await router.perform(GetItem(id: 1))
            #expect(again.title == "Changed")
            #expect(await server.requests.count == 2)
        }
    }

    @Test("Expires minus Date is the lifetime when there is no max-age; an Age already spent counts")
    func expiresAndAge() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("GET /items/1") { _ in
                try .json(
                    Todo(id: 1, title: "Expires"),
                    headers: [
                        "Date": "Fri, 15 Jan 2027 08:00:00 GMT", "Expires": "Fri, 15 Jan 2027 08:01:40 GMT",
                    ])
            }
            await server.handle("GET /items/2") { _ in
                try .json(Todo(id: 2, title: "Aged"), headers: ["Cache-Control": "max-age=100", "Age": "90"])
            }
            let clock = TestClock()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, cache: ResponseCache(now: { clock.now }))

            _ = try await router.perform(GetItem(id: 1))
            _ = try await router.perform(GetItem(id: 2))
            clock.advance(seconds: 50)
            _ = try await router.perform(GetItem(id: 1))  // 50 of 100 s: fresh
            _ = try await router.perform(GetItem(id: 2))  // 90 + 50 of 100 s: stale, no validator
            #expect(await server.requests.map(\.path) == ["/items/1", "/items/2", "/items/2"])
        }
    }

    @Test("the route's lifetime applies when the server says nothing about freshness")
    func routeLifetime() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /settled", with: try .json(Todo(id: 3, title: "Settled")))
            let clock = TestClock()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, cache: ResponseCache(now: { clock.now }))
            _ = try await router.perform(GetSettled())
            clock.advance(seconds: 119)
            _ = try await router.perform(GetSettled())
            clock.advance(seconds: 2)
            _ = try await router.perform(GetSettled())
            #expect(await server.requests.count == 2)
        }
    }

    @Test("no-store is never written, in memory or on disk, and removes what was stored")
    func noStore() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let calls = Recorder<Int>()
            await server.handle("GET /items/*") { _ in
                calls.append(1)
                let control = calls.all.count == 1 ? "max-age=0, must-revalidate" : "no-store"
                return try .json(Todo(id: 1, title: "Secret"), headers: ["Cache-Control": control, "ETag": "\"e\""])
            }
            let folder = scratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let cache = ResponseCache(directory: folder)
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: cache)

            _ = try await router.perform(GetItem(id: 1))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
            _ = try await router.perform(GetItem(id: 1))  // must-revalidate: asked again; no-store now
            _ = try await router.perform(GetItem(id: 1))

            #expect(await server.requests.count == 3)
            #expect(await server.requests.last?.header("If-None-Match") == nil)
            #expect(cache.memoryCost == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("no-cache is stored but revalidated before every use")
    func noCache() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("GET /items/*") { request in
                if request.header("If-None-Match") != nil {
                    return StubResponse(status: 304, headers: ["ETag": "\"n\""])
                }
                return try .json(
                    Todo(id: 1, title: "Checked"), headers: ["Cache-Control": "no-cache", "ETag": "\"n\""])
            }
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: ResponseCache())
            for _ in 0..<3 {
                let value = try await router.perform(GetItem(id: 1))
                #expect(value.title == "Checked")
            }
            #expect(await server.requests.map { $0.header("If-None-Match") } == [nil, "\"n\"", "\"n\""])
        }
    }

    @Test("Vary keeps a response for the request header values it was asked with")
    func vary() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("GET /greeting") { request in
                let language = request.header("Accept-Language") ?? "none"
                return try .json(
                    Todo(id: 0, title: language), headers: ["Cache-Control": "max-age=60", "Vary": "Accept-Language"])
            }
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: ResponseCache())

            let french = try await router.perform(GetGreeting(language: "fr"))
            #expect(french.title == "fr")
            let frenchAgain = try await router.perform(GetGreeting(language: "fr"))
            #expect(frenchAgain.title == "fr")
            let german = try await router.perform(GetGreeting(language: "de"))
            #expect(german.title == "de")
            #expect(await server.requests.count == 2)
        }
    }

    @Test("past its byte limit the memory store drops the least recently used response first")
    func eviction() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            // Entries of about 4.8 kB (a 4 kB body, header fields, key, bookkeeping): three fit.
            let filler = String(repeating: "x", count: 4_000)
            await server.handle("GET /items/*") { request in
                try .json(
                    Todo(id: Int(request.pathSegments.last ?? "") ?? 0, title: filler),
                    headers: ["Cache-Control": "max-age=600"])
            }
            let cache = ResponseCache(memoryCapacity: 16_000)
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: cache)

            for id in 1...3 { _ = try await router.perform(GetItem(id: id)) }
            _ = try await router.perform(GetItem(id: 1))  // a hit: 1 is now the most recent
            _ = try await router.perform(GetItem(id: 4))  // evicts 2, the least recent
            _ = try await router.perform(GetItem(id: 1))
            _ = try await router.perform(GetItem(id: 2))

            #expect(await server.requests.map(\.path) == ["/items/1", "/items/2", "/items/3", "/items/4", "/items/2"])
            #expect(cache.memoryCost <= 16_000)
        }
    }

    @Test("50 concurrent identical misses make one request, and every caller gets its answer")
    func coalescing() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let gate = AsyncStream<Void>.makeStream()
            await server.handle("GET /items/*") { _ in
                for await _ in gate.stream {}
                return try .json(Todo(id: 5, title: "Shared"), headers: ["Cache-Control": "max-age=60"])
            }
            let cache = ResponseCache()
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: cache)

            let results = try await withThrowingTaskGroup(of: Todo.self) { group in
                for _ in 0..<50 { group.addTask { try await router.perform(GetItem(id: 5)) } }
                try await server.waitForRequests(count: 1)
                while cache.statistics.shared < 49 { await Task.yield() }
                gate.continuation.finish()
                return try await group.reduce(into: []) { $0.append($1) }
            }

            #expect(results.count == 50)
            #expect(results.allSatisfy { $0 == Todo(id: 5, title: "Shared") })
            #expect(await server.requests.count == 1)
            #expect(cache.statistics.sent == 1)
        }
    }

    @Test("an authenticated response is never served to another credential or to a public request")
    func credentialSeparation() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("GET /profile") { request in
                let who = request.header("Authorization") ?? "nobody"
                return try .json(Todo(id: 0, title: who), headers: ["Cache-Control": "max-age=600"])
            }
            let cache = ResponseCache()
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: cache)
            let alice = router.authenticated(UserAuth.self, with: BearerToken("alice"))
            let bob = router.authenticated(UserAuth.self, with: BearerToken("bob"))

            let alice1 = try await alice.perform(GetCachedProfile())
            #expect(alice1.title == "Bearer alice")
            let bob1 = try await bob.perform(GetCachedProfile())
            #expect(bob1.title == "Bearer bob")
            let anonymous = try await router.perform(GetPublicProfile())
            #expect(anonymous.title == "nobody")
            let publicForAlice = try await alice.perform(GetPublicProfile())
            #expect(publicForAlice.title == "nobody")
            let alice2 = try await alice.perform(GetCachedProfile())
            #expect(alice2.title == "Bearer alice")
            let bob2 = try await bob.perform(GetCachedProfile())
            #expect(bob2.title == "Bearer bob")
            #expect(await server.requests.count == 3)
        }
    }

    @Test("removeAll signs out: nothing stored is served afterwards, from memory or disk")
    func removeAll() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /items/*",
                with: try .json(Todo(id: 1, title: "Mine"), headers: ["Cache-Control": "max-age=600"]))
            let folder = scratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let cache = ResponseCache(directory: folder)
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: cache)
            _ = try await router.perform(GetItem(id: 1))
            cache.removeAll()
            _ = try await router.perform(GetItem(id: 1))
            #expect(await server.requests.count == 2)
            cache.removeAll()
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("a successful PUT to a URL removes what the cache holds for it")
    func unsafeMethodInvalidates() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /items/*",
                with: try .json(Todo(id: 1, title: "Before"), headers: ["Cache-Control": "max-age=600"]))
            await server.respond(to: "PUT /items/*", with: try .json(Todo(id: 1, title: "After")))
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: ResponseCache())
            _ = try await router.perform(GetItem(id: 1))
            _ = try await router.perform(RenameItem(id: 1))
            _ = try await router.perform(GetItem(id: 1))
            #expect(await server.requests.map(\.method) == ["GET", "PUT", "GET"])
        }
    }

    @Test("the disk store answers a new cache instance, with no request")
    func diskSurvivesNewInstance() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /items/*",
                with: try .json(Todo(id: 1, title: "Kept"), headers: ["Cache-Control": "max-age=600"]))
            let folder = scratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            _ = try await Router(
                baseURL: server.baseURL, transport: server.transport, cache: ResponseCache(directory: folder)
            ).perform(
                GetItem(id: 1))

            let later = Router(
                baseURL: server.baseURL, transport: server.transport, cache: ResponseCache(directory: folder))
            let kept = try await later.perform(GetItem(id: 1))
            #expect(kept == Todo(id: 1, title: "Kept"))
            #expect(await server.requests.count == 1)
        }
    }

    @Test("authenticated responses reach the disk only when the app allows it, and no file holds the credential")
    func authenticatedOnDisk() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /profile",
                with: try .json(Todo(id: 1, title: "Private"), headers: ["Cache-Control": "max-age=600"]))
            let refused = scratchFolder()
            let allowed = scratchFolder()
            defer {
                try? FileManager.default.removeItem(at: refused)
                try? FileManager.default.removeItem(at: allowed)
            }
            let secret = "s3cret-token-value"
            _ = try await Router(
                baseURL: server.baseURL, transport: server.transport, cache: ResponseCache(directory: refused)
            )
            .authenticated(UserAuth.self, with: BearerToken(secret)).perform(GetCachedProfile())
            _ = try await Router(
                baseURL: server.baseURL, transport: server.transport,
                cache: ResponseCache(directory: allowed, storesAuthenticatedResponsesOnDisk: true)
            )
            .authenticated(UserAuth.self, with: BearerToken(secret)).perform(GetCachedProfile())

            #expect(try FileManager.default.contentsOfDirectory(atPath: refused.path).isEmpty)
            let files = try FileManager.default.contentsOfDirectory(atPath: allowed.path)
            #expect(files.count == 1)
            for file in files {
                let bytes = try Data(contentsOf: allowed.appendingPathComponent(file))
                #expect(!file.contains(secret))
                #expect(!String(decoding: bytes, as: UTF8.self).contains(secret))
            }
        }
    }

    @Test("corrupt disk entries are ignored and removed, never crashed on")
    func corruptDiskEntries() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /items/*",
                with: try .json(Todo(id: 1, title: "Fine"), headers: ["Cache-Control": "max-age=600"]))
            let folder = scratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            _ = try await Router(
                baseURL: server.baseURL, transport: server.transport, cache: ResponseCache(directory: folder)
            ).perform(
                GetItem(id: 1))
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
            let file = folder.appendingPathComponent(name)
            let intact = try Data(contentsOf: file)

            for corrupt in [
                Data(), Data("not json".utf8), intact.prefix(intact.count / 2), Data(#"{"version": 99}"#.utf8),
            ] {
                try corrupt.write(to: file)
                let router = Router(
                    baseURL: server.baseURL, transport: server.transport, cache: ResponseCache(directory: folder))
                let served = try await router.perform(GetItem(id: 1))
                #expect(served == Todo(id: 1, title: "Fine"))
                #expect(try Data(contentsOf: file) != corrupt)  // removed, then stored afresh
            }
            #expect(await server.requests.count == 5)
        }
    }

    @Test("a BearerTokenSession made with clearing: empties the cache when the user signs out")
    func sessionSignOutClears() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /profile",
                with: try .json(Todo(id: 1, title: "Mine"), headers: ["Cache-Control": "max-age=600"]))
            let cache = ResponseCache()
            let session = BearerTokenSession(token: BearerToken("t"), refresh: { $0 }, clearing: cache)
            let member = Router(baseURL: server.baseURL, transport: server.transport, cache: cache).authenticated(
                UserAuth.self, session: session)
            _ = try await member.perform(GetCachedProfile())
            #expect(cache.memoryCost > 0)
            await session.signOut()
            #expect(cache.memoryCost == 0)
            let later = await #expect(throws: RouteError.self) { try await member.perform(GetCachedProfile()) }
            #expect(later?.description == "GET /profile: the session ended, sign in again: the user signed out")
            #expect(await server.requests.count == 1)
        }
    }

    @Test("a request that says no-store is neither answered from the cache nor stored; no-cache revalidates")
    func requestDirectives() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("GET /items/*") { request in
                if request.header("If-None-Match") != nil {
                    return StubResponse(status: 304, headers: ["ETag": "\"r\""])
                }
                return try .json(
                    Todo(id: 1, title: "Asked"), headers: ["Cache-Control": "max-age=600", "ETag": "\"r\""])
            }
            let cache = ResponseCache()
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: cache)
            _ = try await router.perform(GetItemAsking(id: 1, cacheControl: "no-store"))
            #expect(cache.memoryCost == 0)
            _ = try await router.perform(GetItem(id: 1))
            _ = try await router.perform(GetItemAsking(id: 1, cacheControl: "no-store"))
            _ = try await router.perform(GetItemAsking(id: 1, cacheControl: "no-cache"))
            _ = try await router.perform(GetItem(id: 1))
            #expect(await server.requests.map { $0.header("If-None-Match") } == [nil, nil, nil, "\"r\""])
        }
    }

    @Test("past its byte limit the disk store deletes the files written longest ago, never the newest")
    func diskEviction() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let filler = String(repeating: "x", count: 1_000)
            await server.handle("GET /items/*") { request in
                try .json(
                    Todo(id: Int(request.pathSegments.last ?? "") ?? 0, title: filler),
                    headers: ["Cache-Control": "max-age=600"])
            }
            let folder = scratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let router = Router(
                baseURL: server.baseURL, transport: server.transport,
                cache: ResponseCache(directory: folder, diskCapacity: 4_000))
            for id in 1...5 { _ = try await router.perform(GetItem(id: id)) }

            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let sizes = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)).count }
            #expect(sizes.reduce(0, +) <= 4_000)
            #expect(names.count >= 1 && names.count < 5)

            let later = Router(
                baseURL: server.baseURL, transport: server.transport,
                cache: ResponseCache(directory: folder, diskCapacity: 4_000))
            _ = try await later.perform(GetItem(id: 5))
            #expect(await server.requests.count == 5)
        }
    }

    @Test("the logging middleware says which answers came from the cache")
    func loggingNamesHits() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /items/*",
                with: try .json(Todo(id: 1, title: "Logged"), headers: ["Cache-Control": "max-age=60"]))
            let lines = Recorder<String>()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.logging { lines.append($0) }],
                cache: ResponseCache())
            _ = try await router.perform(GetItem(id: 1))
            _ = try await router.perform(GetItem(id: 1))
            #expect(lines.all.count == 2)
            #expect(lines.all.first?.hasSuffix(" ms") == true)
            #expect(lines.all.last?.hasSuffix(" ms, from the cache") == true)
        }
    }

    @Test("a response still in flight when the cache is cleared is not stored when it arrives")
    func clearedWhileInFlight() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let gate = AsyncStream<Void>.makeStream()
            let calls = Recorder<Int>()
            await server.handle("GET /items/*") { _ in
                calls.append(1)
                if calls.all.count == 1 { for await _ in gate.stream {} }
                return try .json(Todo(id: 1, title: "Before sign-out"), headers: ["Cache-Control": "max-age=600"])
            }
            let cache = ResponseCache()
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: cache)
            async let first = router.perform(GetItem(id: 1))
            try await server.waitForRequests(count: 1)
            cache.removeAll()
            gate.continuation.finish()
            _ = try await first
            _ = try await router.perform(GetItem(id: 1))
            #expect(await server.requests.count == 2)
        }
    }

    @Test("a caller cancelled while sharing a request leaves it to the others")
    func cancelledWaiter() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let gate = AsyncStream<Void>.makeStream()
            await server.handle("GET /items/*") { _ in
                for await _ in gate.stream {}
                return try .json(Todo(id: 2, title: "Kept going"), headers: ["Cache-Control": "max-age=600"])
            }
            let cache = ResponseCache()
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: cache)
            let leader = Task { try await router.perform(GetItem(id: 2)) }
            try await server.waitForRequests(count: 1)
            let follower = Task { try await router.perform(GetItem(id: 2)) }
            while cache.statistics.shared < 1 { await Task.yield() }
            leader.cancel()
            await #expect(throws: RouteError.self) { try await leader.value }
            gate.continuation.finish()
            #expect(try await follower.value == Todo(id: 2, title: "Kept going"))
            #expect(await server.requests.count == 1)
        }
    }
}
