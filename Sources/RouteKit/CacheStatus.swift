/// What a ``ResponseCache`` does with one request, as ``RequestContext/cacheStatus`` tells
/// middleware: set before the middleware run, so a metrics or logging middleware can count hits
/// apart from requests that reached the server.
public enum CacheStatus: Sendable, Hashable {
    /// The route is not a ``CacheableRoute``, or its router has no cache: the request is sent.
    case notCacheable
    /// The cache holds no usable response: the request is sent, and its response may be stored.
    case miss
    /// A fresh stored response answers: nothing is sent, and the chain's `next` returns the
    /// stored response without reaching the transport.
    case hit
    /// A stored response is stale but has a validator: the request is sent with
    /// `If-None-Match`/`If-Modified-Since`, and a `304` answer serves (and refreshes) the stored
    /// response.
    case revalidation
}
