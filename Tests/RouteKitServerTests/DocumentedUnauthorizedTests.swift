#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// A missing or rejected credential answers `401` with the body the spec documents for the route
/// and the scheme's challenge: Schemathesis found `me`, `purgeArchived` and `auditLog` answering
/// with Hummingbird's body where `Specs/` documents `401` with a `Problem`, and an authenticator
/// that threw the usual `HTTPError(.unauthorized)` lost both the body and `WWW-Authenticate`.
/// The generated `addRoutes` asks for the body (`unauthorizedProblem:`), so it cannot be
/// forgotten (`ServerCompileTests`).
@Suite("Documented 401 bodies", .timeLimit(.minutes(3)))
struct DocumentedUnauthorizedTests {
    /// The generated Taskboard server, whose member authenticator refuses other tokens the ways
    /// apps do — an error of its own, Hummingbird's `HTTPError(.unauthorized)` with or without a
    /// challenge of its own, a `403` — and the generated client's plain router for it.
    private func withServer(_ body: @Sendable (URL, InMemoryTaskboard) async throws -> Void) async throws {
        let service = InMemoryTaskboard()
        let router = Router()
        router.addRoutes(
            Taskboard.self,
            service: service,
            member: Authenticator(Taskboard.MemberAuth.self) { token, _ in
                switch token.token {
                case TaskboardHarness.memberToken: return "ada"
                case "expired": throw HTTPError(.unauthorized)
                case "revoked":
                    throw HTTPError(
                        .unauthorized, headers: [.wwwAuthenticate: #"Bearer error="invalid_token""#],
                        message: "the token was revoked")
                case "suspended": throw HTTPError(.forbidden, message: "suspended")
                default: throw Rejected()
                }
            },
            integration: Authenticator(Taskboard.IntegrationAuth.self) { _, _ in "ci-bot" },
            webhook: Authenticator(Taskboard.WebhookAuth.self) { _, _ in "signed" },
            // An authenticator's own body comes first where it makes the type the route documents.
            admin: Authenticator(
                Taskboard.AdminAuth.self,
                unauthorizedBody: { reason in Taskboard.Problem(message: "admin: " + reason, code: 401) }
            ) { _, _ in
                throw Rejected()
            },
            unauthorizedProblem: { reason in Taskboard.Problem(message: reason, code: 401) })
        try await withLoopbackServer(router) { url in
            try await body(url, service)
        }
    }

    /// The failure of `perform`, which must be an unacceptable status.
    private func failure(_ perform: () async throws -> Void) async -> StatusFailure? {
        let error = await #expect(throws: RouteError.self) { try await perform() }
        guard case .unacceptableStatus(_, let failure)? = error else {
            Issue.record("\(String(describing: error))"); return nil
        }
        return failure
    }

    @Test("a route documenting 401 with Problem: a missing or rejected credential answers that Problem")
    func documentedBody() async throws {
        try await withServer { url, service in
            // No credential: the generated client cannot send that, so by hand.
            let (data, response) = try await URLSession.shared.data(from: url.appendingPathComponent("me"))
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 401 && http.value(forHTTPHeaderField: "WWW-Authenticate") == "Bearer")
            #expect(
                try JSONCoding.default.decoder.decode(Taskboard.Problem.self, from: data)
                    == Taskboard.Problem(message: "authentication required", code: 401))

            let router = Taskboard.router(baseURL: url)

            let stolen = router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("stolen"))
            let rejected = try #require(await failure { _ = try await stolen.perform(.me) })
            #expect(rejected.decodedBody(as: Taskboard.Problem.self)?.message == "the credential was rejected")

            let admin = router.authenticated(
                Taskboard.AdminAuth.self, with: BasicCredential(username: "root", password: "guess"))
            let audit = try #require(await failure { _ = try await admin.perform(.auditLog()) })
            #expect(
                audit.statusCode == 401
                    && audit.decodedBody(as: Taskboard.Problem.self)?.message == "admin: the credential was rejected")
            #expect(Self.challenge(of: audit) == "Basic")
            #expect(await service.calls.isEmpty)
        }
    }

    @Test("HTTPError(.unauthorized) from the authenticator answers the documented Problem with the challenge")
    func httpErrorUnauthorized() async throws {
        try await withServer { url, service in
            let router = Taskboard.router(baseURL: url)
            let expired = try #require(
                await failure {
                    _ = try await router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("expired")).perform(
                        .me)
                })
            #expect(expired.statusCode == 401)
            #expect(
                expired.decodedBody(as: Taskboard.Problem.self)
                    == Taskboard.Problem(message: "the credential was rejected", code: 401))
            #expect(Self.challenge(of: expired) == "Bearer")

            // Its message is the reason, and a challenge of its own is kept.
            let revoked = try #require(
                await failure {
                    _ = try await router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("revoked")).perform(
                        .me)
                })
            #expect(revoked.decodedBody(as: Taskboard.Problem.self)?.message == "the token was revoked")
            #expect(Self.challenge(of: revoked) == #"Bearer error="invalid_token""#)

            // Another status is not an authentication failure: answered as thrown.
            let suspended = try #require(
                await failure {
                    _ = try await router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("suspended"))
                        .perform(.me)
                })
            #expect(suspended.statusCode == 403 && suspended.decodedBody(as: Taskboard.Problem.self) == nil)
            #expect(await service.calls.isEmpty)
        }
    }

    /// The `WWW-Authenticate` of a failure.
    private static func challenge(of failure: StatusFailure) -> String? {
        failure.headers.first { $0.key.lowercased() == "www-authenticate" }?.value
    }

    @Test("a route that documents no 401 body answers Hummingbird's, whatever the registration makes")
    func undocumentedBodyIsHummingbirds() async throws {
        try await withServer { url, service in
            let stolen = Taskboard.router(baseURL: url).authenticated(
                Taskboard.MemberAuth.self, with: BearerToken("stolen"))
            let archive = try #require(
                await failure { _ = try await stolen.perform(.archiveProject(id: 1, idempotencyKey: UUID())) })
            #expect(archive.statusCode == 401)
            #expect(archive.decodedBody(as: Taskboard.Problem.self) == nil)
            #expect(
                String(decoding: archive.body, as: UTF8.self) == #"{"error":{"message":"the credential was rejected"}}"#
            )
            #expect(await service.calls.isEmpty)
        }
    }
}
#endif
