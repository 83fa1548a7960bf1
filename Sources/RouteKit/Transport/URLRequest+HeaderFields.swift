import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLRequest {
    /// Removes every header field but those whose lower-cased name is in `names`: what a
    /// redirect to another origin keeps of the request the route builds.
    mutating func keepHeaderFields(named names: Set<String>) {
        for field in (allHTTPHeaderFields ?? [:]).keys where !names.contains(field.lowercased()) {
            setValue(nil, forHTTPHeaderField: field)
        }
    }

    /// Makes `fields` the request's header fields, dropping every other one: how a redirect to
    /// another origin gets back, after the middleware, the fields the router built for it.
    mutating func replaceHeaderFields(with fields: [String: String]) {
        for field in (allHTTPHeaderFields ?? [:]).keys {
            setValue(nil, forHTTPHeaderField: field)
        }
        for (field, value) in fields {
            setValue(value, forHTTPHeaderField: field)
        }
    }
}
