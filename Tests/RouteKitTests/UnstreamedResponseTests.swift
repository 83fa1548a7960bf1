import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

/// An operation that answers a whole JSON completion, or an event stream when the request asks
/// for one: OpenAI's `createChatCompletion`, whose `stream` flag the caller may leave out.
private struct Completion: PublicRoute, StreamingRoute {
    typealias Response = OpenAIChatStream.Chunk
    typealias Element = OpenAIChatStream.Chunk
    static let method = HTTPMethod.post
    static let pathTemplate = "/chat/completions"
    static let streamFormat = StreamFormat.serverSentEvents
}

/// A stream and nothing else: its `Response` is `Empty`.
private struct TodoLines: PublicRoute, StreamingRoute {
    typealias Element = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos.jsonl"
    static let streamFormat = StreamFormat.jsonLines
}

@Suite("A streaming route answered without a stream", .timeLimit(.minutes(3)))
struct UnstreamedResponseTests {
    /// A server answering every request with `200`, `contentType` and `body`.
    private static func server(contentType: String, body: String) throws -> RawSocketServer {
        try RawSocketServer { connection in
            connection.write(
                "HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        }
    }

    @Test(
        "a JSON answer to a stream fails with notAStream, naming the content type, the body decoded as the route's Response"
    )
    func jsonInsteadOfEvents() async throws {
        let body = OpenAIChatStream.chunks[1]
        let server = try Self.server(contentType: "application/json; charset=utf-8", body: body)
        defer { server.stop() }
        var elements = 0
        do {
            for try await _ in Router(baseURL: server.baseURL).stream(Completion()) { elements += 1 }
            Issue.record("the loop ended without an error after \(elements) elements")
        } catch RouteError.notAStream(let route, let response) {
            #expect(route == "POST /chat/completions")
            #expect(response.statusCode == 200)
            #expect(response.contentType == "application/json; charset=utf-8")
            #expect(response.expected == "text/event-stream")
            #expect(response.body == Data(body.utf8))
            let decoded = try #require(response.decodedBody(as: OpenAIChatStream.Chunk.self))
            #expect(decoded.choices.first?.delta.content == "Hello")
            #expect("\(RouteError.notAStream(route: route, response))".contains("received application/json"))
        } catch {
            Issue.record("expected .notAStream, got \(error)")
        }
        #expect(elements == 0)
    }

    @Test("a route that documents no body keeps the raw body, undecoded")
    func otherContentWithoutABody() async throws {
        let server = try Self.server(contentType: "text/html", body: "<p>maintenance</p>")
        defer { server.stop() }
        do {
            for try await _ in Router(baseURL: server.baseURL).stream(TodoLines()) {}
            Issue.record("the loop ended without an error")
        } catch RouteError.notAStream(_, let response) {
            #expect(response.contentType == "text/html")
            #expect(response.expected == "application/jsonl, application/x-ndjson")
            #expect(String(decoding: response.body, as: UTF8.self) == "<p>maintenance</p>")
            #expect(response.decodedBody == nil)
        } catch {
            Issue.record("expected .notAStream, got \(error)")
        }
    }

    @Test("every name JSON Lines is sent as, in any case and with parameters, is a stream")
    func jsonLinesNames() async throws {
        for contentType in [
            "application/jsonl", "Application/X-NDJSON; charset=utf-8", "application/jsonlines",
            "application/x-jsonlines",
        ] {
            let server = try Self.server(contentType: contentType, body: "{\"id\":1,\"title\":\"a\"}\n")
            defer { server.stop() }
            var titles: [String] = []
            for try await todo in Router(baseURL: server.baseURL).stream(TodoLines()) { titles.append(todo.title) }
            #expect(titles == ["a"], "\(contentType)")
        }
    }
}
