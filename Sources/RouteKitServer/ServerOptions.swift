#if Server
import RouteKit

/// What the generated routes of an API accept and how they encode, set once at registration.
public struct ServerOptions: Sendable {
    /// The largest body a route reads, in bytes; a larger one answers `413` before the handler.
    public var maxBodySize: Int
    /// How long a route waits for the whole body once the request's head has arrived; a body
    /// still incomplete then answers `408` and the connection closes. The server's idle
    /// timeout (``ConnectionLimits/idleTimeout``) bounds each pause, so this bounds a client
    /// that sends a byte just often enough not to be idle.
    public var bodyTimeout: Duration
    /// How JSON bodies, parts and responses are coded: the same default as RouteKit's routers,
    /// so dates travel in one format both ways.
    public var coding: JSONCoding

    /// Options with a body limit of `maxBodySize` bytes (2 MiB unless given), received within
    /// `bodyTimeout` (60 seconds unless given: 2 MiB at 35 KB/s).
    public init(maxBodySize: Int = 2 << 20, bodyTimeout: Duration = .seconds(60), coding: JSONCoding = .default) {
        self.maxBodySize = maxBodySize
        self.bodyTimeout = bodyTimeout
        self.coding = coding
    }
}
#endif
