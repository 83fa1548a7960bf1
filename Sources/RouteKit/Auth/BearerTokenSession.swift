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
/// new session after the user signs in again. A session made with `clearing:` empties that
/// ``ResponseCache`` when it ends, before `onEnd` runs, so the signed-out user's responses are
/// gone before anyone else can sign in.
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
    private let cache: ResponseCache?

    /// Starts a session.
    /// - Parameters:
    ///   - token: The token from signing in.
    ///   - refreshLeeway: Refresh a token this long before it expires, so it does not expire in flight.
    ///   - now: The current time; tests pass a fixed clock.
    ///   - refresh: Gets a new token; see ``Refresh``.
    ///   - cache: A cache to empty when the session ends (``ResponseCache/removeAll()``);
    ///     `nil` leaves caches alone.
    ///   - onEnd: Called once when `refresh` fails and the session ends, with its error.
    public init(
        token: BearerToken,
        refreshLeeway: Duration = .seconds(30),
        now: @escaping @Sendable () -> Date = Date.init,
        refresh: @escaping Refresh,
        clearing cache: ResponseCache? = nil,
        onEnd: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.cache = cache
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

    /// Ends the session because the user signed out: later requests fail with
    /// ``RouteError/sessionEnded(route:underlying:)`` (its error a ``SignedOut``) without being
    /// sent, and the cache given as `clearing:` is emptied. `onEnd` does not run — the app
    /// asked for this end. ``restart(with:)`` begins a new session.
    public func signOut() {
        ending = SignedOut()
        cache?.removeAll()
    }

    /// Why requests fail after ``signOut()``.
    public struct SignedOut: Error, Sendable, CustomStringConvertible {
        /// `the user signed out`, as error descriptions say it.
        public var description: String { "the user signed out" }
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
        if let refreshing { return try await SingleResumption.value(of: refreshing) }
        let refresh = self.refresh
        let task = Task {
            defer { self.refreshing = nil }
            do {
                self.token = try await refresh(old)
                return self.token
            } catch {
                self.ending = error
                self.cache?.removeAll()
                self.onEnd(error)
                throw error
            }
        }
        refreshing = task
        return try await SingleResumption.value(of: task)
    }
}

extension Duration {
    /// The duration in seconds, as Foundation measures time.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
