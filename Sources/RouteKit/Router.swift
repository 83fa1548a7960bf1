import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Performs public routes of an API.
///
/// A `Router` holds no credential, so it performs ``PublicRoute``s only; an
/// ``AuthenticatedRoute`` does not compile here. Hand it a credential with
/// ``authenticated(_:with:)`` to get the router that opens those.
public struct Router: Sendable {
    let performer: RequestPerformer

    /// The URL every route's path is appended to.
    public var baseURL: URL { performer.baseURL }

    /// Creates a router for the API at `baseURL`.
    /// - Parameters:
    ///   - baseURL: The API root; a route path `/todos` is appended to its path.
    ///   - transport: What sends requests: `URLSession.shared` unless you pass another.
    ///   - coding: The JSON encoder and decoder of this API.
    public init(baseURL: URL, transport: Transport = .urlSession(), coding: JSONCoding = .default) {
        performer = RequestPerformer(baseURL: baseURL, transport: transport, coding: coding)
    }

    /// Sends `route` and returns its decoded response.
    public func perform<R: PublicRoute>(_ route: R) async throws(RouteError) -> R.Response {
        try await performer.perform(route) { _ in }
    }

    /// The `URLRequest` that ``perform(_:)`` would send, for inspection or for your own client.
    public func request<R: PublicRoute>(for route: R) throws(RouteError) -> URLRequest {
        try performer.makeRequest(for: route, name: "\(R.method) \(R.pathTemplate)")
    }

    /// A router that also performs routes of `scheme`, opened with `credential`.
    public func authenticated<Scheme: AuthenticationScheme>(
        _ scheme: Scheme.Type,
        with credential: Scheme.Credential
    ) -> AuthenticatedRouter<Scheme> {
        AuthenticatedRouter(performer: performer, credential: credential)
    }
}

/// Performs the routes of one ``AuthenticationScheme`` — and public routes — with a credential.
///
/// Obtained only from ``Router/authenticated(_:with:)``: holding one proves a credential was
/// supplied, so authenticated routes need no runtime check for it.
public struct AuthenticatedRouter<Scheme: AuthenticationScheme>: Sendable {
    let performer: RequestPerformer
    let credential: Scheme.Credential

    /// Sends an authenticated `route` with the credential and returns its decoded response.
    public func perform<R: AuthenticatedRoute>(_ route: R) async throws(RouteError) -> R.Response
    where R.Scheme == Scheme {
        try checkCredential(for: R.self)
        let credential = self.credential
        return try await performer.perform(route) { Scheme.authorize(&$0, with: credential) }
    }

    /// Sends a public `route` (without the credential) and returns its decoded response.
    public func perform<R: PublicRoute>(_ route: R) async throws(RouteError) -> R.Response {
        try await performer.perform(route) { _ in }
    }

    /// The `URLRequest` that ``perform(_:)`` would send for an authenticated route.
    public func request<R: AuthenticatedRoute>(for route: R) throws(RouteError) -> URLRequest
    where R.Scheme == Scheme {
        try checkCredential(for: R.self)
        var request = try performer.makeRequest(for: route, name: "\(R.method) \(R.pathTemplate)")
        Scheme.authorize(&request, with: credential)
        return request
    }

    /// Refuses a credential that cannot travel in its header field; the reason names the field,
    /// never the credential.
    private func checkCredential<R: Route>(for route: R.Type) throws(RouteError) {
        if let field = Scheme.headerFieldWithLineBreak(in: credential) {
            throw .invalidRequest(
                route: "\(R.method) \(R.pathTemplate)", reason: "the value of header \(field) contains a line break")
        }
    }
}
