import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP server on `127.0.0.1` with a port the OS picks, for tests that perform requests
/// over the network stack and assert on what a server actually received.
///
/// It records every request (``requests``) and answers each with the first registered stub whose
/// route matches, else `404`. Start one per test and stop it before the test ends — most simply
/// with ``with(_:)``:
///
/// ```swift
/// try await LoopbackServer.with { server in
///     await server.respond(to: "GET /todos/*", with: try .json(todo))
///     let router = Router(baseURL: server.baseURL)
///     _ = try await router.perform(GetTodo(id: 7))
///     #expect(await server.requests.first?.path == "/todos/7")
/// }
/// ```
public actor LoopbackServer {
    /// Answers one recorded request; a thrown error becomes a `500` whose body is the error.
    public typealias Handler = @Sendable (RecordedRequest) async throws -> StubResponse

    /// `http://127.0.0.1:<port>`, without a trailing slash.
    public nonisolated let baseURL: URL
    /// The port the OS assigned.
    public nonisolated let port: UInt16

    private let server: HTTPServer
    private let runTask: Task<Void, any Error>
    private let state: ServerState

    private init(server: HTTPServer, runTask: Task<Void, any Error>, state: ServerState, port: UInt16) {
        self.server = server
        self.runTask = runTask
        self.state = state
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Starts a server and returns once it accepts connections.
    public static func start() async throws -> LoopbackServer {
        let state = ServerState()
        // A poll-based socket pool, not FlyingFox's default epoll one on Linux: that pool waits
        // in `epoll_wait` without a timeout on a Dispatch thread, and when the server stops its
        // epoll descriptor is closed under that wait, which never returns. Each stopped server
        // then kept a Dispatch worker for good, and once a test process had started some 250
        // servers, Dispatch had no thread left for URLSession's queues: the whole run hung
        // (seen with the suites of issue 15). A poll with a timeout returns, and its thread with it;
        // one a signal interrupts must not stop the server (SharedPoll).
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0),
            timeout: 120,
            pool: NoDelaySocketPool(base: SocketPool(queue: SharedPoll(interval: .milliseconds(5)))),
            logger: .disabled,
            handler: Dispatcher(state: state)
        )
        let runTask = Task { try await server.run() }
        do {
            // FlyingFox's default wait is 5 s, which a loaded 2-core machine running the whole
            // suite in parallel (compilers included) has exceeded; this is a hang guard only.
            try await server.waitUntilListening(timeout: 60)
        } catch {
            runTask.cancel()
            throw error
        }
        guard case .ip4(_, let port)? = await server.listeningAddress else {
            await server.stop()
            runTask.cancel()
            throw LoopbackServerError.noListeningAddress
        }
        return LoopbackServer(server: server, runTask: runTask, state: state, port: port)
    }

    /// Starts a server, runs `body` with it and stops it, whether `body` returns or throws.
    public static func with<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (LoopbackServer) async throws -> T
    ) async throws -> T {
        let server = try await start()
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Stops listening, cancels requests still being answered and waits until the server is down.
    public func stop() async {
        await server.stop(timeout: 0)
        runTask.cancel()
        _ = await runTask.result
    }

    // MARK: Stubs

    /// Answers requests matching `route` with `handler`.
    ///
    /// `route` is an optional method and a path pattern matched against the raw (still
    /// percent-encoded) path: `"GET /todos/*"`, `"/v1/**"`, `"*"`. A `*` segment matches any one
    /// segment, a final `**` any rest, and `"*"` alone every path. Routes are tried in the order
    /// they were added; the first that matches answers.
    public func handle(_ route: String = "*", with handler: @escaping Handler) {
        state.addRoute(RoutePattern(route), handler)
    }

    /// Answers requests matching `route` with `response` (see ``handle(_:with:)``).
    public func respond(to route: String = "*", with response: StubResponse) {
        handle(route) { _ in response }
    }

    // MARK: Recorded requests

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] {
        state.requests
    }

    /// The request received last, if any.
    public var lastRequest: RecordedRequest? {
        state.requests.last
    }

    /// Waits until at least `count` requests have arrived and returns them all; throws
    /// `CancellationError` if the waiting task is cancelled first.
    @discardableResult
    public func waitForRequests(count: Int = 1) async throws -> [RecordedRequest] {
        try await state.wait(forCount: count)
        return state.requests
    }
}

