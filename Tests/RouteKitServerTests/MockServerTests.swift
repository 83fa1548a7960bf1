#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenCore
import RouteGenMock
import RouteKit
import RouteKitServer
import Testing

/// `routegen-mock`'s server (RouteGenMock's `MockResponder`), loaded from `Specs/` and from the
/// real Petstore description alone, answering the generated clients of the golden sets in
/// process (and once over loopback): every operation decodes, `Prefer` picks the documented
/// response, and invalid requests get the generated server's own statuses and messages.
@Suite("The mock server of routegen-mock", .timeLimit(.minutes(3)))
struct MockServerTests {
    /// The mock API of the specs at `path`; a failure names the diagnostics.
    static func api(_ path: String) throws -> MockAPI {
        let (paths, pathDiagnostics) = Pipeline.specPaths(for: [path])
        let (api, diagnostics) = MockAPIBuilder.load(specPaths: paths)
        guard let api else {
            throw MockDidNotLoad(diagnostics: (pathDiagnostics + diagnostics).map(\.description))
        }
        return api
    }

    struct MockDidNotLoad: Error {
        var diagnostics: [String]
    }

    static let root = ServerTypeChecker.packageRoot
    static let taskboard = Result { try api(root.appendingPathComponent("Specs").path) }

    /// The generated client's routers for a mock of `Specs/`, in process; every request carries
    /// `Prefer: prefer` when given.
    struct Client {
        let router: APIRouter<Taskboard>

        init(_ responder: MockResponder, prefer: String? = nil) throws {
            let transport = Transport.inProcess(responder: responder)
            guard let url = URL(string: "http://mock.test") else { throw URLError(.badURL) }
            router = Taskboard.router(baseURL: url, transport: prefer.map(transport.preferring) ?? transport)
        }

