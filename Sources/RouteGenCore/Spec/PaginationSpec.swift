/// A route's `paginate:` as written: which query parameter moves to the next page, and where a
/// page's items (and, for a cursor, the next cursor) are in the response.
///
/// Names are kept as the spec writes them — a query parameter's name, a response model's field
/// name — so the model stage can look them up and report each at its place.
package struct PaginationSpec: Sendable, Hashable {
    /// How the next page is asked for.
    package enum Style: Sendable, Hashable {
        /// `page:` — the next page number is this one's plus one.
        case pageNumber
        /// `offset:` — the next offset is this one's plus the number of items received.
        case offset
        /// `cursor:` — the next cursor is the response field `next:`.
        case cursor(next: Located<String>)
    }

    /// How the next page is asked for.
    package var style: Style
    /// The query parameter that `style` advances: the value of `page:`, `offset:` or `cursor:`.
    package var parameter: Located<String>
    /// `items:` — the response model's array field; `nil` when the response is the array.
    package var items: Located<String>?
    /// `size:` — the query parameter holding the page size, for page and offset styles.
    package var size: Located<String>?
    /// Where `paginate:` starts.
    package var location: SourceLocation
}

extension PaginationSpec {
    /// The keys of `paginate:` with the names they hold, the style's key first: what the spec
    /// writer writes as `paginate:` and the exporter as `x-routegen-paginate`, so the two write
    /// the same keys in the same order.
    var entries: [(key: SpecKeys.Pagination, name: Located<String>)] {
        var entries: [(key: SpecKeys.Pagination, name: Located<String>)] =
            switch style {
            case .pageNumber: [(.page, parameter)]
            case .offset: [(.offset, parameter)]
            case .cursor(let next): [(.cursor, parameter), (.next, next)]
            }
        if let items { entries.append((.items, items)) }
        if let size { entries.append((.size, size)) }
        return entries
    }
}
