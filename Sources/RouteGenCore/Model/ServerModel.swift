/// The server side of an API, generated with `--server` into `<API>+Server.swift`: a service
/// protocol with one requirement per route, a registration into a Hummingbird router, and a
/// decoder per route (RouteKitServer's `DecodableRoute`).
public struct ServerModel: Sendable, Hashable {
    /// The service protocol (`TaskboardService`).
    public var serviceName: String
    /// The schemes some route uses, in the API's order: each is an associated type of the
    /// service and an authenticator of the registration.
    public var credentials: [ServerCredentialModel]
    /// Every route, in file and spec order.
    public var routes: [ServerRouteModel]
    /// The name of the file-private protocol that registers deprecated routes without a
    /// deprecation warning in the registration (`DeprecatedTaskboardRoutes`).
    public var deprecatedRoutesName: String
    /// The `401` bodies its routes document, one registration argument each: a server cannot
    /// be registered without a way to make every one.
    public var unauthorizedBodies: [ServerUnauthorizedBodyModel] = []
}

/// A body some route documents for a `401`, which the registration asks the app to make from
/// the failure's reason (`unauthorizedProblem: (String) -> Taskboard.Problem`).
public struct ServerUnauthorizedBodyModel: Sendable, Hashable {
    /// The argument label (`unauthorizedProblem`).
    public var label: String
    /// The body type, qualified (`Taskboard.Problem`).
    public var type: String
}

/// A scheme as the server sees it: an associated type for its verified credential and the
/// registration's authenticator argument.
public struct ServerCredentialModel: Sendable, Hashable {
    /// The scheme type (`MemberAuth`).
    public var typeName: String
    /// The scheme name in the spec (`member`).
    public var specName: String
    /// The service's associated type (`MemberCredential`).
    public var associatedType: String
    /// The registration's argument label and the authenticator's name in its body (`member`).
    public var label: String
}

/// A route as the server sees it.
public struct ServerRouteModel: Sendable, Hashable {
    /// The route type, qualified (`Taskboard.ListProjectsRoute`).
    public var typeName: String
    /// Doc comment lines of its requirement.
    public var docLines: [String]
    /// The route's deprecation attribute, or `nil`.
    public var deprecation: String?
    /// The service requirement, one line: `func me(_ route: Taskboard.MeRoute, member:
    /// MemberCredential) async throws -> Taskboard.MeRoute.Response`.
    public var requirement: String
    /// The statement that adds it to `routes` with its handler and authenticators.
    public var registration: String
    /// Statements the decoder runs first (reading a form or multipart body).
    public var decodePrelude: [String]
    /// The media type of its body as a string literal, when another route of its method and
    /// path takes another (`DecodableRoute.bodyMediaType`): the request's `Content-Type` picks.
    public var bodyMediaType: String? = nil
    /// The decoder's arguments to the memberwise initializer, `label: expression` each.
    public var decodeArguments: [String]
    /// Lines of the extensions that encode its `enum Response` and its `ResponseHeaders`
    /// (empty when it has neither), each line as written.
    public var declarations: [String] = []
}
