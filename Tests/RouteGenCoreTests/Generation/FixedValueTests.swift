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

    /// An inline one is a `String` constant and no enum (``InlineConstants``); a component's
    /// enum is the author's type, and an optional one is the caller's to set.
    @Test func openAPIInlineConstAndOneValueEnumsAreConstants() {
        let code = swiftCode(
            openAPI: openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Kind: { type: string, enum: [page] }
                    Page:
                      type: object
                      required: [object, kind, named, data]
                      properties:
                        object: { type: string, const: list }
                        kind: { type: string, enum: [page] }
                        named: { $ref: "#/components/schemas/Kind" }
                        data: { type: array, items: { type: string } }
                        next: { type: string, const: more }
                """)
        #expect(code.contains("public init(data: [String], next: Next? = nil) {"), "\(code)")
        #expect(code.contains("public var object: String { \"list\" }"))
        #expect(code.contains("public var kind: String { \"page\" }"))
        #expect(code.contains("try object.decodeConstant(\"list\", forKey: \"object\")\n"))
        #expect(code.contains("try object.encode(\"page\", forKey: \"kind\")\n"))
        #expect(!code.contains("enum Object") && !code.contains("self.object ="))
        #expect(code.contains("public let named: Shop.Kind") && code.contains("self.named = .page\n"))
        #expect(code.contains("public let next: Next?") && code.contains("public enum Next:"))
    }

    /// An inline enum anything else uses keeps its type: here one shared by two properties of
    /// a format (``SchemaTranslator``'s format enums), one of them optional.
    @Test func anInlineEnumAnotherPlaceNeedsStaysAnEnum() {
        let code = swiftCode(
            openAPI: openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Token:
                      type: object
                      required: [token_type]
                      properties:
                        token_type: { type: string, format: urn, enum: ["urn:x:access_token"] }
                        issued_type: { type: string, format: urn, enum: ["urn:x:access_token"] }
                """)
        #expect(code.contains("public let tokenType: Urn"), "\(code)")
        #expect(code.contains("public let issuedType: Urn?"))
        #expect(code.contains("public enum Urn:"))
    }

    /// The concise format's nested model is what `routegen convert` writes an inline schema as,
    /// so its one-value enum is the same constant: a converted spec generates the same code.
    @Test func aNestedOneValueEnumOfTheConciseFormatIsAConstant() {
        let code = swiftCode(
            header + """
                models:
                  Note: { fields: { kind: Note.Kind, text: String } }
                  Note.Kind: { enum: [note] }
                routes:
                  ping: { GET: /ping, response: Note }
                """)
        #expect(code.contains(#"public var kind: String { "note" }"#), "\(code)")
        #expect(code.contains("public init(text: String) {"))
        #expect(!code.contains("enum Kind"))
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
