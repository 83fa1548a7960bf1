import Foundation
import Testing
import TestSupport

/// Routes several schemes may authenticate (`auth: [member, integration]`) and routes whose
/// credential is optional (`auth: [member, none]`) are still checked by the compiler: each
/// compiles on the routers of the schemes it names, and on the plain router only when optional.
@Suite("Auth alternatives are compile-time checks", .serialized, .timeLimit(.minutes(5)))
struct AuthAlternativesCompileTests {
    @Test(
        "an alternatives route compiles on the router of each of its schemes; an optional one on the plain router too")
    func correctUseCompiles() async throws {
        let result = try await TypeCheck.snippet(
            """
            func use(router: APIRouter<Taskboard>, member: AuthenticatedRouter<Taskboard.MemberAuth>,
                     integration: AuthenticatedRouter<Taskboard.IntegrationAuth>) async throws {
                _ = try await member.perform(.projectActivity(id: 7))
                _ = try await integration.perform(.projectActivity(id: 7))
                _ = try await router.perform(.featuredProjects)
                _ = try await member.perform(.featuredProjects)
            }
            """)
        #expect(result.errors.isEmpty, "\(result.output)")
    }

    @Test("an alternatives route does not compile on a scheme it does not name, nor on the plain router")
    func otherSchemesAndThePlainRouterDoNotCompile() async throws {
        let result = try await TypeCheck.snippet(
            """
            func use(router: APIRouter<Taskboard>, admin: AuthenticatedRouter<Taskboard.AdminAuth>) async throws {
                _ = try await admin.perform(Taskboard.ProjectActivityRoute(id: 7))
                _ = try await router.perform(Taskboard.ProjectActivityRoute(id: 7))
            }
            """)
        #expect(result.errors.map(\.line) == [2, 3], "\(result.output)")
    }

    @Test("an optional-auth route goes without a credential on a scheme it does not name")
    func optionalRouteOnAnotherScheme() async throws {
        let result = try await TypeCheck.snippet(
            """
            func use(integration: AuthenticatedRouter<Taskboard.IntegrationAuth>) async throws {
                _ = try await integration.perform(Taskboard.FeaturedProjectsRoute())
            }
            """)
        // A public route of the API compiles on any of its authenticated routers, without the
        // credential: what the integration router may not do is send its key with it.
        #expect(result.errors.isEmpty, "\(result.output)")
    }

    @Test("the entry point generated code uses is not part of RouteKit's API")
    func theSPIIsNotReachableWithoutItsImport() async throws {
        let result = try await TypeCheck.snippet(
            """
            func use(admin: AuthenticatedRouter<Taskboard.AdminAuth>) async throws {
                _ = try await admin.performAccepted(Taskboard.ProjectActivityRoute(id: 7))
            }
            """)
        #expect(result.errors.map(\.line) == [2], "\(result.output)")
    }
}
