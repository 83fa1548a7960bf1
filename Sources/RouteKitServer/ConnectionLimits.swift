#if Server
import Foundation
import Hummingbird
import HummingbirdCore
import NIOCore

/// What a server of generated routes bounds per connection, set where the app makes its
/// `Application` — which generated code never does (`addRoutes` only adds routes to a router):
/// how many connections it holds open at once, and how long one may send nothing.
///
/// Without a bound on connections, clients that open them faster than they close exhaust the
/// process's file descriptors, and the process then fails wherever it next needs one (a trial
/// with `ulimit -n 256` and 300 half-open sockets crashed the server in Dispatch, 3 rounds of 9).
/// At ``maxConnections`` the server stops accepting; further connections wait in the system's
/// queue of pending ones (the configuration's `backlog`, 256 by default, past which they are
/// refused) until one closes. Without an idle timeout, a connection that sends part of a head
/// and then nothing stays open forever.
///
/// ```swift
/// let limits = ConnectionLimits()            // half of `ulimit -n`, at most 4,096; 30 s idle
/// let app = Application(
///     router: router,
///     server: .routeKit(limits),
///     configuration: ApplicationConfiguration(availableConnectionsDelegate: limits.availableConnections))
/// ```
public struct ConnectionLimits: Sendable {
    /// The most connections the server holds open at once; at least 4 (see ``ConnectionBound``).
    public var maxConnections: Int
    /// How long a connection may send nothing — no head yet, a head cut short, between requests
    /// or body parts — before it is closed.
    public var idleTimeout: Duration

    /// Limits of `maxConnections` connections (``defaultMaxConnections`` unless given), each
    /// closed after `idleTimeout` (30 seconds unless given) without a byte.
    public init(maxConnections: Int = ConnectionLimits.defaultMaxConnections, idleTimeout: Duration = .seconds(30)) {
        self.maxConnections = max(ConnectionBound.acceptedPerRead, maxConnections)
        self.idleTimeout = idleTimeout
    }

    /// Half the process's limit on open files (`ulimit -n`: 1,024 on many Linux systems, 256 on
    /// macOS), at most 4,096: the other half is left for the listening socket, the event loops,
    /// log files, outgoing connections and whatever else the app opens.
    public static var defaultMaxConnections: Int {
        var limit = rlimit()
        // No limit (`RLIM_INFINITY`, the largest value) halves to more than 4,096 as well.
        guard getrlimit(Self.openFilesResource, &limit) == 0 else { return 4096 }
        return Int(max(rlim_t(ConnectionBound.acceptedPerRead), min(4096, limit.rlim_cur / 2)))
    }

    /// `RLIMIT_NOFILE`, which Glibc imports as an enum case and Darwin as a number.
    private static var openFilesResource: Int32 {
        #if canImport(Glibc)
        Int32(RLIMIT_NOFILE.rawValue)
        #else
        RLIMIT_NOFILE
        #endif
    }

    /// What the `Application`'s configuration takes as its `availableConnectionsDelegate`,
    /// which stops accepting connections before there are more than ``maxConnections``.
    public var availableConnections: ConnectionBound {
        ConnectionBound(maxConnections: maxConnections)
    }
}

extension HTTPServerBuilder {
    /// Hummingbird's HTTP/1.1 server (`.http1(configuration:)`) with the idle timeout of
    /// `limits` — counted only while the server waits for the client (`IdleConnectionHandler`),
    /// not Hummingbird's own — which answers `Expect: 100-continue` with `100 Continue` once a
    /// route reads the body (`ExpectContinue`); the bound on connections is the configuration's
    /// (``ConnectionLimits/availableConnections``).
    public static func routeKit(_ limits: ConnectionLimits = ConnectionLimits()) -> HTTPServerBuilder {
        let idleTimeout = TimeAmount(limits.idleTimeout)
        return HTTPServerBuilder { responder in
            HTTP1Channel(
                responder: ExpectContinue.responder(around: responder),
                configuration: HTTP1Channel.Configuration(
                    additionalChannelHandlers: [IdleConnectionHandler(timeout: idleTimeout)]))
        }
    }
}
#endif
