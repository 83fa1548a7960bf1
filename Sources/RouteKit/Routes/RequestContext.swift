/// What middleware know about the route behind a request.
///
/// A `URLRequest` alone does not say which endpoint it is for, whether sending it twice is safe,
/// which capabilities the route was granted or whether the answer will come from a
/// ``ResponseCache``; the router passes this along so middleware decide on facts from the spec,
/// not on guesses from the URL.
///
/// Two contexts are equal when they describe the same endpoint the same way (method, template,
/// retryability, cache status, streaming); the route values they carry are not compared, and
/// the cache status, which the cache settles only as the request reaches it, is not hashed.
public struct RequestContext: Sendable, Hashable {
    /// The route's method and path template, e.g. `GET /tasks/{id}` — never the concrete URL,
    /// so it is safe to log.
    public var route: String { "\(method) \(pathTemplate)" }
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path template relative to the base URL.
    public var pathTemplate: String
    /// Whether sending the request again is safe (see ``RetryableRoute``).
    public var isRetryable: Bool
    /// What the router's ``ResponseCache`` did with this request: ``CacheStatus/hit`` when the
    /// answer came from the cache and nothing was sent, so metrics and logs can tell.
    ///
    /// The cache decides where the transport would be, for the request as every middleware
    /// left it (a credential or a locale a middleware adds is part of what it compares), so the
    /// decision is known once `next` has returned — read it then, as ``Middleware/metrics(_:)``
    /// does. Before, a request the cache will see reads ``CacheStatus/miss``; a route the cache
    /// never answers reads ``CacheStatus/notCacheable`` throughout.
    public var cacheStatus: CacheStatus {
        get { cacheLookup?.status ?? assignedCacheStatus }
        set {
            assignedCacheStatus = newValue
            cacheLookup = nil
        }
    }
    /// The status set by an initializer or a middleware.
    private var assignedCacheStatus: CacheStatus
    /// The router's cache's decision for this call, once it is made.
    var cacheLookup: CacheLookup?
    /// Whether the response is streamed to the caller (``StreamingRoute``, or a download to a
    /// file): `next` then returns the response head with an empty body, the body going to the
    /// caller as it arrives. A middleware that reads bodies leaves such exchanges alone.
    public var isStreaming = false
    /// Whether the request follows a redirect to another origin (scheme, host or port) than the
    /// API's. Such a request leaves with no credential and only the header fields that describe
    /// its body and the answer asked for (`Accept`, `Content-Type`, `Content-Length`): whatever
    /// field a middleware adds or changes is put back as the router built it just before the
    /// transport, since no one can tell which of them is a credential. A middleware that puts
    /// one elsewhere — in the URL, in the body — must leave such a request alone.
    public var isCrossOriginRedirect: Bool { crossOriginFields != nil }
    /// The header fields a redirect to another origin leaves with, whatever the middleware do;
    /// `nil` for any other request.
    var crossOriginFields: [String: String]?
    /// The route being performed, for asking what capabilities it has (``capability(_:)``);
    /// `nil` for a context made from a method and template alone.
    public var routeValue: (any Route)?

    /// Creates a context; routers make one per request from the route.
    public init(method: HTTPMethod, pathTemplate: String, isRetryable: Bool, cacheStatus: CacheStatus = .notCacheable) {
        self.method = method
        self.pathTemplate = pathTemplate
        self.isRetryable = isRetryable
        assignedCacheStatus = cacheStatus
    }

    /// The context of a request for a route of type `R`, without the route's values.
    public init<R: Route>(for route: R.Type) {
        self.init(method: R.method, pathTemplate: R.pathTemplate, isRetryable: R.isRetryable)
    }

    /// The context of a request for `route`, which ``capability(_:)`` can then ask about.
    public init<R: Route>(for route: R, cacheStatus: CacheStatus = .notCacheable) {
        self.init(method: R.method, pathTemplate: R.pathTemplate, isRetryable: R.isRetryable, cacheStatus: cacheStatus)
        routeValue = route
    }

    /// The route as `capability` when it conforms to it, else `nil`: how a middleware reaches a
    /// capability of your own, typed and without matching strings.
    ///
    /// ```swift
    /// if let route = context.capability((any IdempotentRoute).self) {
    ///     request.setValue(route.idempotencyKey, forHTTPHeaderField: "Idempotency-Key")
    /// }
    /// ```
    public func capability<Capability>(_ capability: Capability.Type) -> Capability? {
        routeValue as? Capability
    }

    /// Whether both describe the same endpoint the same way; the routes' values are not
    /// compared (routes need not be `Equatable`).
    public static func == (lhs: RequestContext, rhs: RequestContext) -> Bool {
        lhs.method == rhs.method && lhs.pathTemplate == rhs.pathTemplate
            && lhs.isRetryable == rhs.isRetryable && lhs.cacheStatus == rhs.cacheStatus
            && lhs.isStreaming == rhs.isStreaming
    }

    /// Hashes what `==` compares but the cache status, which may still change.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(pathTemplate)
        hasher.combine(isRetryable)
        hasher.combine(isStreaming)
    }
}
