import Foundation
import RouteKit
import Testing

/// This target compiles the generated code for `Specs/` with `MainActor` as the default
/// isolation (`.defaultIsolation(MainActor.self)`), the setting new app targets use. The
/// generated types must stay usable from any isolation domain.
struct MainActorIsolationTests {
    @Test nonisolated func generatedRoutesWorkOffTheMainActor() async throws {
        let router = Taskboard.router(baseURL: URL(string: "https://example.test")!)
        let request = try router.request(for: .listProjects(archived: true))
        #expect(request.url?.query == "archived=true")
        let task = Taskboard.NewTask(title: "Off the main actor")
        let encoded = try JSONEncoder().encode(task)
        #expect(try JSONDecoder().decode(Taskboard.NewTask.self, from: encoded) == task)
    }

    @Test nonisolated func capabilitiesWorkOffTheMainActor() {
        let owner = Taskboard.User(id: 1, name: "Ann")
        let page = [Taskboard.Project(id: 1, name: "P", owner: owner, taskCounts: [:])]
        #expect(Taskboard.ListProjectsRoute.items(in: page) == page)
        #expect(Taskboard.ListProjectsRoute.listProjects(perPage: 1).nextPage(after: page)?.page == 2)
        #expect(Taskboard.ListProjectsRoute.listProjects(perPage: 2).nextPage(after: page) == nil)
        #expect(Taskboard.ListProjectsRoute.isRetryable)
        #expect(!Taskboard.SignInRoute.isRetryable)
    }

    @Test nonisolated func unionsOpenEnumsAndNewRequestsWorkOffTheMainActor() throws {
        let condition: Taskboard.Condition = .all([.tag("a"), .not(.init(not: .tag("b")))])
        let encoded = try JSONEncoder().encode(condition)
        #expect(try JSONDecoder().decode(Taskboard.Condition.self, from: encoded) == condition)
        #expect(try JSONDecoder().decode(Taskboard.Role.self, from: Data(#""auditor""#.utf8)) == .unknown("auditor"))
        let moved =
            #"{"type": "task.moved", "task_id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "from": "OPEN", "to": "DONE", "at": "2027-01-15T08:00:00Z"}"#
        let event = try JSONCoding.default.decoder.decode(Taskboard.Event.self, from: Data(moved.utf8))
        #expect(
            try JSONCoding.default.decoder.decode(Taskboard.Event.self, from: JSONCoding.default.encoder.encode(event))
                == event)
        let router = Taskboard.router(baseURL: URL(string: "https://example.test")!)
        let request = try router.request(for: .searchTasks(filter: .init(priority: .high), words: ["a", "b"]))
        #expect(request.url?.query == "filter%5Bpriority%5D=high&words=a%20b")
    }
}
