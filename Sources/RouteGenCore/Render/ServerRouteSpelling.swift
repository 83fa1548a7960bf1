/// How `server.mustache` spells a route's requirement and registration, from what the model says
/// of it (its credentials, whether it may go without one, what its handler returns): one line
/// each, which the renderer wraps past 120 columns; and its decoder's arguments, each property's
/// read (``PropertyModel/serverExpression``).
extension ServerRouteModel {
    /// `func me(_ route: Taskboard.MeRoute, member: MemberCredential) async throws -> Taskboard.MeRoute.Response`.
    var requirement: String {
        let parameters = credentials.map { ", \($0.label): \($0.associatedType)\(acceptsAnyOf ? "?" : "")" }.joined()
        return "func \(functionName)(_ route: \(typeName)\(parameters)) async throws -> \(replyType)"
    }

    /// The statement that adds it to `routes` with its handler and authenticators: one line, or,
    /// past 120 columns where `server.mustache` writes it (column 8), the handler's call on a
    /// line of its own inside the closure, and each of the registration's arguments and of the
    /// call's on a line of its own when that line is still too long.
    var registration: String {
        let parts = registrationParts
        let opening = "routes.\(parts.add)(\(parts.arguments.joined(separator: ", "))) { \(parts.closureParameters) in"
        let call = "try await service.\(functionName)(\(parts.callArguments.joined(separator: ", ")))"
        let line = opening + " " + call + " }"
        let indent = String(repeating: " ", count: 8)
        guard indent.count + line.count > SignatureWrapping.limit else { return line }
        let wrappedOpening =
            indent.count + opening.count > SignatureWrapping.limit
            ? "routes.\(parts.add)(" + Self.oneALine(parts.arguments, indent: indent)
                + ") { \(parts.closureParameters) in"
            : opening
        let callIndent = indent + "    "
        let wrappedCall =
            callIndent.count + call.count > SignatureWrapping.limit
            ? "try await service.\(functionName)(" + Self.oneALine(parts.callArguments, indent: callIndent) + ")"
            : call
        return wrappedOpening + "\n" + callIndent + wrappedCall + "\n" + indent + "}"
    }

    /// `arguments` one a line, four columns past `indent`, and a line break to `indent` for the
    /// closing parenthesis, as ``SignatureWrapping`` wraps a declaration's parameters.
    private static func oneALine(_ arguments: [String], indent: String) -> String {
        arguments.map { "\n" + indent + "    " + $0 }.joined(separator: ",") + "\n" + indent
    }

    /// The registration's function (`add`, `addStream`) and arguments, its closure's
    /// parameters, and the handler call's arguments.
    private var registrationParts:
        (add: String, arguments: [String], closureParameters: String, callArguments: [String])
    {
        let add = reply == .stream ? "addStream" : "add"
        let route = "\(typeName).self"
        if credentials.isEmpty {
            return (add, [route], "route", ["route"])
        }
        if !acceptsAnyOf {
            let label = credentials[0].label
            return (add, [route, "authenticatedBy: \(label)"], "route, credential", ["route", "\(label): credential"])
        }
        let authenticators = credentials.map(\.label).joined(separator: ", ")
        return (
            add, [route, "acceptingAnyOf: [\(authenticators)]", "isOptional: \(authIsOptional)"],
            "route, credentials", ["route"] + credentials.map { "\($0.label): credentials[\($0.label)]" }
        )
    }

    /// The route type as code outside the namespace names it (`Taskboard.MeRoute`).
    var typeName: String { type.qualifiedSpelling }

    /// The decoder's arguments to the memberwise initializer, `label: expression` each.
    var decodeArguments: [String] {
        decodedProperties.map { "\($0.memberwiseLabel): \($0.serverExpression)" }
    }

    /// What the handler returns: the response, with the header fields when the route documents
    /// some; a streaming route's elements.
    private var replyType: String {
        switch reply {
        case .response: "\(typeName).Response"
        case .replyWithHeaders: "RouteReply<\(typeName)>"
        case .stream: "RouteEventStream<\(typeName).Element>"
        }
    }
}
