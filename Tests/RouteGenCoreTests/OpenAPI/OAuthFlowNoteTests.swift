import Testing
@testable import RouteGenCore

/// An OAuth 2 scheme's token is the app's to obtain, so its generated type documents where:
/// each flow with its endpoints and scopes — OpenAPI 3.2's device authorization flow among them —
/// and 3.2's `oauth2MetadataUrl`.
struct OAuthFlowNoteTests {
    @Test func theFlowsAndTheMetadataURLAreDocumentedOnTheScheme() {
        let code = swiftCode(
            openAPI: openAPIHeader + """
                security: [{ tv: [watch] }]
                components:
                  securitySchemes:
                    tv:
                      type: oauth2
                      description: Sign-in on a television.
                      oauth2MetadataUrl: https://auth.example/.well-known/oauth-authorization-server
                      flows:
                        deviceAuthorization:
                          deviceAuthorizationUrl: https://auth.example/device
                          tokenUrl: https://auth.example/token
                          scopes: { watch: Watch films, rate: Rate them }
                        authorizationCode:
                          authorizationUrl: https://auth.example/authorize
                          tokenUrl: https://auth.example/token
                          refreshUrl: https://auth.example/refresh
                          scopes: {}
                paths:
                  /films: { get: { operationId: listFilms, responses: { "204": { description: None } } } }
                """)
        let doc = [
            "Sign-in on a television.",
            "",
            "OAuth 2: the app obtains the access token; RouteKit sends it as a bearer token.",
            "- Authorization code: authorize at https://auth.example/authorize, token at https://auth.example/token, "
                + "refresh at https://auth.example/refresh",
            "- Device authorization: device code at https://auth.example/device, token at https://auth.example/token; "
                + "scopes: `watch`, `rate`",
            "- Server metadata: https://auth.example/.well-known/oauth-authorization-server",
        ]
        let comment = doc.map { $0.isEmpty ? "    ///" : "    /// " + $0 }.joined(separator: "\n")
        #expect(code.contains(comment + "\n    public enum TvAuth: BearerAuthentication {"))
    }
}
