/// What the routes of some spec files reach: the models their parameters, bodies, responses
/// and errors name, the models those name in turn (and the models they are nested in), the
/// shared parameters they use and their auth schemes, with the schemes an `all:` scheme sends
/// together, and the app types (``TypeOverride``) any of those name. `--include` keeps these and
/// drops the rest (``RouteFilter``), and an OpenAPI document's warnings about the rest are
/// dropped with it (``LeftOutWarnings``).
struct SpecReach {
    /// The models reached, by name.
    let models: Set<String>
    /// The shared parameters reached, by name.
    let parameters: Set<String>
    /// The auth schemes reached, by name.
    let schemes: Set<String>
    /// Every type name the routes and the models reached write, as written: the models' and the
    /// app types' (``SpecFile/typeOverrides``), which are names that declare nothing.
    let typeNames: Set<String>

    /// What the routes of `files` reach.
    init(_ files: [SpecFile]) {
        var declaredModels: [String: ModelSpec] = [:]
        var declaredParameters: [String: FieldSpec] = [:]
        for file in files {
            for model in file.models where declaredModels[model.name.value] == nil {
                declaredModels[model.name.value] = model
            }
            for parameter in file.parameters where declaredParameters[parameter.name.value] == nil {
                declaredParameters[parameter.name.value] = parameter
            }
        }
        var reachedModels: Set<String> = []
        var reachedParameters: Set<String> = []
        var typeNames: Set<String> = []
        var pending: [String] = []
        func reach(_ type: TypeExpression?) {
            let names = type?.names ?? []
            typeNames.formUnion(names)
            for name in names where declaredModels[name] != nil && reachedModels.insert(name).inserted {
                pending.append(name)
            }
        }
        func reach(_ field: FieldSpec) {
            reach(field.type)
            if let shared = field.reference?.value, let parameter = declaredParameters[shared],
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
        while let name = pending.popLast(), let model = declaredModels[name] {
            model.types.forEach(reach)
            // A nested model is declared inside its parent, which must be there too.
            if let parent = SwiftNames.parentName(name) { reach(.named(Located(parent, at: model.name.location))) }
        }
        models = reachedModels
        parameters = reachedParameters
        self.schemes = schemes
        self.typeNames = typeNames
    }
}

extension RouteSpec {
    /// Every field of the route: parameters, body fields and response headers.
    var fields: [FieldSpec] {
        var fields = pathParameters + query + headers + responseHeaders
        if let querystring { fields.append(querystring) }
        switch body {
        case .inlineObject(let bodyFields, _)?, .form(let bodyFields, _)?, .multipart(let bodyFields, _)?:
            fields += bodyFields
        case .json?, .raw?, .items?, nil: break
        }
        return fields
    }

    /// Every type the route names besides its fields': body, response, stream, statuses, errors.
    var types: [TypeExpression?] {
        var types: [TypeExpression?] = [response] + (stream?.types ?? []) + responses.map(\.type) + errors.map(\.type)
        switch body {
        case .json(let type)?, .items(_, let type, _)?: types.append(type)
        default: break
        }
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
