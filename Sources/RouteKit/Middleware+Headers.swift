import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Middleware {
    /// Adds `fields` to every request that does not already set them — a user agent, an app
    /// version, a locale. Header parameters a route sets itself win.
    public static func headers(_ fields: [String: String]) -> Middleware {
        Middleware { request, _, next in
            var request = request
            for (field, value) in fields where request.value(forHTTPHeaderField: field) == nil {
                request.setValue(value, forHTTPHeaderField: field)
            }
            return try await next(request)
        }
    }
}
