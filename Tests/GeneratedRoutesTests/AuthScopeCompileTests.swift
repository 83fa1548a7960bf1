import Foundation
import Testing
import TestSupport

/// Proves the auth scopes are enforced by the compiler: snippets that perform the generated
/// Taskboard routes are type-checked by `swiftc` against RouteKit, and each misuse must fail with
/// the compiler's error on the offending line — while the correct use of the same routes compiles.
@Suite("Auth scopes are compile-time checks", .serialized, .timeLimit(.minutes(5)))
struct AuthScopeCompileTests {
    @Test("the correct use compiles: public routes anywhere, member routes with the member router")
    func correctUseCompiles() async throws {
        let result = try await TypeCheck.snippet(
            """
            func use(router: APIRouter<Taskboard>, member: AuthenticatedRouter<Taskboard.MemberAuth>) async throws {
                _ = try await router.perform(.listProjects())
                _ = try await member.perform(.deleteTask(id: UUID()))
                _ = try await member.perform(.listProjects())
                _ = router.authenticated(Taskboard.AdminAuth.self, with: BasicCredential(username: "a", password: "b"))
            }
            """)
        #expect(result.errors.isEmpty, "\(result.output)")
    }

    @Test("performing an authenticated route on the plain router does not compile")
    func authenticatedRouteOnPlainRouter() async throws {
        let result = try await TypeCheck.snippet(
            """
            func use(router: APIRouter<Taskboard>) async throws {
                _ = try await router.perform(Taskboard.DeleteTaskRoute(id: UUID()))
            }
            """)
        #expect(result.errors.map(\.line) == [2], "\(result.output)")
        #expect(result.errors.first?.message.contains("'Taskboard.DeleteTaskRoute' conform to 'PublicRoute'") == true)
    }

    @Test("the route factory of an authenticated route is not offered on the plain router")
    func factoryOnPlainRouter() async throws {
        let result = try await TypeCheck.snippet(
            """
            func use(router: APIRouter<Taskboard>) async throws {
                _ = try await router.perform(.deleteTask(id: UUID()))
            }
            """)
        #expect(result.errors.map(\.line).contains(2), "\(result.output)")
    }

    @Test("a route of one scheme does not compile on the router of another")
    func wrongScheme() async throws {
        let result = try await TypeCheck.snippet(
            """
            func use(admin: AuthenticatedRouter<Taskboard.AdminAuth>) async throws {
                _ = try await admin.perform(Taskboard.DeleteTaskRoute(id: UUID()))
            }
            """)
        #expect(result.errors.map(\.line) == [2], "\(result.output)")
        #expect(result.errors.first?.message.contains("'perform'") == true, "\(result.output)")
        #expect(result.output.contains("(aka 'Taskboard.MemberAuth') be equivalent"), "\(result.output)")
    }

    @Test("an authenticated router cannot be made without a credential, nor with the wrong kind")
    func noRouterWithoutTheKey() async throws {
        let result = try await TypeCheck.snippet(
            """
            func use(router: APIRouter<Taskboard>) {
                _ = AuthenticatedRouter<Taskboard.MemberAuth>()
                _ = router.authenticated(Taskboard.MemberAuth.self, with: APIKey("not a bearer token"))
            }
            """)
        #expect(Set(result.errors.map(\.line)) == [2, 3], "\(result.output)")
        #expect(result.errors.contains { $0.message.contains("initializer is inaccessible") }, "\(result.output)")
        #expect(result.errors.contains { $0.message.contains("'APIKey' to expected argument type 'BearerToken'") })
    }

    /// A second API, declared as routegen declares one: its namespace, a public route with its
    /// factory, and a scheme. Its routes and its credential belong to it alone.
    static let otherAPI = """
        enum Httpbin {}
        struct GzipRoute: PublicRoute {
            typealias API = Httpbin
            static var method: HTTPMethod { .get }
            static var pathTemplate: String { "/gzip" }
        }
        extension PublicRoute where Self == GzipRoute {
            static var gzip: GzipRoute { GzipRoute() }
        }
        enum HttpbinAuth: BearerAuthentication {
            typealias API = Httpbin
        }

        """

    @Test("each API's router performs its own routes")
    func eachAPIsOwnRoutes() async throws {
        let result = try await TypeCheck.snippet(
            Self.otherAPI + """
                func use(taskboard: APIRouter<Taskboard>, httpbin: APIRouter<Httpbin>) async throws {
                    _ = try taskboard.request(for: .listProjects())
                    _ = try httpbin.request(for: .gzip)
                    _ = httpbin.authenticated(HttpbinAuth.self, with: BearerToken("t"))
                }
                """)
        #expect(result.errors.isEmpty, "\(result.output)")
    }

    @Test("a route of another API does not compile on this API's router, by factory or by value")
    func routeOfAnotherAPI() async throws {
        let result = try await TypeCheck.snippet(
            Self.otherAPI + """
                func use(taskboard: APIRouter<Taskboard>, httpbin: APIRouter<Httpbin>) async throws {
                    _ = try taskboard.request(for: .gzip)
                    _ = try await taskboard.perform(GzipRoute())
                    _ = try await httpbin.perform(.listProjects())
                    _ = try await Router(baseURL: Taskboard.baseURL).perform(.listProjects())
                }
                """)
        #expect(Set(result.errors.map(\.line)) == [14, 15, 16, 17], "\(result.output)")
        #expect(
            result.output.contains("'Taskboard' and 'GzipRoute.API' (aka 'Httpbin') be equivalent"), "\(result.output)")
    }

    @Test("another API's scheme does not open this API's router")
    func schemeOfAnotherAPI() async throws {
        let result = try await TypeCheck.snippet(
            Self.otherAPI + """
                func use(taskboard: APIRouter<Taskboard>) {
                    _ = taskboard.authenticated(HttpbinAuth.self, with: BearerToken("t"))
                }
                """)
        #expect(result.errors.map(\.line) == [14], "\(result.output)")
    }
}

/// Type-checks snippets with the generated Taskboard code.
enum TypeCheck {
    /// One `error:` the compiler reported in the snippet, at its line in the snippet.
    struct CompilerError: Sendable {
        let line: Int
        let message: String
    }

    /// What type-checking one snippet gave.
    struct Result: Sendable {
        let errors: [CompilerError]
        let output: String
    }

    /// Type-checks `body` (after `import Foundation` and `import RouteKit`) in one module with the
    /// generated Taskboard files and the capability the app declares for them (`IdempotentRoute`).
    static func snippet(_ body: String) async throws -> Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Snippet-\(UUID()).swift")
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("App-\(UUID()).swift")
        let header = "import Foundation\nimport RouteKit\n"
        try (header + body + "\n").write(to: file, atomically: true, encoding: .utf8)
        try "import RouteKit\nprotocol IdempotentRoute: RetryableRoute {}\n".write(
            to: app, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: app)
        }
        let generated = try SwiftTypeChecker.clientFiles(
            in: SwiftTypeChecker.packageRoot.appendingPathComponent("Tests/GeneratedRoutesTests/Generated"))
        let result = try await SwiftTypeChecker.typeCheck(generated + [app, file], moduleName: "TaskboardClient")
        let errors = result.errors.filter { $0.file == file.path }.map {
            CompilerError(line: $0.line - 2, message: $0.text)
        }
        return Result(errors: errors, output: result.output)
    }
}
