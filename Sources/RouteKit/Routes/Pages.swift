/// The pages of a ``PaginatedRoute``, fetched one at a time as the sequence is iterated.
///
/// Iteration stops after the page for which the route has no next page; a failure ends it by
/// throwing the ``RouteError``. Nothing is fetched before the first `next()`, and breaking out
/// of the loop fetches nothing more.
public struct Pages<R: PaginatedRoute>: AsyncSequence, Sendable {
    public typealias Element = R.Response
    public typealias Failure = RouteError

    let first: R
    let perform: @Sendable (R) async throws(RouteError) -> R.Response

    public func makeAsyncIterator() -> Iterator {
        Iterator(route: first, perform: perform)
    }

    /// Fetches the next page when asked.
    public struct Iterator: AsyncIteratorProtocol {
        var route: R?
        let perform: @Sendable (R) async throws(RouteError) -> R.Response

        public mutating func next() async throws(RouteError) -> R.Response? {
            try await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(RouteError) -> R.Response? {
            guard let current = route else { return nil }
            route = nil
            let page = try await perform(current)
            route = current.nextPage(after: page)
            return page
        }
    }
}

/// Every item of every page of a ``PaginatedRoute``, in order, fetched page by page.
public struct PageItems<R: PaginatedRoute>: AsyncSequence, Sendable {
    public typealias Element = R.Item
    public typealias Failure = RouteError

    let pages: Pages<R>

    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator())
    }

    /// Hands out the items of the current page, fetching the next page when they run out.
    public struct Iterator: AsyncIteratorProtocol {
        var pages: Pages<R>.Iterator
        var buffer: [R.Item] = []
        var index = 0

        public mutating func next() async throws(RouteError) -> R.Item? {
            try await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(RouteError) -> R.Item? {
            while index == buffer.count {
                guard let page = try await pages.next(isolation: actor) else { return nil }
                buffer = R.items(in: page)
                index = 0
            }
            defer { index += 1 }
            return buffer[index]
        }
    }
}

extension APIRouter {
    /// The pages of `route`, starting with the page `route` asks for.
    public func pages<R: PaginatedRoute & PublicRoute>(of route: R) -> Pages<R> where R.API == API {
        Pages(first: route) { [self] route async throws(RouteError) in try await perform(route) }
    }

    /// The items of every page of `route`, in order.
    public func items<R: PaginatedRoute & PublicRoute>(of route: R) -> PageItems<R> where R.API == API {
        PageItems(pages: pages(of: route))
    }
}

extension AuthenticatedRouter {
    /// The pages of an authenticated `route`, starting with the page `route` asks for.
    public func pages<R: PaginatedRoute & AuthenticatedRoute>(of route: R) -> Pages<R> where R.Scheme == Scheme {
        Pages(first: route) { [self] route async throws(RouteError) in try await perform(route) }
    }

    /// The items of every page of an authenticated `route`, in order.
    public func items<R: PaginatedRoute & AuthenticatedRoute>(of route: R) -> PageItems<R> where R.Scheme == Scheme {
        PageItems(pages: pages(of: route))
    }

    /// The pages of a public `route` of the scheme's API.
    public func pages<R: PaginatedRoute & PublicRoute>(of route: R) -> Pages<R> where R.API == Scheme.API {
        Pages(first: route) { [self] route async throws(RouteError) in try await perform(route) }
    }

    /// The items of every page of a public `route` of the scheme's API, in order.
    public func items<R: PaginatedRoute & PublicRoute>(of route: R) -> PageItems<R> where R.API == Scheme.API {
        PageItems(pages: pages(of: route))
    }
}
