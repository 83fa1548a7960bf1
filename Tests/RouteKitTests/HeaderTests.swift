import Foundation
import RouteKit
import Testing
import TestSupport

private struct TaggedRequest: PublicRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/ping"

    var requestID: String
    var retryCount: Int?
    var flags: [String]?
    var since: Date?

    func encode(into request: inout RequestParts) {
        request.header("X-Request-ID", requestID)
        request.header("X-Retry-Count", retryCount)
        request.header("X-Flags", flags)
        request.header("If-Modified-Since", since)
    }
}

private struct Download: PublicRoute {
    typealias Response = Data
    static let method = HTTPMethod.get
    static let pathTemplate = "/blob"
}

private struct GetTodoList: PublicRoute {
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos"
}

@Suite("Header parameters", .timeLimit(.minutes(3)))
struct HeaderTests {
    @Test("header parameters reach the server with their wire forms")
    func headersSent() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                TaggedRequest(
                    requestID: "req-7 café", retryCount: 3, flags: ["a", "b c"], since: Dates.whole))

            let request = try #require(await server.lastRequest)
            #expect(request.header("X-Request-ID") == "req-7 café")
            #expect(request.header("X-Retry-Count") == "3")
            #expect(request.header("X-Flags") == "a,b c")
            #expect(request.header("If-Modified-Since") == "2027-01-15T08:00:00Z")
        }
    }

    @Test("nil header values are left out")
    func nilHeadersOmitted() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                TaggedRequest(requestID: "r"))

            let request = try #require(await server.lastRequest)
            #expect(request.header("X-Request-ID") == "r")
            #expect(request.header("X-Retry-Count") == nil)
            #expect(request.header("X-Flags") == nil)
            #expect(request.header("If-Modified-Since") == nil)
        }
    }

    @Test(
        "a value with a line break is an invalid request and nothing is sent",
        arguments: [
            "a\r\nX-Injected: 1", "a\nX-Injected: 1", "a\rX-Injected: 1", "trailing\r\n",
        ])
    func lineBreakRejected(value: String) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let router = Router(baseURL: server.baseURL, transport: server.transport)
            let error = await #expect(throws: RouteError.self) {
                try await router.perform(TaggedRequest(requestID: value))
            }
            #expect(error?.invalidRequestReason?.contains("X-Request-ID") == true)
            #expect(await server.requests.isEmpty)
        }
    }

    @Test("a line break in an array element is rejected too")
    func lineBreakInArrayRejected() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                    TaggedRequest(requestID: "ok", flags: ["a", "b\nc"]))
            }
            #expect(error?.invalidRequestReason != nil)
            #expect(await server.requests.isEmpty)
        }
    }

    @Test("JSON responses ask for JSON; raw responses don't")
    func acceptHeader() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "/todos", with: .jsonText("[]"))
            await server.respond(to: "/blob", with: .data(Data([1])))
            let router = Router(baseURL: server.baseURL, transport: server.transport)
            _ = try await router.perform(GetTodoList())
            _ = try await router.perform(Download())

            let requests = await server.requests
            #expect(requests.map(\.path) == ["/todos", "/blob"])
            #expect(requests.first?.header("Accept") == "application/json")
            #expect(requests.last?.header("Accept") != "application/json")
        }
    }
}
