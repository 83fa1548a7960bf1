#if Server
import Foundation
import Hummingbird
import RouteKit
import RouteKitServer

/// Values both sides of the tests agree on.
enum Fixtures {
    static let date = Date(timeIntervalSince1970: 1_700_000_000)
    static let ada = Taskboard.User(
        id: 7, name: "Ada", email: "ada@example.com", avatar: URL(string: "https://example.com/ada.png"))

    static func project(_ id: Int64, name: String = "Roadmap", archived: Bool = false) -> Taskboard.Project {
        Taskboard.Project(id: id, name: name, owner: ada, archived: archived, taskCounts: ["open": 3])
    }

    static func task(_ id: UUID = UUID(), projectID: Int64 = 1, title: String = "Write the server")
        -> Taskboard.TaskModel
    {
        Taskboard.TaskModel(
            id: id, projectID: projectID, title: title, notes: "first notes", state: .inProgress, priority: .high,
            tags: ["server"], labels: ["area": "api"], due: date, link: URL(string: "https://example.com/t"),
            attachment: Data([1, 2, 3]), createdAt: date)
    }

    static let importJobID = UUID()

    static let comment = Taskboard.Comment(
        id: UUID(), author: ada, text: "first",
        replies: [Taskboard.Comment(id: UUID(), author: ada, text: "a reply")])
}

