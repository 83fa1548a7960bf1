#if Server
import Foundation
import RouteKit
import Testing

/// The task routes of `Specs/` against the in-memory store: create, read, replace, rename,
/// delete, bodies of every kind, and the documented errors.
@Suite("Task routes over loopback HTTP", .timeLimit(.minutes(3)))
struct TaskRoutesEndToEndTests {
    @Test("createTask, listTasks, myTasks, taskExists, replaceTask, renameTask, deleteTask, legacyTasks")
    func taskLifecycle() async throws {
        try await TaskboardHarness.run { harness async throws in
            let startOn = try #require(CalendarDate(year: 2026, month: 2, day: 28))
            let new = Taskboard.NewTask(
                title: "Ship it", priority: .urgent, due: Fixtures.date, tags: ["x", "y"], points: .five,
                startOn: startOn)
            let created = try await harness.member.perform(.createTask(projectID: 3, body: new))
            #expect(
                created.title == "Ship it" && created.priority == .urgent && created.projectID == 3
                    && created.due == Fixtures.date)
            #expect(created.labels == ["points": "5", "startOn": "2026-02-28"])
            #expect(await harness.service.last(Taskboard.CreateTaskRoute.self)?.body == new)
            #expect(await harness.service.credential(of: Taskboard.CreateTaskRoute.self) == "ada")

            let listed = try await harness.router.perform(
                .listTasks(
                    projectID: 3, state: [.open, .done], priority: .urgent, search: "ship & go",
                    dueBefore: Fixtures.date,
                    ids: [created.id], sort: "title", xRequestID: "r-1", acceptLanguage: "de"))
            #expect(listed == [created])
            let route = try #require(await harness.service.last(Taskboard.ListTasksRoute.self))
            #expect(route.state == [.open, .done] && route.priority == .urgent && route.search == "ship & go")
            #expect(route.dueBefore == Fixtures.date && route.ids == [created.id] && route.sort == "title")
            #expect(route.xRequestID == "r-1" && route.acceptLanguage == "de")
            _ = try await harness.router.perform(.listTasks(projectID: 3))
            let defaults = try #require(await harness.service.last(Taskboard.ListTasksRoute.self))
            #expect(
                defaults.sort == "-created_at" && defaults.acceptLanguage == "en" && defaults.state == nil
                    && defaults.xRequestID == nil)

            let page = try await harness.member.perform(.myTasks(state: .open))
            #expect(page.tasks == [created] && page.total == 1)

            _ = try await harness.router.perform(.taskExists(id: created.id))
            let replacement = Fixtures.task(created.id, projectID: 3, title: "Replaced")
            #expect(try await harness.member.perform(.replaceTask(id: created.id, body: replacement)) == replacement)

            let renamed = try await harness.member.perform(.renameTask(id: created.id, body: .init(title: "Renamed")))
            #expect(renamed.title == "Renamed" && renamed.notes == "first notes")
            let cleared = try await harness.member.perform(
                .renameTask(id: created.id, body: .init(title: "Cleared", notes: .null)))
            #expect(cleared.notes == nil)
            let noted = try await harness.member.perform(
                .renameTask(id: created.id, body: .init(title: "Noted", notes: .value("new"))))
            #expect(noted.notes == "new")

            let legacy: any LegacyRoutes = DeprecatedRoutes()
            #expect(try await legacy.legacyTasks(harness).map(\.title) == ["Noted"])

