/// The public types of the runtime modules an app imports beside generated code — RouteKit,
/// RouteKitTesting and RouteKitServer — declared at the top level of each module, by module.
/// Types behind `@_spi(RouteGen)`, which only generated code uses and spells with its module
/// (`RouteKit.JSONObjectReader`), are not among them: an app never sees them.
///
/// Inside the API namespace a model, route or scheme type of one of these names would hide the
/// module's type from generated code and from the app's code there, so none may be declared
/// (``SwiftNames/reservedTypeNames``), and a capability naming one is an error
/// (``CapabilityName``): a route's scope and RouteKit's capabilities follow from the spec.
///
/// The lists are copied from the modules' sources, because `routegen` is a standalone binary that
/// never sees them; `RuntimeTypeNamesTests` reads those sources for top-level `public` and `open`
/// type declarations and fails on any difference, so a type added to a module without being
/// added here fails the suite.
enum RuntimeTypeNames {
    /// `Sources/RouteKit`.
    static let routeKit: Set<String> = [
        "APIKey", "APIKeyAuthentication", "APIKeyLocation", "APIRouter", "AnyAPI", "AuthenticatedRoute",
        "AuthenticatedRouter", "AuthenticationScheme", "BasicAuthentication", "BasicCredential",
        "BearerAuthentication", "BearerToken", "BearerTokenSession", "BinaryBody", "CacheStatus", "CacheableRoute",
        "CalendarDate", "CombinedAuthentication", "CredentialPart", "CredentialReader", "DecodableHeaders",
        "DecodingFailure", "Empty", "ErrorBody", "ExampleResponse", "ExampleRoute", "FilePart", "FormFields",
        "HTTPMethod", "HeaderFieldFailure", "IntegerEnumParameter", "JSONCoding", "JSONValue", "Middleware",
        "MultipartForm", "MultipartPart",
        "NoResponseHeaders", "Nullable", "PageItems", "Pages", "PaginatedRoute", "ParameterValue", "PositionalPart",
        "PublicRoute",
        "QueryDelimiter", "RequestBody", "RequestContext", "RequestMetrics", "RequestParts", "ResponseBody",
        "ResponseCache", "ResponseHeaderFields", "RetryPolicy", "RetryableRoute", "Route", "RouteError",
        "RoutePublisher", "RouteResponse", "RouteStream", "Router", "ScalarUnionParameter", "ServerSentEvent",
        "ServerSentEventParser",
        "SpoolingFailure", "StatusDependentResponse", "StatusFailure", "StreamFormat", "StreamedBody",
        "StreamedBodyFailure", "StreamingRoute", "StringEnumParameter", "SuccessBody", "Transport",
        "UnstreamedResponse",
    ]

    /// `Sources/RouteKitTesting`.
    static let routeKitTesting: Set<String> = [
        "StubbedRoutes"
    ]

    /// `Sources/RouteKitServer`.
    static let routeKitServer: Set<String> = [
        "AnyAuthenticator", "AuthenticationFailure", "Authenticator", "ConnectionBound", "ConnectionLimits",
        "DecodableRoute", "EncodableHeaders",
        "EncodableStatusDependentResponse", "FormBody", "IncomingRequest", "MultipartBody", "OutgoingHeaderFields",
        "RequestDecodingError", "RouteErrorResponse", "RouteEventStream", "RouteReply", "ServerOptions",
        "ServerRoutes", "VerifiedCredentials",
    ]

    /// Every module's types.
    static let all: Set<String> = routeKit.union(routeKitTesting).union(routeKitServer)

    /// The module that declares `name` (`"RouteKit"`), or `nil` for a name none of them declares.
    static func module(declaring name: String) -> String? {
        if routeKit.contains(name) { return "RouteKit" }
        if routeKitServer.contains(name) { return "RouteKitServer" }
        if routeKitTesting.contains(name) { return "RouteKitTesting" }
        return nil
    }
}
