/// The check on a name in `capabilities:` (or `x-routegen-capabilities`): it is written into a
/// route struct's conformance list as it is, so it must be a Swift type name — identifiers
/// joined by dots (`IdempotentRoute`, `MyApp.AuditedRoute`), none of them a keyword — or the
/// generated code would not compile, or would mean something else.
enum CapabilityName {
    /// Whether `name` may stand in a conformance list.
    static func isValid(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
                    return false
                }
                return !SwiftNames.keywords.contains(String(part))
                    && part.unicodeScalars.allSatisfy {
                        $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
                    }
            }
    }

    /// Why `name` cannot be a capability when it names a type of RouteKit, RouteKitServer or
    /// RouteKitTesting (bare or qualified with its module), else `nil`. A capability is a
    /// protocol of the app: RouteKit's route protocols follow from the spec, and a scope
    /// protocol granted by hand (`PublicRoute` on an authenticated route) would let the plain
    /// router perform a route that needs a credential.
    static func runtimeTypeProblem(_ name: String) -> String? {
        let parts = name.split(separator: ".").map(String.init)
        guard let bare = parts.last, parts.count <= 2, let module = RuntimeTypeNames.module(declaring: bare),
            parts.count == 1 || parts[0] == module
        else { return nil }
        let reason =
            switch bare {
            case "PublicRoute", "AuthenticatedRoute":
                "which the route's auth decides: a capability cannot let a router without the credential perform it"
            case "Route": "which every route conforms to already"
            case "RetryableRoute": "which the route's method and retry setting decide"
            case "PaginatedRoute": "which the route's pagination decides"
            case "CacheableRoute": "which the route's cache setting decides"
            case "StreamingRoute": "which the route's stream decides"
            case "DecodableRoute": "which the generated server declares"
            default: "not a protocol of your app"
            }
        return "capability \"\(name)\" is \(module)'s \(bare), \(reason); remove it"
    }
}
