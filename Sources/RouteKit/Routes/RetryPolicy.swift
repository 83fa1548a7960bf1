import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// When and how often ``Middleware/retry(_:)`` sends a failed request again.
///
/// A request is retried when its route is a ``RetryableRoute`` and the attempt failed without a
/// response (connection refused, reset, timed out) or answered with one of
/// ``retryableStatuses``. Waits grow exponentially from ``initialDelay`` up to ``maxDelay``,
/// spread by ``jitter`` so many clients do not retry in lockstep; a `Retry-After` header in
/// seconds is honoured up to ``maxDelay``.
public struct RetryPolicy: Sendable {
    /// Attempts in total, the first included; `1` never retries.
    public var maxAttempts: Int
    /// The wait before the first retry.
    public var initialDelay: Duration
    /// Each further wait is the previous one times this.
    public var multiplier: Double
    /// No wait is longer than this, `Retry-After` included.
    public var maxDelay: Duration
    /// Each wait is scaled by a random factor in `1 - jitter ... 1 + jitter`; `0` for exact waits.
    public var jitter: Double
    /// Statuses worth another attempt: the server says it was busy or failed transiently.
    public var retryableStatuses: Set<Int>
    /// How to wait; `Task.sleep` unless a test records the waits instead.
    public var sleep: @Sendable (Duration) async throws -> Void

    /// Creates a policy; the defaults suit most apps: 3 attempts, 0.5 s then 1 s, ±20 %.
    public init(
        maxAttempts: Int = 3,
        initialDelay: Duration = .milliseconds(500),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(30),
        jitter: Double = 0.2,
        retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504],
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.jitter = min(max(jitter, 0), 1)
        self.retryableStatuses = retryableStatuses
        self.sleep = sleep
    }

    /// The wait before retry number `retry` (1 for the first retry), given the server's
    /// `Retry-After` if it sent one.
    public func delay(beforeRetry retry: Int, retryAfter: Duration? = nil) -> Duration {
        if let retryAfter { return min(retryAfter, maxDelay) }
        let exponential = initialDelay * pow(multiplier, Double(retry - 1))
        let spread = jitter == 0 ? 1 : Double.random(in: (1 - jitter)...(1 + jitter))
        return min(exponential * spread, maxDelay)
    }
}

extension Middleware {
    /// Sends a failed request again, as `policy` says, if its route is a ``RetryableRoute``;
    /// other routes — a POST that creates something — pass through untouched, so nothing is
    /// done twice. A request whose ``StreamedBody`` was sent as it came is not sent again: its
    /// chunks are gone. Cancellation stops the waiting at once. A ``RouteError`` from further in —
    /// a request RouteKit refused to send — is final: sending it again would be refused again.
    public static func retry(_ policy: RetryPolicy = RetryPolicy()) -> Middleware {
        Middleware { request, context, next in
            guard context.isRetryable else { return try await next(request) }
            var attempt = 1
            while true {
                let retryAfter: Duration?
                do {
                    let (data, response) = try await next(request)
                    guard attempt < policy.maxAttempts, policy.retryableStatuses.contains(response.statusCode),
                        StreamedBody.carried(by: request)?.canBeSentAgain ?? true
                    else {
                        return (data, response)
                    }
                    retryAfter = retryAfterHeader(of: response)
                } catch {
                    guard attempt < policy.maxAttempts, !error.isCancellation, !(error is RouteError),
                        !Task.isCancelled,
                        StreamedBody.carried(by: request)?.canBeSentAgain ?? true
                    else { throw error }
                    retryAfter = nil
                }
                try await policy.sleep(policy.delay(beforeRetry: attempt, retryAfter: retryAfter))
                attempt += 1
            }
        }
    }
}

/// The `Retry-After` header of `response` given in seconds (the HTTP-date form is not honoured).
private func retryAfterHeader(of response: HTTPURLResponse) -> Duration? {
    (response.value(forHTTPHeaderField: "Retry-After")?.trimmingCharacters(in: .whitespaces))
        .flatMap(Int.init)
        .map { .seconds(max(0, $0)) }
}

extension Error {
    /// Whether this error means the request was cancelled rather than failed.
    var isCancellation: Bool {
        self is CancellationError || (self as? URLError)?.code == .cancelled
    }
}
