/// Builds what `routegen-mock` serves from the specs alone: loads them, checks them as
/// `validate` does, and describes each operation (``MockAPI``) with the model stage's own
/// decisions — how each parameter is sent and whether it is required (``RouteBuilder``), which
/// example responses a client can decode (``RouteBuilder/exampleResponses(of:)``), values
/// synthesized where the spec gives none (``ExampleSynthesis``) — so the mock server answers as
/// the generated server and the generated client expect.
package struct MockAPIBuilder {
    let symbols: SymbolTable
    let routes: RouteBuilder
    let synthesis: ExampleSynthesis
    /// The models by name, which request bodies are checked against.
    let models: [String: ModelSpec]
    /// Where the examples that do not match their types are written: never answered with.
    let mismatched: Set<SourceLocation>

    /// The operations of the specs at `paths`, with every diagnostic `validate` gives them;
    /// `nil` when any is an error.
    package static func load(
        specPaths paths: [String], openAPI: OpenAPIOptions = OpenAPIOptions(),
        load: @escaping OpenAPITranslator.FileLoader = Pipeline.loadFile
    ) -> (api: MockAPI?, diagnostics: [Diagnostic]) {
        let (loaded, checked) = SpecSources.checked(paths, openAPI: openAPI, load: load)
        return (loaded.map(build), checked)
    }

    /// The API of `files`, which the model stage has checked.
    static func build(_ files: [SpecFile]) -> MockAPI {
        // Examples are checked where they are written, before shared parameters are filled in,
        // as the model stage checks them; their warnings are given already.
        let mismatched = ExampleCheck.check(files).mismatched
        var files = files
        _ = SharedParameters.resolve(&files)
        var ignored: [Diagnostic] = []
        let symbols = SymbolTable(files: files, diagnostics: &ignored)
        let resolver = TypeResolver(symbols: symbols)
        let builder = MockAPIBuilder(
            symbols: symbols,
            routes: RouteBuilder(
                resolver: resolver, structs: StructBuilder(resolver: resolver, style: ModelStyle()),
                exampleMismatches: mismatched),
            synthesis: ExampleSynthesis(symbols: symbols),
            models: symbols.models.mapValues(\.spec),
            mismatched: mismatched)
        let operations = files.flatMap(\.routes).filter { !$0.isWebhook }.map(builder.operation)
        return MockAPI(name: symbols.apiName?.value ?? "API", operations: operations)
    }

    /// How the mock server serves `route`.
    func operation(_ route: RouteSpec) -> MockOperation {
        let (responses, defaultResponse) = responses(of: route)
        return MockOperation(
            name: route.name.value,
            location: route.name.location,
            method: route.method.value,
            path: route.path.value,
            parameters: parameters(route.pathParameters, at: .path) + parameters(route.query, at: .query)
                + parameters(route.querystring.map { [$0] } ?? [], at: .queryString)
                + parameters(route.headers, at: .header),
            body: body(of: route),
            credentials: route.auth.compactMap { credential(named: $0.value, depth: 0) },
            credentialIsOptional: route.authIsOptional,
            responses: responses,
            defaultResponse: defaultResponse,
            responseHeaders: route.responseHeaders.compactMap { field in
                headerValue(of: field).map { (field.key ?? field.name.value, $0) }
            },
            stream: route.stream.map(stream))
    }

    // MARK: Requests

    /// The parameters `fields` of `place`, read as the generated server reads them: how each is
    /// sent, and whether it is required, are the model stage's (``RouteBuilder/parameters``).
    func parameters(_ fields: [FieldSpec], at place: ParameterPlace) -> [MockParameter] {
        fields.compactMap { field in
            var names = UniqueNames(what: "parameter")
            var ignored: [Diagnostic] = []
            guard
                let property = routes.parameters([field], at: place, names: &names, diagnostics: &ignored).first,
                case .parameter(let encoding, let requiredAs)? = property.requestCoding,
                let type = routes.resolver.resolve(
                    field.type, allowsFileParts: place == .multipartField, diagnostics: &ignored)
            else { return nil }
            let name = field.key ?? field.name.value
            let isArray = property.type.elementOrSelf != property.type.unwrapped
            let reading: MockParameter.Reading
            switch (encoding.place, encoding.value) {
            case (.multipartFile, _): reading = .file(isArray: isArray)
            case (.multipartJSON, _), (_, .json): reading = .json(isArray: isArray)
            case (.queryString, _), (_, .form): reading = .whole
            case (_, .deepObject): reading = .deepObject
            case (_, .text):
                reading = .text(
                    scalar(of: type.elementOrSelf), isArray: isArray, delimiter: encoding.delimiter?.rawValue)
            }
            let mockPlace: MockParameter.Place =
                switch place {
                case .path: .path
                case .query: .query
                case .header: .header
                case .formField: .formField
                case .multipartField: .multipartField
                case .queryString: .queryString
                }
            return MockParameter(
                place: mockPlace, name: name, reading: reading, isRequired: requiredAs != nil,
                what: "\(place.kind) \(name)")
        }
    }

    /// What a text value of `type` must be.
    private func scalar(of type: ResolvedType) -> MockScalar {
        switch type {
        case .builtin(let builtin):
            return .builtin(builtin)
        case .model(let specName, _, true):
            guard let model = symbols.models[specName]?.spec, case .enumeration(let cases) = model.kind else {
                return .any
            }
            return .enumeration(values: cases.map(\.rawValue), isOpen: model.isOpen)
        default:
            return .any
        }
    }

    /// The body `route` takes, labelled as the generated client labels it.
    private func body(of route: RouteSpec) -> MockRequestBody? {
        switch route.body {
        case nil:
            return nil
        case .json(let type)?:
            let isOptional = if case .optional = type { true } else { false }
            return MockRequestBody(
                kind: .json(check(.type(type))), mediaType: route.contentType ?? "application/json",
                isOptional: isOptional)
        case .inlineObject(let fields, _)?:
            return MockRequestBody(
                kind: .json(check(.fields(fields))), mediaType: route.contentType ?? "application/json",
                isOptional: false)
        case .raw(_, let isOptional)?:
            return MockRequestBody(
                kind: .raw, mediaType: route.contentType ?? "application/octet-stream", isOptional: isOptional)
        case .form(let fields, _)?:
            return MockRequestBody(
                kind: .form(parameters(fields, at: .formField)), mediaType: "application/x-www-form-urlencoded",
                isOptional: false)
        case .multipart(let fields, _)?:
            return MockRequestBody(
                kind: .multipart(parameters(fields, at: .multipartField)), mediaType: "multipart/form-data",
                isOptional: false)
        case .items(let framing, let element, _)?:
            return MockRequestBody(
                kind: .items(framing, element: check(.type(element))),
                mediaType: route.contentType ?? framing.mediaType, isOptional: false)
        }
    }

    private func check(_ expected: ExampleCheck.Expected) -> MockBodyCheck {
        MockBodyCheck(models: models, expected: expected)
    }

    /// The credential of the scheme `name`; `nil` for a name the model stage reported, or for
    /// schemes that send each other together in a cycle.
    private func credential(named name: String, depth: Int) -> MockCredential? {
        guard let scheme = symbols.schemes[name]?.spec, depth < 8 else { return nil }
        let kind: MockCredential.Kind =
            switch scheme.kind {
            case .bearer: .bearer
            case .basic: .basic
            case .apiKeyHeader(let field): .apiKeyHeader(field)
            case .apiKeyQuery(let item): .apiKeyQuery(item)
            case .all(let parts): .all(parts.compactMap { credential(named: $0.value, depth: depth + 1) })
            }
        return MockCredential(scheme: name, kind: kind)
    }
}
