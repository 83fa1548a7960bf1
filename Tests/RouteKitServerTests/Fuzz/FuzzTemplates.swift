#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

/// Valid requests for every route of `Specs/`, made by the generated client from seeded random
/// values: each route's parameters in their own style (path, form and exploded query arrays,
/// pipe-, space- and comma-delimited arrays, deepObject, headers) and each body kind (JSON,
/// form, multipart, raw bytes), with the credential of its scheme. The client's transport
/// captures the request instead of sending it.
struct FuzzTemplates: Sendable {
    /// The `URLRequest`s the client's transport was handed.
    private actor Capture {
        private(set) var last: URLRequest?

        func keep(_ request: URLRequest) { last = request }
    }

    private struct Captured: Error {}

    private let capture = Capture()
    private let router: APIRouter<Taskboard>

    init() throws {
        let capture = capture
        let transport = Transport { request in
            await capture.keep(request)
            throw Captured()
        }
        guard let origin = URL(string: "http://127.0.0.1") else { throw URLError(.badURL) }
        router = Taskboard.router(baseURL: origin, transport: transport)
    }

    private var member: AuthenticatedRouter<Taskboard.MemberAuth> {
        router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("member-token"))
    }
    private var integration: AuthenticatedRouter<Taskboard.IntegrationAuth> {
        router.authenticated(Taskboard.IntegrationAuth.self, with: APIKey("integration-key"))
    }
    private var webhook: AuthenticatedRouter<Taskboard.WebhookAuth> {
        router.authenticated(Taskboard.WebhookAuth.self, with: APIKey("webhook-signature"))
    }
    private var admin: AuthenticatedRouter<Taskboard.AdminAuth> {
        router.authenticated(Taskboard.AdminAuth.self, with: BasicCredential(username: "root", password: "secret"))
    }

    /// How many routes there are to make requests for.
    static let routeCount = 33

    /// The routes to draw from: each once, and the two whose requests have the most parts
    /// (searchTasks: deepObject, space-delimited and comma-joined arrays; attachFile: multipart)
    /// three times.
    static let draws = Array(0..<routeCount) + [29, 29, 31, 31]

    /// A valid request of route number `index` (`0..<routeCount`) with values drawn from `generator`.
    func request(_ index: Int, using generator: inout SplitMix) async -> WireRequest {
        var values = FuzzValues(generator: generator)
        defer { generator = values.generator }
        let name: String
        switch index {
        case 0:
            name = "signIn"
            _ = try? await router.perform(
                .signIn(
                    username: values.string(), password: values.string(),
                    scope: values.optional { $0.array { $0.string() } },
                    remember: values.bool()))
        case 1:
            name = "me"
            _ = try? await member.perform(.me)
        case 2:
            name = "deliverWebhook"
            _ = try? await webhook.perform(
                .deliverWebhook(body: .init(event: values.string(), payload: values.dictionary { $0.string() })))
        case 3:
            name = "purgeArchived"
            _ = try? await admin.perform(.purgeArchived(olderThanDays: values.int()))
        case 4:
            name = "auditLog"
            _ = try? await admin.perform(.auditLog(offset: values.int(), limit: values.int()))
        case 5:
            name = "listProjects"
            _ = try? await router.perform(
                .listProjects(archived: values.optional { $0.bool() }, page: values.int(), perPage: values.int()))
        case 6:
            name = "project"
            _ = try? await router.perform(.project(id: values.int64()))
        case 7:
            name = "projectActivity"
            _ = try? await member.perform(.projectActivity(id: values.int64()))
        case 8:
            name = "liveActivity"
            _ = try? await integration.perform(.liveActivity(id: values.int64()))
        case 9:
            name = "exportTasks"
            _ = try? await member.perform(.exportTasks(id: values.int64()))
        case 10:
            name = "featuredProjects"
            if values.bool() {
                _ = try? await member.perform(.featuredProjects)
            } else {
                _ = try? await router.perform(.featuredProjects)
            }
        case 11:
            name = "archiveProject"
            _ = try? await member.perform(.archiveProject(id: values.int64(), idempotencyKey: values.uuid()))
        case 12:
            name = "projectVersion"
            _ = try? await router.perform(.projectVersion(id: values.int64()))
        case 13:
            name = "importTask"
            _ = try? await member.perform(.importTask(projectID: values.int64(), body: values.newTask()))
        case 14:
            name = "activity"
            _ = try? await router.perform(
                .activity(id: values.int64(), after: values.optional { $0.string() }, limit: values.int()))
        case 15:
            name = "listTasks"
            _ = try? await router.perform(
                .listTasks(
                    projectID: values.int64(), state: values.optional { $0.array { $0.taskState() } },
                    priority: values.optional { $0.priority() },
                    search: values.optional { $0.string() }, dueBefore: values.optional { $0.date() },
                    ids: values.optional { $0.array { $0.uuid() } },
                    sort: values.string(), xRequestID: values.optional { $0.string() }, acceptLanguage: values.string())
            )
        case 16:
            name = "myTasks"
            _ = try? await member.perform(.myTasks(state: values.optional { $0.taskState() }, page: values.int()))
        case 17:
            name = "createTask"
            _ = try? await member.perform(.createTask(projectID: values.int64(), body: values.newTask()))
        case 18:
            name = "updateSettings"
            let settings = Taskboard.ProjectSettings(
                color: values.optional { $0.string() }, notify: values.bool(),
                custom: values.dictionary { $0.json(depth: 3) })
            _ = try? await member.perform(.updateSettings(id: values.int64(), body: settings))
        case 19:
            name = "replaceTask"
            _ = try? await member.perform(.replaceTask(id: values.uuid(), body: values.task()))
        case 20:
            name = "renameTask"
            let notes: Nullable<String>? = values.optional { $0.bool() ? .null : .value($0.string()) }
            _ = try? await member.perform(
                .renameTask(id: values.uuid(), body: .init(title: values.string(), notes: notes)))
        case 21:
            name = "deleteTask"
            _ = try? await member.perform(.deleteTask(id: values.uuid()))
        case 22:
            name = "taskExists"
            _ = try? await router.perform(.taskExists(id: values.uuid()))
        case 23:
            name = "taskOptions"
            _ = try? await router.perform(.taskOptions)
        case 24:
            name = "uploadAttachment"
            _ = try? await integration.perform(.uploadAttachment(id: values.uuid(), body: .data(values.data())))
        case 25:
            name = "downloadAttachment"
            _ = try? await integration.perform(.downloadAttachment(id: values.uuid()))
        case 26:
            name = "comments"
            _ = try? await router.perform(.comments(id: values.uuid()))
        case 27:
            name = "feed"
            _ = try? await router.perform(
                .feed(
                    id: values.int64(), types: values.optional { $0.array { $0.string() } },
                    since: values.optional { $0.date() }))
        case 28:
            name = "members"
            _ = try? await router.perform(.members(id: values.int64(), role: values.optional { $0.role() }))
        case 29:
            name = "searchTasks"
            let filter = values.optional { values in
                Taskboard.TaskFilter(
                    state: values.optional { $0.taskState() }, priority: values.optional { $0.priority() },
                    tags: values.optional { $0.array { $0.string() } },
                    due: values.optional {
                        Taskboard.DateRange(from: $0.optional { $0.date() }, to: $0.optional { $0.date() })
                    })
            }
            _ = try? await router.perform(
                .searchTasks(
                    filter: filter, words: values.optional { $0.array { $0.string() } },
                    fields: values.optional { $0.array { $0.string() } }))
        case 30:
            name = "savedSearches"
            _ = try? await router.perform(.savedSearches)
        case 31:
            name = "attachFile"
            let file = FilePart(
                values.data(), filename: values.optional { $0.string() },
                contentType: values.optional { _ in "text/plain" })
            let info = Taskboard.AttachmentInfo(
                caption: values.optional { $0.string() }, metadata: values.optional { $0.json(depth: 3) })
            _ = try? await member.perform(
                .attachFile(
                    id: values.uuid(), file: file, info: info, description: values.optional { $0.string() },
                    tags: values.optional { $0.array { $0.string() } }, thumbnail: values.optional { $0.data() }))
        default:
            // legacyTasks, deprecated, so its factory would warn: its request written out.
            return WireRequest(route: "legacyTasks", method: "GET", path: "/tasks")
        }
        guard let request = await capture.last else { return WireRequest(route: name, method: "GET", path: "/") }
        return WireRequest(route: name, request)
    }
}

