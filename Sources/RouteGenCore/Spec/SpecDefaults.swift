/// `defaults:` of a spec file: the auth, error bodies, headers and path prefix its routes share,
/// written once instead of on every route.
///
/// The load stage applies them to each route of the file (``SpecReader``), so the stages after
/// it see complete routes and never know defaults existed; `convert` keeps them to write them
/// once (``SpecWriter``).
package struct SpecDefaults: Sendable, Hashable {
    /// `auth:` — the schemes of a route that gives none; `nil` when the defaults name no auth.
    package var auth: [Located<String>]?
    /// `none` among the default `auth:` schemes: the credential is optional.
    package var authIsOptional = false
    /// `errors:` — error bodies every route has besides its own; a route's own body for a status wins.
    package var errors: [RouteSpec.ErrorSpec] = []
    /// `headers:` — headers every route sends besides its own; a route's own header of the same name wins.
    package var headers: [FieldSpec] = []
    /// `path:` — literal text put before every route's path, like `/admin`.
    package var pathPrefix: Located<String>?

    /// No defaults.
    package init() {}

    /// `errors` with the default error bodies of the statuses it lacks, each placed by status:
    /// before the first of `errors` with a higher status, `default` last. So a route's list
    /// reads in status order when it was written in status order, whichever part is shared.
    /// The statuses in `removed` (a route's `429: none`; `nil` is `default`) get no default body.
    package func merging(errors own: [RouteSpec.ErrorSpec], removing removed: Set<Int?> = []) -> [RouteSpec.ErrorSpec] {
        var merged = own
        for error in errors
        where !removed.contains(error.status) && !merged.contains(where: { $0.status == error.status }) {
            let rank = Self.rank(error.status)
            let index = merged.firstIndex { Self.rank($0.status) > rank } ?? merged.endIndex
            merged.insert(error, at: index)
        }
        return merged
    }

    /// `headers` followed by the default headers whose name it does not declare.
    package func merging(headers own: [FieldSpec]) -> [FieldSpec] {
        own + headers.filter { header in !own.contains { $0.name.value == header.name.value } }
    }

    /// A status's place in a route's list: by number, `default` after every number.
    static func rank(_ status: Int?) -> Int { status ?? Int.max }
}
