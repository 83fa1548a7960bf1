import Foundation
import RouteKit
import Testing
import TestSupport

/// The generated Taskboard routes (from `Specs/`), performed by `Router` over real HTTP against
/// a server this test starts on 127.0.0.1: method, path, query, headers, body and response.
@Suite(.timeLimit(.minutes(3)))
struct GeneratedRoutesEndToEndTests {
    let member = BearerToken("member-token")
    static let taskID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
    static let created = Date(timeIntervalSince1970: 1_800_000_000.25)

    static func sampleTask() -> Taskboard.TaskModel {
        Taskboard.TaskModel(
            id: taskID, projectID: 7, title: "Write docs", notes: nil, state: .inProgress, priority: .high,
            estimateHours: 2.5, progress: 0.5, position: 3, tags: ["docs"], labels: ["team": "core"],
            due: nil, link: URL(string: "https://example.test/t/1"), attachment: Data([1, 2]), createdAt: created)
    }

    @Test func queryParametersAndHeadersReachTheServer() async throws {
        try await LoopbackServer.with { server in
            await server.respond(to: "GET /v2/projects/7/tasks", with: try .json([Self.sampleTask()]))
            let router = Taskboard.router(baseURL: server.baseURL.appendingPathComponent("v2"))
            let tasks = try await router.perform(
                .listTasks(
                    projectID: 7, state: [.open, .inProgress], priority: .urgent, search: "a&b=c d",
                    dueBefore: Self.created, ids: [Self.taskID], xRequestID: "req-1"))
            #expect(tasks == [Self.sampleTask()])

            let request = try #require(await server.lastRequest)
            #expect(request.method == "GET")
            #expect(request.path == "/v2/projects/7/tasks")
            // `sort` and `Accept-Language` have defaults the caller left alone: the server assumes them.
            #expect(
                request.queryItems.map(\.description) == [
                    "state=OPEN", "state=IN_PROGRESS", "priority=urgent", "search=a&b=c d",
                    "due_before=2027-01-15T08:00:00.250Z", "ids=6f9619ff-8b86-d011-b42d-00c04fc964ff",
                ])
            #expect(request.header("X-Request-ID") == "req-1")
            #expect(request.header("Authorization") == nil)
            // URLSession on Linux adds an `Accept-Language` of its own, so the route's is checked
            // where it is built: left to its default, it adds none.
            let built = try router.request(for: .listTasks(projectID: 7))
            #expect(built.value(forHTTPHeaderField: "Accept-Language") == nil)
            #expect(
                try router.request(for: .listTasks(projectID: 7, acceptLanguage: "fr")).value(
                    forHTTPHeaderField: "Accept-Language") == "fr")
        }
    }

    @Test func authenticatedRouteSendsItsJSONBodyAndCredential() async throws {
        try await LoopbackServer.with { server in
            await server.respond(to: "POST /projects/7/tasks", with: try .json(Self.sampleTask(), status: 201))
            let router = Taskboard.router(baseURL: server.baseURL).authenticated(
                Taskboard.MemberAuth.self, with: member)
            let startOn = try #require(CalendarDate(year: 2027, month: 1, day: 18))
            let newTask = Taskboard.NewTask(title: "Write docs", due: Self.created, points: .five, startOn: startOn)
            let task = try await router.perform(.createTask(projectID: 7, body: newTask))
            #expect(task.createdAt == Self.created)
            #expect(task.labels == ["team": "core"])

            let request = try #require(await server.lastRequest)
            #expect(request.method == "POST")
            #expect(request.header("Authorization") == "Bearer member-token")
            #expect(request.header("Content-Type") == "application/json")
            let body = try #require(try request.jsonObject() as? [String: Any])
            #expect(body["title"] as? String == "Write docs")
            // `priority` and `tags` have defaults the caller left alone: not sent.
            #expect(body.keys.sorted() == ["due", "points", "start_on", "title"])
            #expect(body["due"] as? String == "2027-01-15T08:00:00.250Z")
            #expect(body["points"] as? Int == 5)
            #expect(body["start_on"] as? String == "2027-01-18")
        }
    }

    @Test func aRouteOfSeveralSchemesGoesWithTheCredentialOfTheRouterThatSendsIt() async throws {
        try await LoopbackServer.with { server in
            await server.respond(to: "GET /projects/7/activity", with: .jsonText("[]"))
            let router = Taskboard.router(baseURL: server.baseURL)
            _ = try await router.authenticated(Taskboard.MemberAuth.self, with: member).perform(.projectActivity(id: 7))
            _ = try await router.authenticated(Taskboard.IntegrationAuth.self, with: APIKey("key-1")).perform(
                .projectActivity(id: 7))
            let requests = await server.requests
            #expect(requests.map { $0.header("Authorization") } == ["Bearer member-token", nil])
            #expect(requests.map { $0.header("X-Taskboard-Key") } == [nil, "key-1"])
        }
    }

    @Test func anOptionalCredentialIsSentOnlyByTheAuthenticatedRouter() async throws {
        try await LoopbackServer.with { server in
            await server.respond(to: "GET /projects/featured", with: .jsonText("[]"))
            let router = Taskboard.router(baseURL: server.baseURL)
            _ = try await router.perform(.featuredProjects)
            _ = try await router.authenticated(Taskboard.MemberAuth.self, with: member).perform(.featuredProjects)
            let requests = await server.requests
            #expect(requests.map { $0.header("Authorization") } == [nil, "Bearer member-token"])
        }
    }

    @Test func defaultsApplyWhenTheServerOmitsFields() async throws {
        try await LoopbackServer.with { server in
            await server.respond(
                to: "GET /projects/9",
                with: .jsonText(
                    #"{"id": 9, "name": "Site", "owner": {"id": 1, "name": "Ann"}, "task_counts": {"open": 2}}"#))
            let project = try await Taskboard.router(baseURL: server.baseURL).perform(.project(id: 9))
            #expect(project.archived == false)
            #expect(project.taskCounts == ["open": 2])
            #expect(project.owner.name == "Ann")
        }
    }

    @Test func typedErrorBodyIsDecodedForItsStatus() async throws {
        try await LoopbackServer.with { server in
            await server.respond(
                to: "GET /projects/404", with: .jsonText(#"{"message": "no such project", "code": 17}"#, status: 404))
            do {
                _ = try await Taskboard.router(baseURL: server.baseURL).perform(.project(id: 404))
                Issue.record("a 404 must throw")
            } catch let error as RouteError {
                guard case .unacceptableStatus(_, let failure) = error else {
                    Issue.record("expected an unacceptable status, got \(error)")
                    return
                }
                #expect(failure.statusCode == 404)
                #expect(
                    failure.decodedBody(as: Taskboard.Problem.self)
                        == Taskboard.Problem(message: "no such project", code: 17))
            }
        }
    }

    /// Accounts.yaml's defaults give every route a Problem for 401; `deliverWebhook` takes it
    /// away (`401: none`), so the same answer decodes on `me` and stays raw on the webhook.
    @Test func aRouteWithoutTheDefaultErrorBodyLeavesItRaw() async throws {
        try await LoopbackServer.with { server in
            await server.respond(to: "*", with: .jsonText(#"{"message": "refused"}"#, status: 401))
            let router = Taskboard.router(baseURL: server.baseURL)
            let member = router.authenticated(Taskboard.MemberAuth.self, with: member)
            let webhook = router.authenticated(Taskboard.WebhookAuth.self, with: APIKey("bad"))
            let meFailure = await Self.statusFailure { _ = try await member.perform(.me) }
            #expect(meFailure?.statusCode == 401)
            #expect(meFailure?.decodedBody(as: Taskboard.Problem.self) == Taskboard.Problem(message: "refused"))
            let webhookFailure = await Self.statusFailure {
                _ = try await webhook.perform(.deliverWebhook(body: .init(event: "created", payload: [:])))
            }
            #expect(webhookFailure?.statusCode == 401)
            #expect(webhookFailure?.decodedBody(as: Taskboard.Problem.self) == nil)
            #expect(webhookFailure?.body == Data(#"{"message": "refused"}"#.utf8))
        }
    }

    /// The status failure `call` throws, or `nil` (recorded as an issue) when it throws another
    /// error or none.
    private static func statusFailure(_ call: () async throws -> Void) async -> StatusFailure? {
        do {
            try await call()
            Issue.record("expected the call to throw")
        } catch let error as RouteError {
            if case .unacceptableStatus(_, let failure) = error { return failure }
            Issue.record("expected an unacceptable status, got \(error)")
        } catch {
            Issue.record("expected a RouteError, got \(error)")
        }
        return nil
    }

    @Test func formBodyInlineBodyAndRawBodies() async throws {
        try await LoopbackServer.with { server in
            let session =
                #"{"token": "t", "token_type": "bearer", "expires_at": "2027-01-15T08:00:00Z", "user": {"id": 1, "name": "Ann"}}"#
            await server.respond(to: "POST /session", with: .jsonText(session))
            await server.respond(to: "PATCH /tasks/*", with: try .json(Self.sampleTask()))
            await server.respond(to: "PUT /tasks/*/attachment", with: .noContent)
            await server.respond(
                to: "GET /tasks/*/attachment", with: .data(Data([0x89, 0x50]), contentType: "image/png"))
            let router = Taskboard.router(baseURL: server.baseURL)

            let signedIn = try await router.perform(
                .signIn(username: "ann", password: "p&ss=wörd", scope: ["read", "write"]))
            #expect(signedIn.user.name == "Ann")
            let form = try #require(await server.lastRequest)
            #expect(form.header("Content-Type") == "application/x-www-form-urlencoded")
            // `grant_type` can only be `password`: filled in and sent; `remember` was left to its default.
            #expect(
                form.formFields.map(\.description) == [
                    "grant_type=password", "username=ann", "password=p&ss=wörd", "scope=read", "scope=write",
                ])

            let member = router.authenticated(Taskboard.MemberAuth.self, with: member)
            _ = try await member.perform(.renameTask(id: Self.taskID, body: .init(title: "Renamed")))
            let patch = try #require(await server.lastRequest)
            #expect(patch.method == "PATCH")
            #expect(patch.path == "/tasks/6f9619ff-8b86-d011-b42d-00c04fc964ff")
            #expect(patch.bodyText == #"{"title":"Renamed"}"#)
            _ = try await member.perform(.renameTask(id: Self.taskID, body: .init(title: "Renamed", notes: .null)))
            let clearing = try #require(await server.lastRequest)
            let cleared = try #require(try clearing.jsonObject() as? [String: Any])
            #expect(cleared.count == 2 && cleared["notes"] is NSNull)
            _ = try await member.perform(
                .renameTask(id: Self.taskID, body: .init(title: "Renamed", notes: .value("Soon"))))
            let noting = try #require(await server.lastRequest)
            let noted = try #require(try noting.jsonObject() as? [String: Any])
            #expect(noted["notes"] as? String == "Soon")

            let integration = router.authenticated(Taskboard.IntegrationAuth.self, with: APIKey("key-1"))
            let empty: Empty = try await integration.perform(
                .uploadAttachment(id: Self.taskID, body: .data(Data([1, 2, 3]))))
            #expect(empty == Empty())
            let upload = try #require(await server.lastRequest)
            #expect(upload.header("Content-Type") == "image/png")
            #expect(upload.header("X-Taskboard-Key") == "key-1")
            #expect(upload.body == Data([1, 2, 3]))
            #expect(try await integration.perform(.downloadAttachment(id: Self.taskID)) == Data([0x89, 0x50]))
        }
    }

    @Test func everyMethodIsSentAsDeclared() async throws {
        try await LoopbackServer.with { server in
            // A HEAD response has no body; a stray one would corrupt the kept-alive connection.
            await server.respond(to: "HEAD /tasks/*", with: .status(200))
            await server.respond(to: "*", with: .text("GET, POST"))
            let router = Taskboard.router(baseURL: server.baseURL)
            let member = router.authenticated(Taskboard.MemberAuth.self, with: member)
            _ = try await member.perform(.deleteTask(id: Self.taskID))
            _ = try await router.perform(.taskExists(id: Self.taskID))
            #expect(try await router.perform(.taskOptions) == "GET, POST")
            let admin = router.authenticated(
                Taskboard.AdminAuth.self, with: BasicCredential(username: "root", password: "pw"))
            _ = try await admin.perform(.purgeArchived(olderThanDays: 7))
            let webhook = router.authenticated(Taskboard.WebhookAuth.self, with: APIKey("sig"))
            _ = try await webhook.perform(.deliverWebhook(body: .init(event: "created", payload: ["id": "1"])))
            let requests = await server.requests
            #expect(requests.map(\.method) == ["DELETE", "HEAD", "OPTIONS", "DELETE", "POST"])
            #expect(requests[3].query == "olderThanDays=7")
            #expect(requests[3].header("Authorization") == "Basic cm9vdDpwdw==")
            #expect(requests[4].query == "signature=sig")
        }
    }

    @Test func recursiveModelsRoundTrip() async throws {
        try await LoopbackServer.with { server in
            let json =
                #"[{"id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "author": {"id": 1, "name": "Ann"}, "text": "root", "replies": [{"id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "author": {"id": 2, "name": "Bo"}, "text": "child", "parent": {"id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "author": {"id": 1, "name": "Ann"}, "text": "root"}}]}]"#
            await server.respond(to: "GET /tasks/*/comments", with: .jsonText(json))
            let comments = try await Taskboard.router(baseURL: server.baseURL).perform(.comments(id: Self.taskID))
            #expect(comments.count == 1)
            #expect(comments[0].parent == nil)
            #expect(comments[0].replies[0].parent?.text == "root")
            #expect(comments[0].replies[0].replies == [])
        }
    }
}
