import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Performs the public routes of one API: `API`, the namespace of its generated code, or
/// ``AnyAPI`` for routes written by hand (``Router``).
///
/// It holds no credential, so it performs ``PublicRoute``s only; an ``AuthenticatedRoute`` does
/// not compile here, and neither does another API's route — each route names its ``Route/API``,
/// so a router cannot send it to the wrong host. Hand it a credential with
/// ``authenticated(_:with:)`` (or a refreshing ``BearerTokenSession`` with
/// ``authenticated(_:session:)``) to get the router that opens those.
public struct APIRouter<API>: Sendable {
    private(set) var performer: RequestPerformer

    /// The URL every route's path is appended to.
    public var baseURL: URL { performer.baseURL }

    /// Creates a router for the API at `baseURL`.
    /// - Parameters:
    ///   - baseURL: The API root; a route path `/todos` is appended to its path.
    ///   - transport: What sends requests: `.urlSession()`, RouteKit's own session, unless you pass another.
    ///   - middleware: Steps around the transport, the first outermost (see ``Middleware``).
    ///   - coding: The JSON encoder and decoder of this API.
    ///   - cache: Where responses of ``CacheableRoute``s are kept and answered from; the
    ///     authenticated routers made from this one share it. `nil` (the default) sends every
    ///     request.
    public init(
        baseURL: URL,
        transport: Transport = .urlSession(),
        middleware: [Middleware] = [],
        coding: JSONCoding = .default,
        cache: ResponseCache? = nil
    ) {
        performer = RequestPerformer(
            baseURL: baseURL, transport: transport, middleware: middleware, coding: coding, cache: cache)
    }

    /// The cache this router and its authenticated routers share, if it was given one.
    public var cache: ResponseCache? { performer.cache }

    /// This router, sending the routes whose own server is `documented` (their
    /// ``Route/baseURL``: an upload host the API names for them) to `url` instead, as `baseURL`
    /// does for the others: a staging host, a test server. Its authenticated routers do too.
    public func replacingBaseURL(_ documented: URL, with url: URL) -> APIRouter {
        var router = self
        router.performer.baseURLs[documented] = url
        return router
    }

    /// Sends `route` and returns its decoded response.
    public func perform<R: PublicRoute>(_ route: R) async throws(RouteError) -> R.Response where R.API == API {
        try await performer.perform(route)
    }

    /// Sends `route` and returns its whole response: status, the header fields the route
    /// documents (typed) and all of them (raw), and the decoded body.
    ///
    /// The same request, middleware, cache and errors as ``perform(_:)``, which returns only
    /// the body; a required documented header that is missing or malformed fails with
    /// ``RouteError/decodingFailed(route:_:)`` naming it.
    public func response<R: PublicRoute>(for route: R) async throws(RouteError) -> RouteResponse<R> where R.API == API {
        try await performer.response(for: route)
    }

    /// The `URLRequest` that ``perform(_:)`` would send, for inspection or for your own client.
    public func request<R: PublicRoute>(for route: R) throws(RouteError) -> URLRequest where R.API == API {
        try performer.makeRequest(for: route)
    }

    /// The elements of `route`'s streamed response, each as soon as it has arrived.
    ///
    /// The request is sent when a loop asks for the first element, and again by each loop; a
    /// status other than success throws as ``perform(_:)`` would, with the route's error body;
    /// leaving the loop or cancelling its task cancels the request (see ``RouteStream``).
    ///
    /// ```swift
    /// for try await event in router.stream(.taskActivity(id: 42)) {
    ///     print(event.kind)
    /// }
    /// ```
    public func stream<R: PublicRoute & StreamingRoute>(_ route: R) -> RouteStream<R.Element> where R.API == API {
        performer.stream(route) { [performer] () async throws(RouteError) in
            try await performer.exchange(route, kind: .streamed(accept: R.streamFormat.mediaType)) {
                _ throws(RouteError) in
            }
        }
    }

    /// Sends `route` and writes its binary response into `file` as it arrives, never holding
    /// the whole body; returns how many bytes were written.
    ///
    /// The body goes into a temporary file beside `file`, which replaces `file` once the whole
    /// body is in; after any failure `file` is as it was. A status other than success throws as
    /// ``perform(_:)`` would and writes nothing.
    @discardableResult
    public func download<R: PublicRoute>(_ route: R, to file: URL) async throws(RouteError) -> Int64
    where R.API == API, R.Response == Data {
        let download = try FileDownload(to: file, route: R.name)
        return try await performer.write(R.self, to: download) { () async throws(RouteError) in
            try await performer.exchange(route, kind: .download) { _ throws(RouteError) in }
        }
    }

