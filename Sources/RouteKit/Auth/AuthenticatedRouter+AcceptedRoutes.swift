import Foundation

/// Routes that several schemes may authenticate, or that may go without a credential.
///
/// Such a route is not an ``AuthenticatedRoute`` of one scheme: the generator declares an
/// `AcceptedRoute` protocol inside each scheme that may send it and makes the route conform to
/// each, and extends the scheme's `AuthenticatedRouter` with a `perform(_:)` for them. That
/// overload is where the compiler checks the scheme; it calls these entry points, which are
/// SPI so that an app cannot call them directly and send a route with a scheme it does not take.
extension AuthenticatedRouter {
    /// Sends `route` with the credential, as ``perform(_:)`` does for the scheme's own routes.
    /// For generated code, which calls it only for routes that accept `Scheme`.
    @_spi(RouteGen)
    public func performAccepted<R: Route>(_ route: R) async throws(RouteError) -> R.Response where R.API == Scheme.API {
        try await performAuthenticated(route)
    }

    /// Sends `route` with the credential and returns its whole response, as
    /// ``response(for:)`` does for the scheme's own routes. For generated code, like
    /// ``performAccepted(_:)``.
    @_spi(RouteGen)
    public func responseAccepted<R: Route>(for route: R) async throws(RouteError) -> RouteResponse<R>
    where R.API == Scheme.API {
        try await responseAuthenticated(for: route)
    }

    /// Streams `route` with the credential, as ``stream(_:)`` does for the scheme's own routes.
    /// For generated code, which calls it only for routes that accept `Scheme`.
    @_spi(RouteGen)
    public func streamAccepted<R: StreamingRoute>(_ route: R) -> RouteStream<R.Element> where R.API == Scheme.API {
        streamAuthenticated(route)
    }
}
