import Testing
@testable import RouteGenCore

/// A few lines of spec in, the exact Swift they generate out — one test per feature.
struct SnippetTests {
    @Test func enumWithRawValuesThatDifferFromCaseNames() {
        let code = swiftCode(
            header + "models:\n  State: { enum: { open: OPEN, inProgress: { value: in-progress, doc: Started. } } }\n")
        #expect(
            code.contains(
                """
                    nonisolated public enum State: String, Codable, Hashable, Sendable, CaseIterable, StringEnumParameter {
                        case open = "OPEN"
                        /// Started.
                        case inProgress = "in-progress"
                    }
                """))
    }

    @Test func jsonKeyDefaultAndDocOnAField() {
        let code = swiftCode(
            header
                + "models:\n  Item:\n    doc: A thing.\n    fields:\n      createdAt: { type: Date, key: created_at, doc: When. }\n      count: Int = 2\n"
        )
        #expect(
            code.contains(
                """
                    /// A thing.
                    nonisolated public struct Item: Codable, Sendable {
                        /// When.
                        public let createdAt: Date
                        /// Reads `2`, what the server assumes, when it is absent; it is sent only when set.
                        public var count: Int { _count ?? 2 }
                        private let _count: Int?

                        public init(createdAt: Date, count: Int? = nil) {
                            self.createdAt = createdAt
                            self._count = count
                        }
                """))
        // The default is the server's assumption: decoded and encoded only when present.
        #expect(code.contains("self.createdAt = try object.decode(forKey: \"created_at\")"))
        #expect(code.contains("self._count = try object.decodeIfPresent(forKey: \"count\")\n"))
        #expect(code.contains("try object.encode(createdAt, forKey: \"created_at\")"))
        #expect(code.contains("try object.encodeIfPresent(_count, forKey: \"count\")"))
    }

    @Test func codingIsWrittenOutWithStringKeysInsteadOfACodingKeysEnum() {
        let code = swiftCode(header + "models:\n  Pair: { fields: { a: Int, b: \"[String: [Double]]?\" } }\n")
        #expect(code.contains("public let b: [String: [Double]]?"))
        #expect(!code.contains("CodingKeys"))
        #expect(
            code.contains(
                """
                        public init(from decoder: any Decoder) throws {
                            let object = try RouteKit.JSONObjectReader(decoder)
                            self.a = try object.decode(forKey: "a")
                            self.b = try object.decodeIfPresent(forKey: "b")
                        }

                        public func encode(to encoder: any Encoder) throws {
                            var object = RouteKit.JSONObjectWriter(encoder)
                            try object.encode(a, forKey: "a")
                            try object.encodeIfPresent(b, forKey: "b")
                        }
                """))
    }

    @Test func modelStyleOptionsChooseVarAndEquality() {
        let spec = header + "models:\n  Pair: { fields: { a: Int } }\n"
        #expect(
            swiftCode(spec).contains("nonisolated public struct Pair: Codable, Sendable {\n        public let a: Int\n")
        )
        #expect(
            swiftCode(spec, style: ModelStyle(mutable: true)).contains(
                "public struct Pair: Codable, Sendable {\n        public var a: Int\n"))
        #expect(
            swiftCode(spec, style: ModelStyle(equatable: true)).contains(
                "public struct Pair: Codable, Equatable, Sendable {"))
        #expect(
            swiftCode(spec, style: ModelStyle(equatable: true, hashable: true)).contains(
                "public struct Pair: Codable, Hashable, Sendable {"))
    }

    @Test func recursiveFieldIsStoredIndirectly() {
        let code = swiftCode(header + "models:\n  Node: { fields: { next: Node?, children: [Node] } }\n")
        #expect(
            code.contains(
                """
                        public var next: Node? { _next.value }
                        private let _next: RouteKit.Indirect<Node?>
                        public let children: [Node]
                """))
        #expect(code.contains("_next = RouteKit.Indirect(try object.decodeIfPresent(forKey: \"next\"))"))
        #expect(code.contains("try object.encodeIfPresent(_next.value, forKey: \"next\")"))
        let mutable = swiftCode(
            header + "models:\n  Node: { fields: { next: Node?, children: [Node] } }\n",
            style: ModelStyle(mutable: true))
        #expect(
            mutable.contains(
                """
                        public var next: Node? {
                            get { _next.value }
                            set { _next.value = newValue }
                        }
                        private var _next: RouteKit.Indirect<Node?>
                        public var children: [Node]
                """))
    }

    @Test func routeWithPathQueryHeaderAndBody() {
        let code = swiftCode(
            header + """
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
        #expect(
            code.contains(
                """
                    /// Adds a note.
                    nonisolated public struct AddNoteRoute: AuthenticatedRoute {
                        public typealias API = Shop
                        public typealias Response = Note
                        public typealias Scheme = UserAuth
                        public static var method: HTTPMethod { .post }
                        public static var pathTemplate: String { "/boards/{board}/notes" }
                        public static var errorBodies: [ErrorBody] { [.status(409, Note.self), .default(Note.self)] }

                        public let board: Int
                        public let body: Note
                        /// Reads `true`, what the server assumes, when it is absent; it is sent only when set.
                        public var notify: Bool { _notify ?? true }
                        let _notify: Bool?
                        public let xTrace: String?

                        public func encode(into request: inout RequestParts) {
                            request.path("board", board)
                            request.query("notify", _notify)
                            request.header("X-Trace", xTrace)
                            request.jsonBody(body)
                        }
                    }
                """))
        #expect(
            code.contains(
                """
                nonisolated extension AuthenticatedRoute where Self == Shop.AddNoteRoute {
                    /// Adds a note.
                    public static func addNote(board: Int, body: Shop.Note, notify: Bool? = nil, xTrace: String? = nil) -> Self {
                        Self(board: board, body: body, _notify: notify, xTrace: xTrace)
                    }
                }
                """))
    }

    @Test func formBodyAndRawBody() {
        let code = swiftCode(
            header + """
                routes:
                  login: { POST: /login, form: { user: String, tags: "[String]?" } }
                  upload: { PUT: /files, body: Data, contentType: text/csv, response: String }
                """)
        #expect(
            code.contains(
                """
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
        #expect(
            code.contains(
                """
                        public typealias Response = Empty
                        public static var method: HTTPMethod { .patch }
                        public static var pathTemplate: String { "/x/{id}" }

                        /// The body of RenameRoute.
                        nonisolated public struct Body: Codable, Sendable {
                            public let name: String
                """))
        #expect(code.contains("public static func rename(id: UUID, body: Shop.RenameRoute.Body) -> Self"))
    }

    @Test func parameterlessRouteIsAStaticProperty() {
        let code = swiftCode(
            header + "routes:\n  health: { GET: /health, response: String, deprecated: Use /status. }\n")
        #expect(code.contains("    public static var health: Self { Self() }"))
        #expect(
            code.contains("@available(*, deprecated, message: \"Use /status.\")\nnonisolated extension PublicRoute"))
    }

    @Test func accessLevelAppliesToEveryDeclaration() {
        let code = swiftCode(
            header + "models:\n  A: { fields: { a: Int } }\nroutes:\n  a: { GET: /a, response: A }\n", access: .package)
        #expect(code.contains("nonisolated package struct A:"))
        #expect(code.contains("package static func router("))
        #expect(code.contains("    package static var a: Self { Self() }"))
        #expect(!code.contains("public "))
        let internalCode = swiftCode(header + "models:\n  A: { fields: { a: Int } }\n", access: .internal)
        #expect(internalCode.contains("nonisolated struct A:"))
    }

    @Test func docTextCannotEscapeItsCommentAndStringsCannotEscapeTheirLiterals() {
        let code = swiftCode(
            header + """
                models:
                  A:
                    doc: "ends */ here\\u2028} struct Evil {"
                    fields: { a: { type: String, default: "\\"); evil(\\"\\\\(x)" } }
                """)
        #expect(code.contains("    /// ends */ here\n    /// } struct Evil {\n"))
        #expect(code.contains(#"public var a: String { _a ?? "\"); evil(\"\\(x)" }"#))
    }

    @Test func jsonValueIsABuiltInType() {
        let code = swiftCode(
            header + """
                models:
                  Event: { fields: { payload: JSONValue, extra: "JSONValue?", all: "[String: JSONValue] = {}" } }
                """)
        #expect(code.contains("public let payload: JSONValue"))
        #expect(
            code.contains("public init(payload: JSONValue, extra: JSONValue? = nil, all: [String: JSONValue]? = nil)"))
        #expect(code.contains("public var all: [String: JSONValue] { _all ?? [:] }"))
    }
}