        var member: AuthenticatedRouter<Taskboard.MemberAuth> {
            router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("any-token"))
        }
        var integration: AuthenticatedRouter<Taskboard.IntegrationAuth> {
            router.authenticated(Taskboard.IntegrationAuth.self, with: APIKey("any-key"))
        }
        var webhook: AuthenticatedRouter<Taskboard.WebhookAuth> {
            router.authenticated(Taskboard.WebhookAuth.self, with: APIKey("any-signature"))
        }
        var admin: AuthenticatedRouter<Taskboard.AdminAuth> {
            router.authenticated(Taskboard.AdminAuth.self, with: BasicCredential(username: "any", password: "one"))
        }
    }

    /// The task `Specs/` documents as `Task`'s example, which the routes answering a task answer.
    static let documentedTaskID = UUID(uuidString: "5f0c6e2a-8d3b-4c1e-9a7f-2b4d6e8f0a1c")

    @Test("every operation of Specs/ answers with a response the generated client decodes")
    func everyOperationDecodes() async throws {
        let api = try Self.taskboard.get()
        let client = try Client(MockResponder(api: api))
        let (router, member, integration, webhook, admin) = (
            client.router, client.member, client.integration, client.webhook, client.admin
        )
        var performed: [String] = []
        func did(_ name: String) { performed.append(name) }
        let newTask = Taskboard.NewTask(title: "Notes")

        _ = try await router.perform(.signIn(username: "ada", password: "pw"))
        did("signIn")
        #expect(try await member.perform(.me).name == "name")
        did("me")
        _ = try await webhook.perform(.deliverWebhook(body: .init(event: "e", payload: ["a": "b"])))
        did("deliverWebhook")
        _ = try await admin.perform(.purgeArchived(olderThanDays: 3))
        did("purgeArchived")
        _ = try await admin.perform(.auditLog(offset: 1, limit: 2))
        did("auditLog")
        _ = try await router.perform(.listProjects(archived: true, page: 2, perPage: 10))
        did("listProjects")
        #expect(try await router.perform(.project(id: 7)).name == "name")
        did("project")
        _ = try await integration.perform(.projectActivity(id: 7))
        did("projectActivity")
        var activities: [Taskboard.Activity] = []
        for try await activity in member.stream(.liveActivity(id: 7)) { activities.append(activity) }
        #expect(activities.map(\.summary) == ["summary"])
        did("liveActivity")
        var exported: [Taskboard.TaskModel] = []
        for try await task in member.stream(.exportTasks(id: 7)) { exported.append(task) }
        #expect(exported.map(\.id) == [Self.documentedTaskID])
        did("exportTasks")
        _ = try await router.perform(.featuredProjects)
        did("featuredProjects")
        _ = try await member.perform(.archiveProject(id: 7, idempotencyKey: UUID()))
        did("archiveProject")
        let version = try await router.response(for: .projectVersion(id: 7))
        #expect(version.headers.eTag == "string" && version.headers.rateLimitRemaining == 0)
        did("projectVersion")
        guard case .created = try await member.perform(.importTask(projectID: 7, body: newTask)) else {
            Issue.record("importTask did not answer its lowest success status, 201")
            return
        }
        did("importTask")
        _ = try await router.perform(.activity(id: 7, after: "c", limit: 5))
        did("activity")
        _ = try await router.perform(
            .listTasks(
                projectID: 7, state: [.open, .done], priority: .high, search: "a b", dueBefore: Date(),
                ids: [UUID()], sort: "title", xRequestID: "r-1", acceptLanguage: "de"))
        did("listTasks")
        _ = try await member.perform(.myTasks(state: .inProgress, page: 1))
        did("myTasks")
        let created = try await member.perform(.createTask(projectID: 7, body: newTask))
        #expect(created.id == Self.documentedTaskID && created.title == "Write the release notes")
        did("createTask")
        let settings = Taskboard.ProjectSettings(color: "red", custom: ["theme": "dark"])
        _ = try await member.perform(.updateSettings(id: 7, body: settings))
        did("updateSettings")
        _ = try await member.perform(.replaceTask(id: UUID(), body: created))
        did("replaceTask")
        _ = try await member.perform(.renameTask(id: UUID(), body: .init(title: "t", notes: .null)))
        did("renameTask")
        _ = try await member.perform(.deleteTask(id: UUID()))
        did("deleteTask")
        _ = try await router.perform(.taskExists(id: UUID()))
        did("taskExists")
        #expect(try await router.perform(.taskOptions) == "string")
        did("taskOptions")
        _ = try await integration.perform(.uploadAttachment(id: UUID(), body: .data(Data([1, 2]))))
        did("uploadAttachment")
        #expect(try await integration.perform(.downloadAttachment(id: UUID())) == Data())
        did("downloadAttachment")
        _ = try await router.perform(.comments(id: UUID()))
        did("comments")
        _ = try await router.perform(Taskboard.LegacyTasksRoute())
        did("legacyTasks")
        _ = try await router.perform(.feed(id: 7, types: ["task.created", "a|b"], since: Date()))
        did("feed")
        _ = try await router.perform(.members(id: 7, role: .unknown("auditor")))
        did("members")
        let filter = Taskboard.TaskFilter(state: .open, tags: ["x"], due: .init(from: Date()))
        _ = try await router.perform(.searchTasks(filter: filter, words: ["a", "b"], fields: ["id", "title"]))
        did("searchTasks")
        _ = try await router.perform(.savedSearches)
        did("savedSearches")
        _ = try await member.perform(
            .attachFile(
                id: UUID(), file: FilePart(Data("x".utf8), filename: "x.txt", contentType: "text/plain"),
                info: .init(caption: "c"), tags: ["t"]))
        did("attachFile")

        #expect(performed.sorted() == api.operations.map(\.name).sorted())
    }

    @Test("Prefer: code= and example= answer the documented response, which the client decodes as it")
    func preferPicksTheDocumentedResponse() async throws {
        let api = try Self.taskboard.get()
        let responder = MockResponder(api: api)
        let notFound = await #expect(throws: RouteError.self) {
            try await Client(responder, prefer: "code=404").router.perform(.project(id: 7))
        }
        guard case .unacceptableStatus(_, let missing)? = notFound else {
            Issue.record("\(String(describing: notFound))")
            return
        }
        #expect(missing.statusCode == 404 && missing.decodedBody(as: Taskboard.Problem.self)?.message == "message")

        guard
            case .accepted(let job) = try await Client(responder, prefer: "code=202").member.perform(
                .importTask(projectID: 1, body: .init(title: "t")))
        else {
            Issue.record("Prefer: code=202 did not answer importTask's 202")
            return
        }
        #expect(job.position == 0)

        let newTask = Taskboard.NewTask(title: "t")
        for (prefer, status, message) in [
            ("example=longTitle", 422, "A title is at most 200 characters."),
            ("code=422", 422, "A task needs a title."),
            ("code=404, example=noProject", 404, "No project 7"),
            ("code=503", 503, "message"),
        ] {
            let refused = await #expect(throws: RouteError.self) {
                try await Client(responder, prefer: prefer).member.perform(.createTask(projectID: 7, body: newTask))
            }
            guard case .unacceptableStatus(_, let failure)? = refused else {
                Issue.record("\(prefer): \(String(describing: refused))")
                continue
            }
            #expect(failure.statusCode == status, "\(prefer)")
            #expect(failure.decodedBody(as: Taskboard.Problem.self)?.message == message, "\(prefer)")
        }
    }

    @Test(
        "a response or example the operation does not document is a 501 naming what was asked and what there is; an error status is default's"
    )
    func undocumentedPreference() async throws {
        let mock = Transport.inProcess(responder: MockResponder(api: try Self.taskboard.get()))
        let member = ["Authorization": "Bearer member-token", "Content-Type": "application/json"]
        for (path, prefer, message) in [
            (
                "/projects/7", "code=418",
                "project documents no response 418 (Prefer: code=418); it documents 200 and 404"
            ),
            (
                "/projects/7/tasks", "example=nothing",
                "createTask has no example named \"nothing\" (Prefer: example=nothing); its examples are 404 noProject, 422 emptyTitle, 422 longTitle"
            ),
            (
                "/projects/7/tasks", "code=teapot",
                "Prefer: code=teapot is not an HTTP status; createTask documents 200, 404, 422 and default"
            ),
        ] {
            let method = path == "/projects/7" ? "GET" : "POST"
            let answer = try await exchange(
                mock, method, path, headers: member.merging(["Prefer": prefer]) { $1 },
                body: method == "POST" ? #"{"title":"t"}"# : nil)
            #expect(answer.status == 501 && answer.message == message, "\(prefer): \(answer)")
        }
        // An error status the operation does not list is its `default` response's, as Prism answers.
        let teapot = try await exchange(
            mock, "POST", "/projects/7/tasks", headers: member.merging(["Prefer": "code=418"]) { $1 },
            body: #"{"title":"t"}"#)
        #expect(teapot.status == 418 && String(decoding: teapot.body, as: UTF8.self) == #"{"message":"message"}"#)
    }

    /// Requests the generated server refuses, each sent to it and to the mock.
    static let invalidRequests: [(method: String, path: String, headers: [String: String], body: String?)] = [
        ("GET", "/projects/seven", [:], nil),
        ("GET", "/projects?page=two", [:], nil),
        ("GET", "/projects?page=1&page=2", [:], nil),
        ("GET", "/projects/1/tasks?priority=extreme", [:], nil),
        ("GET", "/projects/1/tasks?due_before=yesterday", [:], nil),
        ("GET", "/projects/1/tasks?ids=1,2", [:], nil),
        ("POST", "/projects/1/archive", ["Authorization": "Bearer member-token"], nil),
        ("POST", "/projects/1/archive", ["Authorization": "Bearer member-token", "Idempotency-Key": "key"], nil),
        ("POST", "/projects/1/tasks", ["Authorization": "Bearer member-token", "Content-Type": "text/plain"], "title"),
        ("POST", "/projects/1/tasks", ["Authorization": "Bearer member-token"], #"{"title":"t"}"#),
        (
            "POST", "/projects/1/tasks", ["Authorization": "Bearer member-token", "Content-Type": "application/json"],
            "{"
        ),
        ("POST", "/session", ["Content-Type": "application/x-www-form-urlencoded"], "grant_type=password&username=a"),
        ("POST", "/session", ["Content-Type": "application/json"], "{}"),
        ("PUT", "/tasks/8a0c/attachment", ["X-Taskboard-Key": "integration-key", "Content-Type": "image/png"], "png"),
        (
            "PUT", "/tasks/\(UUID())/attachment", ["X-Taskboard-Key": "integration-key", "Content-Type": "image/jpeg"],
            "jpg"
        ),
        (
            "POST", "/tasks/\(UUID())/files",
            ["Authorization": "Bearer member-token", "Content-Type": "multipart/form-data"], "x"
        ),
        (
            "POST", "/projects/1/tasks", ["Authorization": "Bearer member-token", "Content-Type": "application/json"],
            String(repeating: " ", count: TaskboardHarness.maxBodySize + 1)
        ),
    ]

    @Test("an invalid request gets the generated server's status and message: 400 naming the parameter, 415, 413")
    func invalidRequestsAsTheGeneratedServer() async throws {
        let mock = Transport.inProcess(
            responder: MockResponder(
                api: try Self.taskboard.get(), options: ServerOptions(maxBodySize: TaskboardHarness.maxBodySize)))
        try await TaskboardHarness.run { harness in
            for request in Self.invalidRequests {
                let expected = try await exchange(
                    harness.transport, request.method, request.path, headers: request.headers, body: request.body)
                let answered = try await exchange(
                    mock, request.method, request.path, headers: request.headers, body: request.body)
                #expect((400...415).contains(expected.status), "\(request.method) \(request.path): \(expected)")
                #expect(
                    answered.status == expected.status && answered.message == expected.message,
                    "\(request.method) \(request.path): the generated server answers \(expected), the mock \(answered)")
            }
        }
    }

    @Test("a missing credential is a 401 with the scheme's challenge, and the body the spec documents for it")
    func missingCredential() async throws {
        let mock = Transport.inProcess(responder: MockResponder(api: try Self.taskboard.get()))
        let me = try await exchange(mock, "GET", "/me")
        #expect(me.status == 401 && me.headers["WWW-Authenticate"] == "Bearer")
        #expect((try? JSONDecoder().decode(Taskboard.Problem.self, from: me.body))?.message == "message")
        let audit = try await exchange(mock, "GET", "/admin/audit")
        #expect(audit.status == 401 && audit.headers["WWW-Authenticate"] == "Basic")
        // `401: none`: no documented body, so Hummingbird's; an API key has no challenge.
        let delivery = try await exchange(
            mock, "POST", "/webhooks/deliveries", headers: ["Content-Type": "application/json"],
            body: #"{"event":"e","payload":{}}"#)
        #expect(
            delivery.status == 401 && delivery.headers["WWW-Authenticate"] == nil
                && delivery.message == "authentication required")
        // An optional credential may be left out; another scheme's does not authenticate.
        #expect(try await exchange(mock, "GET", "/projects/featured").status == 200)
        #expect(try await exchange(mock, "GET", "/me", headers: ["X-Taskboard-Key": "k"]).status == 401)
        #expect(try await exchange(mock, "GET", "/me", headers: ["Authorization": "Basic eDp5"]).status == 401)
        // Any credential of the scheme will do.
        #expect(try await exchange(mock, "GET", "/me", headers: ["Authorization": "Bearer whatever"]).status == 200)
        #expect(try await exchange(mock, "GET", "/admin/audit", headers: ["Authorization": "Basic eDp5"]).status == 200)
        #expect(
            try await exchange(
                mock, "POST", "/webhooks/deliveries?signature=s", headers: ["Content-Type": "application/json"],
                body: #"{"event":"e","payload":{}}"#
            ).status == 204)
    }

    @Test("a body that does not match the spec is a 400 naming its first mismatch; unknown paths 404, methods 405")
    func bodiesPathsAndMethods() async throws {
        let mock = Transport.inProcess(responder: MockResponder(api: try Self.taskboard.get()))
        let member = ["Authorization": "Bearer member-token", "Content-Type": "application/json"]
        for (body, message) in [
            (#"{"title":3}"#, "body field title: expected string, found number 3"),
            (#"{"priority":"low"}"#, #"the body: missing required property "title""#),
            (#"{"title":"t","tags":["a",2]}"#, "body field tags[1]: expected string, found number 2"),
            (#"[]"#, "the body: expected object, found array"),
        ] {
            let answer = try await exchange(mock, "POST", "/projects/1/tasks", headers: member, body: body)
            #expect(answer.status == 400 && answer.message == message, "\(body): \(answer)")
        }
        let lines = try await exchange(mock, "GET", "/nothing/here")
        #expect(lines.status == 404)
        let trace = try await exchange(mock, "DELETE", "/projects/1")
        #expect(trace.status == 405 && trace.headers["Allow"] == "GET")
        let tasks = try await exchange(mock, "POST", "/tasks/\(UUID())", headers: member)
        #expect(tasks.status == 405 && tasks.headers["Allow"] == "PUT, PATCH, DELETE, HEAD")
        // A literal segment wins over a placeholder: /tasks/search is not a task's id.
        #expect(try await exchange(mock, "GET", "/tasks/search").status == 200)
    }

    @Test("every valid request the generated client makes (the request fuzzer's templates) is answered with a success")
    func theClientsRequestsAreAccepted() async throws {
        let mock = Transport.inProcess(responder: MockResponder(api: try Self.taskboard.get()))
        let templates = try FuzzTemplates()
        var generator = SplitMix(seed: 43)
        for round in 0..<3 {
            for index in FuzzTemplates.draws {
                let request = await templates.request(index, using: &generator)
                let answer = try await exchange(mock, request)
                #expect(
                    (200...299).contains(answer.status),
                    "round \(round), \(request.route) \(request.method) \(request.path): \(answer)")
            }
        }
    }

    @Test("the real Petstore description: every operation answered, and decoded by its generated client")
    func petstore() async throws {
        let api = try Self.api(Self.root.appendingPathComponent("Tests/RealSpecs/petstore.yaml").path)
        guard let url = URL(string: "http://mock.test") else { throw URLError(.badURL) }
        let petstore = Petstore.router(baseURL: url, transport: .inProcess(responder: MockResponder(api: api)))
        var performed: [String] = []
        let pets = try await petstore.perform(
            .listPets(
                limit: 5, habitat: .empty, feeds: [.omnivore], sort: .init(id: "name", name: "asc"),
                filter: Petstore.PetFilter(name: "Rex", state: "sold"), since: Date(),
                jsonFilters: [Petstore.PetFilter(name: "a")], myRequestUUID: UUID()))
        #expect(pets.count == 1)
        performed.append("listPets")
        _ = try await petstore.perform(
            .createPet(body: .init(name: "Tom", kind: .cat), xExtraArguments: .init(code: 1)))
        performed.append("createPet")
        _ = try await petstore.perform(.createPetWithForm(name: "Tom Cat", kind: .cat, genome: "AAAA"))
        performed.append("createPetWithForm")
        _ = try await petstore.perform(.getStats)
        performed.append("getStats")
        // Three operations share POST /pets/stats: the body's media type picks one.
        _ = try await petstore.perform(.postStats(body: .init(count: 3)))
        performed.append("postStats")
        _ = try await petstore.perform(.postStatsText(body: .data(Data("count=4".utf8))))
        performed.append("postStatsText")
        _ = try await petstore.perform(.postStatsData(body: .data(Data([5]))))
        performed.append("postStatsData")
        _ = try await petstore.perform(.probe)
        performed.append("probe")
        _ = try await petstore.perform(.updatePet(petId: 8, body: .init(name: "Fido", kind: .dog)))
        performed.append("updatePet")
        _ = try await petstore.perform(.uploadAvatarForPet(petId: 8, body: .data(Data([1, 2, 3]))))
        performed.append("uploadAvatarForPet")
        _ = try await petstore.perform(
            .multipartUploadTyped(log: "line", metadata: .init(createdAt: Date()), keyword: ["a", "b"]))
        performed.append("multipartUploadTyped")
        _ = try await petstore.perform(.multipartDownloadTyped)
        performed.append("multipartDownloadTyped")
        #expect(performed.sorted() == api.operations.map(\.name).sorted())

        let preferring412 = Petstore.router(
            baseURL: url, transport: Transport.inProcess(responder: MockResponder(api: api)).preferring("code=412"))
        let refused = await #expect(throws: RouteError.self) {
            try await preferring412.perform(.uploadAvatarForPet(petId: 8, body: .data(Data([1]))))
        }
        guard case .unacceptableStatus(_, let failure)? = refused else {
            Issue.record("\(String(describing: refused))")
            return
        }
        #expect(failure.statusCode == 412 && failure.decodedBody(as: String.self) == "string")
    }

    @Test(
        "streams are served as the generated server frames them: JSON Lines, JSON text sequences, events, parts by position"
    )
    func streams() async throws {
        let api = try Self.api(Self.root.appendingPathComponent("Tests/StreamSpecs/item-streams.yaml").path)
        let mock = Transport.inProcess(responder: MockResponder(api: api))
        guard let url = URL(string: "http://mock.test") else { throw URLError(.badURL) }
        let streams = ItemStreams.router(baseURL: url, transport: mock)
        var performed: [String] = []
        func count<Elements: AsyncSequence>(_ elements: Elements) async throws -> Int {
            var count = 0
            for try await _ in elements { count += 1 }
            return count
        }
        #expect(try await count(streams.stream(.tailLogs(service: "api"))) == 1)
        performed.append("tailLogs")
        #expect(try await count(streams.stream(.streamMetrics)) == 1)
        performed.append("streamMetrics")
        #expect(try await count(streams.stream(.watchTicks(count: 3))) == 1)
        performed.append("watchTicks")
        #expect(try await count(streams.stream(.watchAlerts)) == 1)
        performed.append("watchAlerts")
        #expect(try await count(streams.stream(.streamBatches)) == 1)
        performed.append("streamBatches")
        var parts: [ItemStreams.StreamReportRoute.StreamPart] = []
        for try await part in streams.stream(.streamReport(id: 2)) { parts.append(part) }
        if parts.count == 4, case .summary = parts[0], case .chart(let chart) = parts[1],
            case .note(let note) = parts[2],
            case .item = parts[3]
        {
            #expect(chart.isEmpty && note == "string")
        } else {
            Issue.record("the parts are not of their positions' cases: \(parts)")
        }
        performed.append("streamReport")
        let line = ItemStreams.LogLine(at: Date(), level: "info", message: "m")
        _ = try await streams.perform(.ingestLogs(body: [line, line], service: "api"))
        performed.append("ingestLogs")
        _ = try await streams.perform(.ingestSamples(body: [.init(name: "cpu", value: 0.5)]))
        performed.append("ingestSamples")
        #expect(performed.sorted() == api.operations.map(\.name).sorted())

        // An item that does not match the element type is named by its place among the items.
        let refused = try await exchange(
            mock, "POST", "/ingest/samples", headers: ["Content-Type": "application/json-seq"],
            body: "\u{1E}{\"name\":\"cpu\",\"value\":1}\n\u{1E}{\"name\":\"cpu\"}\n")
        #expect(
            refused.status == 400
                && refused.message == #"element 2 of the body: missing required property "value""#, "\(refused)")
    }

    @Test("over loopback HTTP: a real Hummingbird application on 127.0.0.1 and a port the system chose")
    func loopback() async throws {
        let responder = MockResponder(api: try Self.taskboard.get())
        try await withLoopbackServer(responder: responder) { url in
            let member = Taskboard.router(baseURL: url).authenticated(Taskboard.MemberAuth.self, with: BearerToken("t"))
            let task = try await member.perform(.createTask(projectID: 7, body: .init(title: "Notes")))
            #expect(task.id == Self.documentedTaskID)
            var activities = 0
            for try await _ in member.stream(.liveActivity(id: 7)) { activities += 1 }
            #expect(activities == 1)
        }
    }

    @Test("what it prints on start: one line per operation, its statuses with the examples they answer with")
    func listing() throws {
        let lines = MockListing.lines(of: try Self.taskboard.get())
        #expect(lines.count == 33)
        let createTask = try #require(lines.first { $0.contains(" createTask ") })
        #expect(createTask.hasPrefix("POST     /projects/{projectID}/tasks"))
        #expect(
            createTask.hasSuffix(
                "createTask          200 (example), 404 (noProject), 422 (emptyTitle, longTitle), default (synthesized)"
            ))
        #expect(lines.contains { $0.hasSuffix("liveActivity        200 (events, 1 element)") })
        #expect(lines.contains { $0.hasSuffix("deleteTask          204, 409 (synthesized)") })
    }
}

extension Transport {
    /// This transport, every request sent with `Prefer: prefer`.
    func preferring(_ prefer: String) -> Transport {
        let (send, stream) = (send, stream)
        @Sendable func preferring(_ request: URLRequest) -> URLRequest {
            var request = request
            request.setValue(prefer, forHTTPHeaderField: "Prefer")
            return request
        }
        return Transport(
            send: { request in try await send(preferring(request)) },
            stream: { request in try await stream(preferring(request)) })
    }
}

/// What a server answered: its status, header fields, body and, for Hummingbird's error body
/// (`{"error": {"message": …}}`), the message.
struct MockExchange: CustomStringConvertible {
    var status: Int
    var headers: [String: String]
    var body: Data
    var message: String? {
        struct ErrorBody: Decodable {
            struct Inner: Decodable { var message: String }
            var error: Inner
        }
        return (try? JSONDecoder().decode(ErrorBody.self, from: body))?.error.message
    }

    var description: String { "\(status) \(message ?? String(decoding: body.prefix(200), as: UTF8.self))" }
}

/// Sends a request through `transport` as URLSession would, and reads the whole answer.
func exchange(
    _ transport: Transport, _ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil
) async throws -> MockExchange {
    guard let url = URL(string: "http://server.test" + path) else { throw URLError(.badURL) }
    var request = URLRequest(url: url)
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body.map { Data($0.utf8) }
    return try await exchange(transport, request)
}

/// Sends one of the request fuzzer's requests, as it is, through `transport`.
func exchange(_ transport: Transport, _ wire: WireRequest) async throws -> MockExchange {
    let query = wire.query.map { "?" + $0.joined(separator: "&") } ?? ""
    guard let url = URL(string: "http://server.test" + wire.path + query) else { throw URLError(.badURL) }
    var request = URLRequest(url: url)
    request.httpMethod = wire.method
    for header in wire.headers {
        request.addValue(String(decoding: header.value, as: UTF8.self), forHTTPHeaderField: header.name)
    }
    request.httpBody = wire.body.isEmpty ? nil : Data(wire.body)
    return try await exchange(transport, request)
}

private func exchange(_ transport: Transport, _ request: URLRequest) async throws -> MockExchange {
    let (body, response) = try await transport.send(request)
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in response.allHeaderFields { headers[name] = value }
    return MockExchange(status: response.statusCode, headers: headers, body: body)
}
#endif
