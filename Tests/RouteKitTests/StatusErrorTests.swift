import Foundation
import RouteKit
import Testing
import TestSupport

private struct GetTodo: PublicRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos/{id}"
    static let errorBodies: [ErrorBody] = [.status(404, NotFound.self), .default(Problem.self)]

    var id: Int

    func encode(into request: inout RequestParts) {
        request.path("id", id)
    }
}

/// A route that documents no error bodies.
private struct Ping: PublicRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/ping"
}

@Suite("Non-success statuses", .timeLimit(.minutes(3)))
struct StatusErrorTests {
    @Test("a status with its own error body decodes into that type")
    func declaredStatus() async throws {
        let body = #"{"resource":"todo 9"}"#
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .jsonText(body, status: 404))
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(GetTodo(id: 9))
            }
            let failure = try #require(error?.statusFailure)
            #expect(failure.statusCode == 404)
            #expect(failure.body == Data(body.utf8))
            #expect(failure.decodedBody(as: NotFound.self) == NotFound(resource: "todo 9"))
            #expect(failure.decodedBody(as: Problem.self) == nil)
        }
    }

    @Test("any other status uses the default error body", arguments: [400, 409, 500, 503])
    func defaultBody(status: Int) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: try .json(Problem(title: "nope", status: status), status: status))
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(GetTodo(id: 1))
            }
            let failure = try #require(error?.statusFailure)
            #expect(failure.statusCode == status)
            #expect(failure.decodedBody(as: Problem.self) == Problem(title: "nope", status: status))
            #expect(failure.decodedBody(as: NotFound.self) == nil)
        }
    }

    @Test("an error body that does not decode leaves only the raw bytes")
    func undecodableErrorBody() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .text("<html>Bad Gateway</html>", status: 502))
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(GetTodo(id: 1))
            }
            let failure = try #require(error?.statusFailure)
            #expect(failure.statusCode == 502)
            #expect(failure.decodedBody == nil)
            #expect(String(decoding: failure.body, as: UTF8.self) == "<html>Bad Gateway</html>")
            #expect(error?.description.contains("502") == true)
        }
    }

    @Test("a route without error bodies still reports status, headers and body")
    func undeclared() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                with: StubResponse(
                    status: 429, headers: ["Retry-After": "17"], body: Data(#"{"title":"slow down","status":429}"#.utf8)
                ))
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(Ping())
            }
            let failure = try #require(error?.statusFailure)
            #expect(failure.statusCode == 429)
            #expect(failure.decodedBody == nil)
            #expect(failure.body == Data(#"{"title":"slow down","status":429}"#.utf8))
            #expect(failure.headers.first { $0.key.lowercased() == "retry-after" }?.value == "17")
        }
    }

    @Test("an empty error body", arguments: [401, 404])
    func emptyErrorBody(status: Int) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .status(status))
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(GetTodo(id: 1))
            }
            let failure = try #require(error?.statusFailure)
            #expect(failure.statusCode == status)
            #expect(failure.body.isEmpty)
            #expect(failure.decodedBody == nil)
        }
    }
}
