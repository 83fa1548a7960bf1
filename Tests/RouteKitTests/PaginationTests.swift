import Foundation
import RouteKit
import Testing
import TestSupport

/// A cursor-paginated route written by hand, the way `routegen` emits one.
private struct ListTodos: PublicRoute, PaginatedRoute {
    struct Page: Codable, Sendable {
        var items: [Todo]
        var next: String?
    }

    typealias Response = Page
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos"

    var cursor: String?

    func encode(into request: inout RequestParts) {
        request.query("cursor", cursor)
    }

    static func items(in page: Page) -> [Todo] { page.items }

    func nextPage(after page: Page) -> ListTodos? {
        guard let next = page.next else { return nil }
        return ListTodos(cursor: next)
    }
}

/// The same list for a signed-in user.
private struct ListMyTodos: AuthenticatedRoute, PaginatedRoute {
    typealias Scheme = UserAuth
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/me/todos"

    var page = 1

    func encode(into request: inout RequestParts) {
        request.query("page", page)
    }

    static func items(in page: [Todo]) -> [Todo] { page }

    func nextPage(after page: [Todo]) -> ListMyTodos? {
        page.isEmpty ? nil : ListMyTodos(page: self.page + 1)
    }
}

/// Serves 7 todos in pages of 3 behind cursors `c1`, `c2`.
private func serveCursorPages(_ server: LoopbackServer) async {
    await server.handle("GET /todos") { request in
        let start = ["c1": 3, "c2": 6][request.queryValues("cursor").first ?? ""] ?? 0
        let items = (start..<min(start + 3, 7)).map { Todo(id: $0, title: "todo \($0)") }
        let next = start + 3 < 7 ? "c\(start / 3 + 1)" : nil
        return try .json(ListTodos.Page(items: items, next: next))
    }
}

@Suite("Pagination", .timeLimit(.minutes(3)))
struct PaginationTests {
    @Test("pages are fetched one after another, following the cursor, until there is none")
    func cursorPages() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await serveCursorPages(server)
            var sizes: [Int] = []
            for try await page in Router(baseURL: server.baseURL, transport: server.transport).pages(of: ListTodos()) {
                sizes.append(page.items.count)
            }
            #expect(sizes == [3, 3, 1])
            #expect(await server.requests.map(\.query) == ["", "cursor=c1", "cursor=c2"])
        }
    }

    @Test("items flatten every page in order")
    func items() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await serveCursorPages(server)
            var ids: [Int] = []
            for try await todo in Router(baseURL: server.baseURL, transport: server.transport).items(of: ListTodos()) {
                ids.append(todo.id)
            }
            #expect(ids == Array(0..<7))
        }
    }

    @Test("nothing is fetched before iterating, and nothing more after breaking out")
    func lazy() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await serveCursorPages(server)
            let items = Router(baseURL: server.baseURL, transport: server.transport).items(of: ListTodos())
            #expect(await server.requests.isEmpty)
            for try await todo in items where todo.id == 4 { break }
            #expect(await server.requests.count == 2)
        }
    }

    @Test("a failing page ends the sequence with its RouteError")
    func failure() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /todos", with: .status(500))
            var iterator = Router(baseURL: server.baseURL, transport: server.transport).pages(of: ListTodos())
                .makeAsyncIterator()
            let error = await #expect(throws: RouteError.self) { _ = try await iterator.next() }
            #expect(error?.statusFailure?.statusCode == 500)
        }
    }

    @Test("an authenticated router pages an authenticated route, sending the credential on every page")
    func authenticatedPages() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("GET /me/todos") { request in
                let page = Int(request.queryValues("page").first ?? "") ?? 0
                return try .json(page < 3 ? [Todo(id: page, title: "p\(page)")] : [])
            }
            let router = Router(baseURL: server.baseURL, transport: server.transport).authenticated(
                UserAuth.self, with: BearerToken("t"))
            var ids: [Int] = []
            for try await todo in router.items(of: ListMyTodos()) { ids.append(todo.id) }
            #expect(ids == [1, 2])
            let requests = await server.requests
            #expect(requests.map(\.query) == ["page=1", "page=2", "page=3"])
            #expect(requests.allSatisfy { $0.header("Authorization") == "Bearer t" })
        }
    }
}
