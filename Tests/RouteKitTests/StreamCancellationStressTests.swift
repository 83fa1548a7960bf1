import Foundation
import RouteKit
import Testing
import TestSupport

private struct TodoFeed: PublicRoute, StreamingRoute {
    typealias Element = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/feed"
    static let streamFormat = StreamFormat.jsonLines
}

/// Streams left early, many at a time, at every point of their exchange — after the first
/// element, in the middle, right after the last one as the response completes — and streams
/// whose tasks are cancelled at random moments.
///
/// Leaving a stream cancels its URLSession task; cancelling a task as it completes is a race
/// that ends the process in swift-corelibs-foundation unless the cancellation is ordered with
/// the completion (`SessionDelegate.cancel(_:on:)`). Before it was, these tests ended the test
/// process in one run out of five; they would again if the race came back.
@Suite("Leaving and cancelling streams under way", .timeLimit(.minutes(3)))
struct StreamCancellationStressTests {
    static let rounds = 30
    static let streamsPerRound = 24
    static let elements = 20

    /// Runs `body` with a router on a session of its own, so its hundreds of connections never
    /// queue behind, or ahead of, the other suites' requests on RouteKit's shared session; the
    /// session is invalidated afterwards, closing its connections.
    static func withRouter(_ server: LoopbackServer, _ body: (Router) async throws -> Void) async rethrows {
        let session = Transport.redirectRefusingSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        try await body(Router(baseURL: server.baseURL, transport: .urlSession(session)))
    }

    @Test("streams left after any element, the last included, all end; nothing crashes or hangs")
    func leaveAtEveryElement() async throws {
        try await LoopbackServer.with { server in
            let body = (0..<Self.elements).map { "{\"id\":\($0),\"title\":\"t\"}\n" }.joined()
            await server.respond(to: "GET /feed", with: .text(body, contentType: "application/jsonl"))
            try await Self.withRouter(server) { router in
                var total = 0
                for round in 0..<Self.rounds {
                    total += await withTaskGroup(of: Int.self) { group in
                        for index in 0..<Self.streamsPerRound {
                            // 1 to `elements`: the last leaves as the response completes.
                            let leaveAfter = (round * 7 + index) % Self.elements + 1
                            group.addTask {
                                var seen = 0
                                do {
                                    for try await _ in router.stream(TodoFeed()) {
                                        seen += 1
                                        if seen == leaveAfter { break }
                                    }
                                } catch {
                                    Issue.record("stream failed: \(error)")
                                }
                                return seen == leaveAfter ? 1 : 0
                            }
                        }
                        return await group.reduce(0, +)
                    }
                }
                #expect(total == Self.rounds * Self.streamsPerRound)
                // The session still works afterwards.
                var ids: [Int] = []
                for try await todo in router.stream(TodoFeed()) { ids.append(todo.id) }
                #expect(ids == Array(0..<Self.elements))
            }
        }
    }

    @Test("streams whose tasks are cancelled at every stage all end; nothing crashes or hangs")
    func cancelAtEveryStage() async throws {
        try await LoopbackServer.with { server in
            let body = (0..<Self.elements).map { "{\"id\":\($0),\"title\":\"t\"}\n" }.joined()
            await server.respond(to: "GET /feed", with: .text(body, contentType: "application/jsonl"))
            await Self.withRouter(server) { router in
                var ended = 0
                for round in 0..<Self.rounds {
                    ended += await withTaskGroup(of: Int.self) { group in
                        for _ in 0..<Self.streamsPerRound {
                            group.addTask {
                                do throws(RouteError) {
                                    for try await _ in router.stream(TodoFeed()) {}
                                } catch {
                                    if case .cancelled = error { return 1 }
                                    Issue.record("expected .cancelled or the end, got \(error)")
                                }
                                return 1
                            }
                        }
                        try? await Task.sleep(for: .microseconds(round * 97 % 3_000))
                        group.cancelAll()
                        return await group.reduce(0, +)
                    }
                }
                #expect(ended == Self.rounds * Self.streamsPerRound)
            }
        }
    }
}
