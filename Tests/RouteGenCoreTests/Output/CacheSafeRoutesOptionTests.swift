import Foundation
import Testing
import TestSupport

/// `--cache-safe-routes`: the command line grants `CacheableRoute` to every GET route that does
/// not opt out, and `validate` checks the same specs the same way.
@Suite(.timeLimit(.minutes(3)))
struct CacheSafeRoutesOptionTests {
    @Test func everyGETRouteButTheOptedOutBecomesCacheable() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-cache-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        api: Shop
        baseURL: https://shop.example
        routes:
          items: { GET: /items, response: String }
          live: { GET: /live, response: String, cache: false }
          add: { POST: /items }
        """.write(toFile: folder + "/Shop.yaml", atomically: true, encoding: .utf8)

        let result = try await ChildProcess.routegen(
            ["generate", "Shop.yaml", "--cache-safe-routes", "--output", "Out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let code = try String(contentsOfFile: folder + "/Out/Shop+Spec.swift", encoding: .utf8)
        #expect(code.contains("struct ItemsRoute: PublicRoute, RetryableRoute, CacheableRoute {"))
        #expect(code.contains("struct LiveRoute: PublicRoute, RetryableRoute {"))
        #expect(code.contains("struct AddRoute: PublicRoute {"))

        let validated = try await ChildProcess.routegen(["validate", "Shop.yaml", "--cache-safe-routes"], in: folder)
        #expect(validated.status == 0, "\(validated.stderr)")
    }
}
