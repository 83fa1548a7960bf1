/// Builds a ``RouteModel`` from a route spec: checks its path against its parameters, resolves
/// every type, and says how each property travels in a request (``RequestCoding``).
struct RouteBuilder {
    let resolver: TypeResolver
    let structs: StructBuilder
    var style = RouteStyle()
    /// Where the examples that do not match their types are written (``ExampleCheck``): with
    /// `--examples`, a route carries only the others.
    var exampleMismatches: Set<SourceLocation> = []

    /// The route model, or `nil` after reporting its problems.
    mutating func build(_ route: RouteSpec, diagnostics: inout [Diagnostic]) -> RouteModel? {
        let before = diagnostics.count
        checkPlaceholders(route, diagnostics: &diagnostics)
        let typeName = SwiftNames.typeName(route.name.value) + "Route"

        var names = UniqueNames(what: "parameter")
        var properties: [PropertyModel] = []
        func add(_ fields: [FieldSpec], at place: ParameterPlace, diagnostics: inout [Diagnostic]) -> [PropertyModel] {
            parameters(fields, at: place, names: &names, diagnostics: &diagnostics)
        }

        for parameter in route.pathParameters where parameter.key != nil {
            diagnostics.append(
                .error(
                    "path parameter \"\(parameter.name.value)\" is named by its placeholder; remove \"key:\"",
                    at: parameter.name.location))
        }
        properties += add(route.pathParameters, at: .path, diagnostics: &diagnostics)
        var formFields: [PropertyModel] = []
        var multipartFields: [PropertyModel] = []
        var inlineBody: StructModel?
        let bodyMediaType: String? =
            switch route.body {
            case nil: nil
            case .json?, .inlineObject?: route.contentType ?? "application/json"
            case .raw?: route.contentType ?? "application/octet-stream"
            case .form?: "application/x-www-form-urlencoded"
            case .multipart?: "multipart/form-data"
            case .items(let framing, _, _)?: route.contentType ?? framing.mediaType
            }
        let fieldsBody: FieldsBody? =
            switch route.body {
            case .form?: .form
            case .multipart?: .multipart
            default: nil
            }
        switch route.body {
        case nil:
            break
        case .json(let type)?:
            if let resolved = resolver.resolve(type, diagnostics: &diagnostics) {
                properties.append(
                    bodyProperty(
                        type: resolver.reference(resolved), encoding: .json(mediaType: route.contentType),
                        names: &names, route: route, diagnostics: &diagnostics))
            }
        case .inlineObject(let fields, _)?:
            let types = fields.map { resolver.resolve($0.type, allowsNull: true, diagnostics: &diagnostics) }
            if let body = structs.structModel(
                name: "Body", doc: "The body of \(typeName).",
                fields: fields, types: types, indirect: [], diagnostics: &diagnostics)
            {
                inlineBody = body
                // Declared inside the route, which names it `Body`.
                let bodyType = resolver.declaredName(typeName + ".Body", inside: typeName)
                properties.append(
                    bodyProperty(
                        type: .declared(bodyType), encoding: .json(mediaType: route.contentType), names: &names,
                        route: route, diagnostics: &diagnostics))
            }
        case .raw(_, let isOptional)?:
            // BinaryBody: bytes in memory, or a file RouteKit streams from disk as it sends it.
            let encoding = BodyEncoding.raw(mediaType: route.contentType ?? "application/octet-stream")
            properties.append(
                bodyProperty(
                    type: isOptional ? .optional(.binaryBody) : .binaryBody, encoding: encoding, names: &names,
                    route: route, diagnostics: &diagnostics))
        case .items(let framing, let element, _)?:
            // `[Element]`: the items the caller holds, sent as one body (RouteKit builds it when
            // the request is built); an empty list is an empty body, so it is never optional.
            if let resolved = resolver.resolve(.array(element), diagnostics: &diagnostics) {
                let encoding = BodyEncoding.items(
                    framing: framing, mediaType: route.contentType == framing.mediaType ? nil : route.contentType)
                properties.append(
                    bodyProperty(
                        type: resolver.reference(resolved), encoding: encoding, names: &names, route: route,
                        diagnostics: &diagnostics))
            }
        case .form(let fields, _)?:
            formFields = add(fields, at: .formField, diagnostics: &diagnostics)
            properties += formFields
        case .multipart(let fields, _)?:
            multipartFields = add(fields, at: .multipartField, diagnostics: &diagnostics)
            properties += multipartFields
        }
        properties += add(route.query, at: .query, diagnostics: &diagnostics)
        if let querystring = route.querystring {
            properties += add([querystring], at: .queryString, diagnostics: &diagnostics)
        }
        properties += add(route.headers, at: .header, diagnostics: &diagnostics)

        let response = route.response.flatMap { resolver.resolve($0, diagnostics: &diagnostics) }
        // Several success statuses: the `enum Response` the route declares.
        let responseType: TypeReference =
            !route.responses.isEmpty
            ? .declared(resolver.declaredName(typeName + ".Response", inside: typeName))
            : response.map { resolver.reference($0) } ?? .empty
        let responseHeaders = responseHeaderProperties(route, diagnostics: &diagnostics)
        let responseCases = responseCases(route, diagnostics: &diagnostics)
        if let pagination = route.pagination, !route.responses.isEmpty {
            diagnostics.append(
                .error(
                    "\"paginate\" reads the next page from one response body, but this route answers several (\"responses\"); page with one \"response\"",
                    at: pagination.location))
        }
        let stream = route.stream.flatMap { streamModel($0, routeType: typeName, diagnostics: &diagnostics) }
        var statuses = UniqueNames(what: "error status")
        let errorBodies: [ErrorBodyModel] = route.errors.compactMap { error in
            statuses.claim(
                error.status.map(String.init) ?? "default",
                by: Located(error.status.map(String.init) ?? "default", at: error.location),
                kind: "error status", diagnostics: &diagnostics)
            return resolver.resolve(error.type, diagnostics: &diagnostics).map {
                ErrorBodyModel(status: error.status, type: resolver.reference($0))
            }
        }

        let schemeTypes = route.auth.compactMap { resolver.symbols.schemes[$0.value]?.swiftName }
        // The symbol table reports an unknown scheme once, for all the routes that use it.
        let schemeIsUnknown = schemeTypes.count != route.auth.count
        let pagination =
            !route.responses.isEmpty
            ? nil
            : route.pagination.flatMap {
                PaginationBuilder(resolver: resolver).build($0, of: route, diagnostics: &diagnostics)
            }
        if let cache = route.cache, cache.isCacheable, !Self.cacheableMethods.contains(route.method.value) {
            let reason =
                route.method.value == "QUERY"
                ? "a QUERY's response depends on its body, which RouteKit's cache does not key by"
                : "a cache may answer only a request that changes nothing, and \(route.method.value) may"
            diagnostics.append(
                .error("\"cache\" applies only to GET and HEAD routes: \(reason)", at: cache.location))
        }
        checkCapabilityNames(route, diagnostics: &diagnostics)
        guard !schemeIsUnknown,
            diagnostics.count == before || !diagnostics[before...].contains(where: { $0.severity == .error })
        else { return nil }

        var docLines = SwiftText.docLines(route.summary)
        let descriptionLines = SwiftText.docLines(route.description)
        if !docLines.isEmpty, !descriptionLines.isEmpty { docLines.append("") }
        docLines += descriptionLines
        if docLines.isEmpty {
            docLines = ["`\(route.method.value) \(route.path.value)`"]
        }
        // One scheme: an `AuthenticatedRoute` of it. Several, or one that is optional: the
        // `AcceptedRoute` protocol of each, which its router performs, and `PublicRoute` when
        // the plain router may send it too; its factory extends `Route`, the one protocol all
        // of those refine, so `.name(…)` resolves for every router that takes it.
        let schemeType = schemeTypes.count == 1 && !route.authIsOptional ? schemeTypes.first : nil
        let acceptsAlternatives = schemeTypes.count > 1 || route.authIsOptional
        let protocolName = acceptsAlternatives ? "Route" : schemeType == nil ? "PublicRoute" : "AuthenticatedRoute"
        var conformances =
            acceptsAlternatives
            ? (route.authIsOptional ? ["PublicRoute"] : []) + schemeTypes.map { $0 + ".AcceptedRoute" }
            : [protocolName]
        if route.retry?.value ?? Self.idempotentMethods.contains(route.method.value) {
            conformances.append("RetryableRoute")
        }
        if pagination != nil { conformances.append("PaginatedRoute") }
        let isCacheable = route.cache?.isCacheable ?? (style.cachesSafeRoutes && route.method.value == "GET")
        if isCacheable { conformances.append("CacheableRoute") }
        if stream != nil { conformances.append("StreamingRoute") }
        let examples = style.carriesExamples ? exampleResponses(of: route) : []
        if !examples.isEmpty { conformances.append("ExampleRoute") }
        // The app's own protocols: the load stage refuses RouteKit's, so none repeats one above.
        conformances += route.capabilities.map(\.value)
        for index in properties.indices {
            properties[index].isMutable = properties[index].name == pagination?.advancedProperty
        }
        if route.isWebhook {
            docLines += [
                "", "A webhook: the API sends it to its subscriber. Perform it with a router whose base URL is the",
                "subscriber's (or the callback URL the request named); a subscriber serves it with `\(resolver.symbols.namespace)Webhooks`.",
            ]
        }
        var model = RouteModel(
            typeName: typeName,
            functionName: SwiftNames.escaped(SwiftNames.memberName(route.name.value)),
            protocolName: protocolName,
            conformances: conformances,
            schemeType: schemeType,
            method: route.method.value,
            path: route.path.value,
            accept: route.accept,
            responseType: responseType,
            docLines: docLines,
            deprecation: route.deprecated,
            properties: properties,
            bodyMediaType: bodyMediaType,
            formFields: formFields,
            multipartFields: multipartFields,
            inlineBody: inlineBody,
            errorBodies: errorBodies,
            pagination: pagination,
            cacheMaxAge: isCacheable ? route.cache?.maxAge : nil,
            responseHeaders: responseHeaders,
            responseCases: responseCases,
            responseConformances: responseCases.isEmpty
                ? []
                : ["StatusDependentResponse"]
                    + (structs.style.isHashable ? ["Hashable"] : structs.style.isEquatable ? ["Equatable"] : []),
            schemeTypes: schemeTypes,
            authIsOptional: route.authIsOptional,
            fieldsBody: fieldsBody,
            stream: stream)
        model.isWebhook = route.isWebhook
        model.examples = examples
        return model
    }

