import Foundation
import Testing

/// Proves the auth scopes are enforced by the compiler: snippets that perform the generated
/// Taskboard routes are type-checked by `swiftc` against RouteKit, and each misuse must fail with
/// the compiler's error on the offending line — while the correct use of the same routes compiles.
@Suite("Auth scopes are compile-time checks", .serialized)
struct AuthScopeCompileTests {
    @Test("the correct use compiles: public routes anywhere, member routes with the member router")
    func correctUseCompiles() async throws {
        let result = try await TypeCheck.snippet("""
            func use(router: Router, member: AuthenticatedRouter<Taskboard.MemberAuth>) async throws {
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
        let result = try await TypeCheck.snippet("""
            func use(router: Router) async throws {
                _ = try await router.perform(Taskboard.DeleteTaskRoute(id: UUID()))
            }
            """)
        #expect(result.errors.map(\.line) == [2], "\(result.output)")
        #expect(result.errors.first?.message.contains("'Taskboard.DeleteTaskRoute' conform to 'PublicRoute'") == true)
    }

    @Test("the route factory of an authenticated route is not offered on the plain router")
    func factoryOnPlainRouter() async throws {
        let result = try await TypeCheck.snippet("""
            func use(router: Router) async throws {
                _ = try await router.perform(.deleteTask(id: UUID()))
            }
            """)
        #expect(result.errors.map(\.line).contains(2), "\(result.output)")
    }

    @Test("a route of one scheme does not compile on the router of another")
    func wrongScheme() async throws {
        let result = try await TypeCheck.snippet("""
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
        let result = try await TypeCheck.snippet("""
            func use(router: Router) {
                _ = AuthenticatedRouter<Taskboard.MemberAuth>()
                _ = router.authenticated(Taskboard.MemberAuth.self, with: APIKey("not a bearer token"))
            }
            """)
        #expect(Set(result.errors.map(\.line)) == [2, 3], "\(result.output)")
        #expect(result.errors.contains { $0.message.contains("initializer is inaccessible") }, "\(result.output)")
        #expect(result.errors.contains { $0.message.contains("'APIKey' to expected argument type 'BearerToken'") })
    }
}

/// Type-checks snippets against RouteKit and the generated Taskboard code with the `swiftc` that
/// runs the tests.
enum TypeCheck {
    /// One `error:` the compiler reported in the snippet.
    struct CompilerError: Sendable {
        let line: Int
        let message: String
    }

    /// What type-checking one snippet gave.
    struct Result: Sendable {
        let errors: [CompilerError]
        let output: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// RouteKit's module, built once into a temporary folder for every snippet.
    static let routeKitModule = Task { () throws -> URL in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-typecheck-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = try swiftFiles(in: packageRoot.appendingPathComponent("Sources/RouteKit"))
        let (status, output) = try run([
            "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "RouteKit",
            "-emit-module-path", folder.appendingPathComponent("RouteKit.swiftmodule").path,
        ] + sources.map(\.path))
        guard status == 0 else { throw ModuleBuildFailed(output: output) }
        return folder
    }

    struct ModuleBuildFailed: Error, CustomStringConvertible {
        let output: String
        var description: String { "building RouteKit's module failed:\n\(output)" }
    }

    /// Type-checks `body` (after `import Foundation` and `import RouteKit`) in one module with the
    /// generated Taskboard files.
    static func snippet(_ body: String) async throws -> Result {
        let modules = try await routeKitModule.value
        let file = modules.appendingPathComponent("Snippet-\(UUID()).swift")
        let header = "import Foundation\nimport RouteKit\n"
        try (header + body + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let generated = try swiftFiles(in: packageRoot.appendingPathComponent("Tests/GeneratedRoutesTests/Generated"))
        let (_, output) = try run([
            "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "TaskboardClient", "-I", modules.path,
        ] + generated.map(\.path) + [file.path])
        let headerLines = 2
        let errors = output.split(separator: "\n").compactMap { line -> CompilerError? in
            let prefix = file.path + ":"
            guard line.hasPrefix(prefix), line.contains(": error: ") else { return nil }
            let rest = line.dropFirst(prefix.count)
            guard let number = rest.split(separator: ":").first.flatMap({ Int($0) }) else { return nil }
            let message = rest.components(separatedBy: ": error: ").dropFirst().joined(separator: ": error: ")
            return CompilerError(line: number - headerLines, message: message)
        }
        return Result(errors: errors, output: output)
    }

    private static func swiftFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// Runs a command found on `PATH` and returns its exit status and combined output.
    private static func run(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
