/// The validate stage's index of one API across all its spec files: its name and base URL,
/// every model and auth scheme by spec name, and the Swift name each one gets.
///
/// Building it reports what must be unique and consistent across files — one API name, one
/// base URL, no two models, routes or schemes with the same name, also once converted to Swift
/// identifiers — so the model stage can resolve references in constant time.
struct SymbolTable {
    /// What a model name refers to.
    struct ModelSymbol {
        let spec: ModelSpec
        let swiftName: String
        /// The path of the spec file that declares it, the one whose output holds it.
        let file: String
    }

    let apiName: Located<String>?
    let baseURL: Located<String>?
    let doc: String?
    /// Models by spec name.
    let models: [String: ModelSymbol]
    /// Auth schemes by spec name, with their Swift type names.
    let schemes: [String: (spec: AuthSchemeSpec, swiftName: String)]
    /// The Swift namespace of the generated code.
    let namespace: String
    /// Top-level type names a nested model also has (`Category` beside `Pet.Category`): inside
    /// the parent the nested one hides the other, so generated code spells it from the
    /// namespace (`Petstore.Category`).
    let hiddenNames: Set<String>
    /// The Swift names of the types the namespace declares at its top level: the namespace
    /// itself, the auth schemes', the models' and the routes'.
    let declaredTypes: Set<String>
    /// The app's types that stand for schemas (``SpecFile/typeOverrides``), as the specs' types
    /// name them: types the generated code uses and does not declare.
    let appTypes: Set<String>
    /// The aliases through which generated code names them, declared in the namespace's
    /// `AppTypes`.
    let appTypeAliases: AppTypeAliases

