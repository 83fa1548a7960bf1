// taskboard-server: the generated Taskboard server (Specs/ with --server, the golden files of
// RouteKitServerTests) with the tests' in-memory service, for outside tools such as
// Schemathesis (Scripts/schemathesis.sh) to call over HTTP.
//
//   swift run --enable-all-traits taskboard-server [PORT]
//
// Listens on 127.0.0.1 and PORT (0, the default, lets the system choose) and prints one line,
// `listening on 127.0.0.1:<port>`, once it accepts connections. The credentials it accepts are
// the documented test ones below (Docs/Server.md: "A server for outside tools").

#if Server
import Foundation
import Hummingbird
import Logging
import RouteKit
import RouteKitServer

/// The test credentials every authenticator accepts; anything else is answered `401`.
enum TestCredentials {
    /// `Authorization: Bearer member-token` (the member scheme).
    static let memberToken = "member-token"
    /// `X-Taskboard-Key: integration-key` (the integration scheme).
    static let integrationKey = "integration-key"
    /// `?signature=webhook-signature` (the webhook scheme).
    static let webhookSignature = "webhook-signature"
    /// `Authorization: Basic` of `root:secret` (the admin scheme).
    static let adminUser = "root"
    static let adminPassword = "secret"
}

/// An authenticator's refusal of a credential other than the test one.
struct Rejected: Error {}

/// Parses the port, registers the generated routes with the in-memory service and the test
/// authenticators, and serves until the process is stopped.
@main
struct TaskboardServer {
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count <= 1, let port = Int(arguments.first ?? "0"), (0...65535).contains(port) else {
            FileHandle.standardError.write(
                Data("usage: taskboard-server [PORT]   (0, the default, lets the system choose)\n".utf8))
            exit(2)
        }

        // A 401 carries the Problem the spec documents for it where it does (Accounts.yaml).
        let problem = { @Sendable (reason: String) in Taskboard.Problem(message: reason) }
        let service = InMemoryTaskboard()
        await service.removeUndocumentedError()
        let router = Router()
        router.addRoutes(
            Taskboard.self,
            service: service,
            member: Authenticator(Taskboard.MemberAuth.self) { token, _ in
                guard token.token == TestCredentials.memberToken else { throw Rejected() }
                return "ada"
            },
            integration: Authenticator(Taskboard.IntegrationAuth.self) { key, _ in
                guard key.value == TestCredentials.integrationKey else { throw Rejected() }
                return "ci-bot"
            },
            webhook: Authenticator(Taskboard.WebhookAuth.self) { key, _ in
                guard key.value == TestCredentials.webhookSignature else { throw Rejected() }
                return "signed"
            },
            admin: Authenticator(Taskboard.AdminAuth.self) { credential, _ in
                guard credential.username == TestCredentials.adminUser,
                    credential.password == TestCredentials.adminPassword
                else { throw Rejected() }
                return credential.username
            },
            unauthorizedProblem: problem)

        var logger = Logger(label: "taskboard-server")
        logger.logLevel = .warning
        // At most half of `ulimit -n` connections at once, each closed after 30 s without a
        // byte, part of a request head included, as Docs/Server.md has every server of
        // generated routes do.
        let limits = ConnectionLimits()
        let app = Application(
            router: router,
            server: .routeKit(limits),
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: port), availableConnectionsDelegate: limits.availableConnections),
            onServerRunning: { channel in
                // Unbuffered, so a script waiting for the line sees it at once.
                FileHandle.standardOutput.write(
                    Data("listening on 127.0.0.1:\(channel.localAddress?.port ?? port)\n".utf8))
            },
            logger: logger)
        try await app.runService()
    }
}
#else
import Foundation

/// Without the trait Server (a plain `swift test` builds every target): says how to run it.
@main
enum TaskboardServer {
    static func main() {
        FileHandle.standardError.write(
            Data("taskboard-server needs the trait Server: swift run --enable-all-traits taskboard-server\n".utf8))
        exit(1)
    }
}
#endif
