import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The whole answer to a route: status, typed and raw header fields, and decoded body.
///
/// What ``APIRouter/response(for:)`` returns, for the calls that need more than
/// `perform`'s body — an `ETag` to send back, a rate limit to respect, the `Location` of what
/// was created.
public struct RouteResponse<R: Route>: Sendable {
    /// The HTTP status code: a success status (a redirect has been followed).
    public let status: Int
    /// The header fields the route documents, typed (``NoResponseHeaders`` when it documents
    /// none).
    public let headers: R.ResponseHeaders
    /// Every header field, looked up in any case.
    public let headerFields: ResponseHeaderFields
    /// The response as the transport returned it (after the middleware), for what neither of
    /// the above holds: its URL after redirects, say.
    public let httpResponse: HTTPURLResponse
    /// The decoded body: what `perform` returns.
    public let body: R.Response

    /// A response made of its parts: what the routers return, and what a test of code that
    /// reads responses makes without a server.
    public init(
        status: Int, headers: R.ResponseHeaders, headerFields: ResponseHeaderFields, httpResponse: HTTPURLResponse,
        body: R.Response
    ) {
        self.status = status
        self.headers = headers
        self.headerFields = headerFields
        self.httpResponse = httpResponse
        self.body = body
    }
}
