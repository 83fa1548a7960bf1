import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A step around the transport: sees each request on its way out and each response on its way
/// back, and may change, repeat, time or refuse them.
///
/// For a streaming route (``RequestContext/isStreaming``) the chain governs the exchange up to
/// the response head: `next` returns the head with an empty body while the body goes to the
/// caller as it arrives (see <doc:Streaming>). Middleware written for whole bodies work
/// unchanged; one that reads bodies should look at `context.isStreaming`.
///
/// A middleware is a value holding a closure, so behaviours compose by listing them —
/// `Router(baseURL:middleware: [.headers(…), .retry(), .logging()])` — instead of stacking
/// manager classes. The first middleware in the list is the outermost: it sees the request first
/// and the response last. Writing your own takes a few lines:
///
/// ```swift
/// let userAgent = Middleware { request, context, next in
///     var request = request
///     request.setValue("MyApp/1.0", forHTTPHeaderField: "User-Agent")
///     return try await next(request)
/// }
/// ```
public struct Middleware: Sendable {
    /// Sends a request through the rest of the chain (the next middleware, finally the transport).
    public typealias Next = @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

    /// Handles one request: usually calls `next` (zero, one or several times) and returns its result.
    /// `next` may escape, so a middleware can run it in a child task (see ``timeout(_:)``).
    public var intercept: @Sendable (URLRequest, RequestContext, @escaping Next) async throws -> (Data, HTTPURLResponse)

    /// The deadline of a ``timeout(_:)`` middleware, which routers also apply to getting a
    /// credential: that happens before any middleware runs, so the chain cannot bound it.
    var timeLimit: Duration?

    /// Creates a middleware from a closure.
    public init(
        _ intercept:
            @escaping @Sendable (URLRequest, RequestContext, @escaping Next) async throws -> (Data, HTTPURLResponse)
    ) {
        self.intercept = intercept
    }
}

extension Transport {
    /// `send` wrapped in `middleware`, the first one outermost, for the request described by `context`.
    ///
    /// Innermost, just before the transport, a redirect to another origin gets back the header
    /// fields the router built for it (``RequestContext/isCrossOriginRedirect``), and every header
    /// field is checked (see ``HeaderField``): a field a middleware or a credential added that
    /// cannot travel as given fails the request with ``RouteError/invalidRequest(route:reason:)``
    /// instead of being dropped on the way.
    func send(through middleware: [Middleware], context: RequestContext) -> Middleware.Next {
        Self.chain(middleware, context: context, around: send)
    }

    /// `stream` wrapped in `middleware`, for a streaming exchange (``RequestContext/isStreaming``).
    ///
    /// The chain governs the exchange up to the response head: the innermost step starts the
    /// streaming request and returns the head with an empty body, keeping the body in `bodies`,
    /// where the router takes it once the chain has answered. So every middleware works on heads
    /// — a retry sends again only before any byte of a body was read, a timeout bounds the wait
    /// for the head, metrics time it — and none can read, or replay, a body under way.
    func stream(through middleware: [Middleware], context: RequestContext, keepingBodiesIn bodies: StreamedBodies)
        -> Middleware.Next
    {
        let stream = self.stream
        return Self.chain(middleware, context: context) { request in
            let (body, response) = try await stream(request)
            bodies.keep(body, for: response)
            return (Data(), response)
        }
    }

    static func chain(
        _ middleware: [Middleware],
        context: RequestContext,
        around send: @escaping Middleware.Next
    ) -> Middleware.Next {
        let checked: Middleware.Next = { request in
            var request = request
            if let fields = context.crossOriginFields { request.replaceHeaderFields(with: fields) }
            if let problem = HeaderField.problem(in: request) {
                throw RouteError.invalidRequest(route: context.route, reason: problem)
            }
            return try await send(request)
        }
        return middleware.reversed().reduce(checked) { next, middleware in
            { request in try await middleware.intercept(request, context, next) }
        }
    }
}

/// The bodies of a streaming exchange's responses, kept while the middleware see their heads.
///
/// The router takes the body that belongs to the head the chain answered with: the one kept for
/// that very `HTTPURLResponse`; failing that — a middleware made a head of its own — the body of
/// the latest response, unless the middleware gave a body of its own (non-empty `Data`), which
/// then is the whole body. Every other body (an attempt a retry discarded) is dropped, which
/// ends its exchange.
final class StreamedBodies: Sendable {
    private let kept = Locked<[(response: HTTPURLResponse, body: ResponseBody)]>([])

    func keep(_ body: ResponseBody, for response: HTTPURLResponse) {
        kept.withLock { $0.append((response, body)) }
    }

    /// The body of the chain's answer (`data`, `response`); drops every other one.
    func take(for response: HTTPURLResponse, data: Data) -> ResponseBody {
        let all = kept.withLock { kept in
            defer { kept.removeAll() }
            return kept
        }
        if let own = all.last(where: { $0.response === response }) { return own.body }
        if data.isEmpty, let latest = all.last { return latest.body }
        return ResponseBody(data)
    }

    /// Drops every body kept: the chain failed.
    func dropAll() {
        kept.withLock { $0.removeAll() }
    }
}
