import Foundation
import RouteKit
import Testing
import TestSupport

private struct ListTodos: PublicRoute {
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos"
}

/// Requests cancelled while they are under way, many at a time, through the default transport.
///
/// On Linux, swift-corelibs-foundation's own cancellation could deadlock a session (every later
/// request of the process hung) or end the process with a fatal error in its task registry;
/// RouteKit's transport abandons a cancelled request instead (``Transport/urlSession(_:)``).
/// Before that, these tests ended the whole test process within a few rounds.
@Suite("Cancelling requests under way", .timeLimit(.minutes(3)))
struct CancellationStressTests {
    static let rounds = 60
    static let requestsPerRound = 40

    /// Starts `requestsPerRound` calls of `perform`, cancels them all after `delay(round)`
    /// microseconds, and returns how many ended in `.cancelled` and how many otherwise.
    private static func cancelRounds(
        _ perform: @escaping @Sendable () async throws(RouteError) -> Void
    ) async -> (cancelled: Int, other: Int) {
        var counts = (cancelled: 0, other: 0)
        for round in 0..<rounds {
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<requestsPerRound {
                    group.addTask {
                        do throws(RouteError) {
                            try await perform()
                            return false
                        } catch {
                            if case .cancelled = error { return true }
                            return false
                        }
                    }
                }
                // Spread the cancellation over every stage of an exchange: before it is sent,
                // while connecting, while the server answers, as the answer arrives.
                try? await Task.sleep(for: .microseconds(round * 97 % 3_000))
                group.cancelAll()
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            counts.cancelled += outcomes.count { $0 }
            counts.other += outcomes.count { !$0 }
        }
        return counts
    }

    @Test("requests to a live server, cancelled at every stage, all end; nothing crashes or hangs")
    func liveServer() async throws {
        try await LoopbackServer.with { server in
            await server.respond(to: "GET /todos", with: try .json([Todo(id: 1, title: "a")]))
            let router = Router(baseURL: server.baseURL)
            let counts = await Self.cancelRounds { () throws(RouteError) in _ = try await router.perform(ListTodos()) }
            #expect(counts.cancelled + counts.other == Self.rounds * Self.requestsPerRound)
            #expect(counts.cancelled > 0)
            // The session still works afterwards: nothing in it is stuck.
            #expect(try await router.perform(ListTodos()) == [Todo(id: 1, title: "a")])
        }
    }

    @Test("requests to a refusing port, cancelled while they fail, all end; nothing crashes or hangs")
    func refusedConnections() async throws {
        try await RefusingEndpoint.with { url in
            let router = Router(baseURL: url)
            let counts = await Self.cancelRounds { () throws(RouteError) in _ = try await router.perform(ListTodos()) }
            #expect(counts.cancelled + counts.other == Self.rounds * Self.requestsPerRound)
        }
    }

    @Test("a request cancelled before it starts is not sent")
    func cancelledBeforeStart() async throws {
        try await LoopbackServer.with { server in
            await server.respond(to: "GET /todos", with: try .json([Todo]()))
            let router = Router(baseURL: server.baseURL)
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await router.perform(ListTodos())
            }
            let error = await #expect(throws: RouteError.self) { try await task.value }
            guard case .cancelled? = error else {
                Issue.record("expected .cancelled, got \(String(describing: error))")
                return
            }
            #expect(await server.requests.isEmpty)
        }
    }
}
