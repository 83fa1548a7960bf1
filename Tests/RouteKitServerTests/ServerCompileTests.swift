#if Server
import Foundation
import Testing

/// Proves the server's guarantees are the compiler's: snippets using the generated Taskboard
/// server are type-checked by `swiftc`, and each misuse fails on its own line, while the
/// correct use of the same declarations compiles.
@Suite("The generated server is checked at compile time", .serialized, .timeLimit(.minutes(5)))
struct ServerCompileTests {
    static let authenticators = """
        let member = Authenticator(Taskboard.MemberAuth.self) { _, _ in "ada" }
        let integration = Authenticator(Taskboard.IntegrationAuth.self) { _, _ in "bot" }
        let webhook = Authenticator(Taskboard.WebhookAuth.self) { _, _ in "signed" }
        let admin = Authenticator(Taskboard.AdminAuth.self) { credential, _ in credential.username }
        let problem = { @Sendable (reason: String) in Taskboard.Problem(message: reason) }
        """

    static let inMemory = ServerTypeChecker.testFolder.appendingPathComponent("InMemoryTaskboard.swift")

    @Test("registering the in-memory service with an authenticator per scheme compiles")
    func correctUseCompiles() async throws {
        let result = try await ServerTypeChecker.typeCheck(
            """
            import Hummingbird
            import RouteKitServer
            func serve(_ router: Router<BasicRequestContext>) {
            \(Self.authenticators)
                router.addRoutes(Taskboard.self, service: InMemoryTaskboard(), member: member, integration: integration, webhook: webhook, admin: admin,
                                 unauthorizedProblem: problem)
            }
            """, with: [Self.inMemory])
        #expect(!result.output.contains("error:"), "\(result.output)")
    }

    @Test("registering the API without a way to make the 401 body its routes document does not compile")
    func registrationWithoutUnauthorizedBody() async throws {
        let result = try await ServerTypeChecker.typeCheck(
            """
            import Hummingbird
            import RouteKitServer
            func serve(_ router: Router<BasicRequestContext>) {
            \(Self.authenticators)
                router.addRoutes(Taskboard.self, service: InMemoryTaskboard(), member: member, integration: integration, webhook: webhook, admin: admin)
            }
            """, with: [Self.inMemory])
        #expect(result.errors.map(\.line) == [9], "\(result.output)")
        #expect(
            result.errors.first?.message.contains("missing argument for parameter 'unauthorizedProblem'") == true,
            "\(result.output)")
    }

    @Test(
        "the generated server compiles warning-free with MainActor as the default isolation, as new app targets have it"
    )
    func mainActorDefaultIsolation() async throws {
        let result = try await ServerTypeChecker.typeCheck(
            "import RouteKitServer\n", flags: ["-default-isolation", "MainActor"])
        #expect(!result.output.contains("error:") && !result.output.contains("warning:"), "\(result.output)")
    }

    @Test("a service that leaves a route out does not conform")
    func missingHandler() async throws {
        let source = try String(contentsOf: Self.inMemory, encoding: .utf8)
        let start = try #require(source.range(of: "    func comments(_ route: Taskboard.CommentsRoute)"))
        let end = try #require(source.range(of: "    }\n", range: start.upperBound..<source.endIndex))
        let withoutComments = source.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        let result = try await ServerTypeChecker.typeCheck(withoutComments)
        #expect(
            result.errors.contains { $0.message.contains("does not conform to protocol 'TaskboardService'") },
            "\(result.output)")
        #expect(result.output.contains("protocol requires function 'comments'"), "\(result.output)")
    }

    @Test("registering the API without the authenticator of a scheme its routes use does not compile")
    func registrationWithoutAuthenticator() async throws {
        let result = try await ServerTypeChecker.typeCheck(
            """
            import Hummingbird
            import RouteKitServer
            func serve(_ router: Router<BasicRequestContext>) {
            \(Self.authenticators)
                router.addRoutes(Taskboard.self, service: InMemoryTaskboard(), integration: integration, webhook: webhook, admin: admin,
                                 unauthorizedProblem: problem)
            }
            """, with: [Self.inMemory])
        #expect(result.errors.map(\.line) == [9], "\(result.output)")
        #expect(
            result.errors.first?.message.contains("missing argument for parameter 'member'") == true, "\(result.output)"
        )
    }

    @Test("an authenticated route's handler cannot be added without an authenticator, nor with another scheme's")
    func handlerWithoutAuthenticator() async throws {
        let result = try await ServerTypeChecker.typeCheck(
            """
            import Hummingbird
            import RouteKit
            import RouteKitServer
            func serve(_ router: Hummingbird.Router<BasicRequestContext>) {
                var routes = ServerRoutes<BasicRequestContext>()
                routes.add(Taskboard.MeRoute.self) { _ in Taskboard.User(id: 1, name: "anyone") }
                routes.add(Taskboard.MeRoute.self, authenticatedBy: Authenticator(Taskboard.AdminAuth.self) { _, _ in "root" }) { _, _ in
                    Taskboard.User(id: 1, name: "root")
                }
                routes.add(Taskboard.ListProjectsRoute.self) { _ in [] }
                routes.register(on: router)
            }
            """)
        #expect(result.errors.map(\.line) == [6, 7], "\(result.output)")
    }
}
#endif
