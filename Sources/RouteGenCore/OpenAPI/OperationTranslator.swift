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
    /// The start of the names of the route's inline models (`ListPets` → `ListPetsResponse`).
    let modelPrefix: String

    /// Starts the route of `operation`. With a request body, `body` is taken before any
    /// parameter claims it, since a JSON or raw body is stored in a property of that name.
    init(_ operation: OpenAPIOperation) {
        self.operation = operation
        route = RouteSpec(name: operation.name, method: operation.method, path: operation.path)
        modelPrefix = SwiftNames.typeName(operation.name.value)
        if operation.node.value(forKey: "requestBody") != nil {
            parameterNames.reserve("body")
        }
    }

    /// The route of `operation`.
    static func route(for operation: OpenAPIOperation, schemas: inout SchemaTranslator, security: SecurityTranslator) -> RouteSpec {
        var translator = OperationTranslator(operation)
        let node = operation.node
        let parameters = translator.parameters(schemas: &schemas)
        translator.translatePath(parameters.filter { $0.place == "path" }, schemas: &schemas)
        translator.translateRequestBody(node.value(forKey: "requestBody"), schemas: &schemas)
        for parameter in parameters where parameter.place != "path" {
            translator.translateParameter(parameter, schemas: &schemas)
        }
        translator.translateResponses(node.value(forKey: "responses"), schemas: &schemas)
        translator.route.auth = security.scheme(for: node.value(forKey: "security"), log: &schemas.log)
        translator.route.summary = node.value(forKey: "summary")?.scalar?.value
        translator.route.description = node.value(forKey: "description")?.scalar?.value
        if let deprecated = node.value(forKey: "deprecated")?.scalar, deprecated.value == "true" {
            translator.route.deprecated = ""
        }
        if let callbacks = node.value(forKey: "callbacks") {
            schemas.log.warnGrouped("callbacks cannot be expressed: they are left out", at: callbacks.location)
        }
        return translator.route
    }

    /// The path with each placeholder renamed to its parameter's Swift name, the parameters in
    /// placeholder order; a placeholder without a parameter gets a `String` one, a path
    /// parameter without a placeholder is left out (both reported).
    private mutating func translatePath(_ parameters: [Parameter], schemas: inout SchemaTranslator) {
        let text = operation.path.value
        var path = ""
        var rest = Substring(text)
        var used: Set<String> = []
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            path += rest[..<open]
            let placeholder = String(rest[rest.index(after: open)..<close])
            var location = operation.path.location
            location.column += text.unicodeScalars[text.startIndex..<open].count + 1 + (operation.pathIsQuoted ? 1 : 0)
            let name: String
            if let parameter = parameters.first(where: { $0.name == placeholder }) {
                let field = pathParameter(parameter, schemas: &schemas)
                route.pathParameters.append(field)
                name = field.name.value
            } else {
                schemas.log.warn("the path placeholder {\(placeholder)} has no parameter: it is generated as a String", at: location)
                name = parameterNames.claim(placeholder)
                route.pathParameters.append(FieldSpec(name: Located(name, at: location), type: .named(Located("String", at: location))))
            }
            used.insert(placeholder)
            route.placeholders.append(Located(name, at: location))
            path += "{" + name + "}"
            rest = rest[rest.index(after: close)...]
        }
        path += rest
        route.path = Located(path, at: operation.path.location)
        for parameter in parameters where !used.contains(parameter.name) {
            schemas.log.warn("the path parameter \"\(parameter.name)\" does not appear in the path \(text): it is left out", at: parameter.location)
        }
    }
}