            _ = try await harness.member.perform(.deleteTask(id: created.id))
            let gone = await #expect(throws: RouteError.self) {
                try await harness.member.perform(.deleteTask(id: created.id))
            }
            guard case .unacceptableStatus(_, let failure)? = gone else {
                Issue.record("\(String(describing: gone))"); return
            }
            #expect(failure.statusCode == 409)
            #expect(failure.decodedBody(as: Taskboard.Problem.self)?.message == "the task is already gone")

            let missing = await #expect(throws: RouteError.self) {
                try await harness.router.perform(.taskExists(id: created.id))
            }
            guard case .unacceptableStatus(_, let notFound)? = missing else {
                Issue.record("\(String(describing: missing))"); return
            }
            #expect(notFound.statusCode == 404)

            let unrenamed = await #expect(throws: RouteError.self) {
                try await harness.member.perform(.renameTask(id: created.id, body: .init(title: "Gone")))
            }
            guard case .unacceptableStatus(_, let renameFailure)? = unrenamed else {
                Issue.record("\(String(describing: unrenamed))"); return
            }
            #expect(
                renameFailure.statusCode == 404
                    && renameFailure.decodedBody(as: Taskboard.Problem.self)?.message == "no such task")
        }
    }

    @Test("createTask: the documented 404 and 422 arrive as their Problems")
    func createTaskErrors() async throws {
        try await TaskboardHarness.run { harness async throws in
            let unprocessable = await #expect(throws: RouteError.self) {
                try await harness.member.perform(.createTask(projectID: 1, body: Taskboard.NewTask(title: "")))
            }
            guard case .unacceptableStatus(_, let failure)? = unprocessable else {
                Issue.record("\(String(describing: unprocessable))"); return
            }
            #expect(failure.statusCode == 422)
            #expect(
                failure.decodedBody(as: Taskboard.Problem.self)
                    == Taskboard.Problem(message: "a task needs a title", field: "title", code: 22))

            let missing = await #expect(throws: RouteError.self) {
                try await harness.member.perform(.createTask(projectID: 404, body: Taskboard.NewTask(title: "x")))
            }
            guard case .unacceptableStatus(_, let notFound)? = missing else {
                Issue.record("\(String(describing: missing))"); return
            }
            #expect(
                notFound.statusCode == 404 && notFound.decodedBody(as: Taskboard.Problem.self)?.field == "projectID")
        }
    }

    @Test("taskOptions: a String response; uploadAttachment and downloadAttachment: raw bytes both ways")
    func rawBodies() async throws {
        try await TaskboardHarness.run { harness async throws in
            #expect(try await harness.router.perform(.taskOptions) == "GET, OPTIONS")
            let id = UUID()
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])
            _ = try await harness.integration.perform(.uploadAttachment(id: id, body: .data(png)))
            #expect(try await harness.integration.perform(.downloadAttachment(id: id)) == png)
            let absent = await #expect(throws: RouteError.self) {
                try await harness.integration.perform(.downloadAttachment(id: UUID()))
            }
            guard case .unacceptableStatus(_, let failure)? = absent else {
                Issue.record("\(String(describing: absent))"); return
            }
            #expect(
                failure.statusCode == 404 && failure.decodedBody(as: Taskboard.Problem.self)?.message == "no attachment"
            )
            #expect(await harness.service.credential(of: Taskboard.UploadAttachmentRoute.self) == "ci-bot")
        }
    }

    @Test("attachFile: file, JSON, text and array parts of a multipart body")
    func attachFile() async throws {
        try await TaskboardHarness.run { harness async throws in
            let id = UUID()
            let bytes = Data("hello, \"world\"\r\n--".utf8)
            let file = FilePart(bytes, filename: "notes; v2.txt", contentType: "text/plain")
            let info = Taskboard.AttachmentInfo(caption: "the notes", metadata: ["pages": 2, "draft": true])
            let attachment = try await harness.member.perform(
                .attachFile(
                    id: id, file: file, info: info, description: "first draft", tags: ["a", "b"],
                    thumbnail: Data([1, 2])))
            #expect(
                attachment
                    == Taskboard.Attachment(id: id, name: "notes; v2.txt", size: Int64(bytes.count), info: info))
            let route = try #require(await harness.service.last(Taskboard.AttachFileRoute.self))
            #expect(
                route.file == file && route.description == "first draft" && route.tags == ["a", "b"]
                    && route.thumbnail == Data([1, 2]))

            _ = try await harness.member.perform(
                .attachFile(id: id, file: FilePart(Data()), info: Taskboard.AttachmentInfo()))
            let bare = try #require(await harness.service.last(Taskboard.AttachFileRoute.self))
            #expect(
                bare.description == nil && bare.tags == nil && bare.thumbnail == nil
                    && bare.file.content == .data(Data()))
        }
    }
}

/// Performs the deprecated `legacyTasks`: called through this protocol's requirement, which is
/// not deprecated, the test compiles without the warning its implementation carries.
private protocol LegacyRoutes {
    func legacyTasks(_ harness: TaskboardHarness) async throws -> [Taskboard.TaskModel]
}

private struct DeprecatedRoutes: LegacyRoutes {
    @available(*, deprecated, message: "It performs the deprecated legacyTasks.")
    func legacyTasks(_ harness: TaskboardHarness) async throws -> [Taskboard.TaskModel] {
        try await harness.router.perform(.legacyTasks)
    }
}
#endif
