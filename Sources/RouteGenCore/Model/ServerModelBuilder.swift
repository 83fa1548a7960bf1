/// Builds the ``ServerModel`` of an API from its routes: which credentials the service
/// receives, each requirement's signature and each registration statement.
enum ServerModelBuilder {
    /// Names the registration function uses for its own arguments and locals, which a scheme's
    /// label must not take.
    private static let reservedLabels: Set<String> = ["api", "service", "options", "routes", "route", "credentials", "deprecatedRoutes"]

    static func build(_ api: APIModel) -> ServerModel {
        let routes = api.files.flatMap(\.routes)
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
        return ServerModel(
            serviceName: api.name + "Service",
            credentials: credentials,
            routes: routes.map { route in serverRoute(api, route, credentials: route.schemeTypes.compactMap { byType[$0] }) },
            deprecatedRoutesName: "Deprecated\(api.name)Routes")
    }

    private static func serverRoute(_ api: APIModel, _ route: RouteModel, credentials: [ServerCredentialModel]) -> ServerRouteModel {
        let typeName = "\(api.name).\(route.typeName)"
        let call = "service.\(route.functionName)"
        let credentialParameters: String
        let registration: String
        switch (credentials.count, route.authIsOptional) {
        case (0, _):
            credentialParameters = ""
            registration = "routes.add(\(typeName).self) { route in try await \(call)(route) }"
        case (1, false):
            let credential = credentials[0]
            credentialParameters = ", \(credential.label): \(credential.associatedType)"
            registration = "routes.add(\(typeName).self, authenticatedBy: \(credential.label)) { route, credential in try await \(call)(route, \(credential.label): credential) }"
        default:
            credentialParameters = credentials.map { ", \($0.label): \($0.associatedType)?" }.joined()
            let authenticators = credentials.map(\.label).joined(separator: ", ")
            let arguments = credentials.map { "\($0.label): credentials[\($0.label)]" }.joined(separator: ", ")
            registration = "routes.add(\(typeName).self, acceptingAnyOf: [\(authenticators)], isOptional: \(route.authIsOptional)) { route, credentials in try await \(call)(route, \(arguments)) }"
        }
        var docLines = route.docLines
        if !credentials.isEmpty {
            docLines += ["", credentials.count == 1 && !route.authIsOptional
                ? "`\(credentials[0].label)` is the credential its authenticator verified."
                : "At most one credential is set: that of the first scheme the request presents."]
        }
        return ServerRouteModel(
            typeName: typeName,
            docLines: docLines,
            deprecation: route.deprecation,
            requirement: "func \(route.functionName)(_ route: \(typeName)\(credentialParameters)) async throws -> \(typeName).Response",
            registration: registration,
            decodePrelude: route.serverPrelude,
            decodeArguments: route.properties.map { "\($0.argumentLabel): \($0.serverExpression)" })
    }
}
