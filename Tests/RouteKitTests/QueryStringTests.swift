import Foundation
@_spi(RouteGen) import RouteKit
import Testing
import TestSupport

private struct Window: Codable, Sendable {
    var from: CalendarDate?
    var to: CalendarDate?
}

private struct Criteria: Codable, Sendable {
    var q: String
    var tags: [String]?
    var status: TodoStatus?
    var limit: Int?
    var window: Window?
}

/// A route whose query string is one value, as generated for OpenAPI 3.2's `in: querystring`.
private struct Find: PublicRoute {
    enum Content { case form(Criteria?), json(Criteria?), text(String?) }
    static let method = HTTPMethod.get
    static let pathTemplate = "/find"

    var content: Content

    func encode(into request: inout RequestParts) {
        switch content {
        case .form(let criteria): request.queryString("criteria", form: criteria)
        case .json(let criteria): request.queryString("criteria", json: criteria)
        case .text(let term): request.queryString("term", term)
        }
    }
}

@Suite("Querystring parameters", .timeLimit(.minutes(2)))
struct QueryStringTests {
    private func received(_ content: Find.Content) async throws -> RecordedRequest {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(Find(content: content))
            return try #require(await server.lastRequest)
        }
    }

    @Test("form content: each property an item, arrays repeated, nested objects bracketed, reserved characters encoded")
    func formItems() async throws {
        let criteria = Criteria(
            q: "a&b=c d/é?#+%", tags: ["x", "y,z"], status: .inProgress, limit: nil,
            window: Window(from: CalendarDate("2025-01-31"), to: nil))
        let request = try await received(.form(criteria))
        #expect(
            request.query
                == "q=a%26b%3Dc%20d%2F%C3%A9%3F%23%2B%25&tags=x&tags=y%2Cz&status=in-progress&window%5Bfrom%5D=2025-01-31"
        )
        #expect(
            request.queryItems == [
                .init("q", "a&b=c d/é?#+%"), .init("tags", "x"), .init("tags", "y,z"), .init("status", "in-progress"),
                .init("window[from]", "2025-01-31"),
            ])
    }

    @Test("absent optionals send nothing: no item for a nil property, no query for a nil value")
    func absentOptionals() async throws {
        #expect(try await received(.form(Criteria(q: "only"))).query == "q=only")
        #expect(try await received(.form(nil)).query.isEmpty)
        #expect(try await received(.json(nil)).query.isEmpty)
        #expect(try await received(.text(nil)).query.isEmpty)
    }

    @Test("JSON and text content are the whole query string, percent-encoded")
    func wholeQueryString() async throws {
        let json = try await received(.json(Criteria(q: "a&b", tags: ["x"])))
        #expect(json.query == "%7B%22q%22%3A%22a%26b%22%2C%22tags%22%3A%5B%22x%22%5D%7D")
        let text = try await received(.text("a b&c=d#?/+"))
        #expect(text.query == "a%20b%26c%3Dd%23%3F%2F%2B")
    }
}
