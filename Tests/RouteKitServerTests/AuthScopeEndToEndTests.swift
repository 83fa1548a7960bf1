#if Server
import Foundation
import RouteKit
import Testing

/// Scopes on the server: public routes never consult an authenticator, authenticated routes
/// answer `401` without their handler when the credential is missing or rejected.
@Suite("Auth scopes on the server", .timeLimit(.minutes(3)))
struct AuthScopeEndToEndTests {
    @Test("a public route performed with a credential never runs an authenticator")
    func publicRouteSeesNoCredential() async throws {
        try await TaskboardHarness.run { harness async throws in
            _ = try await harness.member.perform(.listProjects())
            _ = try await harness.integration.perform(.comments(id: UUID()))
            #expect(await harness.authentications.schemes.isEmpty)
            #expect(await harness.service.count(of: Taskboard.ListProjectsRoute.self) == 1)
            #expect(await harness.service.credential(of: Taskboard.ListProjectsRoute.self) == nil)
        }
    }

    @Test("an authenticated route with a rejected credential answers 401 and its handler never runs")
    func rejectedCredential() async throws {
        try await TaskboardHarness.run { harness async throws in
            let wrongMember = harness.router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("stolen"))
            let rejected = await #expect(throws: RouteError.self) { try await wrongMember.perform(.me) }
            guard case .unacceptableStatus(_, let failure)? = rejected else {
                Issue.record("\(String(describing: rejected))"); return
            }
            #expect(failure.statusCode == 401)
            #expect(failure.headers.first { $0.key.lowercased() == "www-authenticate" }?.value == "Bearer")

            let wrongAdmin = harness.router.authenticated(
                Taskboard.AdminAuth.self, with: BasicCredential(username: "root", password: "guess"))
            await #expect(throws: RouteError.self) { try await wrongAdmin.perform(.purgeArchived()) }
            let wrongWebhook = harness.router.authenticated(Taskboard.WebhookAuth.self, with: APIKey("forged"))
            await #expect(throws: RouteError.self) {
                try await wrongWebhook.perform(.deliverWebhook(body: .init(event: "e", payload: [:])))
            }
            // A credential presented for the shared path picks projectActivity, which rejects it.
            await #expect(throws: RouteError.self) { try await wrongMember.perform(.projectActivity(id: 1)) }

            #expect(await harness.authentications.schemes == ["member", "admin", "webhook", "member"])
            #expect(await harness.service.calls.isEmpty)
        }
    }

    @Test("an authenticated route without a credential answers 401 before anything is read")
    func missingCredential() async throws {
        try await TaskboardHarness.run { harness async throws in
            #expect(try await harness.send("GET", "/me").status == 401)
            #expect(
                try await harness.send(
                    "PUT", "/tasks/\(UUID())/attachment", headers: ["Content-Type": "text/plain"], body: Data("x".utf8)
                ).status == 401)
            #expect(
                try await harness.send("GET", "/me", headers: ["Authorization": "Basic cm9vdDpzZWNyZXQ="]).status == 401
            )
            #expect(
                try await harness.send("GET", "/admin/audit", headers: ["Authorization": "Basic cm9vdDpzZWNyZXQ="])
                    .status == 200)
            #expect(await harness.service.calls.count == 1)
        }
    }
}
#endif
