import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

/// A stub HTTP server for tests: it records every request (``requests``) and answers each with
/// the first registered stub whose route matches, else `404`.
///
/// Requests reach it one of two ways (``Path``), chosen when it starts: over a real socket on
/// `127.0.0.1` with a port the OS picks, for tests about the bytes on the wire (framing,
/// uploads, downloads, streams, URLSession's own behaviour); or handed over in process through
/// ``transport``, for tests about what a router sends and how it reads the answer, which need
/// no socket. A test performs with `Router(baseURL: server.baseURL, transport: server.transport)`
/// either way. Start one per test and stop it before the test ends — most simply with
/// ``with(over:_:)``:
///
/// ```swift
/// try await LoopbackServer.with(over: .inProcess) { server in
///     await server.respond(to: "GET /todos/*", with: try .json(todo))
///     let router = Router(baseURL: server.baseURL, transport: server.transport)
///     _ = try await router.perform(GetTodo(id: 7))
///     #expect(await server.requests.first?.path == "/todos/7")
/// }
/// ```
public actor LoopbackServer {
    /// Answers one recorded request; a thrown error becomes a `500` whose body is the error.
    public typealias Handler = @Sendable (RecordedRequest) async throws -> StubResponse

    /// How requests reach the server.
    public enum Path: Sendable {
        /// Over HTTP/1.1 on a socket on `127.0.0.1`, sent by URLSession (``transport`` is
        /// `.urlSession()`).
        case loopback
        /// Handed to the stubs in this process by ``transport``, no socket: the request as the
        /// router gave it to its transport (no header URLSession would add), the stub's answer
        /// as the response (with `Content-Length`; no body for `HEAD`, `204` or `304`).
        case inProcess
    }

    /// `http://127.0.0.1:<port>` over loopback, `http://stubs.invalid` (a name that never
    /// resolves) in process; without a trailing slash.
    public nonisolated let baseURL: URL
    /// What sends requests to this server; give it to the router.
    public nonisolated let transport: Transport

    private static let inProcessURL = URL(string: "http://stubs.invalid") ?? URL(fileURLWithPath: "/")

    private let listener: LoopbackListener?
    private let state: ServerState

    private init(over path: Path) throws {
        let state = ServerState()
        self.state = state
        switch path {
        case .loopback:
            let listener = try LoopbackListener(state: state)
            self.listener = listener
            baseURL = URL(string: "http://127.0.0.1:\(listener.port)") ?? Self.inProcessURL
            transport = .urlSession()
        case .inProcess:
            listener = nil
            baseURL = Self.inProcessURL
            transport = Self.inProcessTransport(to: state)
        }
    }

    /// Starts a server, which accepts requests once this returns.
    ///
    /// Over loopback its sockets are served by threads of its own and its handlers run on
    /// ``HandlerExecutor``, so it answers even while the test process's other suites hold
    /// every thread of Swift's cooperative pool.
    public static func start(over path: Path = .loopback) async throws -> LoopbackServer {
        try LoopbackServer(over: path)
    }

    /// Starts a server, runs `body` with it and stops it, whether `body` returns or throws.
    public static func with<T>(
        over path: Path = .loopback,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (LoopbackServer) async throws -> T
    ) async throws -> T {
        let server = try await start(over: path)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Stops listening, cancels requests still being answered and waits until the server is
    /// down; nothing to do in process.
    public func stop() async {
        await listener?.stop()
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
    /// `socket`, `bind` or `listen` failed with this `errno`.
    case cannotListen(Int32)
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

/// The server's mutable state, shared by the actor and the connections' threads. A lock rather
/// than an actor so that recording happens before the handler runs, in order.
final class ServerState: @unchecked Sendable {
    private let lock = NSLock()
    private var routes: [(RoutePattern, LoopbackServer.Handler)] = []
    private var recorded: [RecordedRequest] = []
    private var waiters: [UUID: (count: Int, continuation: CheckedContinuation<Void, any Error>)] = [:]

    var requests: [RecordedRequest] { lock.withLock { recorded } }

    func addRoute(_ route: RoutePattern, _ handler: @escaping LoopbackServer.Handler) {
        lock.withLock { routes.append((route, handler)) }
    }

    /// Records `request` and returns the handler that answers it: the first matching route's,
    /// else one answering `404`.
    func record(_ request: RecordedRequest) -> LoopbackServer.Handler {
        let (handler, ready) = lock.withLock {
            recorded.append(request)
            let ready = waiters.filter { $0.value.count <= recorded.count }
            for id in ready.keys { waiters[id] = nil }
            return (routes.first { $0.0.matches(request) }?.1, ready.values.map(\.continuation))
        }
        for continuation in ready { continuation.resume() }
        return handler
            ?? { request in StubResponse(status: 404, body: Data("no stub for \(request.method) \(request.path)".utf8))
            }
    }

    /// What `handler` answers to `request`; a thrown error becomes a `500` whose body is the error.
    static func respond(to request: RecordedRequest, with handler: LoopbackServer.Handler) async -> StubResponse {
        do {
            return try await handler(request)
        } catch {
            return StubResponse(status: 500, body: Data("stub handler failed: \(error)".utf8))
        }
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
