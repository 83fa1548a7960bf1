import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

private struct GetTodo: PublicRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos/{id}"

    var id: Int
    var locale: String?

    func encode(into request: inout RequestParts) {
        request.path("id", id)
        request.header("Accept-Language", locale)
    }
}

private struct Search: AuthenticatedRoute {
    typealias Scheme = QueryKeyAuth
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/search"

    var text: String

    func encode(into request: inout RequestParts) {
        request.query("q", text)
    }
}

@Suite("Middleware", .timeLimit(.minutes(3)))
struct MiddlewareTests {
    @Test("middleware run in list order around the transport, and see the route's context")
    func order() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: try .json(Todo(id: 7, title: "t")))
            let trace = Recorder<String>()
            func step(_ name: String) -> Middleware {
                Middleware { request, context, next in
                    trace.append("\(name) → \(context.route) retryable:\(context.isRetryable)")
                    let result = try await next(request)
                    trace.append("\(name) ← \(result.1.statusCode)")
                    return result
                }
            }
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [step("outer"), step("inner")])
            _ = try await router.perform(GetTodo(id: 7))
            #expect(
                trace.all == [
                    "outer → GET /todos/{id} retryable:false",
                    "inner → GET /todos/{id} retryable:false",
                    "inner ← 200",
                    "outer ← 200",
                ])
        }
    }

    @Test("headers are added to every request, but a route's own header parameter wins")
    func headers() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: try .json(Todo(id: 1, title: "t")))
            let router = Router(
                baseURL: server.baseURL, transport: server.transport,
                middleware: [.headers(["User-Agent": "Taskboard/2.1", "Accept-Language": "en"])]
            )
            _ = try await router.perform(GetTodo(id: 1))
            _ = try await router.perform(GetTodo(id: 1, locale: "de"))
            let requests = await server.requests
            #expect(requests.map { $0.header("User-Agent") } == ["Taskboard/2.1", "Taskboard/2.1"])
            #expect(requests.map { $0.header("Accept-Language") } == ["en", "de"])
        }
    }

    @Test("a middleware can answer without calling the transport")
    func shortCircuit() async throws {
        let offline = Middleware { request, _, _ in
            let body = try JSONEncoder().encode(Todo(id: 3, title: "cached"))
            return (body, HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
        }
        try await RefusingEndpoint.with { baseURL in
            let todo = try await Router(baseURL: baseURL, middleware: [offline]).perform(GetTodo(id: 3))
            #expect(todo.title == "cached")
        }
    }

    @Test("a middleware's error is a transport failure naming the route")
    func throwingMiddleware() async throws {
        struct Offline: Error {}
        let refuse = Middleware { _, _, _ in throw Offline() }
        try await LoopbackServer.with(over: .inProcess) { server in
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport, middleware: [refuse]).perform(
                    GetTodo(id: 3))
            }
            #expect(error?.isTransportFailure == true)
            #expect(await server.requests.isEmpty)
        }
    }

    @Test("logging writes one line per request with the route template, never the URL or the key")
    func logging() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /todos/*", with: try .json(Todo(id: 1, title: "t")))
            await server.respond(to: "GET /search", with: .jsonText("[]", status: 503))
            let lines = Recorder<String>()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.logging(lines.append)])
            _ = try await router.perform(GetTodo(id: 1))
            _ = try? await router.authenticated(QueryKeyAuth.self, with: APIKey("s3cret-key"))
                .perform(Search(text: "private words"))

            #expect(lines.all.count == 2)
            #expect(lines.all[0].hasPrefix("GET /todos/{id} → 200, "))
            #expect(lines.all[0].hasSuffix(" ms"))
            #expect(lines.all[1].hasPrefix("GET /search → 503, 2 bytes, "))
            #expect(!lines.all.joined().contains("s3cret"))
            #expect(!lines.all.joined().contains("private"))
        }
    }

    @Test("logging a request without a response names the failure")
    func loggingFailure() async throws {
        try await RefusingEndpoint.with { baseURL in
            let lines = Recorder<String>()
            _ = try? await Router(baseURL: baseURL, middleware: [.logging(lines.append)]).perform(GetTodo(id: 1))
            #expect(lines.all.count == 1)
            #expect(lines.all.first?.hasPrefix("GET /todos/{id} → failed (") == true)
        }
    }

    @Test("metrics report status, bytes received and the route")
    func metrics() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .text("0123456789", status: 404))
            let reports = Recorder<RequestMetrics>()
            _ = try? await Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.metrics(reports.append)]
            ).perform(
                GetTodo(id: 2))
            let report = try #require(reports.all.first)
            #expect(report.statusCode == 404)
            #expect(report.bytesReceived == 10)
            #expect(report.context == RequestContext(for: GetTodo.self))
            #expect(report.failure == nil)
            #expect(report.duration > .zero)
        }
    }
}
