/// A route's `cache:` as written: `cache: true`, `cache: false`, or `cache: { maxAge: 300 }`.
package struct CacheSpec: Sendable, Hashable {
    /// Whether the route is cacheable: `false` only for `cache: false`, which also keeps it out
    /// of `--cache-safe-routes`.
    package var isCacheable: Bool
    /// `maxAge:` — seconds a response stays fresh when the server sends no `max-age` or `Expires`.
    package var maxAge: Int?
    /// Where `cache:` is written, for the error on a route whose method is not safe.
    package var location: SourceLocation

    /// A `cache:` entry.
    package init(isCacheable: Bool, maxAge: Int? = nil, location: SourceLocation) {
        self.isCacheable = isCacheable
        self.maxAge = maxAge
        self.location = location
    }
}