/// Seeded values for parameters and bodies: ordinary ones and the edges a server must survive
/// (extreme numbers, empty and long texts, the characters each style escapes or delimits).
struct FuzzValues {
    var generator: SplitMix

    mutating func bool() -> Bool { Bool.random(using: &generator) }

    mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &generator) }

    mutating func int() -> Int {
        [0, 1, -1, 7, 50, 404, .max, .min, Int.random(in: -1000...1000, using: &generator)].randomElement(
            using: &generator) ?? 0
    }

    mutating func int64() -> Int64 {
        [0, 1, 2, -1, 404, 418, .max, .min, Int64.random(in: 1...100, using: &generator)].randomElement(
            using: &generator) ?? 1
    }

    mutating func string() -> String {
        let pieces = [
            "", "a", "ada", "pw", "later", "é", "😀", " ", "&", "=", "+", "%", "%20", "[", "]", "[]", "#", "?", "/",
            "\"", "\\",
            "\n", "\r\n", "\u{0}", "\u{1E}", ",", "|", ";", "a b", "OPEN", "-created_at", "\u{FEFF}", "\u{202E}",
        ]
        var text = ""
        for _ in 0..<below(4) { text += pieces[below(pieces.count)] }
        if below(50) == 0 { text += String(repeating: "x", count: below(3000)) }
        return text
    }

    mutating func date() -> Date {
        Date(
            timeIntervalSince1970: [
                0, 1_700_000_000, -62_135_596_800, 253_402_300_799, Double(below(2_000_000_000)) + 0.125,
            ].randomElement(using: &generator) ?? 0)
    }

    mutating func uuid() -> UUID {
        let high = generator.next(), low = generator.next()
        return withUnsafeBytes(of: (high, low)) { bytes in
            UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }
    }

    mutating func data() -> Data {
        Data((0..<below(64)).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    mutating func taskState() -> Taskboard.TaskState { [.open, .inProgress, .done][below(3)] }
    mutating func priority() -> Taskboard.Priority { [.low, .normal, .high, .urgent][below(4)] }
    mutating func role() -> Taskboard.Role { [.owner, .editor, .viewer, .unknown(string())][below(4)] }

    mutating func optional<T>(_ make: (inout FuzzValues) -> T) -> T? {
        bool() ? make(&self) : nil
    }

    mutating func array<T>(_ make: (inout FuzzValues) -> T) -> [T] {
        (0..<below(4)).map { _ in make(&self) }
    }

    mutating func dictionary<T>(_ make: (inout FuzzValues) -> T) -> [String: T] {
        var dictionary: [String: T] = [:]
        for _ in 0..<below(4) { dictionary[string()] = make(&self) }
        return dictionary
    }

    mutating func json(depth: Int) -> JSONValue {
        switch below(depth > 0 ? 7 : 5) {
        case 0: return .null
        case 1: return .bool(bool())
        case 2: return .number([0, -0.5, 1e300, 42].randomElement(using: &generator) ?? 0)
        case 3, 4: return .string(string())
        case 5: return .array(array { $0.json(depth: depth - 1) })
        default: return .object(dictionary { $0.json(depth: depth - 1) })
        }
    }

    mutating func newTask() -> Taskboard.NewTask {
        Taskboard.NewTask(
            title: string(), priority: priority(), due: optional { $0.date() }, tags: array { $0.string() },
            points: optional { [.one, .two, .three, .five, .eight][$0.below(5)] },
            startOn: optional { CalendarDate(year: 1 + $0.below(9999), month: 1 + $0.below(12), day: 1 + $0.below(28)) }
                ?? nil)
    }

    mutating func task() -> Taskboard.TaskModel {
        Taskboard.TaskModel(
            id: uuid(), projectID: int64(), title: string(), notes: optional { $0.string() }, state: taskState(),
            priority: priority(),
            estimateHours: [1.5, 0, -1, 1e10].randomElement(using: &generator) ?? 0, tags: array { $0.string() },
            labels: dictionary { $0.string() }, due: optional { $0.date() },
            link: optional { _ in URL(string: "https://example.com/a?b=c") } ?? nil,
            attachment: optional { $0.data() }, createdAt: date())
    }
}
#endif
