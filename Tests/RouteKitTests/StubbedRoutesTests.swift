import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import RouteKitTesting
import Testing

private struct GetTodo: PublicRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos/{id}"
    static let errorBodies: [ErrorBody] = [.status(404, NotFound.self)]

    var id: Int

    func encode(into request: inout RequestParts) {
        request.path("id", id)
    }
}

private struct SearchTodos: PublicRoute {
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos/search"
}

private struct Export: PublicRoute {
    typealias Response = String
    static let method = HTTPMethod.get
    static let pathTemplate = "/export"
}

@Suite("Stubbing routes by type, without a server")
struct StubbedRoutesTests {
    let base = URL(string: "https://api.example.com/v2")!

    @Test("a route type answers with a value, decoded as the route's response")
    func value() async throws {
        let stubs = StubbedRoutes()
        try stubs.answer(GetTodo.self, with: Todo(id: 9, title: "stubbed", due: Dates.fractional))
        let todo = try await Router(baseURL: base, transport: stubs.transport).perform(GetTodo(id: 9))
        #expect(todo == Todo(id: 9, title: "stubbed", due: Dates.fractional))
        #expect(
            stubs.requests(for: GetTodo.self).map { $0.url?.absoluteString } == ["https://api.example.com/v2/todos/9"])
    }

    @Test("a status and body become the route's typed error")
    func statusAndBody() async throws {
        let stubs = StubbedRoutes()
        stubs.answer(GetTodo.self, status: 404, body: Data(#"{"resource":"todo"}"#.utf8))
        let error = await #expect(throws: RouteError.self) {
            try await Router(baseURL: base, transport: stubs.transport).perform(GetTodo(id: 1))
        }
        #expect(error?.statusFailure?.decodedBody(as: NotFound.self) == NotFound(resource: "todo"))
    }

    @Test("an error fails the route as a transport failure")
    func failure() async throws {
        let stubs = StubbedRoutes()
        stubs.fail(GetTodo.self, with: URLError(.notConnectedToInternet))
        let error = await #expect(throws: RouteError.self) {
            try await Router(baseURL: base, transport: stubs.transport).perform(GetTodo(id: 1))
        }
        guard case .transportFailed(_, let underlying as URLError)? = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
        #expect(underlying.code == .notConnectedToInternet)
    }

    @Test("a delayed answer can be cancelled")
    func delay() async throws {
        let stubs = StubbedRoutes()
        try stubs.answer(GetTodo.self, with: Todo(id: 1, title: "late"), after: .seconds(60))
        let router = Router(baseURL: base, transport: stubs.transport)
        let task = Task { try await router.perform(GetTodo(id: 1)) }
        task.cancel()
        guard case .failure(let error as RouteError) = await task.result else {
            Issue.record("expected a RouteError")
            return
        }
        #expect(error.isCancelled)
    }

    @Test("several answers are given in turn and the last one repeats")
    func sequence() async throws {
        let stubs = StubbedRoutes()
        stubs.answer(GetTodo.self, status: 503)
        try stubs.answer(GetTodo.self, with: Todo(id: 1, title: "ok"))
        let router = Router(baseURL: base, transport: stubs.transport)
        var outcomes: [String] = []
        for _ in 0..<3 {
            do throws(RouteError) { outcomes.append(try await router.perform(GetTodo(id: 1)).title) } catch {
                outcomes.append("\(error.statusFailure?.statusCode ?? 0)")
            }
        }
        #expect(outcomes == ["503", "ok", "ok"])
    }

    @Test("the most literal template wins; methods are told apart; empty and text responses work")
    func matching() async throws {
        let stubs = StubbedRoutes()
        try stubs.answer(GetTodo.self, with: Todo(id: 1, title: "by id"))
        try stubs.answer(SearchTodos.self, with: [Todo(id: 2, title: "found")])
        try stubs.answer(DeleteTodo.self, with: Empty(), status: 204)
        try stubs.answer(Export.self, with: "id,title\n")
        let router = Router(baseURL: base, transport: stubs.transport)
        #expect(try await router.perform(SearchTodos()).map(\.title) == ["found"])
        #expect(try await router.perform(GetTodo(id: 5)).title == "by id")
        #expect(try await router.perform(DeleteTodo(id: 5)) == Empty())
        #expect(try await router.perform(Export()) == "id,title\n")
        #expect(stubs.requests(for: DeleteTodo.self).count == 1)
        #expect(stubs.allRequests.count == 4)
    }

    @Test("a request no stub answers fails naming its method and path")
    func unmatched() async throws {
        let stubs = StubbedRoutes()
        let error = await #expect(throws: RouteError.self) {
            try await Router(baseURL: base, transport: stubs.transport).perform(DeleteTodo(id: 3))
        }
        guard case .transportFailed(_, let underlying as StubbedRoutes.Unmatched)? = error else {
            Issue.record("expected Unmatched, got \(String(describing: error))")
            return
        }
        #expect(underlying.description == "no stub answers DELETE /v2/todos/3")
    }
}
