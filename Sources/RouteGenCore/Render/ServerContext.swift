/// The root context of `<API>+Server.swift` (`server.mustache`, rendered once for the routes
/// and once more for the webhooks when there are any): the service protocol, the registration
/// and the route decoders.
struct ServerContext: TemplateContext {
    let api: APIModel
    let server: ServerModel

    var contextKeys: [TemplateKey] {
        [
            .api, .access, .specPaths, .isWebhooks, .serviceName, .registrationName, .hasCredentials, .credentials,
            .hasUnauthorizedBodies, .unauthorizedBodies, .serverRoutes,
            .hasDeprecatedRoutes, .deprecatedRoutesName,
        ]
    }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .api: .text(api.name)
        case .access: .text(api.access)
        case .specPaths: .texts(api.specPaths.map { SpecNames.name(of: $0, among: api.specPaths) })
        case .isWebhooks: .flag(server.isWebhooks)
        case .serviceName: .text(server.serviceName)
        case .registrationName: .text(server.registrationName)
        case .hasCredentials: .flag(!server.credentials.isEmpty)
        case .credentials: .list(server.credentials)
        case .hasUnauthorizedBodies: .flag(!server.unauthorizedBodies.isEmpty)
        case .unauthorizedBodies: .list(server.unauthorizedBodies)
        case .serverRoutes: .list(server.routes)
        case .hasDeprecatedRoutes: .flag(server.routes.contains { $0.deprecation != nil })
        case .deprecatedRoutesName: .text(server.deprecatedRoutesName)
        default: nil
        }
    }
}

extension ServerCredentialModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.typeName, .specName, .associatedType, .label] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .typeName: .text(typeName)
        case .specName: .text(specName)
        case .associatedType: .text(associatedType)
        case .label: .text(label)
        default: nil
        }
    }
}

extension ServerUnauthorizedBodyModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.label, .type] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .label: .text(label)
        case .type: .text(type)
        default: nil
        }
    }
}

extension ServerRouteModel: TemplateContext {
    var contextKeys: [TemplateKey] {
        [
            .typeName, .doc, .deprecation, .requirement, .registration, .bodyMediaType, .decodePrelude,
            .hasDecodeArguments, .decodeArguments, .declarations,
        ]
    }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .typeName: .text(typeName)
        case .doc: .texts(docComment(docLines))
        case .deprecation: .text(deprecation)
        case .requirement: .text(requirement)
        case .registration: .text(registration)
        case .bodyMediaType: .text(bodyMediaType)
        case .decodePrelude: .texts(decodePrelude)
        case .hasDecodeArguments: .flag(!decodeArguments.isEmpty)
        case .decodeArguments: .texts(decodeArguments)
        case .declarations: .texts(declarations)
        default: nil
        }
    }
}
