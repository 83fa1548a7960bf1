import Foundation
import RouteKit
import Testing
import TestSupport

private struct GetTodo: PublicRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos/{id}"

    var id: Int

    func encode(into request: inout RequestParts) {
        request.path("id", id)
    }
}

private struct ListTodos: PublicRoute {
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos"
}

private struct DownloadAttachment: PublicRoute {
    typealias Response = Data
    static let method = HTTPMethod.get
    static let pathTemplate = "/attachment"
}

private struct GetReadme: PublicRoute {
    typealias Response = String
    static let method = HTTPMethod.get
    static let pathTemplate = "/readme"
}

@Suite("Response decoding", .timeLimit(.minutes(3)))
struct ResponseDecodingTests {
    @Test("a model, with its ISO 8601 date")
    func model() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /todos/7",
                with: .jsonText(#"{"id":7,"title":"Write tests","due":"2027-01-15T08:00:00.250Z","extra":true}"#))
            let todo = try await Router(baseURL: server.baseURL, transport: server.transport).perform(GetTodo(id: 7))
            #expect(todo == Todo(id: 7, title: "Write tests", due: Dates.fractional))
        }
    }

    @Test("an array")
    func array() async throws {
        let todos = [Todo(id: 1, title: "a", due: Dates.whole), Todo(id: 2, title: "b", due: nil)]
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /todos", with: try .json(todos))
            let decoded = try await Router(baseURL: server.baseURL, transport: server.transport).perform(ListTodos())
            #expect(decoded == todos)
        }
    }

    @Test(
        "Empty on any success, whatever the body",
        arguments: [
            StubResponse.noContent, .status(200), .status(202), .jsonText(#"{"deleted":true}"#),
        ])
    func empty(response: StubResponse) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "DELETE /todos/3", with: response)
            let result = try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                DeleteTodo(id: 3))
            #expect(result == Empty())
            #expect(await server.lastRequest?.method == "DELETE")
        }
    }

    @Test("raw Data, byte for byte")
    func rawData() async throws {
        let bytes = Data([0x00, 0xFF, 0x7B, 0x0A, 0x80])
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .data(bytes))
            let data = try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                DownloadAttachment())
            #expect(data == bytes)
        }
    }

    @Test("an empty body as Data")
    func emptyData() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let data = try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                DownloadAttachment())
            #expect(data.isEmpty)
        }
    }

    @Test("String, as UTF-8")
    func string() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .text("# Héllo ✓\n{not json}"))
            let text = try await Router(baseURL: server.baseURL, transport: server.transport).perform(GetReadme())
            #expect(text == "# Héllo ✓\n{not json}")
        }
    }
}
