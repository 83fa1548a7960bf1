import Testing
@testable import RouteGenCore

/// Which routes become `CacheableRoute` (`cache:`, `--cache-safe-routes`) and which protocols of
/// the app's own a route struct conforms to (`capabilities:`), in both spec formats.
struct CapabilitySnippetTests {
    @Test func cacheMakesASafeRouteCacheableWithItsLifetime() {
        let code = swiftCode(
            header + """
                routes:
                  plain: { GET: /plain, cache: true }
                  timed: { GET: /timed, cache: { maxAge: 300 } }
                  head: { HEAD: /head, cache: { maxAge: 0 } }
                  never: { GET: /never, cache: false }
                  other: { GET: /other }
                """)
        #expect(code.contains("nonisolated public struct PlainRoute: PublicRoute, RetryableRoute, CacheableRoute {"))
        #expect(code.contains("nonisolated public struct TimedRoute: PublicRoute, RetryableRoute, CacheableRoute {"))
        #expect(code.contains("        public static var cacheLifetime: Duration? { .seconds(300) }\n"))
        #expect(code.contains("        public static var cacheLifetime: Duration? { .seconds(0) }\n"))
        #expect(code.components(separatedBy: "cacheLifetime").count == 3)
        #expect(code.contains("nonisolated public struct NeverRoute: PublicRoute, RetryableRoute {"))
        #expect(code.contains("nonisolated public struct OtherRoute: PublicRoute, RetryableRoute {"))
    }

    @Test func cacheSafeRoutesMakesEveryGETCacheableUnlessItOptsOut() {
        let code = swiftCode(
            header + """
                routes:
                  list: { GET: /items }
                  keep: { GET: /keep, cache: { maxAge: 60 } }
                  live: { GET: /live, cache: false }
                  head: { HEAD: /items }
                  add: { POST: /items }
                """, routeStyle: RouteStyle(cachesSafeRoutes: true))
        #expect(code.contains("nonisolated public struct ListRoute: PublicRoute, RetryableRoute, CacheableRoute {"))
        #expect(code.contains("nonisolated public struct KeepRoute: PublicRoute, RetryableRoute, CacheableRoute {"))
        #expect(code.contains("nonisolated public struct LiveRoute: PublicRoute, RetryableRoute {"))
        #expect(code.contains("nonisolated public struct HeadRoute: PublicRoute, RetryableRoute {"))
        #expect(code.contains("nonisolated public struct AddRoute: PublicRoute {"))
    }

    @Test func capabilitiesOfTheFileAndTheRouteAreConformances() {
        let code = swiftCode(
            header + """
                auth: { user: bearer }
                capabilities: [AuditedRoute]
                routes:
                  charge: { POST: /charges, auth: user, capabilities: [IdempotentRoute, Billing.MeteredRoute] }
                  audit: { GET: /audit, capabilities: [AuditedRoute] }
                """)
        #expect(
            code.contains(
                "nonisolated public struct ChargeRoute: AuthenticatedRoute, AuditedRoute, IdempotentRoute, Billing.MeteredRoute {"
            ))
        #expect(code.contains("nonisolated public struct AuditRoute: PublicRoute, RetryableRoute, AuditedRoute {"))
    }

    @Test func openAPIExtensionsGrantTheSameCapabilities() {
        let code = swiftCode(
            openAPI: openAPIHeader + """
                paths:
                  /pets:
                    get: { operationId: listPets, x-routegen-cache: { maxAge: 120 }, responses: {} }
                    post: { operationId: addPet, x-routegen-capabilities: [IdempotentRoute], responses: {} }
                  /pets/{id}:
                    get:
                      operationId: getPet
                      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                      x-routegen-cache: true
                      responses: {}
                """)
        #expect(code.contains("nonisolated public struct ListPetsRoute: PublicRoute, RetryableRoute, CacheableRoute {"))
        #expect(code.contains("public static var cacheLifetime: Duration? { .seconds(120) }"))
        #expect(code.contains("nonisolated public struct AddPetRoute: PublicRoute, IdempotentRoute {"))
        #expect(code.contains("nonisolated public struct GetPetRoute: PublicRoute, RetryableRoute, CacheableRoute {"))
    }

    @Test func openAPITagsGrantCapabilitiesToTheirOperations() {
        let code = swiftCode(
            openAPI: openAPIHeader + """
                tags:
                  - { name: admin, x-routegen-capabilities: [AuditedRoute] }
                  - { name: pets }
                paths:
                  /pets:
                    get: { operationId: listPets, tags: [pets], responses: {} }
                    delete: { operationId: purgePets, tags: [pets, admin], x-routegen-capabilities: [IdempotentRoute, AuditedRoute], responses: {} }
                """)
        #expect(code.contains("nonisolated public struct ListPetsRoute: PublicRoute, RetryableRoute {"))
        #expect(
            code.contains(
                "nonisolated public struct PurgePetsRoute: PublicRoute, RetryableRoute, AuditedRoute, IdempotentRoute {"
            ))
    }

    @Test func convertWritesCacheAndCapabilitiesBack() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /pets:
                    get: { operationId: listPets, x-routegen-cache: { maxAge: 120 }, x-routegen-capabilities: [AuditedRoute], responses: {} }
                    head: { operationId: petsExist, x-routegen-cache: true, responses: {} }
                """)
        #expect(spec.contains("    cache: { maxAge: 120 }\n    capabilities: [AuditedRoute]\n"))
        #expect(spec.contains("    cache: true\n"))
    }
}
