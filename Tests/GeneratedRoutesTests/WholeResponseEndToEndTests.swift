import Foundation
import RouteKit
import Testing
import TestSupport

/// The generated routes with documented response headers (`projectVersion`) and several success
/// bodies (`importTask`), performed over real HTTP against a server this test starts.
@Suite(.timeLimit(.minutes(3)))
struct WholeResponseEndToEndTests {
    static let project = Taskboard.Project(
        id: 7, name: "Docs", owner: Taskboard.User(id: 1, name: "Ada", email: nil), taskCounts: [:])

    @Test func theGeneratedResponseHeadersAreTypedValues() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /projects/7/version",
                with: try .json(
                    Self.project,
                    headers: [
                        "etag": "\"v3\"", "X-RateLimit-Remaining": "99",
                        "Last-Modified": "Sun, 06 Nov 1994 08:49:37 GMT",
                    ]))
            let router = Taskboard.router(baseURL: server.baseURL, transport: server.transport)
            let response = try await router.response(for: .projectVersion(id: 7))
            #expect(response.status == 200)
            #expect(response.body == Self.project)
            #expect(response.headers.eTag == "\"v3\"")
            #expect(response.headers.rateLimitRemaining == 99)
            #expect(response.headers.lastModified == Date(timeIntervalSince1970: 784_111_777))
            #expect(try await router.perform(.projectVersion(id: 7)) == Self.project)
        }
    }

    @Test func aMissingRequiredResponseHeaderIsADecodingError() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /projects/7/version", with: try .json(Self.project, headers: ["X-RateLimit-Remaining": "soon"])
            )
            let error = await #expect(throws: RouteError.self) {
                try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).response(
                    for: .projectVersion(id: 7))
            }
            guard case .decodingFailed(let route, let failure)? = error else {
                Issue.record("expected decodingFailed, got \(String(describing: error))")
                return
            }
            #expect(route == "GET /projects/{id}/version")
            #expect(failure.codingPath == "ETag")
        }
    }

    @Test func severalSuccessStatusesDecodeIntoTheGeneratedEnum() async throws {
        let task = GeneratedRoutesEndToEndTests.sampleTask()
        let job = Taskboard.ImportJob(id: GeneratedRoutesEndToEndTests.taskID, position: 4)
        try await LoopbackServer.with(over: .inProcess) { server in
            let answers = [
                try StubResponse.json(
                    task, status: 201, headers: ["Location": "https://api.taskboard.example/tasks/1"]),
                try .json(job, status: 202),
            ]
            // The calls are sequential: the n-th request gets the n-th answer.
            let received = Recorder<Int>()
            await server.handle("POST /projects/7/imports") { _ in
                received.append(received.all.count)
                return answers[min(received.all.count - 1, answers.count - 1)]
            }
            let router = Taskboard.router(baseURL: server.baseURL, transport: server.transport).authenticated(
                Taskboard.MemberAuth.self, with: BearerToken("m"))
            let created = try await router.response(
                for: .importTask(projectID: 7, body: Taskboard.NewTask(title: "Imported")))
            guard case .created(let body) = created.body else {
                Issue.record("expected created, got \(created.body)")
                return
            }
            #expect(body == task)
            #expect(created.headers.location == URL(string: "https://api.taskboard.example/tasks/1"))

            // With --hashable-models the enum is Hashable, as its payloads are.
            #expect(
                try await router.perform(.importTask(projectID: 7, body: Taskboard.NewTask(title: "Imported")))
                    == .accepted(job))
            #expect(await server.requests.map { $0.header("Authorization") } == ["Bearer m", "Bearer m"])
        }
    }
}
