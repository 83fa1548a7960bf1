import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

@Suite("Hostile servers", .timeLimit(.minutes(3)))
struct HostileServerTests {
    @Test("a server that never answers is cut off by the timeout middleware with URLError.timedOut")
    func timeout() async throws {
        try await LoopbackServer.with { server in
            await server.handle { _ in
                try await Task.sleep(for: .seconds(60))
                return .status(200)
            }
            let router = Router(baseURL: server.baseURL, middleware: [.timeout(.milliseconds(200))])
            let error = await #expect(throws: RouteError.self) { try await router.perform(ListTodosRetryable()) }
            guard case .transportFailed(_, let underlying as URLError)? = error else {
                Issue.record("expected a transport failure, got \(String(describing: error))")
                return
            }
            #expect(underlying.code == .timedOut)
        }
    }

    /// The client may read the head and part of the body before the reset arrives, or meet the
    /// reset first: either order must end in the same transport failure, so the test does not
    /// try to choose one.
    @Test("a connection reset in the middle of the body is a transport failure")
    func resetMidBody() async throws {
        let server = try RawSocketServer { connection in
            connection.write(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n[{\"id\":1,")
            connection.reset()
        }
        defer { server.stop() }
        let error = await #expect(throws: RouteError.self) {
            try await Router(baseURL: server.baseURL).perform(ListTodosRetryable())
        }
        #expect(error?.isTransportFailure == true)
    }

    @Test("a response that is not HTTP is a transport failure")
    func notHTTP() async throws {
        let server = try RawSocketServer { connection in connection.write("SSH-2.0-OpenSSH_9.2\r\n") }
        defer { server.stop() }
        let error = await #expect(throws: RouteError.self) {
            try await Router(baseURL: server.baseURL).perform(ListTodosRetryable())
        }
        #expect(error?.isTransportFailure == true)
    }

    @Test("a 20 MB body decodes without trouble")
    func hugeBody() async throws {
        try await LoopbackServer.with { server in
            let todos = (0..<200_000).map { Todo(id: $0, title: "todo number \($0) with some padding text") }
            await server.respond(with: try .json(todos))
            let received = try await Router(baseURL: server.baseURL).perform(ListTodosRetryable())
            #expect(received.count == 200_000)
            #expect(received.last == todos.last)
        }
    }

    @Test("a 5xx storm: each retryable request makes exactly maxAttempts attempts; a POST one")
    func serverErrorStorm() async throws {
        try await LoopbackServer.with { server in
            await server.respond(with: .status(503))
            let router = Router(
                baseURL: server.baseURL,
                middleware: [.retry(RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(1), jitter: 0))]
            )
            let statuses = await withTaskGroup(of: Int?.self) { group in
                for _ in 0..<20 {
                    group.addTask {
                        await Self.status { () async throws(RouteError) in
                            try await router.perform(ListTodosRetryable())
                        }
                    }
                }
                group.addTask {
                    await Self.status { () async throws(RouteError) in try await router.perform(CreateTodoOnce()) }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 503, count: 21))
            let requests = await server.requests
            #expect(requests.filter { $0.method == "GET" }.count == 60)
            #expect(requests.filter { $0.method == "POST" }.count == 1)
        }
    }

    /// Besides completing, the requests must leave nothing behind: every send they started has
    /// ended, and once the router is gone nothing holds a request's route or the middleware chain
    /// — only a task still running (or a reference kept by RouteKit) could.
    ///
    /// Not asserted: the process's thread count. Tasks are not threads (a leaked suspended task
    /// holds none); the count follows Dispatch's workers behind `URLSession`, which stay a few
    /// more after the run until their ~5 s idle timeout, and the other tests in the process.
    @Test("1,000 concurrent requests all complete and leave nothing running or retained")
    func thousandConcurrent() async throws {
        try await LoopbackServer.with { server in
            await server.respond(with: try .json([Todo(id: 1, title: "t")]))
            let tokens = Recorder<WeakReference<RequestToken>>()
            let releases = Releases()
            weak var weakCounter: SendCounter?
            do {
                let counter = SendCounter(releases: releases)
                weakCounter = counter
                // `timeout` runs each send in a child task of its own: RouteKit's tasks are among
                // those that must finish.
                let router = Router(baseURL: server.baseURL, middleware: [.timeout(.seconds(60)), counter.middleware])
                let count = try await withThrowingTaskGroup(of: Int.self) { group in
                    for _ in 0..<1_000 {
                        group.addTask {
                            let token = RequestToken(releases: releases)
                            tokens.append(WeakReference(token))
                            return try await router.perform(TokenListTodos(token: token)).count
                        }
                    }
                    return try await group.reduce(0, +)
                }
                #expect(count == 1_000)
                #expect(await server.requests.count == 1_000)
                #expect(counter.counts == SendCounter.Counts(begun: 1_000, ended: 1_000))
            }
            // A finished child task may release what it captured just after the group returned:
            // wait until the 1,000 tokens and the counter report their deinit. Something leaked
            // keeps this waiting, and the suite's time limit fails the test.
            await releases.wait(for: 1_001)
            #expect(tokens.all.count == 1_000)
            #expect(tokens.all.count { $0.object != nil } == 0)
            #expect(weakCounter == nil)
        }
    }

    /// The status of the `unacceptableStatus` error `perform` throws, or `nil`.
    private static func status<T>(of perform: () async throws(RouteError) -> T) async -> Int? {
        do {
            _ = try await perform()
            return nil
        } catch {
            return error.statusFailure?.statusCode
        }
    }
}

/// `ListTodosRetryable` carrying an object of its own, so a test sees whether anything still holds the
/// route once `perform` has returned.
private struct TokenListTodos: PublicRoute {
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos"
    let token: RequestToken
}

/// One request's object, watched through a ``WeakReference``; reports its deinit to `releases`.
private final class RequestToken: Sendable {
    let releases: Releases

    init(releases: Releases) {
        self.releases = releases
    }

    deinit { releases.record() }
}

/// Counts the objects that reported their deinit and wakes a test waiting for a number of them:
/// how a test learns, without polling, that nothing holds those objects any more.
/// `@unchecked Sendable`: `count` and `waiters` change only with `lock` held.
private final class Releases: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var waiters: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func record() {
        let ready = lock.withLock {
            count += 1
            let ready = waiters.filter { $0.target <= count }
            waiters.removeAll { $0.target <= count }
            return ready
        }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Returns once `target` objects have reported.
    func wait(for target: Int) async {
        await withCheckedContinuation { continuation in
            let reached = lock.withLock {
                if count >= target { return true }
                waiters.append((target, continuation))
                return false
            }
            if reached { continuation.resume() }
        }
    }
}

private struct WeakReference<Object: AnyObject & Sendable>: Sendable {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}

/// Counts the sends passing through its ``middleware``, each one ended whether it returns or
/// throws. The middleware holds the counter, so the counter lives as long as the chain does.
/// `@unchecked Sendable`: `stored` is read and written only with `lock` held.
private final class SendCounter: @unchecked Sendable {
    struct Counts: Equatable {
        var begun = 0
        var ended = 0
    }

    private let lock = NSLock()
    private var stored = Counts()
    private let releases: Releases

    init(releases: Releases) {
        self.releases = releases
    }

    deinit { releases.record() }

    var counts: Counts { lock.withLock { stored } }

    var middleware: Middleware {
        Middleware { request, _, next in
            self.lock.withLock { self.stored.begun += 1 }
            defer { self.lock.withLock { self.stored.ended += 1 } }
            return try await next(request)
        }
    }
}