    init(files: [SpecFile], diagnostics: inout [Diagnostic]) {
        apiName = Self.single(\.api, what: "API name", in: files, diagnostics: &diagnostics)
        baseURL = Self.single(\.baseURL, what: "base URL", in: files, diagnostics: &diagnostics)
        doc = files.lazy.compactMap(\.doc).first
        if apiName == nil, let first = files.first {
            diagnostics.append(
                .error(
                    "no spec file names the API: add \"api: Name\"",
                    at: SourceLocation(file: first.path, line: 1, column: 1)))
        }
        if baseURL == nil, let first = files.first {
            diagnostics.append(
                .error(
                    "no spec file gives the base URL: add \"baseURL: https://…\"",
                    at: SourceLocation(file: first.path, line: 1, column: 1)))
        }
        if let baseURL, let problem = BaseURL.problem(baseURL.value) {
            diagnostics.append(.error("the base URL \"\(baseURL.value)\" \(problem)", at: baseURL.location))
        }

        // One Swift namespace holds models, route structs and scheme types: check them together.
        var swiftNames = UniqueNames(what: "type")
        if let apiName {
            swiftNames.claim(
                SwiftNames.declaredTypeName(apiName.value), by: apiName, kind: "API namespace",
                diagnostics: &diagnostics)
        }
        var models: [String: ModelSymbol] = [:]
        var schemes: [String: (AuthSchemeSpec, String)] = [:]
        var routes: [String: Located<String>] = [:]
        var routeSwiftNames: [String: Located<String>] = [:]
        // Top-level Swift names: one a nested model takes is hidden inside its parent.
        var topLevel: Set<String> = []
        if let apiName { topLevel.insert(SwiftNames.declaredTypeName(apiName.value)) }
        var nested: [(swiftName: String, spec: Located<String>)] = []
        for file in files {
            // A model may be nested in a model or a route of its own file.
            let fileModels = Set(file.models.map(\.name.value))
            let fileRoutes = Set(file.routes.map { SwiftNames.typeName($0.name.value) + "Route" })
            for scheme in file.authSchemes {
                let swiftName = SwiftNames.typeName(scheme.name.value) + "Auth"
                if let existing = schemes[scheme.name.value] {
                    diagnostics.append(
                        .error(
                            "duplicate auth scheme \"\(scheme.name.value)\" (first at \(existing.0.name.location))",
                            at: scheme.name.location))
                    continue
                }
                schemes[scheme.name.value] = (scheme, swiftName)
                topLevel.insert(swiftName)
                swiftNames.claim(swiftName, by: scheme.name, kind: "auth scheme", diagnostics: &diagnostics)
            }
            for model in file.models {
                // One definition that two OpenAPI documents reach (a schema of a file both
                // reference) is one model, declared with the first.
                if models[model.name.value]?.spec == model { continue }
                let swiftName = Self.swiftName(ofModel: model.name.value, amongModelsOf: fileModels, routes: fileRoutes)
                if swiftName.contains(".") {
                    nested.append((swiftName, model.name))
                } else {
                    topLevel.insert(swiftName)
                }
                if BuiltinType(rawValue: model.name.value) != nil {
                    diagnostics.append(
                        .warning(
                            .builtinName,
                            "model \"\(model.name.value)\" has the name of a built-in type: it is generated as \(swiftName), and \"\(model.name.value)\" in types still means the built-in one",
                            at: model.name.location))
                }
                if let existing = models[model.name.value] {
                    diagnostics.append(
                        .error(
                            "duplicate model \"\(model.name.value)\" (first at \(existing.spec.name.location))",
                            at: model.name.location))
                    continue
                }
                models[model.name.value] = ModelSymbol(spec: model, swiftName: swiftName, file: file.path)
                swiftNames.claim(swiftName, by: model.name, kind: "model", diagnostics: &diagnostics)
            }
            for route in file.routes {
                if let first = routes[route.name.value] {
                    diagnostics.append(
                        .error(
                            "duplicate route \"\(route.name.value)\" (first at \(first.location)): route names are unique across the API's spec files",
                            at: route.name.location))
                    continue
                }
                routes[route.name.value] = route.name
                let swiftName = SwiftNames.memberName(route.name.value)
                if let first = routeSwiftNames[swiftName] {
                    diagnostics.append(
                        .error(
                            "route \"\(route.name.value)\" and route \"\(first.value)\" at \(first.location) both become \(swiftName) in Swift: rename one of them",
                            at: route.name.location))
                    continue
                }
                routeSwiftNames[swiftName] = route.name
                let typeName = SwiftNames.typeName(route.name.value) + "Route"
                if SwiftNames.reservedTypeNames.contains(typeName) {
                    // A model would get `Model` appended; a route's type name is its name's, so it is the spec's to
                    // change.
                    diagnostics.append(
                        .error(
                            "route \"\(route.name.value)\" becomes the Swift type \(typeName), which would hide \(RuntimeTypeNames.module(declaring: typeName) ?? "Swift")'s \(typeName) in the generated code: rename the route",
                            at: route.name.location))
                }
                swiftNames.claim(typeName, by: route.name, kind: "route", diagnostics: &diagnostics)
                topLevel.insert(SwiftNames.typeName(route.name.value) + "Route")
            }
        }
        let aliases = AppTypeAliases(files)
        if let location = aliases.location {
            swiftNames.claim(
                AppTypeAliases.member, by: Located(AppTypeAliases.member, at: location),
                kind: "enum of the app's types", diagnostics: &diagnostics)
            topLevel.insert(AppTypeAliases.member)
        }
        let namespace = SwiftNames.declaredTypeName(apiName?.value ?? "API")
        let schemeTypes = Set(schemes.values.map(\.1))
        for (swiftName, spec) in nested {
            let innermost = SwiftNames.innermostName(swiftName)
            if innermost == namespace {
                diagnostics.append(
                    .error(
                        "model \"\(spec.value)\" is nested as \(namespace), the name of the API namespace, which generated code spells types from; give it another name",
                        at: spec.location))
            } else if schemeTypes.contains(innermost) {
                diagnostics.append(
                    .error(
                        "model \"\(spec.value)\" is nested as \(innermost), the type of an auth scheme, which a route names as it is; give it another name",
                        at: spec.location))
            }
        }
        // A streaming route declares `typealias Element`, which hides a model of that name
        // inside the route: spelled from the namespace too, in APIs that stream.
        let streams = files.contains { $0.routes.contains { $0.stream != nil } }
        hiddenNames = Set(nested.map { SwiftNames.innermostName($0.swiftName) }.filter(topLevel.contains))
            .union(streams && topLevel.contains("Element") ? ["Element"] : [])
        Self.reportUnknownSchemes(usedIn: files, declared: Set(schemes.keys), diagnostics: &diagnostics)
        self.models = models
        self.schemes = schemes
        self.namespace = namespace
        declaredTypes = topLevel
        appTypes = Set(files.flatMap { $0.typeOverrides.values.map(\.value) })
        appTypeAliases = aliases
    }