    /// A router that also performs routes of `scheme`, opened with `credential`.
    public func authenticated<Scheme: AuthenticationScheme>(
        _ scheme: Scheme.Type,
        with credential: Scheme.Credential
    ) -> AuthenticatedRouter<Scheme> where Scheme.API == API {
        AuthenticatedRouter(performer: performer, credentials: .fixed(credential))
    }

    /// A router that also performs routes of the bearer `scheme`, with the tokens of `session`:
    /// refreshed before they expire, and once after a `401`.
    public func authenticated<Scheme: BearerAuthentication>(
        _ scheme: Scheme.Type,
        session: BearerTokenSession
    ) -> AuthenticatedRouter<Scheme> where Scheme.API == API {
        AuthenticatedRouter(performer: performer, credentials: .session(session))
    }
}

/// The router of routes written by hand, which belong to ``AnyAPI``; a generated API's
/// `router()` returns the `APIRouter` of its own namespace.
public typealias Router = APIRouter<AnyAPI>

/// Performs the routes of one ``AuthenticationScheme`` — and the public routes of its API — with
/// a credential.
///
/// Obtained only from ``APIRouter/authenticated(_:with:)`` or ``APIRouter/authenticated(_:session:)``:
/// holding one proves a credential was supplied, so authenticated routes need no runtime check
/// for it.
public struct AuthenticatedRouter<Scheme: AuthenticationScheme>: Sendable {
    let performer: RequestPerformer
    let credentials: CredentialSource<Scheme.Credential>

    /// Sends an authenticated `route` with the credential and returns its decoded response.
    ///
    /// With a ``BearerTokenSession``, a `401` answer renews the token and sends the request once
    /// more; the second answer is final.
    public func perform<R: AuthenticatedRoute>(_ route: R) async throws(RouteError) -> R.Response
    where R.Scheme == Scheme {
        try await performAuthenticated(route)
    }

    /// Sends `route` with the credential, renewing it once on a `401`: what ``perform(_:)`` does
    /// for the scheme's own routes and what generated code does for routes that accept it among
    /// others (``performAccepted(_:)``).
    func performAuthenticated<R: Route>(_ route: R) async throws(RouteError) -> R.Response {
        try performer.result(of: R.self, try await exchangeAuthenticated(route))
    }

    /// Sends `route` with the credential, renewing it once on a `401`, and decodes its whole
    /// response: what ``response(for:)`` does, and generated code for routes that accept the
    /// scheme among others (``responseAccepted(for:)``).
    func responseAuthenticated<R: Route>(for route: R) async throws(RouteError) -> RouteResponse<R> {
        try performer.response(of: R.self, try await exchangeAuthenticated(route))
    }

    /// Sends `route` with the credential and returns the exchange, renewing the credential once
    /// on a `401` (the first answer's body, streamed or not, is dropped).
    private func exchangeAuthenticated<R: Route>(
        _ route: R,
        kind: RequestPerformer.ExchangeKind = .whole
    ) async throws(RouteError) -> RequestPerformer.Exchange {
        let credential = try await credential(for: R.self, credentials.current)
        var exchanged = try await send(route, with: credential, kind: kind)
        if exchanged.response.statusCode == 401, let renew = credentials.renew {
            let renewed = try await self.credential(for: R.self) { try await renew(credential) }
            exchanged = try await send(route, with: renewed, kind: kind)
        }
        return exchanged
    }

    /// The elements of an authenticated `route`'s streamed response, each as soon as it has
    /// arrived (see ``APIRouter/stream(_:)``); with a ``BearerTokenSession``, a `401` renews the
    /// token and sends the request once more, before any element.
    public func stream<R: AuthenticatedRoute & StreamingRoute>(_ route: R) -> RouteStream<R.Element>
    where R.Scheme == Scheme {
        streamAuthenticated(route)
    }

    /// The elements of a public `route` of the scheme's API, sent without the credential.
    public func stream<R: PublicRoute & StreamingRoute>(_ route: R) -> RouteStream<R.Element>
    where R.API == Scheme.API {
        performer.stream(route) { [performer] () async throws(RouteError) in
            try await performer.exchange(route, kind: .streamed(accept: R.streamFormat.mediaType)) {
                _ throws(RouteError) in
            }
        }
    }

    /// Streams `route` with the credential: ``stream(_:)`` for the scheme's own routes, and what
    /// generated code calls for routes that accept it among others.
    func streamAuthenticated<R: StreamingRoute>(_ route: R) -> RouteStream<R.Element> {
        performer.stream(route) { [self] () async throws(RouteError) in
            try await exchangeAuthenticated(route, kind: .streamed(accept: R.streamFormat.mediaType))
        }
    }

