/// A route whose response may be answered from the router's ``ResponseCache``.
///
/// Granted by conformance, like ``RetryableRoute``: `routegen` makes a GET or HEAD route conform
/// when its spec says `cache:` (or `x-routegen-cache` in OpenAPI, or every GET with
/// `--cache-safe-routes`), and refuses it on any other method — only a safe request can be
/// answered without asking the server, and a QUERY's answer depends on its body, which the
/// cache's key leaves out; a route of another method written by hand that conforms anyway is
/// sent every time. A router without a cache sends every request as before.
///
/// The server's `Cache-Control`, `Expires` and validators decide how long a response stays
/// fresh; ``cacheLifetime`` is the lifetime when the server gives none.
public protocol CacheableRoute: Route {
    /// How long a response without `max-age` or `Expires` stays fresh; `nil` (the default)
    /// stores it only to revalidate it with its `ETag` or `Last-Modified`.
    static var cacheLifetime: Duration? { get }
}

extension CacheableRoute {
    /// `nil`: the server's headers alone decide freshness.
    public static var cacheLifetime: Duration? { nil }
}