    /// The Swift name of the model `specName`: nested in its parent, `Pet.Owner`, when the name
    /// is a model of the same file, or the Swift name of one of its `routes` (`ListPetsRoute`),
    /// followed by a dot and a name (as the OpenAPI stage names inline schemas); else the whole
    /// name converted (`api.v2010.account` → `ApiV2010Account`). A nested name is never reserved
    /// inside a type (`Item` → `ItemModel`).
    static func swiftName(ofModel specName: String, amongModelsOf fileModels: Set<String>, routes: Set<String> = [])
        -> String
    {
        guard let parent = SwiftNames.parentName(specName) else { return SwiftNames.declaredTypeName(specName) }
        let nested = SwiftNames.nestedTypeName(SwiftNames.innermostName(specName))
        if fileModels.contains(parent) {
            return swiftName(ofModel: parent, amongModelsOf: fileModels, routes: routes) + "." + nested
        }
        if routes.contains(parent) { return parent + "." + nested }
        return SwiftNames.declaredTypeName(specName)
    }

    /// One error per unknown scheme name, at its first use, naming the schemes that exist and the
    /// other uses: after a scheme is renamed, one error per route with no pointer to the rename
    /// leaves the user to work out that they all have one cause.
    private static func reportUnknownSchemes(
        usedIn files: [SpecFile], declared: Set<String>, diagnostics: inout [Diagnostic]
    ) {
        var uses: [String: [SourceLocation]] = [:]
        var order: [String] = []
        for file in files {
            for route in file.routes {
                // A scheme named by a file's defaults is one use, however many routes it reaches.
                for auth in route.auth
                where !declared.contains(auth.value) && !(uses[auth.value]?.contains(auth.location) ?? false) {
                    if uses[auth.value] == nil { order.append(auth.value) }
                    uses[auth.value, default: []].append(auth.location)
                }
            }
        }
        let known = declared.sorted()
        for name in order {
            let places = uses[name, default: []]
            guard let first = places.first else { continue }
            var message = "unknown auth scheme \"\(name)\"" + Suggestion.didYouMean(name, among: known + ["none"])
            if AuthSchemeSpec.Kind.names.contains(name) {
                message +=
                    "; \"\(name)\" is a kind of scheme, not a scheme's name: a route names a scheme declared under \"auth:\""
            }
            if known.isEmpty {
                message += "; declare it under \"auth:\" at the top of a spec, e.g. \"auth: { user: bearer }\""
            } else {
                message +=
                    "; the declared schemes are " + known.map { "\"\($0)\"" }.joined(separator: ", ")
                    + " (or \"none\" for a public route)"
            }
            let others = places.dropFirst()
            if !others.isEmpty {
                let shown = others.prefix(5).map(String.init(describing:)).joined(separator: ", ")
                message += "; also used at \(shown)" + (others.count > 5 ? " and \(others.count - 5) more places" : "")
            }
            diagnostics.append(.error(message, at: first))
        }
    }

    /// The one value of `keyPath` across files; a different second value is an error.
    private static func single(
        _ keyPath: KeyPath<SpecFile, Located<String>?>, what: String, in files: [SpecFile],
        diagnostics: inout [Diagnostic]
    ) -> Located<String>? {
        var found: Located<String>?
        for file in files {
            guard let value = file[keyPath: keyPath] else { continue }
            if let found, found.value != value.value {
                diagnostics.append(
                    .error(
                        "the \(what) \"\(value.value)\" differs from \"\(found.value)\" given at \(found.location)",
                        at: value.location))
            } else if found == nil {
                found = value
            }
        }
        return found
    }
}

/// Claims names in one Swift scope, reporting the second claimant of a name.
struct UniqueNames {
    let what: String
    /// Whether the names are Swift names the generator derived, rather than wire values (JSON
    /// keys, raw values, statuses) the spec wrote as they are.
    let derived: Bool
    private var owners: [String: (Located<String>, String)] = [:]

    init(what: String, derived: Bool = true) {
        self.what = what
        self.derived = derived
    }

    /// Claims `swiftName` for `owner`; reports a collision, naming the first owner.
    mutating func claim(_ swiftName: String, by owner: Located<String>, kind: String, diagnostics: inout [Diagnostic]) {
        if let (first, firstKind) = owners[swiftName] {
            let same = first.value == owner.value ? "" : " (from \"\(first.value)\")"
            let claim =
                derived
                ? "becomes the Swift \(what) name \(swiftName)"
                : "has the \(what) \(SwiftText.stringLiteral(swiftName))"
            diagnostics.append(
                .error(
                    "\(kind) \"\(owner.value)\" \(claim), already used by the \(firstKind) at \(first.location)\(same)",
                    at: owner.location))
        } else {
            owners[swiftName] = (owner, kind)
        }
    }
}