    /// Sends an authenticated `route` with the credential and writes its binary response into
    /// `file` as it arrives (see ``APIRouter/download(_:to:)``).
    @discardableResult
    public func download<R: AuthenticatedRoute>(_ route: R, to file: URL) async throws(RouteError) -> Int64
    where R.Scheme == Scheme, R.Response == Data {
        let download = try FileDownload(to: file, route: R.name)
        return try await performer.write(R.self, to: download) { () async throws(RouteError) in
            try await exchangeAuthenticated(route, kind: .download)
        }
    }

    /// Sends a public `route` of the scheme's API and writes its binary response into `file`.
    @discardableResult
    public func download<R: PublicRoute>(_ route: R, to file: URL) async throws(RouteError) -> Int64
    where R.API == Scheme.API, R.Response == Data {
        let download = try FileDownload(to: file, route: R.name)
        return try await performer.write(R.self, to: download) { () async throws(RouteError) in
            try await performer.exchange(route, kind: .download) { _ throws(RouteError) in }
        }
    }

    /// Sends a public `route` of the scheme's API (without the credential) and returns its
    /// decoded response.
    public func perform<R: PublicRoute>(_ route: R) async throws(RouteError) -> R.Response where R.API == Scheme.API {
        try await performer.perform(route)
    }

    /// Sends an authenticated `route` with the credential and returns its whole response:
    /// status, typed and raw header fields, and body (see ``APIRouter/response(for:)``).
    /// Renews a session's token once after a `401`, as `perform(_:)` does.
    public func response<R: AuthenticatedRoute>(for route: R) async throws(RouteError) -> RouteResponse<R>
    where R.Scheme == Scheme {
        try await responseAuthenticated(for: route)
    }

    /// Sends a public `route` of the scheme's API (without the credential) and returns its
    /// whole response.
    public func response<R: PublicRoute>(for route: R) async throws(RouteError) -> RouteResponse<R>
    where R.API == Scheme.API {
        try await performer.response(for: route)
    }

    /// The `URLRequest` that `perform(_:)` would send for an authenticated route, with the
    /// current credential (refreshed first if it expired).
    public func request<R: AuthenticatedRoute>(for route: R) async throws(RouteError) -> URLRequest
    where R.Scheme == Scheme {
        let credential = try await credential(for: R.self, credentials.current)
        var request = try performer.makeRequest(for: route)
        try authorize(&request, with: credential, for: R.self)
        return request
    }

    /// Builds `route`'s request with `credential` and sends it, following redirects (the
    /// credential only within the API's origin). The request is built afresh for each attempt
    /// and authorized in place, so no `URLRequest` is ever copied.
    private func send<R: Route>(
        _ route: R,
        with credential: Scheme.Credential,
        kind: RequestPerformer.ExchangeKind
    ) async throws(RouteError) -> RequestPerformer.Exchange {
        try await performer.exchange(route, kind: kind) { (request: inout URLRequest) throws(RouteError) in
            try authorize(&request, with: credential, for: R.self)
        }
    }

    /// The credential `get` returns; its failure means the session ended.
    ///
    /// With a ``Middleware/timeout(_:)`` among the middleware, waiting longer than its limit
    /// fails as a timed-out exchange would — the session has not ended, its refresh is only
    /// slow, and it goes on for later requests.
    private func credential<R: Route>(
        for route: R.Type,
        _ get: @escaping @Sendable () async throws -> Scheme.Credential
    ) async throws(RouteError) -> Scheme.Credential {
        do {
            guard let limit = performer.credentialTimeLimit else { return try await get() }
            return try await withTimeLimit(limit, timeoutError: CredentialTimeout(), get)
        } catch is CredentialTimeout {
            throw .transportFailed(route: R.name, underlying: URLError(.timedOut))
        } catch {
            throw error.isCancellation ? .cancelled(route: R.name) : .sessionEnded(route: R.name, underlying: error)
        }
    }

    /// Adds `credential` to `request`. Refuses a credential that cannot travel in its header
    /// field; the reason names the field, never the credential.
    private func authorize<R: Route>(
        _ request: inout URLRequest,
        with credential: Scheme.Credential,
        for route: R.Type
    ) throws(RouteError) {
        if let field = Scheme.headerFieldThatCannotTravel(in: credential) {
            throw .invalidRequest(route: R.name, reason: "the value of header \(field) contains a line break or NUL")
        }
        Scheme.authorize(&request, with: credential)
    }
}

/// Waiting for a credential took longer than the router's time limit; told apart from any error
/// the credential source itself throws, which ends the session.
private struct CredentialTimeout: Error {}
