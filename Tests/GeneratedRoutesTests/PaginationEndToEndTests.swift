import Foundation
import RouteKit
import Testing
import TestSupport

/// The generated `PaginatedRoute` conformances of the Taskboard routes, iterated with
/// `pages(of:)` and `items(of:)` against a loopback server that serves a list in pages: the
/// query each request carried, and that iteration stops after the last page without asking for
/// another.
@Suite(.timeLimit(.minutes(3)))
struct PaginationEndToEndTests {
    static let owner = Taskboard.User(id: 1, name: "Ann")
    static let at = Date(timeIntervalSince1970: 1_800_000_000)

    /// Serves `list` in pages: `start` and `count` of each request come from its query.
    static func slice<T: Sendable>(of list: [T], start: Int, count: Int) -> [T] {
        Array(list.dropFirst(max(start, 0)).prefix(max(count, 0)))
    }

    /// The integer value of the query item `name` (0 when absent).
    /// The query parameter `name` as a number, or, when the request leaves it out, the default
    /// the spec says the server assumes: the first request of a walk sends only what the
    /// caller set.
    static func int(_ name: String, in request: RecordedRequest, default value: Int) -> Int {
        request.queryValues(name).first.flatMap { Int($0) } ?? value
    }

    @Test func pageNumbersCountUpUntilAPageIsShorterThanTheSize() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let projects = (1...5).map { Taskboard.Project(id: $0, name: "P\($0)", owner: Self.owner, taskCounts: [:]) }
            await server.handle("GET /projects") { request in
                let size = Self.int("per_page", in: request, default: 50)
                return try .json(
                    Self.slice(of: projects, start: (Self.int("page", in: request, default: 1) - 1) * size, count: size)
                )
            }
            let router = Taskboard.router(baseURL: server.baseURL, transport: server.transport)
            var pages: [[Int64]] = []
            for try await page in router.pages(of: .listProjects(perPage: 2)) {
                pages.append(page.map(\.id))
            }
            #expect(pages == [[1, 2], [3, 4], [5]])
            // The first page is the one the server assumes, so the caller's walk does not name it.
            #expect(await server.requests.map(\.query) == ["per_page=2", "page=2&per_page=2", "page=3&per_page=2"])
        }
    }

    @Test func pageNumbersWithoutASizeStopAtTheFirstEmptyPage() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let tasks = (1...3).map { Self.task(number: $0) }
            await server.handle("GET /me/tasks") { request in
                let page = Self.int("page", in: request, default: 1)
                return try .json(
                    Taskboard.TaskPage(
                        tasks: Self.slice(of: tasks, start: (page - 1) * 2, count: 2), total: tasks.count))
            }
            let member = Taskboard.router(baseURL: server.baseURL, transport: server.transport).authenticated(
                Taskboard.MemberAuth.self, with: BearerToken("t"))
            var titles: [String] = []
            for try await task in member.items(of: .myTasks(state: .open)) {
                titles.append(task.title)
            }
            #expect(titles == ["Task 1", "Task 2", "Task 3"])
            let requests = await server.requests
            #expect(requests.map(\.query) == ["state=OPEN", "state=OPEN&page=2", "state=OPEN&page=3"])
            #expect(requests.allSatisfy { $0.header("Authorization") == "Bearer t" })
        }
    }

    @Test func offsetsAdvanceByTheItemsReceived() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let entries = (1...5).map {
                Taskboard.AuditEntry(id: Int64($0), actor: "root", action: "purge", at: Self.at)
            }
            await server.handle("GET /admin/audit") { request in
                try .json(
                    Self.slice(
                        of: entries, start: Self.int("offset", in: request, default: 0),
                        count: Self.int("limit", in: request, default: 100)))
            }
            let admin = Taskboard.router(baseURL: server.baseURL, transport: server.transport)
                .authenticated(Taskboard.AdminAuth.self, with: BasicCredential(username: "root", password: "pw"))
            var ids: [Int64] = []
            for try await entry in admin.items(of: .auditLog(limit: 2)) {
                ids.append(entry.id)
            }
            #expect(ids == [1, 2, 3, 4, 5])
            #expect(await server.requests.map(\.query) == ["limit=2", "offset=2&limit=2", "offset=4&limit=2"])
        }
    }

    @Test func cursorsFollowTheResponseUntilItHasNone() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            // The first page is asked for without a cursor; the last one has no next cursor.
            let stretches: [String: (ids: [Int64], next: String?)] = [
                "": ([9, 8], "c2"), "c2": ([7], "c3"), "c3": ([6], nil),
            ]
            await server.handle("GET /projects/4/activity") { request in
                let stretch = stretches[request.queryValues("after").first ?? ""] ?? ([], nil)
                let events = stretch.ids.map { Taskboard.Activity(id: $0, summary: "event \($0)", at: Self.at) }
                return try .json(Taskboard.ActivityPage(events: events, nextCursor: stretch.next))
            }
            let router = Taskboard.router(baseURL: server.baseURL, transport: server.transport)
            var pages: [[Int64]] = []
            for try await page in router.pages(of: .activity(id: 4)) {
                pages.append(page.events.map(\.id))
            }
            #expect(pages == [[9, 8], [7], [6]])
            #expect(await server.requests.map(\.query) == ["", "after=c2", "after=c3"])
        }
    }

    @Test func anEmptyCursorEndsThePagesToo() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /projects/4/activity", with: .jsonText(#"{"events": [], "next_cursor": ""}"#))
            var count = 0
            for try await _ in Taskboard.router(baseURL: server.baseURL, transport: server.transport).pages(
                of: .activity(id: 4, limit: 10))
            {
                count += 1
            }
            #expect(count == 1)
            #expect(await server.requests.map(\.query) == ["limit=10"])
        }
    }

    static func task(number: Int) -> Taskboard.TaskModel {
        Taskboard.TaskModel(id: UUID(), projectID: 1, title: "Task \(number)", tags: [], labels: [:], createdAt: at)
    }
}
