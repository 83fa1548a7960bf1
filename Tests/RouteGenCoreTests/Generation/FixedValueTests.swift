import Testing
@testable import RouteGenCore

/// A required field or parameter whose type allows one value — a closed enum of one case, as
/// OpenAPI's one-value `enum` becomes — is filled in by the initializer or factory, not asked
/// for, and still sent: it is part of the schema, not a default.
struct FixedValueTests {
    static let spec =
        header + """
            models:
              Role: { enum: [user] }
              Open: { enum: [user], open: true }
              Message: { fields: { content: String, role: Role, maybe: Role?, open: Open } }
            routes:
              send: { POST: /messages, query: { role: Role }, headers: { X-Role: Role? }, body: Message }
              ping: { GET: /ping, query: { role: Role } }
            """

    @Test func aModelFieldIsFilledInAndEncoded() {
        let code = swiftCode(Self.spec)
        #expect(
            code.contains(
                """
                        /// Always `.user`, the one value the spec allows: filled in, and sent.
                        public let role: Role
                """))
        // An optional one is the caller's to set, and an open enum has more values than it lists.
        #expect(code.contains("public init(content: String, maybe: Role? = nil, open: Open) {"))
        #expect(code.contains("self.role = .user\n"))
        #expect(code.contains("self.role = try object.decode(forKey: \"role\")"))
        #expect(code.contains("try object.encode(role, forKey: \"role\")"))
    }

    @Test func openAPIConstAndOneValueEnumsAreFilledIn() {
        let code = swiftCode(
            openAPI: openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Page:
                      type: object
                      required: [object, kind, data]
                      properties:
                        object: { type: string, const: list }
                        kind: { type: string, enum: [page] }
                        data: { type: array, items: { type: string } }
                        next: { type: string, const: more }
                """)
        #expect(code.contains("public init(data: [String], next: Next? = nil) {"), "\(code)")
        #expect(code.contains("self.object = .list\n"))
        #expect(code.contains("self.kind = .page\n"))
        #expect(code.contains("try object.encode(self.object, forKey: \"object\")"))
    }

    @Test func aRouteParameterIsFilledInByTheFactoryAndSent() {
        let code = swiftCode(Self.spec)
        #expect(code.contains("request.query(\"role\", role)"))
        #expect(
            code.contains(
                """
                    public static func send(body: Shop.Message, xRole: Shop.Role? = nil) -> Self {
                        Self(body: body, role: .user, xRole: xRole)
                    }
                """))
        // A route whose only parameter is fixed has no arguments left: a static property.
        #expect(code.contains("    public static var ping: Self { Self(role: .user) }"))
    }
}
