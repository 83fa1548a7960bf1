import Foundation
import RouteKit
import Testing
import TestSupport

private struct ListPage: PublicRoute {
    typealias Response = TodoPage
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos"
}

private struct GetReadme: PublicRoute {
    typealias Response = String
    static let method = HTTPMethod.get
    static let pathTemplate = "/readme"
}

@Suite("Undecodable success bodies", .timeLimit(.minutes(3)))
struct DecodingErrorTests {
    /// Performs `ListPage` against a server answering `body` with 200 and returns the failure.
    private func failure(for response: StubResponse) async throws -> DecodingFailure {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: response)
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(ListPage())
            }
            return try #require(error?.decodingFailure)
        }
    }

    @Test(
        "the coding path names the element and field that failed",
        arguments: [
            (#"{"items":[{"id":1,"title":"a"},{"id":"two","title":"b"}]}"#, "items.1.id"),
            (#"{"items":[{"id":1,"title":"a"},{"id":2,"title":null}]}"#, "items.1.title"),
            (#"{"items":[{"id":1,"title":"a","due":"tomorrow"}]}"#, "items.0.due"),
            (#"{"items":[{"id":1,"title":"a"},{"id":2,"title":"b"},{"title":"c"}]}"#, "items.2.id"),
            (#"{"items":{}}"#, "items"),
        ])
    func codingPath(body: String, path: String) async throws {
        let failure = try await failure(for: .jsonText(body))
        #expect(failure.codingPath == path)
        #expect(failure.type == "TodoPage")
        #expect(failure.body == Data(body.utf8))
        #expect(failure.description.contains(path))
    }

    @Test("a body that is not JSON, or is empty, fails at the root", arguments: ["<html></html>", ""])
    func notJSON(body: String) async throws {
        let failure = try await failure(for: .text(body))
        #expect(failure.codingPath == "")
        #expect(failure.type == "TodoPage")
        #expect(failure.body == Data(body.utf8))
    }

    @Test("a String response that is not UTF-8 fails to decode")
    func invalidUTF8() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .data(Data([0x66, 0xFF, 0xFE])))
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(GetReadme())
            }
            #expect(error?.decodingFailure?.type == "String")
            #expect(error?.decodingFailure?.body == Data([0x66, 0xFF, 0xFE]))
        }
    }
}
