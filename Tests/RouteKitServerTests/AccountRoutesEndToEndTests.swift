#if Server
import Foundation
import RouteKit
import Testing

/// The account routes of `Specs/`: a form body, and a route of each remaining scheme.
@Suite("Account routes over loopback HTTP", .timeLimit(.minutes(3)))
struct AccountRoutesEndToEndTests {
    @Test("signIn: form fields, an array field and a default; its documented 401")
    func signIn() async throws {
        try await TaskboardHarness.run(over: .loopback) { harness async throws in
            let session = try await harness.router.perform(
                .signIn(username: "ada", password: "pw", scope: ["read", "write all"], remember: true))
            #expect(session == Taskboard.Session(token: "member-token", expiresAt: Fixtures.date, user: Fixtures.ada))
            let route = try #require(await harness.service.last(Taskboard.SignInRoute.self))
            #expect(route.scope == ["read", "write all"] && route.remember)

            let wrong = await #expect(throws: RouteError.self) {
                try await harness.router.perform(.signIn(username: "ada", password: "p&w=+"))
            }
            guard case .unacceptableStatus(_, let failure)? = wrong else {
                Issue.record("\(String(describing: wrong))"); return
            }
            #expect(failure.statusCode == 401 && failure.decodedBody(as: Taskboard.Problem.self)?.code == 1)
            let second = try #require(await harness.service.last(Taskboard.SignInRoute.self))
            #expect(second.password == "p&w=+" && second.scope == nil && second.remember == false)
        }
    }

    @Test("me, deliverWebhook, purgeArchived, auditLog: each scheme's verified credential reaches its handler")
    func schemes() async throws {
        try await TaskboardHarness.run(over: .loopback) { harness async throws in
            #expect(try await harness.member.perform(.me) == Taskboard.User(id: 7, name: "ada"))

            _ = try await harness.webhook.perform(
                .deliverWebhook(body: .init(event: "task.created", payload: ["id": "1"])))
            #expect(
                await harness.service.last(Taskboard.DeliverWebhookRoute.self)?.body
                    == .init(event: "task.created", payload: ["id": "1"]))
            #expect(await harness.service.credential(of: Taskboard.DeliverWebhookRoute.self) == "signed")

            _ = try await harness.admin.perform(.purgeArchived(olderThanDays: 7))
            #expect(await harness.service.last(Taskboard.PurgeArchivedRoute.self)?.olderThanDays == 7)
            _ = try await harness.admin.perform(.purgeArchived())
            #expect(await harness.service.last(Taskboard.PurgeArchivedRoute.self)?.olderThanDays == 30)

            let entries = try await harness.admin.perform(.auditLog(offset: 5, limit: 2))
            #expect(entries == [Taskboard.AuditEntry(id: 5, actor: "root", action: "listed 2", at: Fixtures.date)])
        }
    }
}
#endif
