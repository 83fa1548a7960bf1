#if Server
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import RouteKit
import RouteKitServer

/// Runs `router` in a real Hummingbird `Application` on 127.0.0.1 and an ephemeral port for the
/// length of `body`, which receives the server's base URL; the server stops when `body` returns
/// or throws. The port is read from the running channel, so nothing waits on a timer.
///
/// It has the ``ConnectionLimits`` Docs/Server.md has every server of generated routes set
/// (`taskboard-server` too): its HTTP/1.1 channel closes a connection that sends nothing for
/// `idleTimeoutSeconds`, and it holds at most `maxConnections` open at once, which `count`, if
/// given, counts as the server accepts and closes them.
func withLoopbackServer<Result: Sendable>(
    _ router: Hummingbird.Router<BasicRequestContext>,
    idleTimeoutSeconds: Int64 = 30,
    maxConnections: Int = ConnectionLimits.defaultMaxConnections,
    countingIn count: ConnectionCount? = nil,
    _ body: @Sendable (URL) async throws -> Result
) async throws -> Result {
    try await withLoopbackServer(
        responder: router.buildResponder(), idleTimeoutSeconds: idleTimeoutSeconds, maxConnections: maxConnections,
        countingIn: count, body)
}

/// The same, for any responder: the mock server's (`MockResponder`) too.
func withLoopbackServer<Result: Sendable, Responder: HTTPResponder<BasicRequestContext>>(
    responder: Responder,
    idleTimeoutSeconds: Int64 = 30,
    maxConnections: Int = ConnectionLimits.defaultMaxConnections,
    countingIn count: ConnectionCount? = nil,
    _ body: @Sendable (URL) async throws -> Result
) async throws -> Result {
    let (ports, continuation) = AsyncStream<Int?>.makeStream()
    let limits = ConnectionLimits(maxConnections: maxConnections, idleTimeout: .seconds(idleTimeoutSeconds))
    let connections: any AvailableConnectionsDelegate =
        count.map { CountedConnections(limits.availableConnections, count: $0) } ?? limits.availableConnections
    let app = Application(
        responder: responder,
        server: .routeKit(limits),
        configuration: ApplicationConfiguration(
            address: .hostname("127.0.0.1", port: 0), availableConnectionsDelegate: connections),
        onServerRunning: { channel in
            continuation.yield(channel.localAddress?.port)
            continuation.finish()
        },
        logger: quietLogger)
    return try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await app.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        guard let found = await iterator.next(), let port = found, let url = URL(string: "http://127.0.0.1:\(port)")
        else {
            group.cancelAll()
            throw ServerDidNotStart()
        }
        do {
            let result = try await body(url)
            group.cancelAll()
            return result
        } catch {
            group.cancelAll()
            throw error
        }
    }
}

/// Hummingbird's logger for test servers: only what would be a failure anyway (stopping a
/// server by cancellation logs errors of its own).
let quietLogger: Logger = {
    var logger = Logger(label: "RouteKitServerTests")
    logger.logLevel = .critical
    return logger
}()

/// The application stopped before it reported its port.
struct ServerDidNotStart: Error {}

/// The connections a server accepted: how many are open now, and the most that were at once.
final class ConnectionCount: Sendable {
    private let counts = Locked((open: 0, peak: 0))

    /// The most connections the server held open at once so far.
    var peak: Int { counts.withLock { $0.peak } }

    fileprivate func opened() {
        counts.withLock { counts in
            counts.open += 1
            counts.peak = max(counts.peak, counts.open)
        }
    }

    fileprivate func closed() {
        counts.withLock { $0.open -= 1 }
    }
}

/// The connection limit of `limit`, counting into `count` what Hummingbird accepts and closes.
private struct CountedConnections: AvailableConnectionsDelegate {
    var limit: ConnectionBound
    let count: ConnectionCount

    init(_ limit: ConnectionBound, count: ConnectionCount) {
        self.limit = limit
        self.count = count
    }

    mutating func connectionOpened() {
        limit.connectionOpened()
        count.opened()
    }

    mutating func connectionClosed() {
        limit.connectionClosed()
        count.closed()
    }

    func isAcceptingNewConnections() -> Bool {
        limit.isAcceptingNewConnections()
    }
}
#endif
