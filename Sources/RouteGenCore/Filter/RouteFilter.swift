/// The filtering step (`--include`, `include:`): keeps the routes a ``RouteSelection`` selects
/// and what they reach — the models their parameters, bodies, responses and errors name, the
/// models those name in turn (and the models they are nested in), the shared parameters they
/// use and their auth schemes (with the schemes an `all:` scheme sends together), and the app
/// types they name (``TypeOverrides`` ran before) — and drops everything else, so nothing else
/// is generated.
///
/// It runs on the loaded specs, before the model stage, so the stages after it never know a spec
/// was filtered. Routes are selected by the names the specs give them, before renames apply
/// (``select(_:in:omitted:)``), and dropped after (``keep(_:in:)``), so a renames file written
/// for the whole API still applies. Every spec file stays (emptied, when nothing in it is
/// reached): a build tool declared an output per spec. An OpenAPI document's operations were
/// selected before they were translated (``OperationSelection``), so no model is named after
/// an operation that is left out; the routes that came through are selected here again.
enum RouteFilter {
    /// Which routes of each file a selection keeps, file by file and route by route.
    struct Selected {
        fileprivate let routes: [[Bool]]
    }

    /// The routes of `files` that `selection` selects, or an error for each selector that selects
    /// no route, at its place (a line of `routegen.yml`, or the `--include` value on the command
    /// line), with the nearest name, tag or path of `files` and of `omitted` (the operations of
    /// OpenAPI documents left out before translation). A tag selects the routes of the tags
    /// that `files` describe under it too.
    static func select(_ selection: RouteSelection, in files: [SpecFile], omitted: [RouteSelection.Route]) -> (
        Selected?, [Diagnostic]
    ) {
        let hierarchy = TagHierarchy(files.flatMap(\.tags))
        let routes = files.flatMap(\.routes).map { RouteSelection.Route($0, in: hierarchy) }
        let candidates = RouteSelection.candidates(among: routes + omitted)
        var diagnostics: [Diagnostic] = []
        for selector in selection.selectors
        where !routes.contains(where: { RouteSelection.selector(selector.text, selects: $0) }) {
            let location = selector.location ?? .commandLine(column: 1)
            diagnostics.append(
                .error(
                    "\(location.isCommandLine ? "--include" : "include:") \"\(selector.text)\" selects no route: no route of the specs has that name, tag or path"
                        + Suggestion.didYouMean(selector.text, among: candidates),
                    at: location))
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        return (
            Selected(
                routes: files.map { $0.routes.map { selection.selects(RouteSelection.Route($0, in: hierarchy)) } }), []
        )
    }

    /// `files` with the routes `selected` left out removed, and then everything the others do
    /// not reach. The files must be those `selected` was made from, renamed or not.
    static func keep(_ selected: Selected, in files: inout [SpecFile]) {
        for (index, kept) in zip(files.indices, selected.routes) {
            files[index].routes = zip(files[index].routes, kept).filter(\.1).map(\.0)
        }
        keepReached(in: &files)
    }

    /// Drops the models, shared parameters and auth schemes the routes of `files` do not reach
    /// (``SpecReach``), and the type overrides whose app type nothing kept names, which would
    /// declare an alias nothing uses.
    static func keepReached(in files: inout [SpecFile]) {
        let reached = SpecReach(files)
        for index in files.indices {
            files[index].models.removeAll { !reached.models.contains($0.name.value) }
            files[index].parameters.removeAll { !reached.parameters.contains($0.name.value) }
            files[index].authSchemes.removeAll { !reached.schemes.contains($0.name.value) }
            files[index].typeOverrides = files[index].typeOverrides.filter {
                reached.typeNames.contains($0.value.value)
            }
        }
    }
}
