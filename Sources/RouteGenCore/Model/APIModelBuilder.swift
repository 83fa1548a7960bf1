/// The model stage: resolves every reference of the loaded spec files and computes the
/// ``APIModel`` the templates lay out, reporting what does not resolve.
///
/// One pass per spec object; lookups go through the ``SymbolTable`` in constant time.
package enum APIModelBuilder {
    /// Builds the model of the API formed by `files`. The model is `nil` when any error was
    /// reported — nothing is generated from a spec with errors.
    package static func build(
        _ files: [SpecFile], access: AccessLevel, style: ModelStyle = ModelStyle(),
        routeStyle: RouteStyle = RouteStyle()
    ) -> (APIModel?, [Diagnostic]) {
        var files = files
        // Examples are checked where they are written: a shared parameter's once, not in each
        // route that uses it.
        let examples = ExampleCheck.check(files)
        var diagnostics = SharedParameters.resolve(&files) + examples.warnings
        let symbols = SymbolTable(files: files, diagnostics: &diagnostics)
        let resolver = TypeResolver(symbols: symbols)
        // A shared parameter's type is checked where it is declared even when no route uses it
        // yet; a used one's problem is the same diagnostic, which the repeats filter below drops.
        for parameter in files.flatMap(\.parameters) {
            _ = resolver.resolve(parameter.type, diagnostics: &diagnostics)
        }
        var resolvingStructs = StructBuilder(resolver: resolver, style: style)
        resolvingStructs.resolveModels(in: files, diagnostics: &diagnostics)
        let structs = resolvingStructs
        let literals =
            routeStyle.carriesExamples
            ? ExampleLiterals(
                structs: structs, models: symbols.models.mapValues(\.spec), mismatched: examples.mismatched,
                synthesizes: routeStyle.synthesizesModelExamples)
            : nil

        let apiName = SwiftNames.declaredTypeName(symbols.apiName?.value ?? "API")
        let sharedFileName = apiName + ".swift"
        let namedBaseURLs = NamedBaseURLs(files: files, apiBaseURL: symbols.baseURL?.value, diagnostics: &diagnostics)
        let routeBaseURLs = RouteBaseURLs(
            files: files, apiBaseURL: symbols.baseURL?.value, taken: namedBaseURLs.names, diagnostics: &diagnostics)
        var outputNames = UniqueNames(what: "output file")
        var fileModels: [FileModel] = []
        for file in files {
            let base = SwiftNames.typeName(SwiftNames.fileBaseName(file.path))
            let outputName = base + ".swift" == sharedFileName ? base + "+Spec.swift" : base + ".swift"
            outputNames.claim(
                outputName, by: Located(file.path, at: SourceLocation(file: file.path, line: 1, column: 1)),
                kind: "spec file", diagnostics: &diagnostics)
            // A model is built where it is declared first: a second model of its name is an
            // error (and its types, resolved by name, would not be its own) or the same definition.
            // An inline enum whose fields are constants is declared nowhere (``InlineConstants``).
            let declared = file.models.filter {
                symbols.models[$0.name.value]?.file == file.path && structs.constants.values[$0.name.value] == nil
            }
            let types = ParallelMap.map(declared, diagnostics: &diagnostics) { model, found in
                let type = structs.typeModel(for: model, diagnostics: &found)
                guard let type, let literals else { return type }
                return literals.withExamples(type, of: model, diagnostics: &found)
            }
            let routeModels = ParallelMap.map(file.routes, diagnostics: &diagnostics) { route, found in
                var routes = RouteBuilder(
                    resolver: resolver, structs: structs, style: routeStyle, exampleMismatches: examples.mismatched)
                var model = routes.build(route, diagnostics: &found)
                model?.baseURL = routeBaseURLs.name(of: route.baseURL?.value).map {
                    RouteBaseURLReference(namespace: apiName, name: $0)
                }
                return model
            }
            // The enum of a stream's parts is declared in its route, as an inline model is.
            let partsEnums = routeModels.compactMap { $0.stream?.partsEnum.map(TypeModel.union) }
            fileModels.append(
                FileModel(specPath: file.path, outputName: outputName, types: types + partsEnums, routes: routeModels))
        }

        let alternatives = files.flatMap(\.routes).filter { $0.auth.count > 1 || $0.authIsOptional }
        let accepting = Set(alternatives.flatMap { $0.auth.map(\.value) })
        let acceptingStreams = Set(alternatives.filter { $0.stream != nil }.flatMap { $0.auth.map(\.value) })
        let schemes = symbols.schemes.values.sorted { $0.spec.name.location < $1.spec.name.location }.map { scheme in
            AuthSchemeModel(
                typeName: scheme.swiftName,
                specName: scheme.spec.name.value,
                protocolName: scheme.spec.kind.protocolName,
                apiKeyLocation: scheme.spec.kind.apiKeyLocation,
                acceptsAlternatives: accepting.contains(scheme.spec.name.value),
                acceptsStreams: acceptingStreams.contains(scheme.spec.name.value),
                docLines: SwiftText.docLines(
                    scheme.spec.doc ?? scheme.spec.kind.defaultDoc(name: scheme.spec.name.value)),
                parts: combinedParts(of: scheme.spec, symbols: symbols, diagnostics: &diagnostics))
        }

        if routeStyle.generatesServer {
            for (file, fileModel) in zip(files, fileModels) {
                for (route, routeModel) in zip(file.routes, fileModel.routes) {
                    guard let stream = route.stream, routeModel.stream?.isServable == false else { continue }
                    diagnostics.append(
                        .warning(
                            .serverStreams,
                            "route \"\(route.name.value)\" streams \(stream.element) elements, which the generated server does not send: it is left out of \(apiName)Service and addRoutes",
                            at: stream.location))
                }
            }
        }
        diagnostics.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        // A shared parameter or a file default is checked on every route that has it: its
        // problem is one, at the one place it is written.
        diagnostics = diagnostics.enumerated().filter { index, diagnostic in
            index == 0 || diagnostics[index - 1] != diagnostic
        }.map(\.element)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        aliasRepeatedDeclarations(in: &fileModels, reference: { resolver.declaredName($0) })
        shareRepeatedResponseHeaders(
            in: &fileModels, taken: symbols.declaredTypes.union(SwiftNames.reservedTypeNames),
            reference: { .declared(resolver.declaredName($0)) })
        for index in fileModels.indices {
            TypeNesting.nest(&fileModels[index])
        }
        var model = APIModel(
            name: apiName,
            access: access.keyword,
            baseURL: symbols.baseURL?.value ?? "",
            docLines: SwiftText.docLines(symbols.doc),
            authSchemes: schemes,
            namedBaseURLs: namedBaseURLs.servers.map { server in
                let isDefault = server.spec.url.value == symbols.baseURL?.value
                let use =
                    "The spec's \"\(server.spec.name.value)\" server"
                    + (isDefault ? ", the default `baseURL`" : "") + ": `router(baseURL:)` takes it."
                return NamedBaseURLModel(
                    name: server.name, url: server.spec.url.value,
                    docLines: server.spec.doc.map { SwiftText.docLines($0) + ["", use] } ?? [use])
            },
            routeBaseURLs: routeBaseURLs.servers.map { server in
                let routes = server.routes.map { "`\(SwiftNames.memberName($0))`" }
                let named =
                    routes.count <= 3
                    ? ListedText.listing(routes, .and)
                    : routes.prefix(3).joined(separator: ", ") + " and \(routes.count - 3) more routes"
                return RouteBaseURLModel(
                    name: server.name, url: server.url,
                    docLines: [
                        "The base URL of the server the spec sends \(named) to instead of `baseURL`;",
                        "`router(baseURL:…)` takes another with every other server.",
                    ])
            },
            specPaths: files.map(\.path),
            files: fileModels,
            sharedFileName: sharedFileName)
        model.appTypes = symbols.appTypeAliases.declarations.map { AppTypeModel(name: $0.name, type: $0.type) }
        if routeStyle.generatesServer { model.server = ServerModelBuilder.build(model) }
        if routeStyle.generatesServer, fileModels.contains(where: { $0.routes.contains(where: \.isWebhook) }) {
            model.webhookServer = ServerModelBuilder.build(model, webhooks: true)
        }
        return (model, diagnostics)
    }

    /// The members of a scheme's `Credential` when it sends the credentials of several schemes
    /// together (`all:`), one per scheme; each must name a declared scheme of one credential, in
    /// a place of the request no earlier part uses (``CredentialPlace``).
    private static func combinedParts(of scheme: AuthSchemeSpec, symbols: SymbolTable, diagnostics: inout [Diagnostic])
        -> [AuthPartModel]
    {
        guard case .all(let parts) = scheme.kind else { return [] }
        var names = UniqueNames(what: "credential")
        var places: [CredentialPlace: String] = [:]
        return parts.compactMap { part in
            guard let (spec, swiftName) = symbols.schemes[part.value] else {
                diagnostics.append(
                    .error(
                        "unknown auth scheme \"\(part.value)\" among the schemes \"\(scheme.name.value)\" sends together"
                            + Suggestion.didYouMean(part.value, among: symbols.schemes.keys.sorted()), at: part.location
                    ))
                return nil
            }
            guard let credentialType = spec.kind.credentialType else {
                diagnostics.append(
                    .error(
                        "\"\(part.value)\" sends several credentials itself: list its schemes in \"\(scheme.name.value)\" instead",
                        at: part.location))
                return nil
            }
            if let place = spec.kind.credentialPlace {
                if let earlier = places[place] {
                    diagnostics.append(
                        .error(
                            "\"\(part.value)\" puts its credential in \(place), as \"\(earlier)\" does: sent together by \"\(scheme.name.value)\", one would overwrite the other and no request could authenticate; list schemes whose credentials go in different places",
                            at: part.location))
                    return nil
                }
                places[place] = part.value
            }
            let name = SwiftNames.memberName(part.value)
            names.claim(name, by: part, kind: "scheme", diagnostics: &diagnostics)
            return AuthPartModel(name: SwiftNames.escaped(name), typeName: swiftName, credentialType: credentialType)
        }
    }

    /// Turns each declaration that repeats an earlier one but for its name into a `typealias` of
    /// it, in file and declaration order, top-level declarations before nested ones (so a nested
    /// type is the alias of a top-level twin, not the other way round): the first keeps its code
    /// and output is deterministic.
    /// A declaration whose body names itself (a recursive model) differs from its twin's body in
    /// that name, so it is never aliased to something that does not contain it.
    /// A model other models are nested in keeps its declaration, since a `typealias` holds none.
    /// A nested declaration is the alias only of a top-level twin or of one inside the same
    /// top-level declaration (``outermost(of:)``): naming a type nested in another keeps that
    /// other alive in a release build, its conformances and coding functions included, and through
    /// them everything it holds, even when nothing else uses it — `ListModelsResponse.Object`
    /// as an alias of `ListAuditLogsResponse.Object` kept all of openai's audit log models in an
    /// app that never lists them (Docs/Benchmarks.md, "Binary size").
    /// A target is reached as code inside the namespace reaches a type of its name (`reference`).
    /// Fingerprints hash whole declarations, so they are made on all cores first; comparing them
    /// stays in order.
    static func aliasRepeatedDeclarations(in files: inout [FileModel], reference: (String) -> DeclaredTypeName) {
        let inOrder = files.indices.flatMap { fileIndex in files[fileIndex].types.indices.map { (fileIndex, $0) } }
        let places =
            inOrder.filter { !files[$0.0].types[$0.1].name.contains(".") }
            + inOrder.filter { files[$0.0].types[$0.1].name.contains(".") }
        let declarations = files
        let parents = TypeNesting.parents(in: files.flatMap(\.types))
        let fingerprints = ConcurrentSlots.map(places.count) { index -> DeclarationFingerprint? in
            let type = declarations[places[index].0].types[places[index].1]
            if case .alias = type { return nil }
            if parents.contains(type.name) { return nil }
            return DeclarationFingerprint(type)
        }
        /// The declarations kept for one fingerprint: where each is nested (`nil` at the top) and
        /// how an alias reaches it.
        var kept: [DeclarationFingerprint: [(outermost: Substring?, reached: DeclaredTypeName)]] =
            Dictionary(minimumCapacity: places.count)
        for (index, key) in fingerprints.enumerated() {
            guard let key else { continue }
            let (fileIndex, typeIndex) = places[index]
            let type = files[fileIndex].types[typeIndex]
            let outermost = outermost(of: type.name)
            let twins = kept[key, default: []]
            if let target = twins.first(where: { $0.outermost == nil || $0.outermost == outermost }) {
                files[fileIndex].types[typeIndex] = .alias(
                    AliasModel(name: type.name, target: target.reached, docLines: type.docLines))
            } else {
                kept[key, default: []].append((outermost, reference(type.name)))
            }
        }
    }

    /// The top-level declaration a nested type's full name (`Parent.Child`) is inside, `nil` for
    /// a top-level name.
    static func outermost(of name: String) -> Substring? {
        name.firstIndex(of: ".").map { name[..<$0] }
    }

    /// Declares the response header fields several routes document alike once, as a struct
    /// of the namespace named after what the fields are (``SharedHeadersName``), in the file of
    /// the first route that documents them, and makes each such route's `ResponseHeaders` an
    /// alias of it: APIs document the same fields (rate limits, CORS) on most of their routes,
    /// one struct compiles once, and naming it after the first route made 228 of Discord's
    /// routes answer with `GetMyApplicationRoute.ResponseHeaders`. A route's webhooks and
    /// routes share among themselves only, since each has a server of its own. `reference`
    /// says how a route reaches the struct of a name.
    static func shareRepeatedResponseHeaders(
        in files: inout [FileModel], taken: Set<String>, reference: (String) -> TypeReference
    ) {
        struct Key: Hashable {
            let fields: [PropertyModel]
            let isWebhook: Bool
        }
        var users: [Key: [(file: Int, route: Int)]] = [:]
        var order: [Key] = []
        for fileIndex in files.indices {
            for (routeIndex, route) in files[fileIndex].routes.enumerated() where !route.responseHeaders.isEmpty {
                let key = Key(fields: route.responseHeaders, isWebhook: route.isWebhook)
                if users[key] == nil { order.append(key) }
                users[key, default: []].append((fileIndex, routeIndex))
            }
        }
        var names = SharedHeadersName(taken: taken)
        for key in order {
            guard let places = users[key], places.count > 1, let first = places.first else { continue }
            let name = names.claim(for: key.fields)
            let firstUser = files[first.file].routes[first.route].typeName
            files[first.file].sharedHeaders.append(
                HeadersModel(
                    name: name,
                    docLines: [
                        "The response header fields \(places.count) routes document alike, read by their",
                        "`response(for:)`; the first is `\(firstUser)`.",
                    ],
                    fields: key.fields))
            let alias = reference(name)
            for place in places { files[place.file].routes[place.route].responseHeadersAlias = alias }
        }
    }
}

