/// Finds what the routes of a converted spec repeat and says it once, so `convert` writes a
/// spec a team can maintain: a parameter several routes declare alike becomes a shared
/// parameter (`parameters:`, used as `name: $shared`), and the auth and error bodies the routes
/// share become the file's `defaults:`.
///
/// It changes only how the spec is written: loading the written spec applies the defaults and
/// ``SharedParameters`` fills the references in, which gives back the routes as they were, so
/// the generated Swift is the same.
package enum SpecCompactor {
    /// `spec` with its repeats shared; `sharesParameters: false` leaves parameters in their
    /// routes, for one of several files written together, whose shared parameters could meet.
    package static func compact(_ spec: SpecFile, sharesParameters: Bool = true) -> SpecFile {
        var spec = spec
        guard spec.routes.count > 1 else { return spec }
        var defaults = spec.defaults ?? SpecDefaults()
        // Defaults apply to routes only, not to webhooks.
        let routes = spec.routes.filter { !$0.isWebhook }
        if routes.count > 1, defaults.auth == nil, let auth = commonAuth(of: routes) {
            (defaults.auth, defaults.authIsOptional) = (auth.schemes, auth.optional)
        }
        if routes.count > 1, defaults.errors.isEmpty {
            defaults.errors = commonErrors(of: routes)
        }
        if defaults != SpecDefaults() { spec.defaults = defaults }
        if !spec.routes.contains(where: { $0.pagination != nil }) { nameFieldsByWireName(in: &spec) }
        if sharesParameters, spec.parameters.isEmpty { shareParameters(of: &spec) }
        return spec
    }

    /// Writes a field as its wire name, without `key:`, where the wire name converts to the field's Swift name
    /// (`FriendlyName` is `friendlyName`): the short form the format leads with. Enum cases likewise take their values
    /// as names. Path parameters keep their names, which the path's placeholders spell; a spec that paginates keeps
    /// all, since `paginate:` names fields.
    private static func nameFieldsByWireName(in spec: inout SpecFile) {
        for index in spec.models.indices {
            switch spec.models[index].kind {
            case .object(var fields):
                nameByWireName(&fields)
                spec.models[index].kind = .object(fields)
            case .enumeration(var cases) where !spec.models[index].hasIntegerValues:
                nameByValue(&cases)
                spec.models[index].kind = .enumeration(cases)
            case .enumeration, .union:
                break
            }
        }
        for index in spec.routes.indices {
            nameByWireName(&spec.routes[index].query)
            nameByWireName(&spec.routes[index].headers)
            nameByWireName(&spec.routes[index].responseHeaders)
            switch spec.routes[index].body {
            case .inlineObject(var fields, let location)?:
                nameByWireName(&fields)
                spec.routes[index].body = .inlineObject(fields, at: location)
            case .form(var fields, let location)?:
                nameByWireName(&fields)
                spec.routes[index].body = .form(fields, at: location)
            case .multipart(var fields, let location)?:
                nameByWireName(&fields)
                spec.routes[index].body = .multipart(fields, at: location)
            case .json?, .raw?, .items?, nil:
                break
            }
        }
    }

    /// Names each case by its value where that gives the same Swift case name, so an enum
    /// whose cases all are can be written as a list, `enum: [thread.created, thread.deleted]`.
    private static func nameByValue(_ cases: inout [EnumCaseSpec]) {
        var names = Set(cases.map(\.name.value))
        for index in cases.indices {
            let value = cases[index].rawValue
            guard !names.contains(value), SwiftNames.memberName(value) == SwiftNames.memberName(cases[index].name.value)
            else { continue }
            names.insert(value)
            cases[index].name.value = value
        }
    }

    /// Renames each of `fields` whose wire name gives the same Swift name to that wire name,
    /// unless another field of the map already has it.
    private static func nameByWireName(_ fields: inout [FieldSpec]) {
        var names = Set(fields.map(\.name.value))
        for index in fields.indices {
            guard let key = fields[index].key, !names.contains(key),
                SwiftNames.memberName(key) == SwiftNames.memberName(fields[index].name.value)
            else { continue }
            names.insert(key)
            fields[index].name.value = key
            fields[index].key = nil
        }
    }

    /// The auth most routes have, when writing it once and `auth: none` on each public route
    /// saves lines.
    private static func commonAuth(of routes: [RouteSpec]) -> (schemes: [Located<String>], optional: Bool)? {
        var counts: [[String]: (count: Int, first: RouteSpec)] = [:]
        var publicRoutes = 0
        for route in routes {
            guard !route.auth.isEmpty else {
                publicRoutes += 1
                continue
            }
            let key = route.auth.map(\.value) + (route.authIsOptional ? [""] : [])
            counts[key, default: (0, route)].count += 1
        }
        let best = counts.values.max { ($0.count, $1.first.name.location) < ($1.count, $0.first.name.location) }
        guard let best, best.count >= 2, best.count > publicRoutes else { return nil }
        return (best.first.auth, best.first.authIsOptional)
    }

    /// The error bodies worth making defaults, in status order: for each status, the body most
    /// routes give it, when more routes have that body than have none for the status (each of
    /// those then says `429: none`, one line against the line each of the others saves).
    private static func commonErrors(of routes: [RouteSpec]) -> [RouteSpec.ErrorSpec] {
        var bodies: [Int?: [String: (count: Int, first: RouteSpec.ErrorSpec)]] = [:]
        for route in routes {
            for error in route.errors {
                bodies[error.status, default: [:]][error.type.description, default: (0, error)].count += 1
            }
        }
        let rank = SpecDefaults.rank
        return bodies.keys.sorted { rank($0) < rank($1) }.compactMap { status in
            guard let types = bodies[status],
                let best = types.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) })?.value
            else { return nil }
            let lacking = routes.count { route in !route.errors.contains { $0.status == status } }
            return best.count > lacking ? best.first : nil
        }
    }

    /// What makes two parameters one shared parameter: everything but the route's name for it.
    private struct Signature: Hashable {
        var wireName: String
        var type: String
        var defaultValue: DefaultValue?
        var doc: String?
        var style: ParameterStyle?

        init(_ field: FieldSpec) {
            wireName = field.key ?? field.name.value
            type = field.type.description
            defaultValue = field.defaultValue?.withoutLocation
            doc = field.doc
            style = field.style
        }
    }

    /// Makes each path, query or header parameter that several routes declare alike, and that
    /// needs more than a line (a doc, a default, a wire name or a style), a shared parameter
    /// named after what most routes call it, and those routes' fields references to it.
    private static func shareParameters(of spec: inout SpecFile) {
        var uses: [Signature: [String]] = [:]
        var order: [Signature] = []
        var firstField: [Signature: FieldSpec] = [:]
        for route in spec.routes {
            // A field with examples of its own keeps them where they are documented.
            for field in route.pathParameters + route.query + route.headers
            where needsLongForm(field) && field.examples.isEmpty {
                let signature = Signature(field)
                if uses[signature] == nil {
                    order.append(signature)
                    firstField[signature] = field
                }
                uses[signature, default: []].append(field.name.value)
            }
        }
        var names: [Signature: String] = [:]
        var taken: Set<String> = []
        for signature in order {
            guard let localNames = uses[signature], localNames.count >= 2, var field = firstField[signature] else {
                continue
            }
            let name = uniqueName(mostCommon(localNames), taken: &taken)
            names[signature] = name
            field.name.value = name
            field.key = signature.wireName == name ? nil : signature.wireName
            spec.parameters.append(field)
        }
        guard !names.isEmpty else { return }
        let refer = { (fields: inout [FieldSpec]) in
            for index in fields.indices where needsLongForm(fields[index]) && fields[index].examples.isEmpty {
                if let name = names[Signature(fields[index])] {
                    fields[index].reference = Located(name, at: fields[index].name.location)
                }
            }
        }
        for index in spec.routes.indices {
            refer(&spec.routes[index].pathParameters)
            refer(&spec.routes[index].query)
            refer(&spec.routes[index].headers)
        }
    }

    /// Whether the writer needs more than `name: Type` for the field.
    private static func needsLongForm(_ field: FieldSpec) -> Bool {
        field.reference == nil && field.contentType == nil
            && (field.defaultValue != nil || field.doc != nil || field.key != nil || field.style != nil)
    }

    /// The name most of `names` are, the first of them on a tie.
    private static func mostCommon(_ names: [String]) -> String {
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return names.max { counts[$0, default: 0] < counts[$1, default: 0] } ?? names[0]
    }

    /// `name`, or `name2`, `name3`… when another shared parameter has it.
    private static func uniqueName(_ name: String, taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}

extension DefaultValue {
    /// The value with every location the same, for comparing what was written.
    fileprivate var withoutLocation: DefaultValue {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        switch self {
        case .scalar(let text, let quoted, _): return .scalar(text, quoted: quoted, at: nowhere)
        case .list(let items, _): return .list(items.map(\.withoutLocation), at: nowhere)
        case .emptyMapping: return .emptyMapping(at: nowhere)
        }
    }
}
