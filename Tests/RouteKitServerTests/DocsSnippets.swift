// swift-format-ignore-file
// (Formatted by hand: the docs quote its regions verbatim, laid out for reading there.)
// The server-side Swift of Docs/Server.md, compiled against the generated Taskboard server (the
// golden files in Generated/ and Webhooks/). Docs/Server.md quotes each region between
// `// snippet: NAME` and `// end snippet` verbatim, less the marker's indentation, and
// `DocsSnippetsTests` (in the root package) fails when the two differ. Nothing here runs: it
// would serve on a port.

#if Server
// snippet: server-imports
import Hummingbird
import RouteKit
import RouteKitServer
// end snippet
import Foundation

/// The app's own user, which its member authenticator returns.
struct User: Sendable {
    let id: Int
    let name: String
}

/// Where the app keeps its projects.
actor BoardStore {
    private var projects: [Int64: Taskboard.Project] = [:]

    func project(_ id: Int64) -> Taskboard.Project? { projects[id] }
    func activity(of id: Int64) -> [Taskboard.Activity] { [] }
    func activityUpdates(of id: Int64) -> AsyncStream<Taskboard.Activity> { AsyncStream { $0.finish() } }
}

/// Imports tasks now or queues them.
struct Importer: Sendable {
    func importNow(_ task: Taskboard.NewTask) async throws -> Taskboard.TaskModel? { nil }
}

private let store = BoardStore()
private let importer = Importer()

// snippet: server-board
struct Board: TaskboardService {
    typealias MemberCredential = User          // what the member authenticator returns
    typealias IntegrationCredential = String
    typealias WebhookCredential = Void
    typealias AdminCredential = String

    func project(_ route: Taskboard.ProjectRoute) async throws -> Taskboard.Project {
        guard let project = await store.project(route.id) else {
            throw RouteErrorResponse(status: 404, Taskboard.Problem(message: "no such project"))
        }
        return project
    }

    func me(_ route: Taskboard.MeRoute, member: User) async throws -> Taskboard.User {
        Taskboard.User(id: member.id, name: member.name)
    }

    // Several schemes (auth: [member, integration]): at most one credential is set, that of
    // the first scheme the request presents; an optional scheme ([member, none]) gives nil.
    func projectActivity(_ route: Taskboard.ProjectActivityRoute, member: User?, integration: String?) async throws -> [Taskboard.Activity] {
        await store.activity(of: route.id)
    }
    // end snippet
}

extension Board {
    // snippet: server-reply
    func importTask(_ route: Taskboard.ImportTaskRoute, member: User) async throws -> RouteReply<Taskboard.ImportTaskRoute> {
        guard let task = try await importer.importNow(route.body) else {
            return RouteReply(.accepted(Taskboard.ImportJob(id: UUID(), position: 1)), headers: .init())   // 202
        }
        return RouteReply(.created(task), headers: .init(location: task.link))                            // 201
    }
    // end snippet

    // snippet: server-stream
    func liveActivity(_ route: Taskboard.LiveActivityRoute, member: User?, integration: String?) async throws -> RouteEventStream<Taskboard.Activity> {
        guard let project = await store.project(route.id) else {
            throw RouteErrorResponse(status: 404, Taskboard.Problem(message: "no such project"))   // before the stream: a documented error
        }
        return RouteEventStream(await store.activityUpdates(of: project.id))        // an AsyncStream<Taskboard.Activity>
    }
    // end snippet
}

/// The routes the docs do not show, answered by the tests' in-memory service.
extension Board {
    private var rest: InMemoryTaskboard { InMemoryTaskboard() }

    func signIn(_ route: Taskboard.SignInRoute) async throws -> Taskboard.SignInRoute.Response {
        try await rest.signIn(route)
    }

    func deliverWebhook(_ route: Taskboard.DeliverWebhookRoute, webhook: WebhookCredential) async throws -> Taskboard.DeliverWebhookRoute.Response {
        try await rest.deliverWebhook(route, webhook: "signed")
    }