/// The access level of generated declarations.
package enum AccessLevel: String, Sendable, CaseIterable {
    /// Visible to clients of the module that compiles the generated code.
    case `public`
    /// Visible inside the package.
    case package
    /// Visible inside the module.
    case `internal`

    /// The modifier with a trailing space, or nothing for internal.
    var keyword: String {
        self == .internal ? "" : rawValue + " "
    }
}

extension AuthSchemeSpec.Kind {
    var protocolName: String {
        switch self {
        case .bearer: "BearerAuthentication"
        case .basic: "BasicAuthentication"
        case .apiKeyHeader, .apiKeyQuery: "APIKeyAuthentication"
        case .all: "CombinedAuthentication"
        }
    }

    var apiKeyLocation: APIKeyPlace? {
        switch self {
        case .apiKeyHeader(let name): .header(name)
        case .apiKeyQuery(let name): .query(name)
        case .bearer, .basic, .all: nil
        }
    }

    /// The type of the credential (`BearerToken`), or `nil` for the parts of several.
    var credentialType: String? {
        switch self {
        case .bearer: "BearerToken"
        case .basic: "BasicCredential"
        case .apiKeyHeader, .apiKeyQuery: "APIKey"
        case .all: nil
        }
    }

    func defaultDoc(name: String) -> String {
        switch self {
        case .bearer: "The \"\(name)\" scheme: a bearer token in the Authorization header."
        case .basic: "The \"\(name)\" scheme: HTTP basic authentication."
        case .apiKeyHeader(let header): "The \"\(name)\" scheme: an API key in the \(header) header."
        case .apiKeyQuery(let item): "The \"\(name)\" scheme: an API key in the \(item) query item."
        case .all(let parts):
            "The \"\(name)\" scheme: the credentials of the schemes\n"
                + ListedText.listing(parts.map { "\"\($0.value)\"" }, .and)
                + ", all sent with each request."
        }
    }
}
