/// The response header fields a route documents, as typed values: what a generated
/// `ResponseHeaders` struct conforms to, decoded by ``APIRouter/response(for:)``.
///
/// Decoding is a separate step from the body's, and only ``APIRouter/response(for:)`` takes it:
/// `perform` returns the body alone and never reads a header, so routes pay for their headers
/// only where a caller asks for them.
public protocol DecodableHeaders: Sendable {
    /// Reads the documented fields from `fields`. A required field that is missing or does not
    /// parse as its type fails with a ``HeaderFieldFailure`` naming it; an optional one is `nil`.
    init(from fields: ResponseHeaderFields) throws(HeaderFieldFailure)
}

/// The headers of a route that documents none: the default ``Route/ResponseHeaders``, so such a
/// route declares nothing. The raw fields stay available in ``RouteResponse/headerFields``.
public struct NoResponseHeaders: DecodableHeaders, Hashable {
    /// The one value of this type.
    public init() {}

    /// Reads nothing.
    public init(from fields: ResponseHeaderFields) {}
}
