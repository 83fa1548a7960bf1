/// Capabilities granted to routes by the run rather than by each route's spec.
public struct RouteStyle: Sendable, Hashable {
    /// `--cache-safe-routes`: every GET route is a `CacheableRoute` unless its spec says
    /// `cache: false`. Off by default: whether a response may be reused is the API's call, and a
    /// route opts in with `cache:`.
    public var cachesSafeRoutes: Bool

    /// Routes get only the capabilities their specs declare.
    public init(cachesSafeRoutes: Bool = false) {
        self.cachesSafeRoutes = cachesSafeRoutes
    }
}
