#if Server
import Foundation
import RouteKit
import Testing

/// The project routes of `Specs/`, performed by the generated client against the generated
/// server: what the handler received is what the client sent, and what it returned is what the
/// client decoded.
@Suite("Project routes over loopback HTTP", .timeLimit(.minutes(3)))
struct ProjectRoutesEndToEndTests {
    @Test("listProjects: query parameters and their defaults reach the handler")
    func listProjects() async throws {
        try await TaskboardHarness.run { harness async throws in
            let projects = try await harness.router.perform(.listProjects(archived: true, page: 3, perPage: 20))
            #expect(projects == [Fixtures.project(3), Fixtures.project(20, archived: true)])
            let route = try #require(await harness.service.last(Taskboard.ListProjectsRoute.self))
            #expect(route.archived == true && route.page == 3 && route.perPage == 20)

            _ = try await harness.router.perform(.listProjects())
            let defaults = try #require(await harness.service.last(Taskboard.ListProjectsRoute.self))
            #expect(defaults.archived == nil && defaults.page == 1 && defaults.perPage == 50)
            // Nothing was sent for them: the route the server decoded holds no value, and reads
            // the spec's defaults.
            #expect(defaults._page == nil && defaults._perPage == nil)
        }
    }

    @Test("createTask: a body field left to its default is not sent, and the handler reads the default")
    func bodyDefaults() async throws {
        try await TaskboardHarness.run { harness async throws in
            let task = try await harness.member.perform(.createTask(projectID: 3, body: .init(title: "Plain")))
            let route = try #require(await harness.service.last(Taskboard.CreateTaskRoute.self))
            #expect(route.body == Taskboard.NewTask(title: "Plain"))
            #expect(route.body.priority == .normal && route.body.tags == [])
            #expect(route.body != Taskboard.NewTask(title: "Plain", priority: .normal), "the client sent no priority")
            #expect(task.priority == .normal)
        }
    }

