import Foundation
import RouteKit
import Testing
import TestSupport

/// Generated routes with query parameter styles, as a server receives them.
@Suite(.timeLimit(.minutes(3)))
struct QueryStyleEndToEndTests {
    @Test func pipeDelimitedJoinsTheElements() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /projects/7/feed", with: .jsonText("[]"))
            _ = try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(
                .feed(id: 7, types: ["task.created", "a|b"]))
            let request = try #require(await server.lastRequest)
            #expect(request.query == "types=task.created%7Ca%7Cb")
            #expect(request.queryItems == [.init("types", "task.created|a|b")])
        }
    }

    @Test func deepObjectSpaceAndCommaStyles() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /tasks/search", with: .jsonText("[]"))
            let filter = Taskboard.TaskFilter(
                state: .inProgress, tags: ["docs", "v2,beta"],
                due: Taskboard.DateRange(from: Date(timeIntervalSince1970: 1_800_000_000)))
            _ = try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(
                .searchTasks(
                    filter: filter, words: ["write", "docs"], fields: ["id", "title"]))
            let request = try #require(await server.lastRequest)
            #expect(
                request.queryItems == [
                    .init("filter[state]", "IN_PROGRESS"),
                    .init("filter[tags][]", "docs"),
                    .init("filter[tags][]", "v2,beta"),
                    .init("filter[due][from]", "2027-01-15T08:00:00Z"),
                    .init("words", "write docs"),
                    .init("fields", "id,title"),
                ])
            #expect(request.query.hasSuffix("&words=write%20docs&fields=id,title"))
        }
    }

    @Test func absentStyledParametersSendNothing() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /tasks/search", with: .jsonText("[]"))
            _ = try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(
                .searchTasks(filter: .init(), words: []))
            #expect(await server.lastRequest?.query == "")
        }
    }
}
