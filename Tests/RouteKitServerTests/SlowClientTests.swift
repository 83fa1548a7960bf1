#if Server
import Foundation
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// Slow clients: the idle timeout of the server's HTTP/1.1 channel (Hummingbird's
/// `ConnectionLimits.idleTimeout`, which `withLoopbackServer` and `taskboard-server`
/// set as Docs/Server.md has every server do) closes connections that stop sending, and
/// `ServerOptions.bodyTimeout` answers a body that does not arrive in time.
@Suite("Slow clients are cut off", .timeLimit(.minutes(2)))
struct SlowClientTests {
    @Test(
        "a body still incomplete when the body timeout passes answers 408, long before the idle timeout, and the connection closes"
    )
    func slowBody() async throws {
        let router = Hummingbird.Router()
        router.addRoutes(
            Taskboard.self, service: InMemoryTaskboard(),
            member: Authenticator(Taskboard.MemberAuth.self) { _, _ in "ada" },
            integration: Authenticator(Taskboard.IntegrationAuth.self) { _, _ in "ci" },
            webhook: Authenticator(Taskboard.WebhookAuth.self) { _, _ in "signed" },
            admin: Authenticator(Taskboard.AdminAuth.self) { credential, _ in credential.username },
            unauthorizedProblem: { reason in Taskboard.Problem(message: reason) },
            options: ServerOptions(bodyTimeout: .seconds(1)))
        try await withLoopbackServer(router) { url in
            let port = try #require(url.port)
            let (slow, closed, whole) = try await onOwnThread {
                let connection = try RawHTTPConnection(port: port)
                let head =
                    "PUT /tasks/\(UUID())/attachment HTTP/1.1\r\nHost: localhost\r\nX-Taskboard-Key: k\r\nContent-Type: image/png\r\n"
                try connection.send(Array((head + "Content-Length: 100\r\n\r\n0123456789").utf8))
                // The rest never comes; the server answers once the body timeout has passed.
                let slow = try connection.readResponse()
                let closed = connection.isClosedByServer()
                let other = try RawHTTPConnection(port: port)
                try other.send(Array((head + "Content-Length: 10\r\n\r\n0123456789").utf8))
                return (slow, closed, try other.readResponse()?.status)
            }
            #expect(slow?.status == 408)
            #expect(slow?.text.contains("the body did not arrive within 1 s") == true, "\(slow?.text ?? "")")
            #expect(closed)
            #expect(whole == 204)
        }
    }

    @Test("connections that sent part of a request head and then nothing are closed; others are served meanwhile")
    func partialHeadsAreClosed() async throws {
        let router = Hummingbird.Router()
        router.addRoutes(
            Taskboard.self, service: InMemoryTaskboard(),
            member: Authenticator(Taskboard.MemberAuth.self) { _, _ in "ada" },
            integration: Authenticator(Taskboard.IntegrationAuth.self) { _, _ in "ci" },
            webhook: Authenticator(Taskboard.WebhookAuth.self) { _, _ in "signed" },
            admin: Authenticator(Taskboard.AdminAuth.self) { credential, _ in credential.username },
            unauthorizedProblem: { reason in Taskboard.Problem(message: reason) })
        try await withLoopbackServer(router, idleTimeoutSeconds: 1) { url in
            let port = try #require(url.port)
            let (closed, served, idleKeptAlive) = try await onOwnThread {
                // 200 connections, each stopping in the middle of its head, as the trial's 1,500 did.
                let stalled = try (0..<200).map { index in
                    let connection = try RawHTTPConnection(port: port, timeout: .seconds(5))
                    try connection.send(Array("GET /projects/\(index) HTTP/1.1\r\nHost: localhost\r\nX-Partial: ".utf8))
                    return connection
                }
                // Answered in milliseconds alone; the whole suite on two cores (compilers, the
                // fuzzer's floods) has kept it waiting past the default 20 s, so it waits longer:
                // the suite's time limit still bounds it.
                let healthy = try RawHTTPConnection(port: port, timeout: .seconds(60))
                try healthy.send(Array("GET /projects/1 HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
                let served = try healthy.readResponse()?.status
                // A kept-alive connection with nothing more to ask is closed as well.
                // Counted until the first that stays open, so a server without the timeout
                // fails after one read's timeout rather than 200 of them.
                var closed = 0
                for connection in stalled {
                    guard connection.isClosedByServer() else { break }
                    closed += 1
                }
                return (closed, served, !healthy.isClosedByServer())
            }
            #expect(served == 200)
            #expect(closed == 200)
            #expect(!idleKeptAlive)
        }
    }

    @Test(
        "a route slower than the idle timeout that has not read a large body is answered: the server's own wait is not the client's idleness"
    )
    func slowRouteWithUnreadBody() async throws {
        let router = Hummingbird.Router()
        // Slower than the idle timeout on purpose: the time passing is what is tested.
        router.get("/slow") { _, _ -> String in
            try await Task.sleep(for: .seconds(2))
            return "done"
        }
        try await withLoopbackServer(router, idleTimeoutSeconds: 1) { url in
            let port = try #require(url.port)
            let response = try await onOwnThread {
                let connection = try RawHTTPConnection(port: port)
                let body = [UInt8](repeating: 0x61, count: 1 << 20)
                let head = "GET /slow HTTP/1.1\r\nHost: localhost\r\nContent-Length: \(body.count)\r\n\r\n"
                // More than the server reads before it waits for the route: the send stops at
                // the answer, or when the server stops reading.
                _ = try connection.send(Array(head.utf8) + body)
                return try connection.readFinalResponse()
            }
            #expect(response?.status == 200)
            #expect(response?.text == "done")
        }
    }
}
#endif
