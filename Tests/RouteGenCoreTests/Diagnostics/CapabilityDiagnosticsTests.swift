import Testing
@testable import RouteGenCore

/// `cache:` only on safe routes and in its two forms, `capabilities:` only with type names:
/// each problem at its exact place, in both spec formats.
struct CapabilityDiagnosticsTests {
    @Test func cacheOnAnUnsafeMethodIsAnErrorWhereItIsWritten() {
        let found = diagnostics(header + """
            routes:
              add: { POST: /items, cache: true }
              replace:
                PUT: "/items/{id: Int}"
                cache: { maxAge: 60 }
              skip: { DELETE: /items, cache: false }
            """)
        #expect(found == [
            "spec.yaml:4:31: error: \"cache\" applies only to GET and HEAD routes: a cache may answer only a request that changes nothing, and POST may",
            "spec.yaml:7:12: error: \"cache\" applies only to GET and HEAD routes: a cache may answer only a request that changes nothing, and PUT may",
        ])
    }

    @Test func cacheTakesABooleanOrAMaxAge() {
        let found = diagnostics(header + """
            routes:
              a: { GET: /a, cache: yes }
              b: { GET: /b, cache: { maxAge: -1 } }
              c: { GET: /c, cache: { maxAge: "60" } }
              d: { GET: /d, cache: { maxage: 60 } }
            """)
        #expect(found == [
            "spec.yaml:4:24: error: expected \"cache\" to be true or false, found \"yes\"",
            "spec.yaml:5:34: error: expected \"maxAge\" to be a whole number of seconds, 0 or more",
            "spec.yaml:6:34: error: expected \"maxAge\" to be a whole number of seconds, 0 or more",
            "spec.yaml:7:26: error: unknown key \"maxage\" in \"cache\" of \"d\" (did you mean \"maxAge\"?)",
        ])
    }

    @Test func capabilitiesAreTypeNames() {
        let found = diagnostics(header + """
            capabilities: AuditedRoute
            routes:
              a: { GET: /a, capabilities: [Good, "not a type", class, My..Route, 1Route] }
            """)
        #expect(found == [
            "spec.yaml:3:15: error: expected \"capabilities\" of the spec file to be a list of protocol names, like [IdempotentRoute], found a scalar",
            "spec.yaml:5:38: error: expected a protocol name in \"capabilities\", like IdempotentRoute, found \"not a type\"",
            "spec.yaml:5:52: error: expected a protocol name in \"capabilities\", like IdempotentRoute, found \"class\"",
            "spec.yaml:5:59: error: expected a protocol name in \"capabilities\", like IdempotentRoute, found \"My..Route\"",
            "spec.yaml:5:70: error: expected a protocol name in \"capabilities\", like IdempotentRoute, found \"1Route\"",
        ])
    }

    @Test func aCapabilityNamedLikeAModelOrSchemeOfTheAPIIsAnError() {
        let found = diagnostics(header + """
            auth: { member: bearer }
            models:
              Audited: { fields: { by: String } }
            routes:
              a: { GET: /a, capabilities: [Audited, MemberAuth, App.Audited] }
            """)
        #expect(found == [
            "spec.yaml:7:32: error: capability \"Audited\" names a type this API declares, which would hide the protocol in the generated code; qualify it with its module (MyApp.Audited) or rename the model",
            "spec.yaml:7:41: error: capability \"MemberAuth\" names a type this API declares, which would hide the protocol in the generated code; qualify it with its module (MyApp.MemberAuth) or rename the model",
        ])
    }

    @Test func openAPICacheOnAPostIsAnErrorAtTheExtension() {
        let translation = translate(openAPIHeader + """
            paths:
              /pets:
                post: { operationId: addPet, x-routegen-cache: true, responses: {} }
                put: { operationId: putPets, x-routegen-cache: maybe, responses: {} }
            """)
        #expect(translation.diagnostics.map(\.description) == [
            "api.yaml:7:52: error: expected \"x-routegen-cache\" to be true or false, found \"maybe\"",
        ])
        let (_, found) = APIModelBuilder.build([translation.spec], access: .public)
        #expect(found.map(\.description) == [
            "api.yaml:6:52: error: \"cache\" applies only to GET and HEAD routes: a cache may answer only a request that changes nothing, and POST may",
        ])
    }
}
