import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A step around the transport: sees each request on its way out and each response on its way
/// back, and may change, repeat, time or refuse them.
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
        _ intercept: @escaping @Sendable (URLRequest, RequestContext, @escaping Next) async throws -> (Data, HTTPURLResponse)
    ) {
        self.intercept = intercept
    }
}

extension Transport {
    /// `send` wrapped in `middleware`, the first one outermost, for the request described by `context`.
    ///
    /// Innermost, just before the transport, every header field is checked (see ``HeaderField``):
    /// a field a middleware or a credential added that cannot travel as given fails the request
    /// with ``RouteError/invalidRequest(route:reason:)`` instead of being dropped on the way.
    func send(through middleware: [Middleware], context: RequestContext) -> Middleware.Next {
        let send = self.send
        let checked: Middleware.Next = { request in
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