/// Why a ``LoopbackServer`` could not start.
public enum LoopbackServerError: Error, Sendable {
    /// The server started but reported no IPv4 address.
    case noListeningAddress
}

// MARK: - Internals

/// A route pattern: optional method, path segments with `*` and trailing `**` wildcards.
struct RoutePattern: Sendable {
    let method: String?
    let segments: [String]?

    init(_ text: String) {
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        method = parts.count == 2 ? parts[0].uppercased() : nil
        let path = parts.last ?? "*"
        segments = path == "*" ? nil : path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    func matches(_ request: RecordedRequest) -> Bool {
        if let method, method != request.method.uppercased() { return false }
        guard let segments else { return true }
        let actual = request.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for (index, pattern) in segments.enumerated() {
            if pattern == "**", index == segments.count - 1 { return actual.count >= index }
            guard index < actual.count, pattern == "*" || pattern == actual[index] else { return false }
        }
        return actual.count == segments.count
    }
}

/// The server's mutable state, shared by the actor and the FlyingFox handler. A lock rather than
/// an actor so that recording happens before the handler runs, in order.
final class ServerState: @unchecked Sendable {
    private let lock = NSLock()
    private var routes: [(RoutePattern, LoopbackServer.Handler)] = []
    private var recorded: [RecordedRequest] = []
    private var waiters: [UUID: (count: Int, continuation: CheckedContinuation<Void, any Error>)] = [:]

    var requests: [RecordedRequest] { lock.withLock { recorded } }

    func addRoute(_ route: RoutePattern, _ handler: @escaping LoopbackServer.Handler) {
        lock.withLock { routes.append((route, handler)) }
    }

    /// Records `request` and returns the handler that answers it.
    func record(_ request: RecordedRequest) -> LoopbackServer.Handler? {
        let (handler, ready) = lock.withLock {
            recorded.append(request)
            let ready = waiters.filter { $0.value.count <= recorded.count }
            for id in ready.keys { waiters[id] = nil }
            return (routes.first { $0.0.matches(request) }?.1, ready.values.map(\.continuation))
        }
        for continuation in ready { continuation.resume() }
        return handler
    }

    func wait(forCount count: Int) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resume: Result<Void, any Error>? = lock.withLock {
                    if recorded.count >= count { return .success(()) }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    waiters[id] = (count, continuation)
                    return nil
                }
                if let resume { continuation.resume(with: resume) }
            }
        } onCancel: {
            let waiter = lock.withLock { waiters.removeValue(forKey: id) }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }
}

/// Turns FlyingFox requests into ``RecordedRequest``s and ``StubResponse``s into responses.
struct Dispatcher: HTTPHandler {
    let state: ServerState

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let recorded = RecordedRequest(
            method: request.method.rawValue,
            path: request.target.path(percentEncoded: true),
            query: request.target.query(percentEncoded: true),
            headers: Dictionary(request.headers.map { ($0.key.rawValue, $0.value) }) { "\($0), \($1)" },
            body: try await request.bodyData
        )
        guard let handler = state.record(recorded) else {
            return HTTPResponse(
                statusCode: HTTPStatusCode(404, phrase: "Not Found"),
                body: Data("no stub for \(recorded.method) \(recorded.path)".utf8)
            )
        }
        let stub: StubResponse
        do {
            stub = try await handler(recorded)
        } catch {
            return HTTPResponse(
                statusCode: HTTPStatusCode(500, phrase: "Internal Server Error"),
                body: Data("stub handler failed: \(error)".utf8)
            )
        }
        var responseHeaders = HTTPHeaders()
        for (name, value) in stub.headers {
            responseHeaders.addValue(value, for: HTTPHeader(name))
        }
        return HTTPResponse(
            statusCode: HTTPStatusCode(stub.status, phrase: "Stub"),
            headers: responseHeaders,
            body: stub.body
        )
    }
}
