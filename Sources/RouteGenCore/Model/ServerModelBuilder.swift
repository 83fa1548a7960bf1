/// Builds the ``ServerModel`` of an API from its routes: which credentials the service
/// receives, each requirement's signature and each registration statement.
enum ServerModelBuilder {
    /// Names the registration function uses for its own arguments and locals, which a scheme's
    /// label must not take.
    private static let reservedLabels: Set<String> = [
        "api", "service", "options", "routes", "route", "credentials", "deprecatedRoutes",
    ]

    /// The server of `api`'s routes (`<API>Service`), or with `webhooks` of its webhooks
    /// (`<API>Webhooks`): the same requirements, registrations and decoders, for the server the
    /// API's subscriber runs.
    static func build(_ api: APIModel, webhooks: Bool = false) -> ServerModel {
        // Streams of elements the server cannot send are left out (APIModelBuilder warns).
        let routes = api.files.flatMap(\.routes).filter { ($0.stream?.isServable ?? true) && $0.isWebhook == webhooks }
        let used = Set(routes.flatMap(\.schemeTypes))
        let credentials = api.authSchemes.filter { used.contains($0.typeName) }.map { scheme in
            let label = SwiftNames.memberName(scheme.specName)
            return ServerCredentialModel(
                typeName: scheme.typeName,
                specName: scheme.specName,
                associatedType: SwiftNames.typeName(scheme.specName) + "Credential",
                label: SwiftNames.escaped(reservedLabels.contains(label) ? label + "Authenticator" : label))
        }
        let byType = Dictionary(credentials.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        let pickedByBody = routesPickedByBody(routes)
        // A struct of header fields routes share is made encodable once, beside its first user.
        var encodedHeaders: Set<TypeReference> = []
        var model = ServerModel(
            isWebhooks: webhooks,
            serviceName: api.name + (webhooks ? "Webhooks" : "Service"),
            registrationName: webhooks ? "addWebhookRoutes" : "addRoutes",
            credentials: credentials,
            routes: routes.map { route in
                var model = serverRoute(api, route, credentials: route.schemeTypes.compactMap { byType[$0] })
                if let shared = route.responseHeadersAlias, encodedHeaders.insert(shared).inserted {
                    model.encodedHeaders.append(EncodedHeadersModel(type: shared, fields: route.responseHeaders))
                }
                if pickedByBody.contains(route.typeName) {
                    model.bodyMediaType = route.bodyMediaType
                }
                return model
            },
            deprecatedRoutesName: webhooks ? "Deprecated\(api.name)Webhooks" : "Deprecated\(api.name)Routes")
        model.unauthorizedBodies = unauthorizedBodies(of: routes, taken: Set(credentials.map(\.label)))
        return model
    }

    /// One registration argument per type the routes document as their `401` body, in route
    /// order, each labelled after its type (`unauthorizedProblem`; a number follows where two
    /// types would give one label).
    private static func unauthorizedBodies(of routes: [RouteModel], taken: Set<String>)
        -> [ServerUnauthorizedBodyModel]
    {
        var seen: Set<TypeReference> = []
        var labels = taken.union(reservedLabels)
        return routes.compactMap(\.unauthorizedBody).filter { seen.insert($0).inserted }.map { type in
            let label = NumberedName.claim(SwiftNames.memberName("unauthorized " + type.nameWords), in: &labels)
            return ServerUnauthorizedBodyModel(label: SwiftNames.escaped(label), type: type)
        }
    }

    /// The routes (by type name) that share a method and path with another of a different body
    /// media type (an operation accepting JSON or multipart): the request's `Content-Type` picks
    /// among them. Placeholder names do not matter, as the server matches by position.
    private static func routesPickedByBody(_ routes: [RouteModel]) -> Set<String> {
        var groups: [String: [RouteModel]] = [:]
        for route in routes {
            let path = route.path.replacing(/\{[^}]*\}/, with: "{}")
            groups[route.method + " " + path, default: []].append(route)
        }
        var picked: Set<String> = []
        for group in groups.values where Set(group.map(\.bodyMediaType)).count > 1 {
            picked.formUnion(group.filter { $0.bodyMediaType != nil }.map(\.typeName))
        }
        return picked
    }

    private static func serverRoute(_ api: APIModel, _ route: RouteModel, credentials: [ServerCredentialModel])
        -> ServerRouteModel
    {
        var server = ServerRouteModel(
            type: DeclaredTypeName(namespace: api.name, fullName: route.typeName, reach: .fullName),
            docLines: route.docLines,
            deprecation: route.deprecation,
            functionName: route.functionName,
            credentials: credentials,
            authIsOptional: route.authIsOptional,
            reply: route.stream != nil ? .stream : route.responseHeaders.isEmpty ? .response : .replyWithHeaders,
            fieldsBody: route.fieldsBody,
            decodedProperties: route.properties,
            responseCases: route.responseCases,
            encodedHeaders: route.ownHeaders.map { headers in
                let name = DeclaredTypeName(
                    namespace: api.name, fullName: route.typeName + "." + headers.name, reach: .fullName)
                return [EncodedHeadersModel(type: .declared(name), fields: headers.fields)]
            } ?? [])
        if !credentials.isEmpty {
            server.docLines += [
                "",
                server.acceptsAnyOf
                    ? "At most one credential is set: that of the first scheme the request presents."
                    : "`\(credentials[0].label)` is the credential its authenticator verified.",
            ]
        }
        return server
    }
}
