import Foundation
import Testing
import TestSupport

/// A security requirement naming several schemes together (`{ClientId, ClientSecret, ApiVersion}`
/// in `Tests/ShapeSpecs/shapes.yaml`) is a scheme of its own, and the compiler checks its routes
/// as it checks any scheme's: snippets using the generated Shapes files are type-checked by
/// `swiftc`, and each misuse fails on its line.
@Suite("Schemes required together are compile-time checks", .serialized, .timeLimit(.minutes(5)))
struct CombinedAuthCompileTests {
    /// Type-checks `body` with the generated Shapes files; the errors in `body`, by its lines.
    static func snippet(_ body: String) async throws -> (errors: [(line: Int, message: String)], output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Snippet-\(UUID()).swift")
        try ("import Foundation\nimport RouteKit\n" + body + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let generated = try SwiftTypeChecker.clientFiles(
            in: SwiftTypeChecker.packageRoot.appendingPathComponent("Tests/GeneratedRoutesTests/Shapes"))
        let result = try await SwiftTypeChecker.typeCheck(generated + [file], moduleName: "ShapesClient")
        return (result.errors.filter { $0.file == file.path }.map { ($0.line - 2, $0.text) }, result.output)
    }

    @Test("the route compiles with the router holding every credential, warning-free")
    func everyCredentialCompiles() async throws {
        let result = try await Self.snippet(
            """
            func use(router: APIRouter<Shapes>) async throws {
                let partner = router.authenticated(Shapes.ClientIdClientSecretApiVersionAuth.self, with: .init(
                    clientId: APIKey("a"), clientSecret: APIKey("b"), apiVersion: APIKey("c")))
                _ = try await partner.perform(.updatePartner(id: "p1", body: .init()))
            }
            """)
        #expect(result.errors.isEmpty, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    @Test("a router holding one of the credentials does not perform it")
    func oneCredentialIsNotEnough() async throws {
        let result = try await Self.snippet(
            """
            func use(router: APIRouter<Shapes>) async throws {
                let client = router.authenticated(Shapes.ClientIdAuth.self, with: APIKey("a"))
                _ = try await client.perform(Shapes.UpdatePartnerRoute(id: "p1", body: .init()))
            }
            """)
        #expect(result.errors.map(\.line) == [3], "\(result.output)")
    }

    @Test("the credential needs every part")
    func everyPartIsRequired() async throws {
        let result = try await Self.snippet(
            """
            func use(router: APIRouter<Shapes>) {
                _ = router.authenticated(Shapes.ClientIdClientSecretApiVersionAuth.self, with: .init(clientId: APIKey("a"), clientSecret: APIKey("b")))
            }
            """)
        #expect(result.errors.map(\.line) == [2], "\(result.output)")
        #expect(result.errors.first?.message.contains("apiVersion") == true, "\(result.output)")
    }

    @Test("the plain router does not perform it")
    func plainRouter() async throws {
        let result = try await Self.snippet(
            """
            func use(router: APIRouter<Shapes>) async throws {
                _ = try await router.perform(Shapes.UpdatePartnerRoute(id: "p1", body: .init()))
            }
            """)
        #expect(result.errors.map(\.line) == [2], "\(result.output)")
    }
}
