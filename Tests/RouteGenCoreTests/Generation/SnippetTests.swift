import Testing
@testable import RouteGenCore

/// A few lines of spec in, the exact Swift they generate out — one test per feature.
struct SnippetTests {
    @Test func enumWithRawValuesThatDifferFromCaseNames() {
        let code = swiftCode(header + "models:\n  State: { enum: { open: OPEN, inProgress: { value: in-progress, doc: Started. } } }\n")
        #expect(code.contains("""
                nonisolated public enum State: String, Codable, Hashable, Sendable, CaseIterable, StringEnumParameter {
                    case open = "OPEN"
                    /// Started.
                    case inProgress = "in-progress"
                }
            """))
    }

    @Test func jsonKeyDefaultAndDocOnAField() {
        let code = swiftCode(header + "models:\n  Item:\n    doc: A thing.\n    fields:\n      createdAt: { type: Date, key: created_at, doc: When. }\n      count: Int = 2\n")
        #expect(code.contains("""
                /// A thing.
                nonisolated public struct Item: Codable, Hashable, Sendable {
                    /// When.
                    public var createdAt: Date
                    public var count: Int

                    public init(createdAt: Date, count: Int = 2) {
            """))
        #expect(code.contains("        case createdAt = \"created_at\"\n"))
        #expect(code.contains("self.count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 2"))
    }

    @Test func structWithoutDefaultsOrKeysRelieOnSynthesis() {
        let code = swiftCode(header + "models:\n  Pair: { fields: { a: Int, b: \"[String: [Double]]?\" } }\n")
        #expect(code.contains("public var b: [String: [Double]]?"))
        #expect(!code.contains("CodingKeys"))
        #expect(!code.contains("init(from"))
    }

    @Test func recursiveFieldIsStoredIndirectly() {
        let code = swiftCode(header + "models:\n  Node: { fields: { next: Node?, children: [Node] } }\n")
        #expect(code.contains("""
                    public var next: Node? {
                        get { _next.value }
                        set { _next.value = newValue }
                    }
                    private var _next: Indirect<Node?>
                    public var children: [Node]
            """))
        #expect(code.contains("_next = Indirect(try container.decodeIfPresent(Node.self, forKey: .next))"))
    }

    @Test func routeWithPathQueryHeaderAndBody() {
        let code = swiftCode(header + """
            auth: { user: bearer }
            models:
              Note: { fields: { text: String } }
            routes:
              addNote:
                POST: "/boards/{board: Int}/notes"
                auth: user
                summary: Adds a note.
                query: { notify: Bool = true }
                headers: { X-Trace: String? }
                body: Note
                response: Note
                errors: { 409: Note, default: Note }
            """)
        #expect(code.contains("""
                /// Adds a note.
                nonisolated public struct AddNoteRoute: AuthenticatedRoute {
                    public typealias Response = Note
                    public typealias Scheme = UserAuth
                    public static let method: HTTPMethod = .post
                    public static let pathTemplate = "/boards/{board}/notes"
                    public static let errorBodies: [ErrorBody] = [.status(409, Note.self), .default(Note.self)]

                    public var board: Int
                    public var body: Note
                    public var notify: Bool
                    public var xTrace: String?

                    public func encode(into request: inout RequestParts) {
                        request.path("board", board)
                        request.query("notify", notify)
                        request.header("X-Trace", xTrace)
                        request.jsonBody(body)
                    }
                }
            """))
        #expect(code.contains("""
            nonisolated extension AuthenticatedRoute where Self == Shop.AddNoteRoute {
                /// Adds a note.
                public static func addNote(board: Int, body: Shop.Note, notify: Bool = true, xTrace: String? = nil) -> Self {
                    Self(board: board, body: body, notify: notify, xTrace: xTrace)
                }
            }
            """))
    }

    @Test func formBodyAndRawBody() {
        let code = swiftCode(header + """
            routes:
              login: { POST: /login, form: { user: String, tags: "[String]?" } }
              upload: { PUT: /files, body: Data, contentType: text/csv, response: String }
            """)
        #expect(code.contains("""
                        request.formBody { form in
                            form.field("user", user)
                            form.field("tags", tags)
                        }
            """))
        #expect(code.contains("request.rawBody(body, contentType: \"text/csv\")"))
        #expect(code.contains("public typealias Response = String"))
    }

    @Test func inlineBodyIsANestedStruct() {
        let code = swiftCode(header + "routes:\n  rename: { PATCH: \"/x/{id: UUID}\", body: { name: String } }\n")
        #expect(code.contains("""
                    public typealias Response = Empty
                    public static let method: HTTPMethod = .patch
                    public static let pathTemplate = "/x/{id}"

                    /// The body of RenameRoute.
                    nonisolated public struct Body: Codable, Hashable, Sendable {
                        public var name: String
            """))
        #expect(code.contains("public static func rename(id: UUID, body: Shop.RenameRoute.Body) -> Self"))
    }

    @Test func parameterlessRouteIsAStaticProperty() {
        let code = swiftCode(header + "routes:\n  health: { GET: /health, response: String, deprecated: Use /status. }\n")
        #expect(code.contains("    public static var health: Self { Self() }"))
        #expect(code.contains("@available(*, deprecated, message: \"Use /status.\")\nnonisolated extension PublicRoute"))
    }

    @Test func accessLevelAppliesToEveryDeclaration() {
        let code = swiftCode(header + "models:\n  A: { fields: { a: Int } }\nroutes:\n  a: { GET: /a, response: A }\n", access: .package)
        #expect(code.contains("nonisolated package struct A:"))
        #expect(code.contains("package static func router("))
        #expect(code.contains("    package static var a: Self { Self() }"))
        #expect(!code.contains("public "))
        let internalCode = swiftCode(header + "models:\n  A: { fields: { a: Int } }\n", access: .internal)
        #expect(internalCode.contains("nonisolated struct A:"))
    }

    @Test func docTextCannotEscapeItsCommentAndStringsCannotEscapeTheirLiterals() {
        let code = swiftCode(header + """
            models:
              A:
                doc: "ends */ here\\u2028} struct Evil {"
                fields: { a: { type: String, default: "\\"); evil(\\"\\\\(x)" } }
            """)
        #expect(code.contains("    /// ends */ here\n    /// } struct Evil {\n"))
        #expect(code.contains(#"public init(a: String = "\"); evil(\"\\(x)")"#))
    }

    @Test func jsonValueIsABuiltInType() {
        let code = swiftCode(header + """
            models:
              Event: { fields: { payload: JSONValue, extra: "JSONValue?", all: "[String: JSONValue] = {}" } }
            """)
        #expect(code.contains("public var payload: JSONValue"))
        #expect(code.contains("public init(payload: JSONValue, extra: JSONValue? = nil, all: [String: JSONValue] = [:])"))
        #expect(code.contains("self.all = try container.decodeIfPresent([String: JSONValue].self, forKey: .all) ?? [:]"))
    }
}
