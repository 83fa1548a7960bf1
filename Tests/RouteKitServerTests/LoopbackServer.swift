import Foundation
import Hummingbird
import Logging

/// Runs `router` in a real Hummingbird `Application` on 127.0.0.1 and an ephemeral port for the
/// length of `body`, which receives the server's base URL; the server stops when `body` returns
/// or throws. The port is read from the running channel, so nothing waits on a timer.
///
/// Its HTTP/1.1 channel closes a connection that sends nothing for `idleTimeoutSeconds`, as
/// Docs/Server.md has every server of generated routes do (`taskboard-server` too).
func withLoopbackServer<Result: Sendable>(
    _ router: Router<BasicRequestContext>,
    idleTimeoutSeconds: Int64 = 30,
    _ body: @Sendable (URL) async throws -> Result
) async throws -> Result {
    let (ports, continuation) = AsyncStream<Int?>.makeStream()
    let app = Application(
        router: router,
        server: .http1(configuration: .init(idleTimeout: .seconds(idleTimeoutSeconds))),
        configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
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
private let quietLogger: Logger = {
    var logger = Logger(label: "RouteKitServerTests")
    logger.logLevel = .critical
    return logger
}()

/// The application stopped before it reported its port.
struct ServerDidNotStart: Error {}
