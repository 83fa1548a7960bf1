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
        let (opening, call) = registrationParts
        let line = opening + " " + call + " }"
        let indent = String(repeating: " ", count: 8)
        guard indent.count + line.count > SignatureWrapping.limit else { return line }
        // The template writes the statement's first line at column 8, so the text starts there.
        let wrappedOpening = SignatureWrapping.callWrapped(indent + opening).dropFirst(indent.count)
        let callIndent = indent + "    "
        return wrappedOpening + "\n" + SignatureWrapping.callWrapped(callIndent + call) + "\n" + indent + "}"
    }

    /// The registration up to its closure's `in`, and the handler's call.
    private var registrationParts: (opening: String, call: String) {
        let add = reply == .stream ? "addStream" : "add"
        let handler = "try await service.\(functionName)"
        if credentials.isEmpty {
            return ("routes.\(add)(\(typeName).self) { route in", "\(handler)(route)")
        }
        if !acceptsAnyOf {
            let label = credentials[0].label
            return (
                "routes.\(add)(\(typeName).self, authenticatedBy: \(label)) { route, credential in",
                "\(handler)(route, \(label): credential)"
            )
        }
        let authenticators = credentials.map(\.label).joined(separator: ", ")
        let arguments = credentials.map { "\($0.label): credentials[\($0.label)]" }.joined(separator: ", ")
        return (
            "routes.\(add)(\(typeName).self, acceptingAnyOf: [\(authenticators)], isOptional: \(authIsOptional)) { route, credentials in",
            "\(handler)(route, \(arguments))"
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
