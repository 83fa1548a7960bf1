import RouteKit

/// What the generated routes of an API accept and how they encode, set once at registration.
public struct ServerOptions: Sendable {
    /// The largest body a route reads, in bytes; a larger one answers `413` before the handler.
    public var maxBodySize: Int
    /// How JSON bodies, parts and responses are coded: the same default as RouteKit's routers,
    /// so dates travel in one format both ways.
    public var coding: JSONCoding

    /// Options with a body limit of `maxBodySize` bytes (2 MiB unless given).
    public init(maxBodySize: Int = 2 << 20, coding: JSONCoding = .default) {
        self.maxBodySize = maxBodySize
        self.coding = coding
    }
}
