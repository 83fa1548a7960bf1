/// Capabilities granted to routes by the run rather than by each route's spec.
package struct RouteStyle: Sendable, Hashable {
    /// `--cache-safe-routes`: every GET route is a `CacheableRoute` unless its spec says
    /// `cache: false`. Off by default: whether a response may be reused is the API's call, and a
    /// route opts in with `cache:`.
    package var cachesSafeRoutes: Bool
    /// `--server`: the API also gets its server side, `<API>+Server.swift` (RouteKitServer on
    /// Hummingbird). Off by default, so client output stays as it was.
    package var generatesServer: Bool
    /// `--examples`: each route with documented example responses a client can decode is a
    /// `RouteKit.ExampleRoute` holding them. Off by default, so an app that does not use them
    /// compiles none of them.
    package var carriesExamples: Bool
    /// `--synthesized-examples`: with ``carriesExamples``, a struct or union whose spec documents
    /// no example it can hold gets one synthesized from its type (``ExampleSynthesis``), so every
    /// model has a value for a preview. Off by default: each costs the compile a literal.
    package var synthesizesModelExamples: Bool

    /// Routes get only the capabilities their specs declare, and no server side.
    package init(
        cachesSafeRoutes: Bool = false, generatesServer: Bool = false, carriesExamples: Bool = false,
        synthesizesModelExamples: Bool = false
    ) {
        self.cachesSafeRoutes = cachesSafeRoutes
        self.generatesServer = generatesServer
        self.carriesExamples = carriesExamples
        self.synthesizesModelExamples = synthesizesModelExamples
    }
}