    func purgeArchived(_ route: Taskboard.PurgeArchivedRoute, admin: AdminCredential) async throws -> Taskboard.PurgeArchivedRoute.Response {
        try await rest.purgeArchived(route, admin: admin)
    }

    func auditLog(_ route: Taskboard.AuditLogRoute, admin: AdminCredential) async throws -> Taskboard.AuditLogRoute.Response {
        try await rest.auditLog(route, admin: admin)
    }

    func listProjects(_ route: Taskboard.ListProjectsRoute) async throws -> Taskboard.ListProjectsRoute.Response {
        try await rest.listProjects(route)
    }

    func exportTasks(_ route: Taskboard.ExportTasksRoute, member: MemberCredential) async throws -> RouteEventStream<Taskboard.ExportTasksRoute.Element> {
        try await rest.exportTasks(route, member: member.name)
    }

    func featuredProjects(_ route: Taskboard.FeaturedProjectsRoute, member: MemberCredential?) async throws -> Taskboard.FeaturedProjectsRoute.Response {
        try await rest.featuredProjects(route, member: member?.name)
    }

    func archiveProject(_ route: Taskboard.ArchiveProjectRoute, member: MemberCredential) async throws -> Taskboard.ArchiveProjectRoute.Response {
        try await rest.archiveProject(route, member: member.name)
    }

    func projectVersion(_ route: Taskboard.ProjectVersionRoute) async throws -> RouteReply<Taskboard.ProjectVersionRoute> {
        try await rest.projectVersion(route)
    }

    func activity(_ route: Taskboard.ActivityRoute) async throws -> Taskboard.ActivityRoute.Response {
        try await rest.activity(route)
    }

    func listTasks(_ route: Taskboard.ListTasksRoute) async throws -> Taskboard.ListTasksRoute.Response {
        try await rest.listTasks(route)
    }

    func myTasks(_ route: Taskboard.MyTasksRoute, member: MemberCredential) async throws -> Taskboard.MyTasksRoute.Response {
        try await rest.myTasks(route, member: member.name)
    }

    func createTask(_ route: Taskboard.CreateTaskRoute, member: MemberCredential) async throws -> Taskboard.CreateTaskRoute.Response {
        try await rest.createTask(route, member: member.name)
    }

    func updateSettings(_ route: Taskboard.UpdateSettingsRoute, member: MemberCredential) async throws -> Taskboard.UpdateSettingsRoute.Response {
        try await rest.updateSettings(route, member: member.name)
    }

    func replaceTask(_ route: Taskboard.ReplaceTaskRoute, member: MemberCredential) async throws -> Taskboard.ReplaceTaskRoute.Response {
        try await rest.replaceTask(route, member: member.name)
    }

    func renameTask(_ route: Taskboard.RenameTaskRoute, member: MemberCredential) async throws -> Taskboard.RenameTaskRoute.Response {
        try await rest.renameTask(route, member: member.name)
    }

    func deleteTask(_ route: Taskboard.DeleteTaskRoute, member: MemberCredential) async throws -> Taskboard.DeleteTaskRoute.Response {
        try await rest.deleteTask(route, member: member.name)
    }

    func taskExists(_ route: Taskboard.TaskExistsRoute) async throws -> Taskboard.TaskExistsRoute.Response {
        try await rest.taskExists(route)
    }

    func taskOptions(_ route: Taskboard.TaskOptionsRoute) async throws -> Taskboard.TaskOptionsRoute.Response {
        try await rest.taskOptions(route)
    }

    func uploadAttachment(_ route: Taskboard.UploadAttachmentRoute, integration: IntegrationCredential) async throws -> Taskboard.UploadAttachmentRoute.Response {
        try await rest.uploadAttachment(route, integration: integration)
    }

    func downloadAttachment(_ route: Taskboard.DownloadAttachmentRoute, integration: IntegrationCredential) async throws -> Taskboard.DownloadAttachmentRoute.Response {
        try await rest.downloadAttachment(route, integration: integration)
    }

    func comments(_ route: Taskboard.CommentsRoute) async throws -> Taskboard.CommentsRoute.Response {
        try await rest.comments(route)
    }

