#if Server
import Foundation
import Hummingbird
import RouteKitServer
import Testing

/// The bound on connections (`ConnectionLimits`, Docs/Server.md#limits): a server that accepted
/// every connection ran out of file descriptors under a flood and crashed (issue 40).
@Suite("Connections past the limit wait their turn", .timeLimit(.minutes(2)))
struct ConnectionLimitTests {
    @Test(
        "a flood of half-open connections three times the limit: at most the limit are open at once, each is closed in its turn, and a request behind them is answered"
    )
    func flood() async throws {
        let router = Hummingbird.Router()
        router.get("/health") { _, _ in "ok" }
        let count = ConnectionCount()
        try await withLoopbackServer(router, idleTimeoutSeconds: 1, maxConnections: 4, countingIn: count) { url in
            let port = try #require(url.port)
            let (served, closed) = try await onOwnThread {
                let stalled = try (0..<12).map { _ in
                    let connection = try RawHTTPConnection(port: port, timeout: .seconds(10))
                    try connection.send(Array("GET /health HTTP/1.1\r\nHost: localhost\r\nX-Partial: ".utf8))
                    return connection
                }
                // Accepted once the stalled ones ahead of it have been closed, a few at a time.
                let healthy = try RawHTTPConnection(port: port, timeout: .seconds(60))
                try healthy.send(Array("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
                let served = try healthy.readResponse()?.status
                return (served, stalled.filter { $0.isClosedByServer() }.count)
            }
            #expect(served == 200)
            #expect(closed == 12)
            #expect((1...4).contains(count.peak), "\(count.peak) connections at once")
        }
    }

    @Test("the default limit is half of the process's limit on open files, at most 4,096")
    func defaultLimit() {
        var limit = rlimit()
        #if canImport(Glibc)
        #expect(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)
        #else
        #expect(getrlimit(RLIMIT_NOFILE, &limit) == 0)
        #endif
        let expected = Int(min(4096, max(4, limit.rlim_cur / 2)))
        #expect(ConnectionLimits.defaultMaxConnections == expected)
        #expect(ConnectionLimits().idleTimeout == .seconds(30))
        #expect(ConnectionLimits(maxConnections: 0).maxConnections == 4)
    }
}
#endif