/// The Taskboard API in memory: tasks and attachments live in dictionaries, everything else
/// answers from the fixtures or from the request itself, and every call is written down with
/// the route value and credential the handler received.
actor InMemoryTaskboard {
    typealias MemberCredential = String
    typealias IntegrationCredential = String
    typealias WebhookCredential = String
    typealias AdminCredential = String

    /// One handler call: the route value it received and the credential, if any.
    struct Call: Sendable {
        let route: any Sendable
        let credential: String?
    }

    private(set) var calls: [Call] = []
    /// The project id whose lookup throws an error response the spec does not document (a
    /// server bug the tests provoke); `nil` in `taskboard-server`, which outside fuzzers call.
    private var undocumentedErrorProjectID: Int64? = 418
    private var tasks: [UUID: Taskboard.TaskModel] = [:]
    private var attachments: [UUID: Data] = [:]
    /// The activities the next `liveActivity` call sends, pushed one at a time by a test;
    /// `nil` sends the fixtures.
    private var liveFeed: AsyncStream<Taskboard.Activity>?

    /// No project lookup throws the undocumented error any more.
    func removeUndocumentedError() {
        undocumentedErrorProjectID = nil
    }

    /// Makes the next `liveActivity` call send what is yielded to the returned continuation,
    /// each as it comes, until it finishes.
    func openLiveFeed() -> AsyncStream<Taskboard.Activity>.Continuation {
        let (stream, continuation) = AsyncStream.makeStream(of: Taskboard.Activity.self)
        liveFeed = stream
        return continuation
    }

    /// The last route of type `R` a handler received.
    func last<R: Route>(_ type: R.Type) -> R? {
        calls.last { $0.route is R }?.route as? R
    }

    /// The credential the last handler of `R` received.
    func credential<R: Route>(of type: R.Type) -> String? {
        calls.last { $0.route is R }?.credential
    }

    /// How many times a handler of `R` ran.
    func count<R: Route>(of type: R.Type) -> Int {
        calls.count { $0.route is R }
    }

    private func note(_ route: some Route, _ credential: String? = nil) {
        calls.append(Call(route: route, credential: credential))
    }

    // MARK: Accounts

    func signIn(_ route: Taskboard.SignInRoute) async throws -> Taskboard.Session {
        note(route)
        guard route.username == "ada", route.password == "pw" else {
            throw RouteErrorResponse(status: 401, Taskboard.Problem(message: "wrong user name or password", code: 1))
        }
        return Taskboard.Session(token: "member-token", expiresAt: Fixtures.date, user: Fixtures.ada)
    }

    func me(_ route: Taskboard.MeRoute, member: String) async throws -> Taskboard.User {
        note(route, member)
        return Taskboard.User(id: 7, name: member)
    }

    func deliverWebhook(_ route: Taskboard.DeliverWebhookRoute, webhook: String) async throws -> Empty {
        note(route, webhook)
        return Empty()
    }

    func purgeArchived(_ route: Taskboard.PurgeArchivedRoute, admin: String) async throws -> Empty {
        note(route, admin)
        return Empty()
    }

    func auditLog(_ route: Taskboard.AuditLogRoute, admin: String) async throws -> [Taskboard.AuditEntry] {
        note(route, admin)
        return [
            Taskboard.AuditEntry(
                id: Int64(route.offset), actor: admin, action: "listed \(route.limit)", at: Fixtures.date)
        ]
    }

    // MARK: Projects

    func listProjects(_ route: Taskboard.ListProjectsRoute) async throws -> [Taskboard.Project] {
        note(route)
        return [
            Fixtures.project(Int64(route.page)),
            Fixtures.project(Int64(route.perPage), archived: route.archived ?? false),
        ]
    }

    func project(_ route: Taskboard.ProjectRoute) async throws -> Taskboard.Project {
        note(route)
        if route.id == 404 {
            throw RouteErrorResponse(status: 404, Taskboard.Problem(message: "no such project", field: "id", code: 44))
        }
        if route.id == undocumentedErrorProjectID {
            throw RouteErrorResponse(status: 418, Taskboard.Problem(message: "a teapot the spec does not mention"))
        }
        return Fixtures.project(route.id)
    }

    func projectActivity(_ route: Taskboard.ProjectActivityRoute, member: String?, integration: String?) async throws
        -> [Taskboard.Activity]
    {
        note(route, member ?? integration)
        return [
            Taskboard.Activity(
                id: route.id,
                summary:
                    "seen by \(member.map { "member \($0)" } ?? integration.map { "integration \($0)" } ?? "nobody")",
                at: Fixtures.date)
        ]
    }

    /// The activities of an open live feed as they are pushed, else three fixtures.
    func liveActivity(_ route: Taskboard.LiveActivityRoute, member: String?, integration: String?) async throws
        -> RouteEventStream<Taskboard.Activity>
    {
        note(route, member ?? integration)
        if let feed = liveFeed {
            liveFeed = nil
            return RouteEventStream(feed)
        }
        return RouteEventStream(
            (1...3).map { Taskboard.Activity(id: $0, summary: "event \($0) of \(route.id)", at: Fixtures.date) })
    }

    /// The project's tasks in the store, by id.
    func exportTasks(_ route: Taskboard.ExportTasksRoute, member: String) async throws -> RouteEventStream<
        Taskboard.TaskModel
    > {
        note(route, member)
        return RouteEventStream(
            tasks.values.filter { $0.projectID == route.id }.sorted { $0.id.uuidString < $1.id.uuidString })
    }

    func featuredProjects(_ route: Taskboard.FeaturedProjectsRoute, member: String?) async throws -> [Taskboard.Project]
    {
        note(route, member)
        return member == nil
            ? [Fixtures.project(1)] : [Fixtures.project(1), Fixtures.project(2, name: "Shared with \(member ?? "")")]
    }

    func archiveProject(_ route: Taskboard.ArchiveProjectRoute, member: String) async throws -> Taskboard.Project {
        note(route, member)
        return Fixtures.project(route.id, name: route.idempotencyKey.uuidString.lowercased(), archived: true)
    }

    /// The project with a validator made of its id, a remaining count of 41 for project 1
    /// and none for others, and the fixture date as its last change.
    func projectVersion(_ route: Taskboard.ProjectVersionRoute) async throws -> RouteReply<
        Taskboard.ProjectVersionRoute
    > {
        note(route)
        let headers = Taskboard.ProjectVersionRoute.ResponseHeaders(
            eTag: "\"v\(route.id)\"", rateLimitRemaining: route.id == 1 ? 41 : nil,
            lastModified: route.id == 1 ? Fixtures.date : nil)
        return RouteReply(Fixtures.project(route.id), headers: headers)
    }

    /// A task whose title starts with "later" is queued (202, an import job, no location);
    /// any other is created at once (201, the task, its location).
    func importTask(_ route: Taskboard.ImportTaskRoute, member: String) async throws -> RouteReply<
        Taskboard.ImportTaskRoute
    > {
        note(route, member)
        if route.body.title.hasPrefix("later") {
            return RouteReply(
                .accepted(Taskboard.ImportJob(id: Fixtures.importJobID, position: route.body.tags.count)),
                headers: .init())
        }
        let task = Taskboard.TaskModel(
            id: UUID(), projectID: route.projectID, title: route.body.title, priority: route.body.priority,
            tags: route.body.tags, labels: [:], createdAt: Fixtures.date)
        tasks[task.id] = task
        let location = URL(string: "https://taskboard.test/tasks/\(task.id.uuidString.lowercased())")
        return RouteReply(.created(task), headers: .init(location: location))
    }

    /// The settings as sent, with a `"savedBy"` entry naming the member among the custom ones.
    func updateSettings(_ route: Taskboard.UpdateSettingsRoute, member: String) async throws
        -> Taskboard.ProjectSettings
    {
        note(route, member)
        var custom = route.body.custom
        custom["savedBy"] = .string(member)
        return Taskboard.ProjectSettings(color: route.body.color, notify: route.body.notify, custom: custom)
    }

    func activity(_ route: Taskboard.ActivityRoute) async throws -> Taskboard.ActivityPage {
        note(route)
        let summary = "after \(route.after ?? "the start"), \(route.limit) at most"
        return Taskboard.ActivityPage(
            events: [Taskboard.Activity(id: route.id, summary: summary, at: Fixtures.date)], nextCursor: "c2")
    }

    func listTasks(_ route: Taskboard.ListTasksRoute) async throws -> [Taskboard.TaskModel] {
        note(route)
        return tasks.values.filter { task in
            task.projectID == route.projectID && (route.state.map { $0.contains(task.state) } ?? true)
        }.sorted { $0.id.uuidString < $1.id.uuidString }
    }

    func myTasks(_ route: Taskboard.MyTasksRoute, member: String) async throws -> Taskboard.TaskPage {
        note(route, member)
        let mine = tasks.values.filter { route.state == nil || $0.state == route.state }
        return Taskboard.TaskPage(tasks: route.page == 1 ? Array(mine) : [], total: mine.count)
    }

    func createTask(_ route: Taskboard.CreateTaskRoute, member: String) async throws -> Taskboard.TaskModel {
        note(route, member)
        guard route.projectID != 404 else {
            throw RouteErrorResponse(status: 404, Taskboard.Problem(message: "no such project", field: "projectID"))
        }
        guard !route.body.title.isEmpty else {
            throw RouteErrorResponse(
                status: 422, Taskboard.Problem(message: "a task needs a title", field: "title", code: 22))
        }
        let task = Taskboard.TaskModel(
            id: UUID(), projectID: route.projectID, title: route.body.title, priority: route.body.priority,
            tags: route.body.tags,
            labels: [
                "points": route.body.points.map { String($0.rawValue) } ?? "none",
                "startOn": route.body.startOn?.description ?? "none",
            ],
            due: route.body.due, createdAt: Fixtures.date)
        tasks[task.id] = task
        return task
    }

    func replaceTask(_ route: Taskboard.ReplaceTaskRoute, member: String) async throws -> Taskboard.TaskModel {
        note(route, member)
        tasks[route.id] = route.body
        return route.body
    }

    func renameTask(_ route: Taskboard.RenameTaskRoute, member: String) async throws -> Taskboard.TaskModel {
        note(route, member)
        guard let task = tasks[route.id] else {
            throw RouteErrorResponse(status: 404, Taskboard.Problem(message: "no such task", field: "id"))
        }
        let notes: String? =
            switch route.body.notes {
            case nil: task.notes
            case .null?: nil
            case .value(let notes)?: notes
            }
        let renamed = Taskboard.TaskModel(
            id: task.id, projectID: task.projectID, title: route.body.title, notes: notes, state: task.state,
            priority: task.priority,
            estimateHours: task.estimateHours, progress: task.progress, position: task.position, tags: task.tags,
            labels: task.labels,
            due: task.due, link: task.link, attachment: task.attachment, createdAt: task.createdAt)
        tasks[task.id] = renamed
        return renamed
    }

    func deleteTask(_ route: Taskboard.DeleteTaskRoute, member: String) async throws -> Empty {
        note(route, member)
        guard tasks.removeValue(forKey: route.id) != nil else {
            throw RouteErrorResponse(status: 409, Taskboard.Problem(message: "the task is already gone"))
        }
        return Empty()
    }

    func taskExists(_ route: Taskboard.TaskExistsRoute) async throws -> Empty {
        note(route)
        guard tasks[route.id] != nil else { throw HTTPError(.notFound) }
        return Empty()
    }

    func taskOptions(_ route: Taskboard.TaskOptionsRoute) async throws -> String {
        note(route)
        return "GET, OPTIONS"
    }

    func uploadAttachment(_ route: Taskboard.UploadAttachmentRoute, integration: String) async throws -> Empty {
        note(route, integration)
        // A server decoder always delivers the bytes (`.data`); a file is a client's way to send them.
        guard case .data(let bytes) = route.body else { throw HTTPError(.badRequest) }
        attachments[route.id] = bytes
        return Empty()
    }

    func downloadAttachment(_ route: Taskboard.DownloadAttachmentRoute, integration: String) async throws -> Data {
        note(route, integration)
        guard let data = attachments[route.id] else {
            throw RouteErrorResponse(status: 404, Taskboard.Problem(message: "no attachment", field: "id"))
        }
        return data
    }

    func comments(_ route: Taskboard.CommentsRoute) async throws -> [Taskboard.Comment] {
        note(route)
        return [Fixtures.comment]
    }

    @available(*, deprecated, message: "The spec deprecates legacyTasks.")
    func legacyTasks(_ route: Taskboard.LegacyTasksRoute) async throws -> [Taskboard.TaskModel] {
        note(route)
        return tasks.values.sorted { $0.id.uuidString < $1.id.uuidString }
    }

    func feed(_ route: Taskboard.FeedRoute) async throws -> [Taskboard.Event] {
        note(route)
        let task = Fixtures.task(projectID: route.id)
        return [
            .taskCreated(Taskboard.TaskCreated(task: task, at: route.since ?? Fixtures.date)),
            .taskMoved(Taskboard.TaskMoved(taskID: task.id, from: .open, to: .done, at: Fixtures.date)),
            .commentAdded(Taskboard.CommentAdded(taskID: task.id, comment: Fixtures.comment, at: Fixtures.date)),
        ]
    }

    func members(_ route: Taskboard.MembersRoute) async throws -> [Taskboard.Member] {
        note(route)
        return [Taskboard.Member(user: Fixtures.ada, role: route.role ?? .viewer)]
    }

    func searchTasks(_ route: Taskboard.SearchTasksRoute) async throws -> [Taskboard.SearchHit] {
        note(route)
        return [.task(Fixtures.task(title: (route.words ?? []).joined(separator: " "))), .comment(Fixtures.comment)]
    }

    func savedSearches(_ route: Taskboard.SavedSearchesRoute) async throws -> [Taskboard.SavedSearch] {
        note(route)
        let condition = Taskboard.Condition.all([.tag("server"), .not(Taskboard.NotCondition(not: .tag("done")))])
        return [Taskboard.SavedSearch(id: 1, name: "open server work", condition: condition)]
    }

    func attachFile(_ route: Taskboard.AttachFileRoute, member: String) async throws -> Taskboard.Attachment {
        note(route, member)
        // A server decoder always delivers the bytes (`.data`), as for a raw body.
        guard case .data(let bytes) = route.file.content else { throw HTTPError(.badRequest) }
        return Taskboard.Attachment(
            id: route.id, name: route.file.filename ?? "unnamed", size: Int64(bytes.count), info: route.info)
    }
}

// The conformance is declared apart from the actor: declared on it, a clean build with Swift 6.3
// rejects the actor ("'nonisolated' modifier cannot be applied to this declaration", and the
// same of its initializer) because the generated service protocol is `nonisolated`; an
// incremental build accepts either.
extension InMemoryTaskboard: TaskboardService {}
#endif
