import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

/// The refresh endpoint of a test: counts calls and hands out `fresh-1`, `fresh-2`…, or fails.
private final class TokenIssuer: Sendable {
    let calls = Recorder<String>()
    let fails: Bool
    let delay: Duration
    /// Whether a refresh waits for ``release()`` before it returns: a test then checks what
    /// happens during a refresh without depending on how long anything takes.
    let held: Bool
    private let gate = AsyncStream<Void>.makeStream()
    private let started = AsyncStream<Void>.makeStream()

    init(fails: Bool = false, delay: Duration = .zero, held: Bool = false) {
        self.fails = fails
        self.delay = delay
        self.held = held
    }

    /// Lets held refreshes (current and later) return.
    func release() {
        gate.continuation.finish()
    }

    /// Returns once a refresh has begun (one per call, in order): a test then acts while the
    /// refresh is known to be running.
    func refreshStarted() async {
        var iterator = started.stream.makeAsyncIterator()
        await iterator.next()
    }

    struct Refused: Error, CustomStringConvertible {
        var description: String { "refresh token revoked" }
    }

    func refresh(_ expired: BearerToken) async throws -> BearerToken {
        calls.append(expired.token)
        started.continuation.yield()
        try await Task.sleep(for: delay)
        if held {
            for await _ in gate.stream {}
        }
        if fails { throw Refused() }
        return BearerToken("fresh-\(calls.all.count)", expiresAt: Date().addingTimeInterval(3600))
    }
}

/// A server that accepts only `Bearer fresh-…` tokens and answers `401` to any other.
private func acceptFreshTokens(_ server: LoopbackServer) async {
    await server.handle { request in
        request.header("Authorization")?.hasPrefix("Bearer fresh-") == true
            ? try .json(Todo(id: 1, title: "me")) : .status(401)
    }
}

@Suite("Bearer sessions: refresh", .timeLimit(.minutes(3)))
struct TokenRefreshTests {
    let expired = BearerToken("stale", expiresAt: Date().addingTimeInterval(-60))

