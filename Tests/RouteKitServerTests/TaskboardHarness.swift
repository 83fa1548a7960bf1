#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import RouteKit
import RouteKitServer

/// The generated Taskboard server with the in-memory service and one authenticator per scheme,
/// answering in process or on loopback, and the generated client's routers for it: one per
/// credential.
struct TaskboardHarness: Sendable {
    /// Where the server answers.
    enum Wire {
        /// Its responder, called in this process (``Transport/inProcess(_:)``): what a test of
        /// the routes' behaviour needs.
        case inProcess
        /// A real Hummingbird application on 127.0.0.1 over HTTP/1.1, through URLSession: for
        /// what happens on the wire (framing, hostile bytes, `Expect`), and to prove the whole
        /// path.
        case loopback
    }

    let baseURL: URL
    /// How requests reach the server.
    let transport: Transport
    let service: InMemoryTaskboard
    let authentications: AuthenticationLog

    /// The plain router: public routes only.
    var router: APIRouter<Taskboard> { Taskboard.router(baseURL: baseURL, transport: transport) }
    /// Signed in as the member Ada.
    var member: AuthenticatedRouter<Taskboard.MemberAuth> {
        router.authenticated(Taskboard.MemberAuth.self, with: BearerToken(Self.memberToken))
    }
    /// A server-side integration's key.
    var integration: AuthenticatedRouter<Taskboard.IntegrationAuth> {
        router.authenticated(Taskboard.IntegrationAuth.self, with: APIKey(Self.integrationKey))
    }
    /// The webhook signature.
    var webhook: AuthenticatedRouter<Taskboard.WebhookAuth> {
        router.authenticated(Taskboard.WebhookAuth.self, with: APIKey(Self.webhookSignature))
    }
    /// An administrator.
    var admin: AuthenticatedRouter<Taskboard.AdminAuth> {
        router.authenticated(Taskboard.AdminAuth.self, with: BasicCredential(username: "root", password: "secret"))
    }

    static let memberToken = "member-token"
    static let integrationKey = "integration-key"
    static let webhookSignature = "webhook-signature"
    /// The body limit of the test server, small so a test can exceed it cheaply.
    static let maxBodySize = 64 * 1024

    /// Runs `body` against a new server with an empty store, registered with `options`,
    /// answering over `wire`.
    static func run(
        over wire: Wire = .inProcess,
        options: ServerOptions = ServerOptions(maxBodySize: maxBodySize),
        _ body: @Sendable (TaskboardHarness) async throws -> Void
    ) async throws {
        let service = InMemoryTaskboard()
        let log = AuthenticationLog()
        let router = Router()
        router.addRoutes(
            Taskboard.self,
            service: service,
            member: Authenticator(Taskboard.MemberAuth.self) { token, _ in
                await log.note("member")
                guard token.token == memberToken else { throw Rejected() }
                return "ada"
            },
            integration: Authenticator(Taskboard.IntegrationAuth.self) { key, _ in
                await log.note("integration")
                guard key.value == integrationKey else { throw Rejected() }
                return "ci-bot"
            },
            webhook: Authenticator(Taskboard.WebhookAuth.self) { key, _ in
                await log.note("webhook")
                guard key.value == webhookSignature else { throw Rejected() }
                return "signed"
            },
            admin: Authenticator(Taskboard.AdminAuth.self) { credential, _ in
                await log.note("admin")
                guard credential.username == "root", credential.password == "secret" else { throw Rejected() }
                return credential.username
            },
            unauthorizedProblem: { reason in Taskboard.Problem(message: reason, code: 401) },
            options: options)
        switch wire {
        case .inProcess:
            let harness = TaskboardHarness(
                baseURL: inProcessURL, transport: .inProcess(router), service: service, authentications: log)
            try await body(harness)
        case .loopback:
            try await withLoopbackServer(router) { url in
                try await body(
                    TaskboardHarness(baseURL: url, transport: .urlSession(), service: service, authentications: log))
            }
        }
    }

    /// The base URL of a server in process: a name that never resolves (`.invalid` is reserved
    /// for that), so a request that went to the network instead would fail.
    static let inProcessURL = URL(string: "http://taskboard.invalid")!

    /// Sends a hand-made request, for what the generated client would never send.
    func send(_ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil) async throws -> (
        status: Int, body: String
    ) {
        guard let url = URL(string: baseURL.absoluteString + path) else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let (data, response) = try await transport.send(request)
        return (response.statusCode, String(decoding: data, as: UTF8.self))
    }
}

/// Which schemes' authenticators ran, in order.
actor AuthenticationLog {
    private(set) var schemes: [String] = []

    func note(_ scheme: String) { schemes.append(scheme) }
}

/// An authenticator's refusal.
struct Rejected: Error {}
#endif
