import Foundation
import RouteKit
import Testing
import TestSupport

/// Only what the caller set goes on the wire: a spec's default is what the server assumes when
/// a value is absent, so the generated client never sends it on the caller's behalf — in a
/// query, a header, a form or a JSON body — and reads it where a response leaves the value out.
/// A field whose type allows one value is filled in and sent.
@Suite(.timeLimit(.minutes(3)))
struct UnsetValuesEndToEndTests {
    @Test func valuesLeftToTheirDefaultsAreNotSent() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /projects", with: .jsonText("[]"))
            await server.respond(
                to: "POST /projects/7/tasks", with: try .json(GeneratedRoutesEndToEndTests.sampleTask(), status: 201))
            await server.respond(to: "DELETE /admin/archived", with: .noContent)
            let router = Taskboard.router(baseURL: server.baseURL, transport: server.transport)

            _ = try await router.perform(.listProjects())
            #expect(try #require(await server.lastRequest).query == "")

            let member = router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("t"))
            _ = try await member.perform(.createTask(projectID: 7, body: .init(title: "Plain")))
            #expect(try #require(await server.lastRequest).bodyText == #"{"title":"Plain"}"#)

            let admin = router.authenticated(
                Taskboard.AdminAuth.self, with: BasicCredential(username: "root", password: "pw"))
            _ = try await admin.perform(.purgeArchived())
            #expect(try #require(await server.lastRequest).query == "")
        }
    }

    @Test func aValueSetToTheDefaultIsSentAsSet() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /projects", with: .jsonText("[]"))
            await server.respond(
                to: "POST /projects/7/tasks", with: try .json(GeneratedRoutesEndToEndTests.sampleTask(), status: 201))
            let router = Taskboard.router(baseURL: server.baseURL, transport: server.transport)
            _ = try await router.perform(.listProjects(page: 1, perPage: 50))
            #expect(try #require(await server.lastRequest).query == "page=1&per_page=50")
            let member = router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("t"))
            _ = try await member.perform(
                .createTask(projectID: 7, body: .init(title: "Set", priority: .normal, tags: [])))
            #expect(
                try #require(await server.lastRequest).bodyText == #"{"priority":"normal","tags":[],"title":"Set"}"#)
        }
    }

    @Test func aResponseThatLeavesAValueOutReadsTheDefault() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let task = #"""
                {"id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "project_id": 7, "title": "Sparse", "tags": [], "labels": {},
                 "created_at": "2027-01-15T08:00:00Z"}
                """#
            await server.respond(to: "GET /projects/7/tasks", with: .jsonText("[\(task)]"))
            let found = try #require(
                try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(
                    .listTasks(projectID: 7)
                ).first)
            #expect(
                found.state == .open && found.priority == .normal && found.estimateHours == 1.5 && found.position == 0)
            // Decoded as it came: encoding it again sends only what the server sent.
            let again = try #require(
                try JSONSerialization.jsonObject(with: JSONCoding.default.encoder.encode(found)) as? [String: Any])
            #expect(again["state"] == nil && again["priority"] == nil)
        }
    }

    @Test func aFieldWithOneAllowedValueIsFilledInAndSent() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let session =
                #"{"token": "t", "token_type": "bearer", "expires_at": "2027-01-15T08:00:00Z", "user": {"id": 1, "name": "Ann"}}"#
            await server.respond(to: "POST /session", with: .jsonText(session))
            // The factory does not ask for `grantType`: `password` is its only value.
            let signedIn = try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(
                .signIn(username: "ann", password: "pw"))
            #expect(
                try #require(await server.lastRequest).formFields.map(\.description) == [
                    "grant_type=password", "username=ann", "password=pw",
                ])
            #expect(signedIn.tokenType == .bearer)
            // Nor does the model's initializer ask for `tokenType`; it is encoded all the same.
            let made = Taskboard.Session(token: "t", expiresAt: signedIn.expiresAt, user: signedIn.user)
            let encoded = try #require(
                try JSONSerialization.jsonObject(with: JSONCoding.default.encoder.encode(made)) as? [String: Any])
            #expect(encoded["token_type"] as? String == "bearer")
        }
    }
}