    /// The element type and format of `stream:`; `ServerSentEvent`, unless the API has a model
    /// of that name, is RouteKit's. A stream with a `prefix:` streams the enum of its parts
    /// (``StreamPartsBuilder``).
    private func streamModel(_ spec: StreamSpec, routeType: String, diagnostics: inout [Diagnostic]) -> StreamModel? {
        let element: TypeReference
        var partsEnum: UnionModel?
        if !spec.prefix.isEmpty {
            let builder = StreamPartsBuilder(resolver: resolver, style: structs.style)
            guard let parts = builder.partsEnum(spec, routeType: routeType, diagnostics: &diagnostics) else {
                return nil
            }
            partsEnum = parts
            element = .declared(resolver.declaredName(parts.name))
        } else if case .named(let name) = spec.element, name.value == StreamSpec.rawEventType,
            resolver.symbols.models[name.value] == nil
        {
            element = .serverSentEvent
        } else if let resolved = resolver.resolve(spec.element, diagnostics: &diagnostics) {
            element = resolver.reference(resolved)
        } else {
            return nil
        }
        var model = StreamModel(elementType: element, format: spec.format, terminator: spec.terminator)
        model.partsEnum = partsEnum
        return model
    }

    /// Reports a capability that names a type this API generates, or that such a type would
    /// hide. A generated type as a capability could widen the route's scope: a scheme's
    /// `AcceptedRoute` (`Shop.IntegrationAuth.AcceptedRoute` on an `auth: member` route) would let
    /// that scheme's router perform the route; the route's auth alone decides who may. So any
    /// name with the namespace among its parts, and any `AcceptedRoute`, is an error; and a name
    /// starting with a model, scheme or route type of the API would find that type inside the
    /// namespace, where the route struct is declared, instead of the app's protocol.
    private func checkCapabilityNames(_ route: RouteSpec, diagnostics: inout [Diagnostic]) {
        for capability in route.capabilities {
            let parts = capability.value.split(separator: ".").map(String.init)
            let first = parts.first ?? capability.value
            let message: String
            if parts.contains(resolver.symbols.namespace) || parts.last == "AcceptedRoute" {
                message =
                    "capability \"\(capability.value)\" names a type RouteGen generates for \(resolver.symbols.namespace), which the route's auth and spec decide: a capability cannot let another router perform the route; remove it"
            } else if resolver.symbols.declaredTypes.contains(first) {
                message =
                    "capability \"\(capability.value)\" names a type this API declares, which would hide the protocol in the generated code; qualify it with its module (MyApp.\(capability.value)) or rename the model"
            } else {
                continue
            }
            diagnostics.append(.error(message, at: capability.location))
        }
    }

