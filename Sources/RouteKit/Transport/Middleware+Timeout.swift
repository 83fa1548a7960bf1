import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Middleware {
    /// Fails a request that has no complete response within `limit` with
    /// `URLError(.timedOut)` — a deadline for the whole exchange, where `URLRequest`'s
    /// `timeoutInterval` only bounds the idle time between packets, so a server trickling bytes
    /// could hold a request forever. Placed before ``retry(_:)`` it bounds all attempts together;
    /// after it, each attempt.
    ///
    /// Getting the credential is bounded too, though it happens before any middleware runs: an
    /// ``AuthenticatedRouter`` waits at most `limit` (the shortest, with several timeouts) for
    /// its token — a ``BearerTokenSession`` refresh that hangs included — and then fails the
    /// same way, with a transport failure whose error is `URLError(.timedOut)`. That wait has a
    /// deadline of its own, so a call that first waits for a token and then for the server can
    /// take up to twice `limit`; neither wait is ever unbounded.
    public static func timeout(_ limit: Duration) -> Middleware {
        var middleware = Middleware { request, _, next in
            try await withTimeLimit(limit, timeoutError: URLError(.timedOut)) {
                try await next(request)
            }
        }
        middleware.timeLimit = limit
        return middleware
    }
}
