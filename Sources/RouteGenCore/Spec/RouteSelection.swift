/// `--include` (`include:` in `routegen.yml`): the routes to generate, chosen by tag, route name
/// or path; everything they use comes along (``RouteFilter``), nothing else is generated.
///
/// A user who needs ten operations of a six-hundred-operation API compiles ten, not six hundred.
/// Selectors mean the same in both formats: a route's name is its key under `routes:`, or for
/// an OpenAPI operation both its `operationId` as written (`get-an-artist`) and the route name
/// made from it (`getAnArtist`, or its `x-swift-name`); its tags are `tags:`, or the operation's
/// `tags`, and the tags those belong under (``TagHierarchy``); its path is the path template as
/// written, placeholders as `{name}`.
package struct RouteSelection: Sendable, Hashable {
    /// One selector as written, and where: a place in `routegen.yml`, or its `--include` value on
    /// the command line (``SourceLocation/commandLine(column:)``).
    package struct Selector: Sendable, Hashable {
        /// A tag, a route name, a path (`/pets/{id}`: every method), or a method and a path
        /// (`GET /pets/{id}`).
        package var text: String
        /// Where it is written, when it is written in a file.
        package var location: SourceLocation?

        /// A selector.
        package init(_ text: String, at location: SourceLocation? = nil) {
            self.text = text
            self.location = location
        }
    }

    /// What a selector is compared with: a route, an OpenAPI operation before it is translated.
    package struct Route: Sendable, Hashable {
        /// The route name.
        package var name: String
        /// The method as sent (``RouteSpec/method``).
        package var method: String
        /// The path template, placeholders as `{name}`.
        package var path: String
        /// Its tags, then the tags they belong under.
        package var tags: [String]
        /// The OpenAPI `operationId` it comes from, as written, when that is not ``name``.
        package var operationID: String?

        /// A route as selectors see it.
        package init(name: String, method: String, path: String, tags: [String], operationID: String? = nil) {
            self.name = name
            self.method = method
            self.path = path
            self.tags = tags
            self.operationID = operationID == name ? nil : operationID
        }

        /// The route `spec` as selectors see it, its tags placed in `hierarchy`.
        init(_ spec: RouteSpec, in hierarchy: TagHierarchy) {
            self.init(
                name: spec.name.value, method: spec.method.value, path: spec.path.value,
                tags: hierarchy.withAncestors(spec.tags), operationID: spec.operationID)
        }
    }

    /// The selectors, in the order given.
    package var selectors: [Selector]

    /// A selection of the routes any of `selectors` selects.
    package init(_ selectors: [Selector]) {
        self.selectors = selectors
    }

    /// Whether some selector selects `route`.
    package func selects(_ route: Route) -> Bool {
        selectors.contains { Self.selector($0.text, selects: route) }
    }

    /// Whether the selector `text` selects `route`: a path (it starts with `/`) selects the
    /// route of every method at that path, `METHOD /path` the one of that method (in any case),
    /// and any other text the routes of that name (or OpenAPI `operationId`) or with that tag.
    /// Case matters, as it does in the specs, except in the method.
    static func selector(_ text: String, selects route: Route) -> Bool {
        if text.hasPrefix("/") { return route.path == text }
        if let space = text.firstIndex(of: " ") {
            let path = text[text.index(after: space)...].drop { $0 == " " }
            return path.hasPrefix("/") && text[..<space].uppercased() == route.method.uppercased() && route.path == path
        }
        return route.name == text || route.operationID == text || route.tags.contains(text)
    }

    /// What a selector that selects nothing could have meant: every name, tag and path of
    /// `routes`, for the nearest one.
    static func candidates(among routes: [Route]) -> [String] {
        var seen: Set<String> = []
        return routes.flatMap { [$0.name] + [$0.operationID].compactMap { $0 } + $0.tags + [$0.path] }
            .filter { seen.insert($0).inserted }
    }
}
