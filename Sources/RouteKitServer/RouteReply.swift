#if Server
import RouteKit

/// What the handler of a route with documented response headers returns: the response and the
/// header fields that go with it. Routes without response headers return the response alone.
public struct RouteReply<R: Route>: Sendable where R.ResponseHeaders: EncodableHeaders {
    /// The response body (or, for a route with several success statuses, the case to send).
    public var response: R.Response
    /// The documented header fields to send with it.
    public var headers: R.ResponseHeaders

    /// `response` sent with `headers`.
    public init(_ response: R.Response, headers: R.ResponseHeaders) {
        self.response = response
        self.headers = headers
    }
}
#endif
