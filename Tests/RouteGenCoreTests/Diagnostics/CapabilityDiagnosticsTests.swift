import Testing
@testable import RouteGenCore

/// `cache:` only on safe routes and in its two forms, `capabilities:` only with type names:
/// each problem at its exact place, in both spec formats.
struct CapabilityDiagnosticsTests {
    @Test func cacheOnAnUnsafeMethodIsAnErrorWhereItIsWritten() {
        let found = diagnostics(
            header + """
                routes:
                  add: { POST: /items, cache: true }
                  replace:
                    PUT: "/items/{id: Int}"
                    cache: { maxAge: 60 }
                  skip: { DELETE: /items, cache: false }
                """)
        #expect(
            found == [
                "spec.yaml:4:31: error: \"cache\" applies only to GET and HEAD routes: a cache may answer only a request that changes nothing, and POST may",
                "spec.yaml:7:12: error: \"cache\" applies only to GET and HEAD routes: a cache may answer only a request that changes nothing, and PUT may",
            ])
    }

    @Test func cacheTakesABooleanOrAMaxAge() {
        let found = diagnostics(
            header + """
                routes:
                  a: { GET: /a, cache: yes }
                  b: { GET: /b, cache: { maxAge: -1 } }
                  c: { GET: /c, cache: { maxAge: "60" } }
                  d: { GET: /d, cache: { maxage: 60 } }
                """)
        #expect(
            found == [
                "spec.yaml:4:24: error: expected \"cache\" to be true or false, found \"yes\"",
                "spec.yaml:5:34: error: expected \"maxAge\" to be a whole number of seconds, 0 or more",
                "spec.yaml:6:34: error: expected \"maxAge\" to be a whole number of seconds, 0 or more",
                "spec.yaml:7:26: error: unknown key \"maxage\" in \"cache\" of \"d\" (did you mean \"maxAge\"?)",
            ])
    }

    @Test func capabilitiesAreTypeNames() {
        let found = diagnostics(
            header + """
                capabilities: AuditedRoute
                routes:
                  a: { GET: /a, capabilities: [Good, "not a type", class, My..Route, 1Route] }
                """)
        #expect(
            found == [
                "spec.yaml:3:15: error: expected \"capabilities\" of the spec file to be a list of protocol names, like [IdempotentRoute], found a scalar",
                "spec.yaml:5:38: error: expected a protocol name in \"capabilities\", like IdempotentRoute, found \"not a type\"",
                "spec.yaml:5:52: error: expected a protocol name in \"capabilities\", like IdempotentRoute, found \"class\"",
                "spec.yaml:5:59: error: expected a protocol name in \"capabilities\", like IdempotentRoute, found \"My..Route\"",
                "spec.yaml:5:70: error: expected a protocol name in \"capabilities\", like IdempotentRoute, found \"1Route\"",
            ])
    }

    @Test func aCapabilityNamedLikeAModelOrSchemeOfTheAPIIsAnError() {
        let found = diagnostics(
            header + """
                auth: { member: bearer }
                models:
                  Audited: { fields: { by: String } }
                routes:
                  a: { GET: /a, capabilities: [Audited, MemberAuth, App.Audited] }
                """)
        #expect(
            found == [
                "spec.yaml:7:32: error: capability \"Audited\" names a type this API declares, which would hide the protocol in the generated code; qualify it with its module (MyApp.Audited) or rename the model",
                "spec.yaml:7:41: error: capability \"MemberAuth\" names a type this API declares, which would hide the protocol in the generated code; qualify it with its module (MyApp.MemberAuth) or rename the model",
            ])
    }

    /// A capability is the app's protocol. RouteKit's scope protocols would let the plain router
    /// perform an authenticated route (`PublicRoute` on `auth: member`), and its route protocols
    /// follow from the spec: each, bare or with its module, is an error where it is written.
    @Test func aCapabilityNamingARuntimeTypeIsAnError() {
        let found = diagnostics(
            header + """
                auth: { member: bearer }
                capabilities: [RouteKitServer.DecodableRoute]
                routes:
                  a: { GET: /a, auth: member, capabilities: [PublicRoute, RouteKit.PublicRoute, AuthenticatedRoute, Route] }
                  b: { POST: /b, capabilities: [RetryableRoute, CacheableRoute, PaginatedRoute, StreamingRoute, JSONValue, StubbedRoutes] }
                  c: { GET: /c, capabilities: [App.PublicRoute, RouteKit.Audited, RouteKitServer.PublicRoute] }
                """)
        let scope =
            "which the route's auth decides: a capability cannot let a router without the credential perform it; remove it"
        #expect(
            found == [
                "spec.yaml:4:16: error: capability \"RouteKitServer.DecodableRoute\" is RouteKitServer's DecodableRoute, which the generated server declares; remove it",
                "spec.yaml:6:46: error: capability \"PublicRoute\" is RouteKit's PublicRoute, \(scope)",
                "spec.yaml:6:59: error: capability \"RouteKit.PublicRoute\" is RouteKit's PublicRoute, \(scope)",
                "spec.yaml:6:81: error: capability \"AuthenticatedRoute\" is RouteKit's AuthenticatedRoute, \(scope)",
                "spec.yaml:6:101: error: capability \"Route\" is RouteKit's Route, which every route conforms to already; remove it",
                "spec.yaml:7:33: error: capability \"RetryableRoute\" is RouteKit's RetryableRoute, which the route's method and retry setting decide; remove it",
                "spec.yaml:7:49: error: capability \"CacheableRoute\" is RouteKit's CacheableRoute, which the route's cache setting decides; remove it",
                "spec.yaml:7:65: error: capability \"PaginatedRoute\" is RouteKit's PaginatedRoute, which the route's pagination decides; remove it",
                "spec.yaml:7:81: error: capability \"StreamingRoute\" is RouteKit's StreamingRoute, which the route's stream decides; remove it",
                "spec.yaml:7:97: error: capability \"JSONValue\" is RouteKit's JSONValue, not a protocol of your app; remove it",
                "spec.yaml:7:108: error: capability \"StubbedRoutes\" is RouteKitTesting's StubbedRoutes, not a protocol of your app; remove it",
            ])
    }

    @Test func openAPICapabilitiesNamingRuntimeTypesAreErrorsAtTheExtension() {
        let translation = translate(
            openAPIHeader + """
                tags:
                  - { name: open, x-routegen-capabilities: [PublicRoute] }
                paths:
                  /pets:
                    get: { operationId: listPets, tags: [open], security: [{ key: [] }], x-routegen-capabilities: [RouteKit.PublicRoute], responses: {} }
                components:
                  securitySchemes:
                    key: { type: http, scheme: bearer }
                """)
        let scope =
            "which the route's auth decides: a capability cannot let a router without the credential perform it; remove it"
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:8:100: error: capability \"RouteKit.PublicRoute\" is RouteKit's PublicRoute, \(scope)",
                "api.yaml:5:45: error: capability \"PublicRoute\" is RouteKit's PublicRoute, \(scope)",
            ])
    }

    @Test func openAPICacheOnAPostIsAnErrorAtTheExtension() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /pets:
                    post: { operationId: addPet, x-routegen-cache: true, responses: {} }
                    put: { operationId: putPets, x-routegen-cache: maybe, responses: {} }
                """)
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:7:52: error: expected \"x-routegen-cache\" to be true or false, found \"maybe\""
            ])
        let (_, found) = APIModelBuilder.build([translation.spec], access: .public)
        #expect(
            found.map(\.description) == [
                "api.yaml:6:52: error: \"cache\" applies only to GET and HEAD routes: a cache may answer only a request that changes nothing, and POST may"
            ])
    }
}
