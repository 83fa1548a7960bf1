/// The models the exporter writes in place, where they are used, instead of as components:
/// those with a nested name (`Pet.Owner`, `ListPetsRoute.Status`, as `convert` names an inline
/// schema) used exactly once.
///
/// The OpenAPI stage names an inline schema after its place (`Pet.Owner` for the property
/// `owner` of `Pet`), which is how `convert` named it in the first place; a component named
/// `Pet.Owner` would instead go through the dotted-component rules and could come back as
/// `PetOwner`. A model used twice stays a component (in place it would be two models), as does
/// one a discriminator's `mapping` names, one used only by itself, and one on a cycle of such
/// models, which could not be written in place at all.
enum InlineModels {
    /// The names of the models to write in place in a document of `version`.
    static func names(models: [ModelSpec], routes: [RouteSpec], version: OpenAPIVersion) -> Set<String> {
        let byName = Dictionary(models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var uses: [String: [String]] = [:]
        var mapped: Set<String> = []
        for model in models {
            for name in referencedNames(of: model) { uses[name, default: []].append(model.name.value) }
            if case .union(let union) = model.kind, union.discriminator != nil {
                mapped.formUnion(union.variants.flatMap { names(in: $0.type) })
            }
        }
        for route in routes {
            for name in referencedNames(of: route, version: version) { uses[name, default: []].append("") }
        }
        var candidates = Set(
            byName.keys.filter { name in
                guard name.contains("."), !mapped.contains(name), let users = uses[name], users.count == 1 else {
                    return false
                }
                return users[0] != name
            })
        // A candidate that reaches itself through other candidates stays a component.
        var changed = true
        while changed {
            changed = false
            for candidate in candidates.sorted()
            where reaches(candidate, from: candidate, candidates: candidates, models: byName) {
                candidates.remove(candidate)
                changed = true
            }
        }
        return candidates
    }

    /// Whether `target` is among the candidates the model `start` refers to, directly or
    /// through other candidates.
    private static func reaches(
        _ target: String, from start: String, candidates: Set<String>, models: [String: ModelSpec]
    ) -> Bool {
        var seen: Set<String> = []
        var pending = [start]
        while let name = pending.popLast() {
            guard let model = models[name] else { continue }
            for next in referencedNames(of: model) where candidates.contains(next) {
                if next == target { return true }
                if seen.insert(next).inserted { pending.append(next) }
            }
        }
        return false
    }

    /// Every name in the types of a model's fields or variants, once per place.
    static func referencedNames(of model: ModelSpec) -> [String] {
        switch model.kind {
        case .object(let fields): fields.flatMap { names(in: $0.type) }
        case .union(let union): union.variants.flatMap { names(in: $0.type) }
        case .enumeration: []
        }
    }

    /// Every name in the types of a route's parameters, body, response, stream and error bodies
    /// that a document of `version` writes: a 3.1 document has no querystring parameter, so a
    /// model only it uses stays a component there.
    static func referencedNames(of route: RouteSpec, version: OpenAPIVersion) -> [String] {
        let querystring = version == .v3_2 ? route.querystring.map { [$0] } ?? [] : []
        var types = (route.pathParameters + route.query + querystring + route.headers).map(\.type)
        switch route.body {
        case .json(let type)?, .items(_, let type, _)?: types.append(type)
        case .inlineObject(let fields, _)?, .form(let fields, _)?, .multipart(let fields, _)?:
            types += fields.map(\.type)
        case .raw?, nil: break
        }
        types += [route.response].compactMap { $0 } + (route.stream?.types ?? []) + route.errors.map(\.type)
        return types.flatMap(names)
    }

    /// The names in a type expression.
    static func names(in type: TypeExpression) -> [String] {
        switch type {
        case .named(let name): [name.value]
        case .array(let inner), .dictionary(let inner), .optional(let inner), .nullable(let inner): names(in: inner)
        }
    }
}
