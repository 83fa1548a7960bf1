import RouteKit

/// A route a server can build from an incoming request, the inverse of its
/// `encode(into:)`: generated for every route of an API in `<API>+Server.swift`.
public protocol DecodableRoute: Route where Response: Encodable {
    /// The route value `request` carries: path parameters, query, headers and body, each
    /// decoded as the client encodes it, with the spec's defaults applied to what is absent.
    init(request: IncomingRequest) throws(RequestDecodingError)
}
