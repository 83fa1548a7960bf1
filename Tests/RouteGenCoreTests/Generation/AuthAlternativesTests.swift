import Testing
@testable import RouteGenCore

/// `auth:` as a list: schemes any one of which may authenticate a route, and `none` among them
/// for a credential that is optional.
struct AuthAlternativesTests {
    static let schemes = header + "auth: { user: bearer, partner: { apiKey: X-Key } }\n"

    @Test func aListOfSchemesMakesTheRouteAcceptedByEach() {
        let code = swiftCode(Self.schemes + "routes:\n  report: { GET: /report, auth: [user, partner] }\n")
        #expect(
            code.contains(
                "public struct ReportRoute: UserAuth.AcceptedRoute, PartnerAuth.AcceptedRoute, RetryableRoute {"))
        #expect(code.contains("nonisolated extension Route where Self == Shop.ReportRoute {"))
        #expect(code.contains("@_spi(RouteGen) import RouteKit"))
        #expect(code.contains("public protocol AcceptedRoute: Route where API == Shop {}"))
        #expect(code.contains("nonisolated extension AuthenticatedRouter where Scheme == Shop.PartnerAuth {"))
    }

    @Test func noneInTheListMakesTheCredentialOptional() {
        let code = swiftCode(Self.schemes + "routes:\n  feed: { GET: /feed, auth: [user, none] }\n")
        #expect(code.contains("public struct FeedRoute: PublicRoute, UserAuth.AcceptedRoute, RetryableRoute {"))
        // Only the schemes some route accepts among others declare the protocol.
        #expect(!code.contains("extension AuthenticatedRouter where Scheme == Shop.PartnerAuth"))
    }

    @Test func oneSchemeAndNoneKeepTheirFormsAndNeedNoAcceptedRoutes() {
        let code = swiftCode(
            Self.schemes + "routes:\n  me: { GET: /me, auth: [user] }\n  open: { GET: /open, auth: [none] }\n")
        #expect(code.contains("public struct MeRoute: AuthenticatedRoute, RetryableRoute {"))
        #expect(code.contains("public struct OpenRoute: PublicRoute, RetryableRoute {"))
        #expect(!code.contains("AcceptedRoute"))
        #expect(!code.contains("performAccepted"))
    }

    @Test func malformedListsAreLocated() {
        let found = diagnostics(
            Self.schemes + """
                routes:
                  a: { GET: /a, auth: [user, user] }
                  b: { GET: /b, auth: [none, user, none] }
                  c: { GET: /c, auth: [] }
                  d: { GET: /d, auth: [user, [partner]] }
                """)
        #expect(
            found == [
                "spec.yaml:5:30: error: \"user\" is listed twice in \"auth\" of \"a\" (first at spec.yaml:5:24)",
                "spec.yaml:6:36: error: \"none\" is listed twice in \"auth\" of \"b\" (first at spec.yaml:6:24)",
                "spec.yaml:7:23: error: expected \"auth\" of \"c\" to be a scheme's name or a list of them, like \"auth: [user, partner]\"",
                "spec.yaml:8:30: error: expected a scheme's name in \"auth\" of \"d\", found a sequence",
            ])
    }

    @Test func convertWritesTheListBack() {
        let spec = SpecLoader.load(
            Self.schemes + "routes:\n  feed: { GET: /feed, auth: [user, partner, none] }\n", path: "spec.yaml"
        ).0
        #expect(SpecWriter.yaml(spec).contains("    auth: [user, partner, none]\n"))
    }
}
