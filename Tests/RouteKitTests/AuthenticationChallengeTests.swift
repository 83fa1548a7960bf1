import Foundation
import RouteKit
import Testing
import TestSupport

private struct Secret: PublicRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/secret"
}

private struct AdminSecret: AuthenticatedRoute {
    typealias Scheme = AdminAuth
    static let method = HTTPMethod.get
    static let pathTemplate = "/admin/secret"
}

/// A `401` whose `WWW-Authenticate` names a scheme URLSession knows (Basic, Digest) makes
/// swift-corelibs-foundation 6.3.1 start its own authentication instead of completing the
/// task: without help from RouteKit's session the call never returns. These tests have no
/// timeout middleware, so only a delivered response ends them; the suite's time limit turns a
/// regression into a named failure instead of a hang.
@Suite("401 with an authentication challenge", .timeLimit(.minutes(3)))
struct AuthenticationChallengeTests {
    static let body = #"{"title":"sign in first","status":401}"#

    /// A server answering every connection with exactly this `401`, counting connections.
    private static func challengingServer(_ challenge: String, connections: Recorder<Void>) throws -> RawSocketServer {
        try RawSocketServer { connection in
            connections.append(())
            connection.write(
                "HTTP/1.1 401 Unauthorized\r\n"
                    + "WWW-Authenticate: \(challenge)\r\n"
                    + "Content-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n"
                    + "Connection: close\r\n\r\n"
                    + body
            )
        }
    }

    @Test(
        "a 401 with a Basic or Digest challenge is unacceptableStatus(401) with its body, without a timeout",
        arguments: [
            #"Basic realm="x""#,
            #"Digest realm="x", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", qop="auth""#,
        ])
    func challengeIsDelivered(challenge: String) async throws {
        let connections = Recorder<Void>()
        let server = try Self.challengingServer(challenge, connections: connections)
        defer { server.stop() }
        let error = await #expect(throws: RouteError.self) {
            try await Router(baseURL: server.baseURL).perform(Secret())
        }
        let failure = try #require(error?.statusFailure)
        #expect(failure.statusCode == 401)
        #expect(String(decoding: failure.body, as: UTF8.self) == Self.body)
        #expect(failure.headers.first { $0.key.lowercased() == "www-authenticate" }?.value == challenge)
        #expect(connections.all.count == 1, "URLSession must not answer the challenge itself")
    }

    @Test("a wrong Basic credential the route sends gets its 401 back, once, with the body")
    func wrongBasicCredential() async throws {
        let connections = Recorder<Void>()
        let server = try Self.challengingServer(#"Basic realm="admin""#, connections: connections)
        defer { server.stop() }
        let router = Router(baseURL: server.baseURL)
            .authenticated(AdminAuth.self, with: BasicCredential(username: "admin", password: "wrong"))
        let error = await #expect(throws: RouteError.self) { try await router.perform(AdminSecret()) }
        let failure = try #require(error?.statusFailure)
        #expect(failure.statusCode == 401)
        #expect(String(decoding: failure.body, as: UTF8.self) == Self.body)
        #expect(connections.all.count == 1)
    }
}