    @Test(
        "projectVersion: the handler's response headers arrive as the client's typed ResponseHeaders, optional ones left out"
    )
    func projectVersion() async throws {
        try await TaskboardHarness.run { harness async throws in
            let first = try await harness.router.response(for: .projectVersion(id: 1))
            #expect(first.status == 200 && first.body == Fixtures.project(1))
            #expect(
                first.headers.eTag == "\"v1\"" && first.headers.rateLimitRemaining == 41
                    && first.headers.lastModified == Fixtures.date)
            #expect(first.headerFields["X-RateLimit-Remaining"] == "41")

            let other = try await harness.router.response(for: .projectVersion(id: 7))
            #expect(
                other.headers.eTag == "\"v7\"" && other.headers.rateLimitRemaining == nil
                    && other.headers.lastModified == nil)
            #expect(other.headerFields["Last-Modified"] == nil)
            #expect(await harness.service.last(Taskboard.ProjectVersionRoute.self)?.id == 7)
        }
    }

    @Test("importTask: 201 with the task and its Location, 202 with an import job and none, as the handler chose")
    func importTask() async throws {
        try await TaskboardHarness.run { harness async throws in
            let now = try await harness.member.response(
                for: .importTask(projectID: 3, body: .init(title: "Port the parser", tags: ["io"])))
            #expect(now.status == 201)
            guard case .created(let task) = now.body else { Issue.record("\(now.body)"); return }
            #expect(task.projectID == 3 && task.title == "Port the parser" && task.tags == ["io"])
            #expect(
                now.headers.location == URL(string: "https://taskboard.test/tasks/\(task.id.uuidString.lowercased())"))
            #expect(await harness.service.credential(of: Taskboard.ImportTaskRoute.self) == "ada")

            let later = try await harness.member.response(
                for: .importTask(projectID: 3, body: .init(title: "later: the rest", tags: ["a", "b"])))
            #expect(
                later.status == 202
                    && later.body == .accepted(Taskboard.ImportJob(id: Fixtures.importJobID, position: 2)))
            #expect(later.headers.location == nil)
            #expect(
                try await harness.member.perform(.importTask(projectID: 4, body: .init(title: "later")))
                    == .accepted(Taskboard.ImportJob(id: Fixtures.importJobID, position: 0)))
        }
    }

    @Test("updateSettings: typed additional properties travel both ways beside the declared ones")
    func updateSettings() async throws {
        try await TaskboardHarness.run { harness async throws in
            let sent = Taskboard.ProjectSettings(
                color: "teal", custom: ["layout": .string("board"), "columns": .number(3)])
            let saved = try await harness.member.perform(.updateSettings(id: 5, body: sent))
            // The handler read `notify` as the spec's default, `true`, and answered it set.
            #expect(
                saved
                    == Taskboard.ProjectSettings(
                        color: "teal", notify: true,
                        custom: ["layout": .string("board"), "columns": .number(3), "savedBy": .string("ada")]))
            let route = try #require(await harness.service.last(Taskboard.UpdateSettingsRoute.self))
            #expect(route.id == 5 && route.body == sent && route.body.notify)
        }
    }

    @Test("project: a path parameter; a documented 404 arrives as its Problem; an undocumented one is a 500")
    func project() async throws {
        try await TaskboardHarness.run { harness async throws in
            #expect(try await harness.router.perform(.project(id: 9_000_000_000)) == Fixtures.project(9_000_000_000))

            let notFound = await #expect(throws: RouteError.self) {
                try await harness.router.perform(.project(id: 404))
            }
            guard case .unacceptableStatus(_, let failure)? = notFound else {
                Issue.record("\(String(describing: notFound))"); return
            }
            #expect(failure.statusCode == 404)
            #expect(
                failure.decodedBody(as: Taskboard.Problem.self)
                    == Taskboard.Problem(message: "no such project", field: "id", code: 44))

            let teapot = await #expect(throws: RouteError.self) { try await harness.router.perform(.project(id: 418)) }
            guard case .unacceptableStatus(_, let undocumented)? = teapot else {
                Issue.record("\(String(describing: teapot))"); return
            }
            #expect(undocumented.statusCode == 500)
            #expect(!String(decoding: undocumented.body, as: UTF8.self).contains("teapot"))
        }
    }

    @Test("projectActivity and activity share GET /projects/{id}/activity: a credential picks the authenticated one")
    func sharedPath() async throws {
        try await TaskboardHarness.run { harness async throws in
            let asMember = try await harness.member.perform(.projectActivity(id: 5))
            #expect(asMember.map(\.summary) == ["seen by member ada"])
            let asIntegration = try await harness.integration.perform(.projectActivity(id: 6))
            #expect(asIntegration.map(\.summary) == ["seen by integration ci-bot"])
            #expect(await harness.service.count(of: Taskboard.ProjectActivityRoute.self) == 2)

            let page = try await harness.router.perform(.activity(id: 5, after: "c1", limit: 10))
            #expect(page.events.map(\.summary) == ["after c1, 10 at most"] && page.nextCursor == "c2")
            let defaults = try await harness.router.perform(.activity(id: 5))
            #expect(defaults.events.map(\.summary) == ["after the start, 50 at most"])
            #expect(await harness.service.count(of: Taskboard.ActivityRoute.self) == 2)
        }
    }

    @Test("featuredProjects: the optional credential is nil without one and the member's with one")
    func featuredProjects() async throws {
        try await TaskboardHarness.run { harness async throws in
            #expect(try await harness.router.perform(.featuredProjects).count == 1)
            #expect(await harness.service.credential(of: Taskboard.FeaturedProjectsRoute.self) == nil)
            let shared = try await harness.member.perform(.featuredProjects)
            #expect(shared.map(\.name) == ["Roadmap", "Shared with ada"])
            #expect(await harness.service.credential(of: Taskboard.FeaturedProjectsRoute.self) == "ada")
        }
    }

    @Test("archiveProject: a required UUID header")
    func archiveProject() async throws {
        try await TaskboardHarness.run { harness async throws in
            let key = UUID()
            let archived = try await harness.member.perform(.archiveProject(id: 12, idempotencyKey: key))
            #expect(archived == Fixtures.project(12, name: key.uuidString.lowercased(), archived: true))
            #expect(await harness.service.last(Taskboard.ArchiveProjectRoute.self)?.idempotencyKey == key)
        }
    }

    @Test("feed: a pipe-delimited array and a date query; a union response in each of its variants")
    func feed() async throws {
        try await TaskboardHarness.run { harness async throws in
            let since = Date(timeIntervalSince1970: 1_600_000_000.5)
            // An element holding the delimiter itself cannot travel: the style has no escape for it.
            let events = try await harness.router.perform(.feed(id: 4, types: ["task.created", "a b&c"], since: since))
            let route = try #require(await harness.service.last(Taskboard.FeedRoute.self))
            #expect(route.types == ["task.created", "a b&c"] && route.since == since)
            #expect(events.count == 3)
            guard case .taskCreated(let created) = events.first else { Issue.record("\(events)"); return }
            #expect(created.at == since && created.task.projectID == 4)
        }
    }

    @Test("members: an open enum query parameter, known and unknown")
    func members() async throws {
        try await TaskboardHarness.run { harness async throws in
            #expect(try await harness.router.perform(.members(id: 1, role: .editor)).map(\.role) == [.editor])
            #expect(
                try await harness.router.perform(.members(id: 1, role: .unknown("auditor"))).map(\.role) == [
                    .unknown("auditor")
                ])
            #expect(try await harness.router.perform(.members(id: 1)).map(\.role) == [.viewer])
        }
    }

    @Test("searchTasks: deepObject, spaceDelimited and form without explode")
    func searchTasks() async throws {
        try await TaskboardHarness.run { harness async throws in
            let filter = Taskboard.TaskFilter(
                state: .inProgress, priority: .urgent, tags: ["a b", "c&d"],
                due: Taskboard.DateRange(from: Fixtures.date, to: nil))
            let hits = try await harness.router.perform(
                .searchTasks(filter: filter, words: ["fix", "the|bug"], fields: ["title", "no,tes"]))
            let route = try #require(await harness.service.last(Taskboard.SearchTasksRoute.self))
            #expect(route.filter == filter)
            #expect(route.words == ["fix", "the|bug"])
            #expect(route.fields == ["title", "no,tes"])
            guard case .task(let task) = hits.first, case .comment? = hits.last else { Issue.record("\(hits)"); return }
            #expect(task.title == "fix the|bug")

            _ = try await harness.router.perform(.searchTasks())
            let empty = try #require(await harness.service.last(Taskboard.SearchTasksRoute.self))
            #expect(empty.filter == nil && empty.words == nil && empty.fields == nil)
        }
    }

    @Test("savedSearches and comments: recursive unions and models travel whole")
    func recursiveResponses() async throws {
        try await TaskboardHarness.run { harness async throws in
            let searches = try await harness.router.perform(.savedSearches)
            #expect(
                searches.first?.condition == .all([.tag("server"), .not(Taskboard.NotCondition(not: .tag("done")))]))
            #expect(try await harness.router.perform(.comments(id: UUID())) == [Fixtures.comment])
        }
    }
}
#endif
