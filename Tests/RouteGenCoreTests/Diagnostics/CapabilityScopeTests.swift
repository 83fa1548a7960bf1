import Testing
@testable import RouteGenCore

/// A capability never widens a route's scope: a type RouteGen generates for the API — a
/// scheme's `AcceptedRoute` above all, which would let that scheme's router perform an
/// `auth: member` route — is an error at the capability, however it is qualified, in both spec
/// formats (issue 40).
struct CapabilityScopeTests {
    static let generated =
        "which the route's auth and spec decide: a capability cannot let another router perform the route; remove it"

    @Test func aGeneratedTypeAsACapabilityIsAnErrorWhereItIsWritten() {
        let found = diagnostics(
            header + """
                auth:
                  member: bearer
                  integration: { apiKey: X-Key }
                routes:
                  list: { GET: /list, auth: [member, integration] }
                  a:
                    GET: /a
                    auth: member
                    capabilities: [Shop.IntegrationAuth.AcceptedRoute, IntegrationAuth.AcceptedRoute, MyApp.Shop.IntegrationAuth.AcceptedRoute]
                  b: { GET: /b, auth: member, capabilities: [Shop.MemberAuth, Shop, AcceptedRoute, ListRoute, Shop.Audited] }
                  c: { GET: /c, auth: member, capabilities: [App.Audited, Audited, App.ListRoute] }
                """)
        let generated = Self.generated
        #expect(
            found == [
                "spec.yaml:11:20: error: capability \"Shop.IntegrationAuth.AcceptedRoute\" names a type RouteGen generates for Shop, \(generated)",
                "spec.yaml:11:56: error: capability \"IntegrationAuth.AcceptedRoute\" names a type RouteGen generates for Shop, \(generated)",
                "spec.yaml:11:87: error: capability \"MyApp.Shop.IntegrationAuth.AcceptedRoute\" names a type RouteGen generates for Shop, \(generated)",
                "spec.yaml:12:46: error: capability \"Shop.MemberAuth\" names a type RouteGen generates for Shop, \(generated)",
                "spec.yaml:12:63: error: capability \"Shop\" names a type RouteGen generates for Shop, \(generated)",
                "spec.yaml:12:69: error: capability \"AcceptedRoute\" names a type RouteGen generates for Shop, \(generated)",
                "spec.yaml:12:84: error: capability \"ListRoute\" names a type this API declares, which would hide the protocol in the generated code; qualify it with its module (MyApp.ListRoute) or rename the model",
                "spec.yaml:12:95: error: capability \"Shop.Audited\" names a type RouteGen generates for Shop, \(generated)",
            ])
    }

    @Test func anOpenAPIOperationsGeneratedCapabilityIsAnErrorAtTheExtension() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /pets:
                    get: { operationId: listPets, security: [{ member: [] }, { key: [] }], responses: {} }
                    post:
                      operationId: addPet
                      security: [{ member: [] }]
                      x-routegen-capabilities: [Shop.KeyAuth.AcceptedRoute]
                      responses: {}
                components:
                  securitySchemes:
                    member: { type: http, scheme: bearer }
                    key: { type: apiKey, in: header, name: X-Key }
                """)
        #expect(translation.diagnostics.isEmpty)
        let (_, found) = APIModelBuilder.build([translation.spec], access: .public)
        #expect(
            found.map(\.description) == [
                "api.yaml:10:33: error: capability \"Shop.KeyAuth.AcceptedRoute\" names a type RouteGen generates for Shop, \(Self.generated)"
            ])
    }
}
