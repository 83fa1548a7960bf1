/// What middleware know about the route behind a request.
///
/// A `URLRequest` alone does not say which endpoint it is for or whether sending it twice is
/// safe; the router passes this along so middleware decide on facts from the spec, not on
/// guesses from the URL.
public struct RequestContext: Sendable, Hashable {
    /// The route's method and path template, e.g. `GET /tasks/{id}` — never the concrete URL,
    /// so it is safe to log.
    public var route: String { "\(method) \(pathTemplate)" }
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path template relative to the base URL.
    public var pathTemplate: String
    /// Whether sending the request again is safe (see ``RetryableRoute``).
    public var isRetryable: Bool

    /// Creates a context; routers make one per request from the route's type.
    public init(method: HTTPMethod, pathTemplate: String, isRetryable: Bool) {
        self.method = method
        self.pathTemplate = pathTemplate
        self.isRetryable = isRetryable
    }

    /// The context of a request for a route of type `R`.
    public init<R: Route>(for route: R.Type) {
        self.init(
            method: R.method,
            pathTemplate: R.pathTemplate,
            isRetryable: R.isRetryable
        )
    }
}
