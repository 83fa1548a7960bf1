import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
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
/// the completion (`TaskDelegate.cancel(_:on:)`), and the task's protocol exists when the
/// cancellation comes (no `URLCache` lookup under way). Before it was, these tests ended the test
/// process in one run out of five; they would again if the race came back.
@Suite("Leaving and cancelling streams under way", .timeLimit(.minutes(3)))
struct StreamCancellationStressTests {
    static let rounds = 30
    static let streamsPerRound = 24
    static let elements = 20
    static let startRounds = 80

    /// Runs `body` with a router on a session of its own, so its hundreds of connections never
    /// queue behind, or ahead of, the other suites' requests on RouteKit's shared session; the
    /// session is invalidated afterwards, closing its connections.
    static func withRouter(_ server: LoopbackServer, _ body: (Router) async throws -> Void) async rethrows {
        let session = Transport.redirectRefusingSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        try await body(Router(baseURL: server.baseURL, transport: .urlSession(session)))
    }

    /// Starts ``streamsPerRound`` streams of the feed at once and cancels them all `delay` later;
    /// returns how many ended, each cancelled or complete (any other end is recorded as an issue).
    static func streamsCancelled(on router: Router, after delay: Duration) async -> Int {
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<streamsPerRound {
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
            try? await Task.sleep(for: delay)
            group.cancelAll()
            return await group.reduce(0, +)
        }
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

    #if canImport(FoundationNetworking)
    @Test("on Linux RouteKit's sessions keep no URLCache, and the configuration given stays as it was")
    func sessionsKeepNoURLCache() {
        let configuration = URLSessionConfiguration.ephemeral
        let cache = configuration.urlCache
        #expect(cache != nil)
        let session = Transport.redirectRefusingSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        #expect(session.configuration.urlCache == nil)
        #expect(configuration.urlCache === cache)
        #expect(Transport.redirectRefusingSession.configuration.urlCache == nil)
    }
    #endif

    @Test("streams cancelled as they start, before their response, all end; nothing crashes or hangs")
    func cancelAsTheyStart() async throws {
        try await LoopbackServer.with { server in
            // Cacheable: a session that kept responses would answer the later requests itself.
            let todo = StubResponse(
                headers: ["Content-Type": "application/jsonl", "Cache-Control": "max-age=600"],
                body: Data("{\"id\":1,\"title\":\"t\"}\n".utf8))
            await server.respond(to: "GET /feed", with: todo)
            await Self.withRouter(server) { router in
                var ended = 0
                for round in 0..<Self.startRounds {
                    // 0 to 350 µs: inside the moment a task has been resumed and has no
                    // connection yet, where the cancellation of one used to be lost.
                    ended += await Self.streamsCancelled(on: router, after: .microseconds(round % 8 * 50))
                }
                #expect(ended == Self.startRounds * Self.streamsPerRound)
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
                    ended += await Self.streamsCancelled(on: router, after: .microseconds(round * 97 % 3_000))
                }
                #expect(ended == Self.rounds * Self.streamsPerRound)
            }
        }
    }
}
