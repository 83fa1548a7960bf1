/// Auth schemes as `components.securitySchemes` and a route's `auth:` as its `security`
/// requirements.
enum SecurityExporter {
    /// The security scheme object of `scheme`; `nil` for one sending several schemes'
    /// credentials together (`all:`), which OpenAPI writes as a requirement naming them.
    static func scheme(_ scheme: AuthSchemeSpec) -> ExportNode? {
        var entries: [(key: String, value: ExportNode)]
        switch scheme.kind {
        case .all: return nil
        case .bearer: entries = [("type", .text("http")), ("scheme", .text("bearer"))]
        case .basic: entries = [("type", .text("http")), ("scheme", .text("basic"))]
        case .apiKeyHeader(let name):
            entries = [("type", .text("apiKey")), ("in", .text("header")), ("name", .text(name))]
        case .apiKeyQuery(let name):
            entries = [("type", .text("apiKey")), ("in", .text("query")), ("name", .text(name))]
        }
        if let doc = scheme.doc { entries.append(("description", .text(doc))) }
        return .mapping(entries)
    }

    /// The route's `security`: one alternative per scheme, and `{}` when the credential is
    /// optional (`auth: [member, none]`); `nil` for a public route, which the document's
    /// lack of a top-level `security` leaves public.
    /// A scheme of several (`combined`, by name: their names) is one requirement naming them all.
    static func requirements(of route: RouteSpec, combined: [String: [String]] = [:]) -> ExportNode? {
        guard !route.auth.isEmpty else { return nil }
        var alternatives = route.auth.map { auth in
            ExportNode.mapping((combined[auth.value] ?? [auth.value]).map { ($0, ExportNode.sequence([])) })
        }
        if route.authIsOptional { alternatives.append(.empty) }
        return .sequence(alternatives)
    }
}
