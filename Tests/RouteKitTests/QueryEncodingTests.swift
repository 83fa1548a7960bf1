import Foundation
import RouteKit
import Testing
import TestSupport

private struct SearchTodos: PublicRoute {
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos"

    var tags: [String]?
    var text: String?
    var assignee: String?
    var done: Bool?
    var limit: Int?
    var ratio: Double?
    var owner: UUID?
    var since: Date?
    var status: TodoStatus?
    var statuses: [TodoStatus]?
    var level: TodoLevel?
    var levels: [TodoLevel]?
    var due: CalendarDate?

    func encode(into request: inout RequestParts) {
        request.query("tag", tags)
        request.query("q", text)
        request.query("assignee", assignee)
        request.query("done", done)
        request.query("limit", limit)
        request.query("ratio", ratio)
        request.query("owner", owner)
        request.query("since", since)
        request.query("status", status)
        request.query("statuses", statuses)
        request.query("level", level)
        request.query("levels", levels)
        request.query("due", due)
    }
}

@Suite("Query parameters", .timeLimit(.minutes(3)))
struct QueryEncodingTests {
    /// Performs `route` against a server answering `[]` and returns what the server received.
    private func received(_ route: SearchTodos) async throws -> RecordedRequest {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /todos", with: .jsonText("[]"))
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(route)
            return try #require(await server.lastRequest)
        }
    }

    @Test("arrays repeat their name, in order")
    func arraysRepeat() async throws {
        let request = try await received(SearchTodos(tags: ["a", "b", "a"]))
        #expect(request.query == "tag=a&tag=b&tag=a")
        #expect(request.queryValues("tag") == ["a", "b", "a"])
    }

    @Test(
        "reserved, space and non-ASCII characters decode to the original value",
        arguments: [
            "a+b", "x&y=z", "with space", "100%", "café ☕️", "?#/;,", "=", "&", "+", "🦊 and 🐇",
        ])
    func hostileValues(value: String) async throws {
        let request = try await received(SearchTodos(tags: [value, "next"], text: value))
        #expect(request.queryItems == [.init("tag", value), .init("tag", "next"), .init("q", value)])
        // Nothing a server could read two ways goes out unescaped.
        #expect(!request.query.contains("+"))
        #expect(!request.query.contains(" "))
        #expect(request.query.split(separator: "&").count == 3)
    }

    @Test("integer enums go as their numbers and calendar dates as YYYY-MM-DD")
    func integerEnumsAndCalendarDates() async throws {
        let request = try await received(
            SearchTodos(level: .high, levels: [.low, .high], due: CalendarDate(year: 2025, month: 3, day: 1)))
        #expect(
            request.queryItems == [
                .init("level", "3"), .init("levels", "1"), .init("levels", "3"), .init("due", "2025-03-01"),
            ])
    }

    @Test("nil values and nil or empty arrays are left out")
    func nilsOmitted() async throws {
        let empty = try await received(SearchTodos())
        #expect(empty.query.isEmpty)
        #expect(empty.queryItems.isEmpty)

        let some = try await received(SearchTodos(tags: [], text: "x", assignee: nil, statuses: []))
        #expect(some.queryItems == [.init("q", "x")])
    }

    @Test("typed values use their wire forms, in declaration order")
    func typedValues() async throws {
        let owner = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let request = try await received(
            SearchTodos(
                done: true, limit: -20, ratio: 0.5, owner: owner, since: Dates.whole,
                status: .inProgress, statuses: [.open, .inProgress]
            ))
        #expect(
            request.queryItems == [
                .init("done", "true"),
                .init("limit", "-20"),
                .init("ratio", "0.5"),
                .init("owner", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"),
                .init("since", "2027-01-15T08:00:00Z"),
                .init("status", "in-progress"),
                .init("statuses", "open"),
                .init("statuses", "in-progress"),
            ])
        #expect(request.query.contains("since=2027-01-15T08%3A00%3A00Z"))
    }

    @Test("false and fractional-second dates")
    func falseAndFractionalDate() async throws {
        let request = try await received(SearchTodos(done: false, since: Dates.fractional))
        #expect(request.queryItems == [.init("done", "false"), .init("since", "2027-01-15T08:00:00.250Z")])
    }
}