    /// The methods whose responses a cache may answer later (RFC 9110's safe methods that
    /// return a representation): `cache:` on any other is an error.
    static let cacheableMethods: Set<String> = ["GET", "HEAD"]

    /// The methods HTTP defines as idempotent (RFC 9110, 9.2.2, and QUERY's RFC): sending one
    /// twice has the effect of sending it once, so these routes are retryable unless the spec
    /// says `retry: false`.
    static let idempotentMethods: Set<String> = ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "QUERY"]

    /// The `body` property of `type`, sent and read as `encoding` says, defaulting to `nil` when
    /// the type is optional; a parameter already named `body` is reported.
    private func bodyProperty(
        type: TypeReference, encoding: BodyEncoding, names: inout UniqueNames, route: RouteSpec,
        diagnostics: inout [Diagnostic]
    ) -> PropertyModel {
        names.claim("body", by: Located("body", at: route.name.location), kind: "body", diagnostics: &diagnostics)
        var property = PropertyModel(
            name: "body", label: "body", argumentLabel: "body", bareName: "body", type: type,
            initDefault: type.isOptional ? .noValue : nil,
            key: "body", docLines: [], isIndirect: false)
        property.requestCoding = .body(encoding)
        return property
    }

    /// Every placeholder is declared exactly once; every path parameter is in the path.
    private func checkPlaceholders(_ route: RouteSpec, diagnostics: inout [Diagnostic]) {
        var declared: [String: Located<String>] = [:]
        for parameter in route.pathParameters {
            if let first = declared[parameter.name.value] {
                diagnostics.append(
                    .error(
                        "path parameter \"\(parameter.name.value)\" is declared twice (first at \(first.location))",
                        at: parameter.name.location))
            } else {
                declared[parameter.name.value] = parameter.name
            }
        }
        var seen: Set<String> = []
        for placeholder in route.placeholders {
            if !seen.insert(placeholder.value).inserted {
                diagnostics.append(
                    .error("placeholder {\(placeholder.value)} appears twice in the path", at: placeholder.location))
            } else if declared[placeholder.value] == nil {
                diagnostics.append(
                    .error(
                        "path placeholder {\(placeholder.value)} has no type: write {\(placeholder.value): Type} or declare it under \"path:\"",
                        at: placeholder.location))
            }
        }
        for parameter in route.pathParameters where !seen.contains(parameter.name.value) {
            diagnostics.append(
                .error(
                    "path parameter \"\(parameter.name.value)\" does not appear in the path \(route.path.value)",
                    at: parameter.name.location))
        }
    }
}
