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
    /// The most items a body of items (JSON Lines, a JSON text sequence) may hold; one with
    /// more answers `413` before any is decoded. Decoded items can take more memory than their
    /// text (a `{}` line of three bytes may become a model of many optional fields), so the
    /// body's size alone does not bound them: 10,000 unless set.
    public var maxBodyItems = defaultMaxBodyItems
    /// ``maxBodyItems`` unless set, also for an ``IncomingRequest`` made without options.
    static let defaultMaxBodyItems = 10_000
    /// How JSON bodies, parts and responses are coded: the same default as RouteKit's routers,
    /// so dates travel in one format both ways.
    public var coding: JSONCoding
    /// The makers of documented bodies for requests that do not decode.
    private(set) var requestErrorBodies = DocumentedBodies<RequestDecodingError>()

    /// Options with a body limit of `maxBodySize` bytes (2 MiB unless given), received within
    /// `bodyTimeout` (60 seconds unless given: 2 MiB at 35 KB/s).
    public init(maxBodySize: Int = 2 << 20, bodyTimeout: Duration = .seconds(60), coding: JSONCoding = .default) {
        self.maxBodySize = maxBodySize
        self.bodyTimeout = bodyTimeout
        self.coding = coding
    }

    /// Makes the body of a request that does not decode — a ``RequestDecodingError``: `400`,
    /// `408`, `413` or `415` — for every route whose spec documents `Body` for that status (its
    /// own entry or `default`), so that the client decodes it like any documented error. Other
    /// routes, and errors before decoding (a credential sent twice, a route that does not
    /// exist), answer Hummingbird's `{"error": {"message": …}}`. Call it once for each type the
    /// routes document.
    ///
    /// ```swift
    /// var options = ServerOptions()
    /// options.answerRequestErrors { error in Taskboard.Problem(message: error.message) }
    /// ```
    public mutating func answerRequestErrors<Body: Encodable & Sendable>(
        with body: @escaping @Sendable (RequestDecodingError) -> Body
    ) {
        requestErrorBodies.add(body)
    }
}
#endif