    @available(*, deprecated)
    func legacyTasks(_ route: Taskboard.LegacyTasksRoute) async throws -> Taskboard.LegacyTasksRoute.Response {
        try await rest.legacyTasks(route)
    }

    func feed(_ route: Taskboard.FeedRoute) async throws -> Taskboard.FeedRoute.Response {
        try await rest.feed(route)
    }

    func members(_ route: Taskboard.MembersRoute) async throws -> Taskboard.MembersRoute.Response {
        try await rest.members(route)
    }

    func searchTasks(_ route: Taskboard.SearchTasksRoute) async throws -> Taskboard.SearchTasksRoute.Response {
        try await rest.searchTasks(route)
    }

    func savedSearches(_ route: Taskboard.SavedSearchesRoute) async throws -> Taskboard.SavedSearchesRoute.Response {
        try await rest.savedSearches(route)
    }

    func attachFile(_ route: Taskboard.AttachFileRoute, member: MemberCredential) async throws -> Taskboard.AttachFileRoute.Response {
        try await rest.attachFile(route, member: member.name)
    }
}

/// How the app checks credentials, for the authenticators.
private enum Users { static func verify(_ token: String) async throws -> User { User(id: 1, name: "ada") } }
private enum Keys { static func owner(of key: String) throws -> String { "ci-bot" } }
private enum Admins { static func check(_ credential: BasicCredential) throws -> String { credential.username } }
private func verify(_ signature: APIKey, _ request: Request) throws {}
private let (users, keys, admins) = (Users.self, Keys.self, Admins.self)

private func serve() async throws {
    // snippet: server-register
    let router = Hummingbird.Router()
    router.add(middleware: LogRequestsMiddleware(.info))          // Hummingbird's own, untouched
    router.addRoutes(
        Taskboard.self,
        service: Board(),
        member: Authenticator(Taskboard.MemberAuth.self) { token, request in try await users.verify(token.token) },
        integration: Authenticator(Taskboard.IntegrationAuth.self) { key, _ in try keys.owner(of: key.value) },
        webhook: Authenticator(Taskboard.WebhookAuth.self) { signature, request in try verify(signature, request) },
        admin: Authenticator(Taskboard.AdminAuth.self) { credential, _ in try admins.check(credential) },
        unauthorizedProblem: { reason in Taskboard.Problem(message: reason) },
        options: ServerOptions(maxBodySize: 4 << 20))                  // bodyTimeout: 60 s unless given
    // At most half of `ulimit -n` connections at once (at most 4,096), each closed after 30 s
    // without a byte, one stopped in the middle of a request head included; Hummingbird
    // bounds neither unless asked.
    let limits = ConnectionLimits()
    let app = Application(
        router: router,
        server: .routeKit(limits),
        configuration: ApplicationConfiguration(
            address: .hostname("0.0.0.0", port: 8080),  // every interface; "127.0.0.1": this machine only
            availableConnectionsDelegate: limits.availableConnections))
    try await app.runService()
    // end snippet
}

/// The options of a server whose request errors are the spec's `Problem`.
private func requestErrorOptions() -> ServerOptions {
    // snippet: server-request-errors
    var options = ServerOptions(maxBodySize: 4 << 20)
    options.answerRequestErrors { error in Taskboard.Problem(message: error.message, code: Int(error.status.code)) }
    // end snippet
    return options
}

// snippet: server-webhooks
struct Receiver: WebhookExampleWebhooks {
    func newPet(_ route: WebhookExample.NewPetRoute) async throws -> Empty { Empty() }
}
// end snippet

extension Receiver {
    func myCallback(_ route: WebhookExample.MyCallbackRoute) async throws -> Empty { Empty() }
    func onData(_ route: WebhookExample.OnDataRoute) async throws -> Empty { Empty() }
}

private func subscribe(router: Hummingbird.Router<BasicRequestContext>) {
    // snippet: server-webhooks-register
    router.group("hooks").addWebhookRoutes(WebhookExample.self, service: Receiver())
    // end snippet
}
#endif
