import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Middleware {
    /// Adds `fields` to every request that does not already set them — a user agent, an app
    /// version, a locale. Header parameters a route sets itself win.
    ///
    /// A field whose name is not a token or whose value holds CR, LF or NUL fails every request
    /// with ``RouteError/invalidRequest(route:reason:)``: Foundation would drop it silently, and
    /// requests would go out without it.
    public static func headers(_ fields: [String: String]) -> Middleware {
        Middleware { request, context, next in
            for (field, value) in fields {
                if let problem = HeaderField.problem(name: field, value: value) {
                    throw RouteError.invalidRequest(route: context.route, reason: problem)
                }
            }
            var request = request
            for (field, value) in fields where request.value(forHTTPHeaderField: field) == nil {
                request.setValue(value, forHTTPHeaderField: field)
            }
            return try await next(request)
        }
    }
}
