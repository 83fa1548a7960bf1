/// What a ``ResponseCache`` did with one request, as ``RequestContext/cacheStatus`` tells
/// middleware once `next` has returned — the cache decides where the transport would be, on the
/// request as the middleware sent it — so a metrics or logging middleware can count hits apart
/// from requests that reached the server.
public enum CacheStatus: Sendable, Hashable {
    /// The route is not a ``CacheableRoute``, or its router has no cache: the request is sent.
    case notCacheable
    /// The cache holds no usable response: the request is sent, and its response may be stored.
    case miss
    /// A fresh stored response answers: nothing is sent, and the chain's `next` returns the
    /// stored response without reaching the transport.
    case hit
    /// A stored response is stale but has a validator: the cache sends the request with
    /// `If-None-Match`/`If-Modified-Since`, and answers a `304` with the stored response,
    /// refreshed by it.
    case revalidation
}
