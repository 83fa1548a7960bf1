import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

/// The capabilities `Specs/` grants, end to end: `project` (`cache: { maxAge: 60 }`) answered
/// from a `ResponseCache`, `createTask` (`capabilities: [IdempotentRoute]`) given a key by the
/// middleware of Docs/Client.md and retried although it is a POST.
@Suite(.timeLimit(.minutes(3)))
struct CapabilityEndToEndTests {
    static let project = Taskboard.Project(
        id: 42, name: "Docs", owner: Taskboard.User(id: 1, name: "Ada"), taskCounts: ["open": 3])

    @Test func aCacheableRouteIsAnsweredFromTheCacheForItsLifetime() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /projects/42", with: try .json(Self.project))
            let router = Taskboard.router(baseURL: server.baseURL, transport: server.transport, cache: ResponseCache())
            let first = try await router.perform(.project(id: 42))
            let second = try await router.perform(.project(id: 42))
            #expect(first == Self.project)
            #expect(second == first)
            #expect(await server.requests.count == 1)
            #expect(Taskboard.ProjectRoute.cacheLifetime == .seconds(60))
        }
    }

    @Test func anIdempotentRouteGetsOneKeyAndIsRetried() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let attempts = Recorder<Int>()
            await server.handle("POST /projects/7/tasks") { _ in
                attempts.append(1)
                if attempts.all.count == 1 { return .status(503) }
                return try .json(GeneratedRoutesEndToEndTests.sampleTask(), status: 201)
            }
            let policy = RetryPolicy(maxAttempts: 2, initialDelay: .zero, jitter: 0, sleep: { _ in })
            let member = Taskboard.router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.idempotencyKeys, .retry(policy)]
            )
            .authenticated(Taskboard.MemberAuth.self, with: BearerToken("t"))
            _ = try await member.perform(.createTask(projectID: 7, body: .init(title: "Once")))

            let keys = await server.requests.map { $0.header("Idempotency-Key") }
            #expect(keys.count == 2)
            #expect(keys[0] != nil)
            #expect(keys[0] == keys[1])
        }
    }
}
