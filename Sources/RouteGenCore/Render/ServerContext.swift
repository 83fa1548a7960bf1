/// The root context of `<API>+Server.swift` (`server.mustache`, rendered once for the routes
/// and once more for the webhooks when there are any): the service protocol, the registration
/// and the route decoders.
struct ServerContext: KeyedContext {
    let api: APIModel
    let server: ServerModel

    static let keys = ContextKeys<Self>([
        .text(.api) { $0.api.name },
        .text(.access) { $0.api.access },
        .texts(.specPaths) { specPathComments($0.api) },
        .flag(.isWebhooks) { $0.server.isWebhooks },
        .text(.serviceName) { $0.server.serviceName },
        .text(.registrationName) { $0.server.registrationName },
        .flag(.hasCredentials) { !$0.server.credentials.isEmpty },
        .list(.credentials) { $0.server.credentials },
        .flag(.hasUnauthorizedBodies) { !$0.server.unauthorizedBodies.isEmpty },
        .list(.unauthorizedBodies) { $0.server.unauthorizedBodies },
        .list(.serverRoutes) { $0.server.routes },
        .flag(.hasDeprecatedRoutes) { $0.server.routes.contains { $0.deprecation != nil } },
        .text(.deprecatedRoutesName) { $0.server.deprecatedRoutesName },
    ])
}

extension ServerCredentialModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.typeName) { $0.typeName },
        .text(.specName) { SwiftText.commentText($0.specName) },
        .text(.associatedType) { $0.associatedType },
        .text(.label) { $0.label },
    ])
}

extension ServerUnauthorizedBodyModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.label) { $0.label },
        .text(.type) { $0.type.qualifiedSpelling },
    ])
}

extension ServerRouteModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.typeName) { $0.typeName },
        .texts(.doc) { docComment($0.docLines) },
        .text(.deprecation) { $0.deprecation.map(Deprecation.attribute) },
        .text(.requirement) { $0.requirement },
        .text(.registration) { $0.registration },
        .text(.bodyMediaType) { $0.bodyMediaType.map(SwiftText.stringLiteral) },
        .texts(.decodePrelude) { $0.fieldsBody.map { [$0.serverRead] } ?? [] },
        .flag(.hasDecodeArguments) { !$0.decodeArguments.isEmpty },
        .texts(.decodeArguments) { $0.decodeArguments },
        .flag(.hasResponseCases) { !$0.responseCases.isEmpty },
        .list(.responseCases) { $0.responseCases },
        .list(.encodedHeaders) { $0.encodedHeaders },
    ])
}

extension EncodedHeadersModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.typeName) { $0.type.qualifiedSpelling },
        .list(.properties) { $0.fields },
    ])
}
