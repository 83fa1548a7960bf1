#if Server
import RouteKit

/// A route a server can build from an incoming request, the inverse of its
/// `encode(into:)`: generated for every route of an API in `<API>+Server.swift`.
public protocol DecodableRoute: Route where Response: Encodable {
    /// The route value `request` carries: path parameters, query, headers and body, each
    /// decoded as the client encodes it, with the spec's defaults applied to what is absent.
    init(request: IncomingRequest) throws(RequestDecodingError)

    /// The media type of the body this route takes, when another route of its method and path
    /// takes another (an operation accepting JSON or multipart is a route each): the request's
    /// `Content-Type` then picks the route. `nil`, the default, for a route the body does not
    /// pick.
    static var bodyMediaType: String? { get }
}

extension DecodableRoute {
    public static var bodyMediaType: String? { nil }
}
#endif
