/// Translates one operation into a route: its parameters, request body, responses and
/// security.
///
/// Route parameters share one Swift scope (path, body or form fields, query, headers), so
/// names are made unique across them in that order: a query parameter named like a path
/// parameter becomes `<name>Query`, a header `<name>Header`, a form field `<name>Field`.
/// Path placeholders are renamed to their parameter's Swift name, as the spec format names a
/// path parameter by its placeholder.
struct OperationTranslator {
    /// The operation.
    let operation: OpenAPIOperation
    /// The route being built.
    var route: RouteSpec
    /// The names taken among the route's parameters.
    var parameterNames = MemberNameAllocator()
    /// The route's type name in Swift, `<Name>Route`: its inline schemas' models are nested in
    /// it (`ListPetsRoute.ResponseBody`).
    let routeType: String

    /// Starts the route of `operation`. With a request body, `body` is taken before any
    /// parameter claims it, since a JSON or raw body is stored in a property of that name.
    init(_ operation: OpenAPIOperation) {
        self.operation = operation
        route = RouteSpec(name: operation.name, method: operation.method, path: operation.path)
        routeType = SwiftNames.typeName(operation.name.value) + "Route"
        if operation.node.value(forKey: "requestBody") != nil {
            parameterNames.reserve("body")
        }
    }

    /// The route of `operation`, in a document whose base URL is `baseURL`.
    static func route(
        for operation: OpenAPIOperation, baseURL: String, schemas: inout SchemaTranslator, security: SecurityTranslator
    ) -> RouteSpec {
        var translator = OperationTranslator(operation)
        let node = operation.node
        let parameters = translator.parameters(schemas: &schemas)
        translator.translatePath(parameters.filter { $0.place == "path" }, schemas: &schemas)
        translator.translateRequestBody(node.value(forKey: "requestBody"), schemas: &schemas)
        let hasQuery = parameters.contains { $0.place == "query" }
        for parameter in parameters where parameter.place != "path" {
            if parameter.place == "querystring" {
                translator.translateQueryString(parameter, besideQuery: hasQuery, schemas: &schemas)
            } else {
                translator.translateParameter(parameter, schemas: &schemas)
            }
        }
        translator.translateResponses(node.value(forKey: "responses"), schemas: &schemas)
        // A webhook is public unless it names a scheme itself: the document's `security` is
        // what the API's clients present to it, not what the API presents to its subscribers.
        if !operation.isWebhook || node.value(forKey: "security") != nil {
            (translator.route.auth, translator.route.authIsOptional) = security.schemes(
                for: node.value(forKey: "security"), log: &schemas.log)
        }
        translator.route.isWebhook = operation.isWebhook
        translator.route.baseURL = operation.server
        if let server = operation.server, !translator.route.auth.isEmpty,
            BaseURL.isDowngrade(server.value, from: baseURL)
        {
            schemas.log.warn(
                .operationServers,
                "the server URL \"\(server.value)\" is http while the document's is https, and the operation sends a credential: the route uses the document's base URL",
                at: server.location)
            translator.route.baseURL = nil
        }
        translator.route.summary = node.value(forKey: "summary")?.scalar?.value
        translator.route.description = node.value(forKey: "description")?.scalar?.value
        // OpenAPI has no deprecation message; `export-openapi` keeps a spec's in an extension.
        translator.route.deprecated = ExportHints.deprecation(of: node)
        translator.translateExtensions(log: &schemas.log)
        if operation.isWebhook, let callbacks = node.value(forKey: "callbacks") {
            schemas.log.warn(
                .callbacks, "callbacks of a webhook or callback cannot be expressed: they are left out",
                at: callbacks.location)
        }
        return translator.route
    }

    /// The path with each placeholder renamed to its parameter's Swift name and its literal text
    /// percent-encoded, the parameters in placeholder order; a placeholder without a parameter
    /// gets a `String` one, a path parameter without a placeholder is left out (both reported).
    /// A path key that cannot be a URL path (``PathTemplate``) is an error: no route could send it.
    private mutating func translatePath(_ parameters: [Parameter], schemas: inout SchemaTranslator) {
        let text = operation.path.value
        /// Where the `offset`th Unicode scalar of the path key is written.
        func location(_ offset: Int) -> SourceLocation {
            var location = operation.path.location
            location.column += offset + (operation.pathIsQuoted ? 1 : 0)
            return location
        }
        let parts: [PathTemplate.Part]
        switch PathTemplate.parse(text) {
        case .success(let parsed): parts = parsed
        case .failure(let problem):
            schemas.log.error(problem.message, at: location(problem.offset))
            return
        }
        var path = ""
        var used: Set<String> = []
        for part in parts {
            switch part {
            case .literal(let literal):
                path += literal
            case .placeholder(let placeholder, let offset):
                let name: String
                if let parameter = parameters.first(where: { $0.name == placeholder }) {
                    let field = withExamples(
                        pathParameter(parameter, schemas: &schemas), of: parameter, schemas: &schemas)
                    route.pathParameters.append(field)
                    name = field.name.value
                } else {
                    schemas.log.warn(
                        .pathParameters,
                        "the path placeholder {\(placeholder)} has no parameter: it is generated as a String",
                        at: location(offset))
                    name = parameterNames.claim(placeholder)
                    route.pathParameters.append(
                        FieldSpec(
                            name: Located(name, at: location(offset)),
                            type: .named(Located("String", at: location(offset)))))
                }
                used.insert(placeholder)
                route.placeholders.append(Located(name, at: location(offset)))
                path += "{" + name + "}"
            }
        }
        route.path = Located(path, at: operation.path.location)
        for parameter in parameters where !used.contains(parameter.name) {
            schemas.log.warn(
                .pathParameters,
                "the path parameter \"\(parameter.name)\" does not appear in the path \(text): it is left out",
                at: parameter.location)
        }
    }

    /// RouteGen's extensions of an operation: a route's behaviours (`retry`, `paginate`, `cache`,
    /// `capabilities`) as `x-routegen-<key>`, read by the spec format's own reader so both
    /// formats accept and report the same values (`paginate` names parameters and fields by
    /// their Swift names). `routegen export-openapi` writes them all.
    private mutating func translateExtensions(log: inout OpenAPIDiagnostics) {
        var reader = SpecReader(diagnostics: [])
        let node = operation.node
        reader.readBehaviours(of: &route, spelled: { RouteGenExtension.behaviour($0).name }) {
            node.value(forKey: RouteGenExtension.behaviour($0).name)
        }
        for diagnostic in reader.diagnostics {
            log.error(diagnostic.message, at: diagnostic.location)
        }
    }
}
