import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import RouteKitTesting
import Testing

/// `--examples` (the golden set is generated with it): the example responses `Specs/` documents
/// come with their routes, and `StubbedRoutes` answers with them through the generated client's
/// own decoding — a success example as the typed response, an error example as the route's
/// typed error body.
@Suite("Documented examples answer the generated client")
struct ExampleResponsesEndToEndTests {
    let stubs = StubbedRoutes()

    var member: AuthenticatedRouter<Taskboard.MemberAuth> {
        Taskboard.router(transport: stubs.transport).authenticated(Taskboard.MemberAuth.self, with: BearerToken("t"))
    }

    @Test("a route's own example answers it, and the model's example answers a route that has none of its own")
    func successExamplesDecode() async throws {
        try stubs.answerWithExample(Taskboard.CreateTaskRoute.self)
        let created = try await member.perform(.createTask(projectID: 7, body: .init(title: "Release notes")))
        #expect(created.title == "Write the release notes")
        #expect(created.projectID == 7)
        #expect(created.state == .inProgress)
        #expect(created.tags == ["docs", "release"])
        #expect(created.labels == ["team": "docs"])
        #expect(created.createdAt == Date(timeIntervalSince1970: 1_793_611_800))

        // `replaceTask` documents no example: the `Task` model's answers it.
        try stubs.answerWithExample(Taskboard.ReplaceTaskRoute.self)
        let replaced = try await member.perform(.replaceTask(id: created.id, body: created))
        #expect(replaced == created)
    }

    @Test("an error example, by status or by name, fails the route with its typed error body")
    func errorExamplesDecode() async throws {
        try stubs.answerWithExample(Taskboard.CreateTaskRoute.self, status: 422, named: "longTitle")
        let error = await #expect(throws: RouteError.self) {
            try await member.perform(.createTask(projectID: 7, body: .init(title: "Release notes")))
        }
        guard case .unacceptableStatus(_, let failure)? = error else {
            Issue.record("expected a status failure, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 422)
        let problem = try #require(failure.decodedBody(as: Taskboard.Problem.self))
        #expect(problem.field == "title")
        #expect(problem.code == 1002)
    }

    @Test("asking for an example a route does not document throws, naming the route and what was asked")
    func missingExampleIsAnError() throws {
        let error = #expect(throws: StubbedRoutes.NoExample.self) {
            try stubs.answerWithExample(Taskboard.CreateTaskRoute.self, status: 409)
        }
        #expect(error?.description == "CreateTaskRoute documents no example response of status 409")
        #expect(throws: StubbedRoutes.NoExample.self) {
            try stubs.answerWithExample(Taskboard.CreateTaskRoute.self, status: 422, named: "noSuchExample")
        }
    }

    @Test("every example, documented or synthesized, decodes as its route's response")
    func everyExampleDecodes() throws {
        var decoded = 0
        for route in Taskboard.exampleRoutes {
            decoded += try Self.decodeSuccessExamples(of: route)
        }
        // Every JSON success example of a route with one response type; the routes whose
        // response enum depends on the status are performed through stubs instead.
        #expect(decoded >= 20, "\(decoded)")
    }

    /// Decodes each JSON success example of `route` as its `Response`, as a router does.
    static func decodeSuccessExamples<R: ExampleRoute>(of route: R.Type) throws -> Int {
        var decoded = 0
        for example in R.exampleResponses where (200...299) ~= example.status {
            guard example.contentType == "application/json", !(R.Response.self is any StatusDependentResponse.Type)
            else { continue }
            do {
                _ = try JSONCoding.default.decoder.decode(R.Response.self, from: Data(example.body.utf8))
                decoded += 1
            } catch {
                Issue.record("\(R.self) \(example.status): \(error)")
            }
        }
        return decoded
    }

    @Test("a route without a documented success example answers with one synthesized from its type")
    func synthesizedExamples() async throws {
        let synthesized = try #require(Taskboard.ProjectRoute.exampleResponses.first)
        #expect(synthesized.isSynthesized)
        #expect(synthesized.body == #"{"id":0,"name":"name","owner":{"id":0,"name":"name"},"task_counts":{}}"#)
        #expect(Taskboard.CreateTaskRoute.exampleResponses.allSatisfy { !$0.isSynthesized })
        try stubs.answerWithExample(Taskboard.ProjectRoute.self)
        let project = try await Taskboard.router(transport: stubs.transport).perform(.project(id: 1))
        #expect(project.name == "name")
        #expect(project.taskCounts.isEmpty)
    }

    @Test("a route without a response body answers with its status alone, so a preview can delete too")
    func bodilessExamples() async throws {
        #expect(
            Taskboard.DeleteTaskRoute.exampleResponses == [
                ExampleResponse(status: 204, contentType: "", isSynthesized: true, body: "")
            ])
        try stubs.answerWithExample(Taskboard.DeleteTaskRoute.self)
        let id = try #require(UUID(uuidString: "5F0C6E2A-8D3B-4C1E-9A7F-2B4D6E8F0A1C"))
        let deleted: Empty = try await member.perform(.deleteTask(id: id))
        #expect(deleted == Empty())
        #expect(stubs.requests(for: Taskboard.DeleteTaskRoute.self).count == 1)
    }

    @Test("every route of the API answers with its example, and an answer given for a route wins")
    func everyRouteAnswers() async throws {
        #expect(Taskboard.exampleRoutes.count >= 20)
        #expect(stubs.answerWithExamples(Taskboard.exampleRoutes).isEmpty)
        stubs.answer(Taskboard.ReplaceTaskRoute.self, status: 503)
        let created = try await member.perform(.createTask(projectID: 7, body: .init(title: "Notes")))
        let renamed = try await member.perform(.renameTask(id: created.id, body: .init(title: "Other")))
        #expect(renamed == created)
        await #expect(throws: RouteError.self) {
            try await member.perform(.replaceTask(id: created.id, body: created))
        }
        // Only createTask documents a 422: the others are returned, unanswered.
        let other = StubbedRoutes()
        let unanswered = other.answerWithExamples(Taskboard.exampleRoutes, status: 422)
        #expect(unanswered.count == Taskboard.exampleRoutes.count - 1)
        #expect(!unanswered.contains { $0 == Taskboard.CreateTaskRoute.self })
    }

    @Test("examples are listed in the spec's order, with their statuses, names and media types")
    func examplesAsDocumented() {
        let examples = Taskboard.CreateTaskRoute.exampleResponses
        #expect(examples.map(\.status) == [404, 422, 422, 200])
        #expect(examples.map(\.name) == ["noProject", "emptyTitle", "longTitle", nil])
        #expect(Set(examples.map(\.contentType)) == ["application/json"])
        #expect(examples.first?.body == #"{"message":"No project 7"}"#)
    }
}
