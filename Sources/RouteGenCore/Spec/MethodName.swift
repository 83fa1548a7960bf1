/// A route's HTTP method as both formats check it.
///
/// Methods are case-sensitive (RFC 9110, 9.1) and sent as written, so a route's method is any
/// token (``HTTPToken``): the ones RouteKit's `HTTPMethod` names (``SpecKeys/Route/methods``)
/// upper-case, any other (`PROPFIND`, OpenAPI 3.2's `additionalOperations`) as the spec writes it.
enum MethodName {
    /// The error message for `method` when it is not a token, or `nil` when it is one.
    static func problem(_ method: String) -> String? {
        if HTTPToken.isToken(method) { return nil }
        return "the method \(SwiftText.stringLiteral(method)) is not an HTTP token: use \(HTTPToken.characters)"
    }

    /// Whether `method` is TRACE, however it is written: a TRACE route cannot be expressed (its
    /// request has no content and its response echoes the request), so both formats leave it out.
    static func isTrace(_ method: String) -> Bool {
        method.uppercased() == "TRACE"
    }

    /// The method with a key of its own that `method` is in any case (`POST`, `Post`, `query`):
    /// a spec writes that one by its key, so only the routes of other methods read alike.
    static func keyedMethod(matching method: String) -> String? {
        SpecKeys.Route.methods.map(\.rawValue).first { $0 == method.uppercased() }
    }
}
