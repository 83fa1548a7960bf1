import Foundation

/// A signed-in session: the current bearer token, and how to get a new one when it expires or
/// the server rejects it.
///
/// Hand one to ``APIRouter/authenticated(_:session:)``. Before sending, the router asks for a
/// valid token: an expired one (or one expiring within ``refreshLeeway``) is refreshed first.
/// When the server still answers `401`, the router refreshes once and retries once — never in
/// a loop. However many requests need a new token at the same moment, `refresh` runs once and
/// they all wait for its result.
///
/// When `refresh` throws, the session has ended: the waiting requests fail with
/// ``RouteError/sessionEnded(route:underlying:)``, later ones fail at once without a request,
/// and `onEnd` runs once — the place to show the sign-in screen. ``restart(with:)`` begins a
/// new session after the user signs in again.
public actor BearerTokenSession {
    /// Gets a new token given the one that expired or was rejected, e.g. by sending a refresh
    /// token to the API. Throwing ends the session.
    public typealias Refresh = @Sendable (_ expired: BearerToken) async throws -> BearerToken

    /// A token expiring sooner than this is refreshed before it is sent.
    public let refreshLeeway: Duration

    private var token: BearerToken
    private var refreshing: Task<BearerToken, any Error>?
    private var ending: (any Error)?
    private let refresh: Refresh
    private let onEnd: @Sendable (any Error) -> Void
    private let now: @Sendable () -> Date

    /// Starts a session.
    /// - Parameters:
    ///   - token: The token from signing in.
    ///   - refreshLeeway: Refresh a token this long before it expires, so it does not expire in flight.
    ///   - now: The current time; tests pass a fixed clock.
    ///   - refresh: Gets a new token; see ``Refresh``.
    ///   - onEnd: Called once when `refresh` fails and the session ends, with its error.
    public init(
        token: BearerToken,
        refreshLeeway: Duration = .seconds(30),
        now: @escaping @Sendable () -> Date = Date.init,
        refresh: @escaping Refresh,
        onEnd: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.token = token
        self.refreshLeeway = refreshLeeway
        self.now = now
        self.refresh = refresh
        self.onEnd = onEnd
    }

    /// The token requests are sent with now.
    public var currentToken: BearerToken { token }

    /// Whether a refresh failed and the session is over.
    public var hasEnded: Bool { ending != nil }

    /// Begins a new session with `token`, e.g. after the user signed in again.
    public func restart(with token: BearerToken) {
        self.token = token
        ending = nil
    }

    /// A token that is not about to expire, refreshing first if needed.
    func validToken() async throws -> BearerToken {
        if let ending { throw ending }
        if let expiry = token.expiresAt, expiry.timeIntervalSince(now()) <= refreshLeeway.timeInterval {
            return try await refreshed(replacing: token)
        }
        return token
    }

    /// A token to retry with after the server rejected `rejected`: the current one if another
    /// request already replaced it, else a refreshed one.
    func token(replacing rejected: BearerToken) async throws -> BearerToken {
        if let ending { throw ending }
        if token.token != rejected.token { return token }
        return try await refreshed(replacing: rejected)
    }

    /// Joins the refresh in flight or starts the one refresh. The refresh records its outcome
    /// itself, so a caller cancelled while waiting neither cancels it nor loses its result.
    private func refreshed(replacing old: BearerToken) async throws -> BearerToken {
        if let refreshing { return try await Self.value(of: refreshing) }
        let refresh = self.refresh
        let task = Task {
            defer { self.refreshing = nil }
            do {
                self.token = try await refresh(old)
                return self.token
            } catch {
                self.ending = error
                self.onEnd(error)
                throw error
            }
        }
        refreshing = task
        return try await Self.value(of: task)
    }

    /// The value of `task`, or `CancellationError` as soon as the waiting task is cancelled —
    /// even while `task` still runs, so a hanging refresh never holds a cancelled request.
    private static func value(of task: Task<BearerToken, any Error>) async throws -> BearerToken {
        let waiter = SingleResumption<BearerToken>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiter.start(continuation)
                Task { waiter.resume(with: await task.result) }
            }
        } onCancel: {
            waiter.resume(with: .failure(CancellationError()))
        }
    }
}

/// A continuation resumed by whichever comes first — the result or a cancellation — and only
/// once; a cancellation that arrives before the continuation exists is kept for it.
private final class SingleResumption<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?
    private var early: Result<Value, any Error>?
    private var done = false

    func start(_ continuation: CheckedContinuation<Value, any Error>) {
        lock.lock()
        let early = self.early
        if early == nil { self.continuation = continuation }
        lock.unlock()
        if let early { continuation.resume(with: early) }
    }

    func resume(with result: Result<Value, any Error>) {
        lock.lock()
        let first = !done
        done = true
        let continuation = self.continuation
        self.continuation = nil
        if first, continuation == nil { early = result }
        lock.unlock()
        if first { continuation?.resume(with: result) }
    }
}

extension Duration {
    /// The duration in seconds, as Foundation measures time.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
