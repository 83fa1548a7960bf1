/// A usage or run failure of `generate-routes`.
struct GenerateRoutesError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }

    /// The refusal to check in routes that the build plugin already generates for `target`:
    /// compiling both declares every route and model twice ("… is ambiguous for type lookup").
    static func appliesBuildPlugin(_ target: String) -> GenerateRoutesError {
        GenerateRoutesError(
            "target \(target) applies RouteGenPlugin, which generates its routes during the build, so checked-in "
                + "copies would declare every route and model twice; to check them in instead, remove RouteGenPlugin from the "
                + "target's plugins: in Package.swift and exclude its specs and routegen.yml (exclude: [...]), then run generate-routes again"
        )
    }
}
