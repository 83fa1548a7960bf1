/// The filtering step (`--include`, `include:`): keeps the routes a ``RouteSelection`` selects
/// and what they reach — the models their parameters, bodies, responses and errors name, the
/// models those name in turn (and the models they are nested in), the shared parameters they
/// use and their auth schemes (with the schemes an `all:` scheme sends together) — and drops
/// everything else, so nothing else is generated.
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
    /// OpenAPI documents left out before translation).
    static func select(_ selection: RouteSelection, in files: [SpecFile], omitted: [RouteSelection.Route]) -> (
        Selected?, [Diagnostic]
    ) {
        let routes = files.flatMap(\.routes).map(RouteSelection.Route.init)
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
        return (Selected(routes: files.map { $0.routes.map { selection.selects(RouteSelection.Route($0)) } }), [])
    }

    /// `files` with the routes `selected` left out removed, and then everything the others do
    /// not reach. The files must be those `selected` was made from, renamed or not.
    static func keep(_ selected: Selected, in files: inout [SpecFile]) {
        for (index, kept) in zip(files.indices, selected.routes) {
            files[index].routes = zip(files[index].routes, kept).filter(\.1).map(\.0)
        }
        keepReached(in: &files)
    }

    /// Drops the models, shared parameters and auth schemes the routes of `files` do not reach;
    /// the parts of an `all:` scheme a route uses are reached through it.
    static func keepReached(in files: inout [SpecFile]) {
        var models: [String: ModelSpec] = [:]
        var parameters: [String: FieldSpec] = [:]
        for file in files {
            for model in file.models where models[model.name.value] == nil { models[model.name.value] = model }
            for parameter in file.parameters where parameters[parameter.name.value] == nil {
                parameters[parameter.name.value] = parameter
            }
        }
        var reachedModels: Set<String> = []
        var reachedParameters: Set<String> = []
        var pending: [String] = []
        func reach(_ type: TypeExpression?) {
            for name in type?.names ?? [] where models[name] != nil && reachedModels.insert(name).inserted {
                pending.append(name)
            }
        }
        func reach(_ field: FieldSpec) {
            reach(field.type)
            if let shared = field.reference?.value, let parameter = parameters[shared],
                reachedParameters.insert(shared).inserted
            {
                reach(parameter.type)
            }
        }
        var schemes: Set<String> = []
        for route in files.flatMap(\.routes) {
            route.fields.forEach(reach)
            route.types.forEach(reach)
            schemes.formUnion(route.auth.map(\.value))
        }
        // A scheme that sends the credentials of several (`all:`) needs each of them declared.
        let combinedParts = Dictionary(
            files.flatMap(\.authSchemes).compactMap { scheme -> (String, [String])? in
                guard case .all(let parts) = scheme.kind else { return nil }
                return (scheme.name.value, parts.map(\.value))
            }, uniquingKeysWith: { first, _ in first })
        for scheme in schemes { schemes.formUnion(combinedParts[scheme] ?? []) }
        while let name = pending.popLast(), let model = models[name] {
            model.types.forEach(reach)
            // A nested model is declared inside its parent, which must be there too.
            if let parent = SwiftNames.parentName(name) { reach(.named(Located(parent, at: model.name.location))) }
        }
        for index in files.indices {
            files[index].models.removeAll { !reachedModels.contains($0.name.value) }
            files[index].parameters.removeAll { !reachedParameters.contains($0.name.value) }
            files[index].authSchemes.removeAll { !schemes.contains($0.name.value) }
        }
    }
}

extension RouteSpec {
    /// Every field of the route: parameters, body fields and response headers.
    fileprivate var fields: [FieldSpec] {
        var fields = pathParameters + query + headers + responseHeaders
        switch body {
        case .inlineObject(let bodyFields, _)?, .form(let bodyFields, _)?, .multipart(let bodyFields, _)?:
            fields += bodyFields
        case .json?, .raw?, nil: break
        }
        return fields
    }

    /// Every type the route names besides its fields': body, response, stream, statuses, errors.
    fileprivate var types: [TypeExpression?] {
        var types: [TypeExpression?] = [response, stream?.element] + responses.map(\.type) + errors.map(\.type)
        if case .json(let type)? = body { types.append(type) }
        return types
    }
}

extension ModelSpec {
    /// Every type the model names: its fields', its variants', its additional properties'.
    fileprivate var types: [TypeExpression?] {
        var types: [TypeExpression?] = [additionalProperties?.valueType]
        switch kind {
        case .object(let fields): types += fields.map(\.type)
        case .union(let union): types += union.variants.map(\.type)
        case .enumeration: break
        }
        return types
    }
}

extension TypeExpression {
    /// Every name in the type (`[String: Pet]?` → `String`, `Pet`).
    var names: [String] {
        switch self {
        case .named(let name): [name.value]
        case .array(let inner), .dictionary(let inner), .optional(let inner), .nullable(let inner): inner.names
        }
    }
}
