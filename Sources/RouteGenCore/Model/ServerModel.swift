/// The server side of an API, generated with `--server` into `<API>+Server.swift`: a service
/// protocol with one requirement per route, a registration into a Hummingbird router, and a
/// decoder per route (RouteKitServer's `DecodableRoute`).
package struct ServerModel: Sendable, Hashable {
    /// Whether it serves the API's webhooks and callbacks (`<API>Webhooks`, the server its
    /// subscriber runs) rather than its routes: the same template, its own words.
    package var isWebhooks: Bool = false
    /// The service protocol (`TaskboardService`).
    package var serviceName: String
    /// The registration function (`addRoutes`, or `addWebhookRoutes` for webhooks).
    package var registrationName: String
    /// The schemes some route uses, in the API's order: each is an associated type of the
    /// service and an authenticator of the registration.
    package var credentials: [ServerCredentialModel]
    /// Every route, in file and spec order.
    package var routes: [ServerRouteModel]
    /// The name of the file-private protocol that registers deprecated routes without a
    /// deprecation warning in the registration (`DeprecatedTaskboardRoutes`).
    package var deprecatedRoutesName: String
    /// The `401` bodies its routes document, one registration argument each: a server cannot
    /// be registered without a way to make every one.
    package var unauthorizedBodies: [ServerUnauthorizedBodyModel] = []
}

/// A body some route documents for a `401`, which the registration asks the app to make from
/// the failure's reason (`unauthorizedProblem: (String) -> Taskboard.Problem`).
package struct ServerUnauthorizedBodyModel: Sendable, Hashable {
    /// The argument label (`unauthorizedProblem`).
    package var label: String
    /// The body type, which the render stage spells outside the namespace (`Taskboard.Problem`).
    package var type: TypeReference
}

/// A scheme as the server sees it: an associated type for its verified credential and the
/// registration's authenticator argument.
package struct ServerCredentialModel: Sendable, Hashable {
    /// The scheme type (`MemberAuth`).
    package var typeName: String
    /// The scheme name in the spec (`member`).
    package var specName: String
    /// The service's associated type (`MemberCredential`).
    package var associatedType: String
    /// The registration's argument label and the authenticator's name in its body (`member`).
    package var label: String
}

/// A route as the server sees it.
package struct ServerRouteModel: Sendable, Hashable {
    /// The route type, which the render stage names from outside the namespace
    /// (`Taskboard.ListProjectsRoute`).
    package var type: DeclaredTypeName
    /// Doc comment lines of its requirement.
    package var docLines: [String]
    /// The message of the route's deprecation (``RouteModel/deprecation``), or `nil`.
    package var deprecation: String?
    /// The name of its service requirement (`me`).
    package var functionName: String
    /// The credentials its handler receives, in the order the route lists its schemes.
    package var credentials: [ServerCredentialModel]
    /// Whether the route may go without a credential (`auth: [member, none]`).
    package var authIsOptional: Bool
    /// What its handler returns.
    package var reply: ServerReply

    /// Whether the handler receives each credential as optional: several schemes, or a route
    /// that may go without one, where at most one is set.
    var acceptsAnyOf: Bool { credentials.count > 1 || (authIsOptional && !credentials.isEmpty) }
    /// Whether its body is a form or a multipart body, which the decoder reads first.
    package var fieldsBody: FieldsBody?
    /// The media type of its body, when another route of its method and path takes another
    /// (`DecodableRoute.bodyMediaType`): the request's `Content-Type` picks.
    package var bodyMediaType: String? = nil
    /// The route's properties, which its decoder reads from the request (each as its
    /// ``PropertyModel/requestCoding`` says) and passes to the memberwise initializer.
    package var decodedProperties: [PropertyModel]
    /// The cases of its `enum Response`, which an extension sends with each case's status and
    /// body; empty when the route has one success body.
    package var responseCases: [ResponseCaseModel] = []
    /// The structs of response header fields an extension lets a handler make and write: the
    /// route's own `ResponseHeaders`, and one routes share beside its first user.
    package var encodedHeaders: [EncodedHeadersModel] = []
}

/// What a route's handler returns, which decides the requirement's return type and how the
/// registration sends it.
package enum ServerReply: Sendable, Hashable {
    /// The route's `Response`.
    case response
    /// A `RouteReply`: the response with the header fields the route documents.
    case replyWithHeaders
    /// The elements of a streaming route, which `addStream` sends as they come.
    case stream
}

/// A struct of response header fields the server writes (`EncodableHeaders`).
package struct EncodedHeadersModel: Sendable, Hashable {
    /// The struct, which the render stage spells outside the namespace
    /// (`Taskboard.ProjectVersionRoute.ResponseHeaders`).
    package var type: TypeReference
    /// Its fields.
    package var fields: [PropertyModel]
}
