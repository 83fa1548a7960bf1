/// A route whose response is one page of a longer list, and which knows the route for the next
/// page.
///
/// Conforming grants `pages(of:)` and `items(of:)` on the routers — async sequences that fetch
/// page after page on demand. `routegen` emits the conformance for a route whose spec declares
/// `paginate:` (page number, offset or cursor); a hand-written route conforms in a few lines.
public protocol PaginatedRoute: Route {
    /// The element of the list.
    associatedtype Item: Sendable

    /// The items of one page.
    static func items(in page: Response) -> [Item]

    /// The route for the page after `page`, or `nil` when `page` is the last one.
    func nextPage(after page: Response) -> Self?
}
