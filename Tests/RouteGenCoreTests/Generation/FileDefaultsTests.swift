import Testing
@testable import RouteGenCore

/// `defaults:` of a file: its routes get them unless they say otherwise.
struct FileDefaultsTests {
    static let schemes =
        header + """
            auth: { member: bearer, admin: basic }
            models: { Problem: { fields: { message: String } } }

            """

    @Test func aRoutesOwnAuthWinsAndNoneMakesItPublic() {
        let code = swiftCode(
            Self.schemes + """
                defaults: { auth: member }
                routes:
                  me: { GET: /me }
                  audit: { GET: /audit, auth: admin }
                  health: { GET: /health, auth: none }
                """)
        #expect(code.contains("struct MeRoute: AuthenticatedRoute, RetryableRoute"))
        #expect(code.contains("public typealias Scheme = MemberAuth"))
        #expect(code.contains("public typealias Scheme = AdminAuth"))
        #expect(code.contains("struct HealthRoute: PublicRoute, RetryableRoute"))
    }

    @Test func defaultErrorsJoinTheRoutesOwnInStatusOrder() {
        let code = swiftCode(
            Self.schemes + """
                defaults: { errors: { 401: Problem, default: Problem } }
                routes:
                  task: { GET: /task, errors: { 404: Problem, 400: Problem } }
                  other: { GET: /other, errors: { 401: String } }
                """)
        #expect(
            code.contains(
                "[.status(401, Problem.self), .status(404, Problem.self), .status(400, Problem.self), .default(Problem.self)]"
            ))
        #expect(code.contains("[.status(401, String.self), .default(Problem.self)]"))
    }

    /// `status: none` takes one default error body away from one route, `default` included.
    @Test func noneRemovesADefaultErrorBodyFromOneRoute() {
        let code = swiftCode(
            Self.schemes + """
                defaults: { errors: { 401: Problem, 429: Problem, default: Problem } }
                routes:
                  task: { GET: /task, errors: { 429: none, 404: Problem } }
                  other: { GET: /other, errors: { default: none } }
                """)
        #expect(
            code.contains("[.status(401, Problem.self), .status(404, Problem.self), .default(Problem.self)]"), "\(code)"
        )
        #expect(code.contains("[.status(401, Problem.self), .status(429, Problem.self)]"), "\(code)")
    }

    @Test func defaultHeadersAndThePathPrefixReachEveryRoute() {
        let code = swiftCode(
            header + """
                defaults:
                  headers: { X-Client: String = ios, Accept-Language: String? }
                  pathPrefix: /admin
                routes:
                  users: { GET: /users, headers: { X-Client: String = web } }
                  user: { GET: "/users/{id: Int}" }
                """)
        #expect(code.contains("\"/admin/users\""))
        #expect(code.contains("\"/admin/users/{id}\""))
        #expect(
            code.contains(
                "public var xClient: String { _xClient ?? \"ios\" }\n        let _xClient: String?\n        public let acceptLanguage: String?"
            ))
        #expect(code.contains("public var xClient: String { _xClient ?? \"web\" }"))
        #expect(code.contains("request.header(\"X-Client\", _xClient)"))
    }

    @Test func defaultsApplyToTheirFileOnly() {
        let result = generate([
            ("A.yaml", Self.schemes + "defaults: { auth: member }\nroutes:\n  a: { GET: /a }\n"),
            ("B.yaml", "routes:\n  b: { GET: /b }\n"),
        ])
        let code = result.files.map(\.contents).joined()
        #expect(code.contains("struct ARoute: AuthenticatedRoute"))
        #expect(code.contains("struct BRoute: PublicRoute"))
    }
}
