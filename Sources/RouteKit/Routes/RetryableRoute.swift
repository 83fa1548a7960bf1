/// A route whose request may be sent again after a failure without doing anything twice.
///
/// Granted by conformance, not guessed from the URL: `routegen` makes every GET, HEAD, PUT,
/// DELETE and OPTIONS route conform, and a route of another method only when its spec says
/// `retry: true`. ``Middleware/retry(_:)`` retries conforming routes only.
public protocol RetryableRoute: Route {}

extension Route {
    /// Whether a failed request for this route may be sent again: `false` unless the route is a
    /// ``RetryableRoute``.
    public static var isRetryable: Bool { false }
}

extension RetryableRoute {
    /// `true`: the route declared itself safe to retry.
    public static var isRetryable: Bool { true }
}
