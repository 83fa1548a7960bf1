import Testing
@testable import RouteGenCore

/// The `PaginatedRoute` members `paginate:` generates, one test per style and per shape of
/// response, and the spellings that keep them compiling whatever the names.
struct PaginationSnippetTests {
    @Test func pageNumberOverAnArrayResponseWithASize() {
        let code = swiftCode(
            header + """
                models:
                  Item: { fields: { id: Int } }
                routes:
                  list:
                    GET: /items
                    query: { page: Int = 1, perPage: { type: Int, key: per_page, default: 20 } }
                    response: [Item]
                    paginate: { page: page, size: perPage }
                """)
        #expect(
            code.contains(
                """
                    nonisolated public struct ListRoute: PublicRoute, RetryableRoute, PaginatedRoute {
                        public typealias API = Shop
                        public typealias Response = [Item]
                        public typealias Item = Shop.Item
                        public static var method: HTTPMethod { .get }
                """))
        // The parameter nextPage(after:) advances is the route's one var; a default is read from
        // the accessor and sent only when set.
        #expect(
            code.contains(
                """
                        public var page: Int {
                            get { _page ?? 1 }
                            set { _page = newValue }
                        }
                        var _page: Int?
                """))
        #expect(code.contains("public var perPage: Int { _perPage ?? 20 }\n        let _perPage: Int?\n"))
        #expect(
            code.contains(
                """
                            request.query("per_page", _perPage)
                        }

                        public static func items(in page: Response) -> [Item] {
                            page
                        }

                        /// The page numbered one higher; `nil` after a page of fewer than `perPage` items.
                        public func nextPage(after page: Response) -> Self? {
                            guard !page.isEmpty, page.count >= perPage else { return nil }
                            var next = self
                            next.page += 1
                            return next
                        }
                    }
                """))
    }

    @Test func pageNumberOverAModelFieldStopsAtAnEmptyPage() {
        let code = swiftCode(
            header + """
                models:
                  Order: { fields: { id: Int } }
                  OrderPage: { fields: { orders: "[Order] = []", total: Int } }
                routes:
                  orders: { POST: /orders/search, query: { pageNumber: Int32 = 0 }, response: OrderPage, paginate: { page: pageNumber, items: orders } }
                """)
        #expect(code.contains("nonisolated public struct OrdersRoute: PublicRoute, PaginatedRoute {"))
        #expect(code.contains("    public typealias Item = Order\n"))
        #expect(
            code.contains(
                """
                        public static func items(in page: Response) -> [Item] {
                            page.orders
                        }

                        /// The page numbered one higher; `nil` after an empty page.
                        public func nextPage(after page: Response) -> Self? {
                            guard !page.orders.isEmpty else { return nil }
                            var next = self
                            next.pageNumber += 1
                            return next
                        }
                """))
    }

    @Test func offsetAddsTheItemsReceivedInItsOwnIntegerType() {
        let code = swiftCode(
            header + """
                models:
                  Entry: { fields: { id: Int } }
                  Log: { fields: { entries: [Entry] } }
                routes:
                  log: { GET: /log, query: { from: Int64 = 0, limit: Int32 = 100 }, response: Log, paginate: { offset: from, items: entries, size: limit } }
                """)
        #expect(
            code.contains(
                """
                        /// The page starting past this page's items; `nil` after a page of fewer than `limit` items.
                        public func nextPage(after page: Response) -> Self? {
                            guard !page.entries.isEmpty, page.entries.count >= Int(limit) else { return nil }
                            var next = self
                            next.from += Int64(page.entries.count)
                            return next
                        }
                """))
    }

    @Test func cursorFromAnOptionalField() {
        let code = swiftCode(
            header + """
                models:
                  Event: { fields: { id: Int } }
                  Feed: { fields: { events: [Event], next: { type: String?, key: next_cursor } } }
                routes:
                  feed: { GET: /feed, query: { cursor: String? }, response: Feed, paginate: { cursor: cursor, next: next, items: events } }
                """)
        #expect(
            code.contains(
                """
                        public static func items(in page: Response) -> [Item] {
                            page.events
                        }

                        /// The page `next` points to; `nil` when it is `nil` or empty.
                        public func nextPage(after page: Response) -> Self? {
                            guard let cursor = page.next, !cursor.isEmpty else { return nil }
                            var next = self
                            next.cursor = cursor
                            return next
                        }
                """))
    }

    @Test func cursorFromARequiredField() {
        let code = swiftCode(
            header + """
                models:
                  Feed: { fields: { items: "[String]", continuation: String } }
                routes:
                  feed: { GET: /feed, query: { token: String = "" }, response: Feed, paginate: { cursor: token, next: continuation, items: items } }
                """)
        #expect(code.contains("    public typealias Item = String\n"))
        #expect(
            code.contains(
                """
                        /// The page `continuation` points to; `nil` when it is empty.
                        public func nextPage(after page: Response) -> Self? {
                            guard !page.continuation.isEmpty else { return nil }
                            var next = self
                            next.token = page.continuation
                            return next
                        }
                """))
    }

    @Test func hiddenAndKeywordNamesAreQualifiedOrEscaped() {
        // The size property `next` would be hidden by the local `var next`; the field `default`
        // is a keyword.
        let code = swiftCode(
            header + """
                models:
                  Box: { fields: { default: [Int] } }
                routes:
                  boxes: { GET: /boxes, query: { number: Int = 1, next: Int = 10 }, response: Box, paginate: { page: number, items: default, size: next } }
                """)
        #expect(code.contains("        page.`default`\n"))
        #expect(code.contains("guard !page.`default`.isEmpty, page.`default`.count >= self.next else { return nil }"))
    }
}
