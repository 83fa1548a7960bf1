import Testing
@testable import RouteGenCore

/// The schemes an `all:` scheme sends together put their credentials in different places: two
/// in one header or one query name would overwrite each other and no request could
/// authenticate. RouteGen's format reports such a part where `all:` lists it; an OpenAPI
/// requirement naming such schemes together leaves the later one out with a warning where the
/// requirement names it (issue 40).
struct CombinedAuthPlaceTests {
    @Test func partsInOnePlaceAreAnErrorWhereAllListsThem() {
        let found = diagnostics(
            header + """
                auth:
                  token: bearer
                  login: basic
                  keyA: { apiKey: X-Key }
                  keyB: { apiKey: x-key }
                  queryA: { apiKey: key, in: query }
                  queryB: { apiKey: key, in: query }
                  queryC: { apiKey: Key, in: query }
                  headerKey: { apiKey: key }
                  both: { all: [token, login] }
                  keys: { all: [keyA, keyB] }
                  queries: { all: [queryA, queryB, queryC, headerKey] }
                routes:
                  a: { GET: /a, auth: [both, keys, queries] }
                """)
        let overwrite =
            "one would overwrite the other and no request could authenticate; list schemes whose credentials go in different places"
        #expect(
            found == [
                "spec.yaml:12:24: error: \"login\" puts its credential in the Authorization header, as \"token\" does: sent together by \"both\", \(overwrite)",
                "spec.yaml:13:23: error: \"keyB\" puts its credential in the header x-key, as \"keyA\" does: sent together by \"keys\", \(overwrite)",
                "spec.yaml:14:28: error: \"queryB\" puts its credential in the query item \"key\", as \"queryA\" does: sent together by \"queries\", \(overwrite)",
            ])
    }

    @Test func anOpenAPIRequirementOfSchemesInOnePlaceLeavesTheLaterOneOut() throws {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /pets:
                    get: { operationId: listPets, security: [{ token: [], login: [], key: [] }], responses: {} }
                components:
                  securitySchemes:
                    token: { type: http, scheme: bearer }
                    login: { type: http, scheme: basic }
                    key: { type: apiKey, in: header, name: X-Key }
                """)
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:6:59: warning: the scheme \"login\" required together with \"token\" puts its credential in the Authorization header too, where one would overwrite the other: it is left out; add its credential with middleware"
            ])
        let parts = translation.spec.authSchemes.compactMap { scheme -> [String]? in
            guard case .all(let parts) = scheme.kind else { return nil }
            return parts.map(\.value)
        }
        #expect(parts == [["token", "key"]])
        let (model, found) = APIModelBuilder.build([translation.spec], access: .public)
        #expect(found.isEmpty, "\(found)")
        #expect(model != nil)
    }
}
