import Testing

@testable import RouteGenCore

/// A route as the generated server sees it is spelled in the render stage from what the model
/// says: its type, named from outside the namespace, its credentials, what its handler returns,
/// the body of fields its decoder reads first and the media type that picks it.
struct ServerRouteSpellingTests {
    static let member = ServerCredentialModel(
        typeName: "MemberAuth", specName: "member", associatedType: "MemberCredential", label: "member")

    static func route(_ name: String, credentials: [ServerCredentialModel] = [], reply: ServerReply = .response)
        -> ServerRouteModel
    {
        ServerRouteModel(
            type: DeclaredTypeName(namespace: "Board", fullName: name, reach: .fullName), docLines: [],
            deprecation: nil, functionName: "call", credentials: credentials, authIsOptional: false, reply: reply,
            fieldsBody: nil, decodedProperties: [])
    }

    @Test func theRequirementAndRegistrationNameTheRouteFromOutsideTheNamespace() {
        let me = Self.route("MeRoute", credentials: [Self.member])
        #expect(me.typeName == "Board.MeRoute")
        #expect(
            me.requirement
                == "func call(_ route: Board.MeRoute, member: MemberCredential) async throws -> Board.MeRoute.Response")
        // Past 120 columns where the template writes it (column 8), the call gets a line of its own.
        #expect(
            me.registration == """
                routes.add(Board.MeRoute.self, authenticatedBy: member) { route, credential in
                            try await service.call(route, member: credential)
                        }
                """)
        #expect(
            Self.route("PingRoute").registration
                == "routes.add(Board.PingRoute.self) { route in try await service.call(route) }")
        let feed = Self.route("FeedRoute", reply: .stream)
        #expect(feed.requirement.hasSuffix("-> RouteEventStream<Board.FeedRoute.Element>"))
        #expect(feed.registration.hasPrefix("routes.addStream(Board.FeedRoute.self)"))
    }

    /// The decoder reads a form or a multipart body once, binding the receiver its fields' reads
    /// name; the media type that picks the route is a literal.
    @Test func aBodyOfFieldsIsReadFirstAndTheMediaTypeIsALiteral() {
        var upload = Self.route("UploadRoute")
        #expect(Self.texts(upload, .decodePrelude) == [])
        upload.fieldsBody = .multipart
        upload.bodyMediaType = "multipart/form-data"
        #expect(Self.texts(upload, .decodePrelude) == ["let parts = try request.multipartBody()"])
        #expect(Self.text(upload, .bodyMediaType) == #""multipart/form-data""#)
        #expect(FieldsBody.form.serverRead == "let form = try request.formBody()")
        #expect(Self.text(upload, .typeName) == "Board.UploadRoute")
    }

    private static func texts(_ route: ServerRouteModel, _ key: TemplateKey) -> [String]? {
        if case .texts(let texts)? = route.child(named: key) { return texts }
        return nil
    }

    private static func text(_ route: ServerRouteModel, _ key: TemplateKey) -> String? {
        if case .text(let text)? = route.child(named: key) { return text }
        return nil
    }
}
