import Foundation
import RouteKit
import Testing
import TestSupport

/// `Middleware.retry` over the generated Taskboard routes: it sends a request again only for
/// routes the generator made `RetryableRoute` — idempotent methods unless the spec says
/// `retry: false`, and other methods only with `retry: true`. The server counts the attempts.
@Suite(.timeLimit(.minutes(3)))
struct RetryEndToEndTests {
    /// Retries at once, so the tests do not wait.
    static let retry = Middleware.retry(RetryPolicy(jitter: 0, sleep: { _ in }))
    static let project = #"{"id": 9, "name": "Site", "owner": {"id": 1, "name": "Ann"}, "task_counts": {}}"#

    /// Answers `route` with `503 Service Unavailable` until the request numbered `succeedAt`,
    /// then with `success`.
    static func unavailable(_ server: LoopbackServer, _ route: String, until succeedAt: Int, then success: StubResponse)
        async
    {
        await server.handle(route) { _ in
            await server.requests.count < succeedAt ? .status(503) : success
        }
    }

    @Test func anIdempotentRouteIsRetriedAfterA503() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await Self.unavailable(server, "GET /projects/9", until: 3, then: .jsonText(Self.project))
            let router = Taskboard.router(
                baseURL: server.baseURL, transport: server.transport, middleware: [Self.retry])
            let project = try await router.perform(.project(id: 9))
            #expect(project.name == "Site")
            #expect(await server.requests.count == 3)
        }
    }

    @Test func aPostIsNotRetried() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "POST /session", with: .status(503))
            let router = Taskboard.router(
                baseURL: server.baseURL, transport: server.transport, middleware: [Self.retry])
            let error = await #expect(throws: RouteError.self) {
                try await router.perform(.signIn(username: "ann", password: "pw"))
            }
            guard case .unacceptableStatus(_, let failure)? = error else {
                Issue.record("expected an unacceptable status, got \(String(describing: error))")
                return
            }
            #expect(failure.statusCode == 503)
            #expect(await server.requests.count == 1)
        }
    }

    @Test func aPostThatSaysRetryTrueIsRetriedWithTheSameIdempotencyKey() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await Self.unavailable(server, "POST /projects/9/archive", until: 2, then: .jsonText(Self.project))
            let member = Taskboard.router(
                baseURL: server.baseURL, transport: server.transport, middleware: [Self.retry]
            )
            .authenticated(Taskboard.MemberAuth.self, with: BearerToken("t"))
            let key = UUID()
            _ = try await member.perform(.archiveProject(id: 9, idempotencyKey: key))
            let requests = await server.requests
            #expect(requests.map(\.method) == ["POST", "POST"])
            #expect(
                requests.map { $0.header("Idempotency-Key") } == [
                    key.uuidString.lowercased(), key.uuidString.lowercased(),
                ])
        }
    }

    @Test func anIdempotentRouteThatSaysRetryFalseIsNotRetried() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "PUT /tasks/*/attachment", with: .status(503))
            let integration = Taskboard.router(
                baseURL: server.baseURL, transport: server.transport, middleware: [Self.retry]
            )
            .authenticated(Taskboard.IntegrationAuth.self, with: APIKey("key"))
            await #expect(throws: RouteError.self) {
                try await integration.perform(.uploadAttachment(id: UUID(), body: .data(Data([1]))))
            }
            #expect(await server.requests.count == 1)
        }
    }
}