    @Test("an expired token is refreshed before the request is sent")
    func refreshBeforeSending() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await acceptFreshTokens(server)
            let issuer = TokenIssuer()
            let session = BearerTokenSession(token: expired, refresh: issuer.refresh)
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, session: session)
            _ = try await router.perform(GetProfile())
            #expect(issuer.calls.all == ["stale"])
            #expect(await server.requests.map { $0.header("Authorization") } == ["Bearer fresh-1"])
            #expect(await session.currentToken.token == "fresh-1")
        }
    }

    @Test("a token about to expire within the leeway is refreshed; a later one is not")
    func leeway() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: try .json(Todo(id: 1, title: "me")))
            let issuer = TokenIssuer()
            let soon = BearerToken("soon", expiresAt: Date().addingTimeInterval(10))
            let later = BearerToken("later", expiresAt: Date().addingTimeInterval(120))
            for token in [soon, later] {
                let session = BearerTokenSession(token: token, refreshLeeway: .seconds(30), refresh: issuer.refresh)
                _ = try await Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                    UserAuth.self, session: session
                )
                .perform(GetProfile())
            }
            #expect(issuer.calls.all == ["soon"])
            #expect(await server.requests.map { $0.header("Authorization") } == ["Bearer fresh-1", "Bearer later"])
        }
    }

    @Test("a 401 refreshes the token once and retries once with the new token")
    func refreshAfter401() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await acceptFreshTokens(server)
            let issuer = TokenIssuer()
            let session = BearerTokenSession(token: BearerToken("revoked-by-server"), refresh: issuer.refresh)
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, session: session)
            let me = try await router.perform(GetProfile())
            #expect(me.title == "me")
            #expect(issuer.calls.all == ["revoked-by-server"])
            #expect(
                await server.requests.map { $0.header("Authorization") } == [
                    "Bearer revoked-by-server", "Bearer fresh-1",
                ])
        }
    }

    @Test("a second 401 after refreshing is final: no loop")
    func noLoop() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .status(401))
            let issuer = TokenIssuer()
            let session = BearerTokenSession(token: BearerToken("t"), refresh: issuer.refresh)
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, session: session)
            let error = await #expect(throws: RouteError.self) { try await router.perform(GetProfile()) }
            #expect(error?.statusFailure?.statusCode == 401)
            #expect(issuer.calls.all.count == 1)
            #expect(await server.requests.count == 2)
        }
    }

    @Test("a fixed credential gets no refresh and no retry on 401")
    func fixedCredential() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .status(401))
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, with: BearerToken("t"))
            _ = try? await router.perform(GetProfile())
            #expect(await server.requests.count == 1)
        }
    }

    @Test("50 concurrent requests with an expired token share exactly one refresh, and all succeed")
    func singleRefreshForConcurrentRequests() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await acceptFreshTokens(server)
            let issuer = TokenIssuer(delay: .milliseconds(50))
            let session = BearerTokenSession(token: expired, refresh: issuer.refresh)
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, session: session)
            let titles = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<50 { group.addTask { try await router.perform(GetProfile()).title } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(titles.count == 50)
            #expect(issuer.calls.all == ["stale"])
            let sent = Set(await server.requests.map { $0.header("Authorization") })
            #expect(sent == ["Bearer fresh-1"])
        }
    }

    @Test("50 concurrent requests rejected with 401 share exactly one refresh, and all succeed")
    func singleRefreshForConcurrent401s() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await acceptFreshTokens(server)
            let issuer = TokenIssuer(delay: .milliseconds(50))
            let session = BearerTokenSession(token: BearerToken("revoked"), refresh: issuer.refresh)
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, session: session)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<50 { group.addTask { _ = try await router.perform(GetProfile()) } }
                try await group.waitForAll()
            }
            #expect(issuer.calls.all == ["revoked"])
        }
    }

    @Test("a failed refresh fails the waiting requests, ends the session once, and sends nothing more")
    func failedRefreshEndsSession() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /health", with: .noContent)
            await acceptFreshTokens(server)
            let issuer = TokenIssuer(fails: true, delay: .milliseconds(20))
            let endings = Recorder<String>()
            let session = BearerTokenSession(token: expired, refresh: issuer.refresh) { endings.append("\($0)") }
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, session: session)
            let results = await withTaskGroup(of: Result<Todo, RouteError>.self) { group in
                for _ in 0..<10 {
                    group.addTask {
                        do throws(RouteError) { return .success(try await router.perform(GetProfile())) } catch {
                            return .failure(error)
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            for result in results {
                guard case .failure(.sessionEnded(let route, let underlying)) = result else {
                    Issue.record("expected .sessionEnded, got \(result)")
                    continue
                }
                #expect(route == "GET /me")
                #expect(underlying is TokenIssuer.Refused)
            }
            #expect(issuer.calls.all.count == 1)
            #expect(endings.all == ["refresh token revoked"])
            #expect(await session.hasEnded)
            #expect(await server.requests.isEmpty)

            let later = await #expect(throws: RouteError.self) { try await router.perform(GetProfile()) }
            #expect(
                later?.description == "GET /me: the session ended, sign in again: refreshing the token failed: "
                    + (later.flatMap(\.sessionEndedCause)?.localizedDescription ?? ""))
            #expect(issuer.calls.all.count == 1)
            #expect(await server.requests.isEmpty)

            _ = try await router.perform(Health())
            #expect(await server.requests.count == 1, "public routes still work after the session ended")
        }
    }

    @Test("restarting an ended session with a new token sends requests again")
    func restart() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await acceptFreshTokens(server)
            let session = BearerTokenSession(token: expired, refresh: TokenIssuer(fails: true).refresh)
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, session: session)
            _ = try? await router.perform(GetProfile())
            #expect(await session.hasEnded)
            await session.restart(with: BearerToken("fresh-signed-in"))
            let me = try await router.perform(GetProfile())
            #expect(me.title == "me")
            #expect(await server.requests.last?.header("Authorization") == "Bearer fresh-signed-in")
        }
    }

    @Test("a refresh that never returns is cut off by the timeout middleware; nothing is sent")
    func hangingRefreshTimesOut() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await acceptFreshTokens(server)
            let issuer = TokenIssuer(held: true)
            let session = BearerTokenSession(token: expired, refresh: issuer.refresh)
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.timeout(.milliseconds(300))]
            )
            .authenticated(UserAuth.self, session: session)
            let error = await #expect(throws: RouteError.self) { try await router.perform(GetProfile()) }
            guard case .transportFailed(let route, let underlying as URLError)? = error else {
                Issue.record("expected a timed-out transport failure, got \(String(describing: error))")
                issuer.release()
                return
            }
            #expect(route == "GET /me")
            #expect(underlying.code == .timedOut)
            #expect(await server.requests.isEmpty)
            #expect(await session.hasEnded == false, "a slow refresh is not a failed one")
            issuer.release()
        }
    }

    @Test("a renewal after a 401 that never returns is cut off by the timeout middleware too")
    func hangingRenewalTimesOut() async throws {
        // The 401 comes from an in-process transport, at once, so the limit can only pass
        // during the renewal, however loaded the machine is.
        let sent = Recorder<URLRequest>()
        let issuer = TokenIssuer(held: true)
        let session = BearerTokenSession(token: BearerToken("revoked"), refresh: issuer.refresh)
        let router = Router(
            baseURL: URL(string: "https://api.example.com")!, transport: .recording(into: sent, status: 401),
            middleware: [.timeout(.seconds(1))]
        )
        .authenticated(UserAuth.self, session: session)
        let error = await #expect(throws: RouteError.self) { try await router.perform(GetProfile()) }
        guard case .transportFailed(_, let underlying as URLError)? = error else {
            Issue.record("expected a timed-out transport failure, got \(String(describing: error))")
            issuer.release()
            return
        }
        #expect(underlying.code == .timedOut)
        #expect(sent.all.count == 1)
        #expect(issuer.calls.all == ["revoked"], "the renewal was under way when the limit passed")
        issuer.release()
    }

    @Test("cancelling a request waiting for a refresh cancels it at once; the refresh still completes for others")
    func cancelWhileRefreshing() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await acceptFreshTokens(server)
            let issuer = TokenIssuer(held: true)
            let session = BearerTokenSession(token: expired, refresh: issuer.refresh)
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, session: session)
            // The first request alone starts the refresh, so once it has begun that request is
            // waiting for it; the second joins or starts after it, either way needing its result.
            let cancelled = Task { try await router.perform(GetProfile()) }
            await issuer.refreshStarted()
            let other = Task { try await router.perform(GetProfile()) }
            cancelled.cancel()
            guard case .failure(let error as RouteError) = await cancelled.result, error.isCancelled else {
                Issue.record("expected .cancelled")
                return
            }
            #expect(issuer.calls.all.count == 1)
            #expect(await session.currentToken.token == "stale", "the refresh is still running")
            issuer.release()
            let title = try await other.value.title
            #expect(title == "me")
            #expect(issuer.calls.all.count == 1)
            #expect(await session.currentToken.token == "fresh-1")
        }
    }
}

extension RouteError {
    /// The refresh error of a `.sessionEnded` error.
    fileprivate var sessionEndedCause: (any Error)? {
        if case .sessionEnded(_, let underlying) = self { underlying } else { nil }
    }
}
