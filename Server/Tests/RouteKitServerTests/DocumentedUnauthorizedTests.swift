import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// Authenticators that make the `401` body the spec documents (`Authenticator(_:unauthorizedBody:verify:)`):
/// Schemathesis found `me`, `purgeArchived` and `auditLog` answering a missing credential with
/// Hummingbird's body where `Specs/` documents `401` with a `Problem`.
@Suite("Documented 401 bodies", .timeLimit(.minutes(3)))
struct DocumentedUnauthorizedTests {
    /// The generated Taskboard server whose member and admin authenticators document their
    /// `401`s with a `Problem`, and the generated client's plain router for it.
    private func withServer(_ body: @Sendable (URL, InMemoryTaskboard) async throws -> Void) async throws {
        let service = InMemoryTaskboard()
        let problem = { @Sendable (reason: String) in Taskboard.Problem(message: reason, code: 401) }
        let router = Router()
        router.addRoutes(
            Taskboard.self,
            service: service,
            member: Authenticator(Taskboard.MemberAuth.self, unauthorizedBody: problem) { token, _ in
                guard token.token == TaskboardHarness.memberToken else { throw Rejected() }
                return "ada"
            },
            integration: Authenticator(Taskboard.IntegrationAuth.self) { _, _ in "ci-bot" },
            webhook: Authenticator(Taskboard.WebhookAuth.self) { _, _ in "signed" },
            admin: Authenticator(Taskboard.AdminAuth.self, unauthorizedBody: problem) { _, _ in throw Rejected() })
        try await withLoopbackServer(router) { url in
            try await body(url, service)
        }
    }

    /// The failure of `perform`, which must be an unacceptable status.
    private func failure(_ perform: () async throws -> Void) async -> StatusFailure? {
        let error = await #expect(throws: RouteError.self) { try await perform() }
        guard case .unacceptableStatus(_, let failure)? = error else { Issue.record("\(String(describing: error))"); return nil }
        return failure
    }

    @Test("a route documenting 401 with Problem: a missing or rejected credential answers that Problem")
    func documentedBody() async throws {
        try await withServer { url, service in
            // No credential: the generated client cannot send that, so by hand.
            let (data, response) = try await URLSession.shared.data(from: url.appendingPathComponent("me"))
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 401 && http.value(forHTTPHeaderField: "WWW-Authenticate") == "Bearer")
            #expect(try JSONCoding.default.decoder.decode(Taskboard.Problem.self, from: data) == Taskboard.Problem(message: "authentication required", code: 401))

            let router = Taskboard.router(baseURL: url)

            let stolen = router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("stolen"))
            let rejected = try #require(await failure { _ = try await stolen.perform(.me) })
            #expect(rejected.decodedBody(as: Taskboard.Problem.self)?.message == "the credential was rejected")

            let admin = router.authenticated(Taskboard.AdminAuth.self, with: BasicCredential(username: "root", password: "guess"))
            let audit = try #require(await failure { _ = try await admin.perform(.auditLog()) })
            #expect(audit.statusCode == 401 && audit.decodedBody(as: Taskboard.Problem.self)?.message == "the credential was rejected")
            #expect(audit.headers.first { $0.key.lowercased() == "www-authenticate" }?.value == "Basic")
            #expect(await service.calls.isEmpty)
        }
    }

    @Test("a route that documents no 401 body answers Hummingbird's, whatever the authenticator makes")
    func undocumentedBodyIsHummingbirds() async throws {
        try await withServer { url, service in
            let stolen = Taskboard.router(baseURL: url).authenticated(Taskboard.MemberAuth.self, with: BearerToken("stolen"))
            let archive = try #require(await failure { _ = try await stolen.perform(.archiveProject(id: 1, idempotencyKey: UUID())) })
            #expect(archive.statusCode == 401)
            #expect(archive.decodedBody(as: Taskboard.Problem.self) == nil)
            #expect(String(decoding: archive.body, as: UTF8.self) == #"{"error":{"message":"the credential was rejected"}}"#)
            #expect(await service.calls.isEmpty)
        }
    }
}
