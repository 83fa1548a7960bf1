import Testing
@testable import RouteGenCore

/// Header names a spec gives reach the wire as written, so one that is not an HTTP token
/// (RFC 9110 `tchar`) — a line break would inject a header line — is an error where it is
/// written, in both formats.
struct HeaderNameDiagnosticsTests {
    static let message = "is not an HTTP token: use letters, digits and ! # $ % & ' * + - . ^ _ ` | ~"

    @Test func headerParametersAndAPIKeyHeadersMustBeTokens() {
        let found = diagnostics(
            header + """
                auth:
                  partner: { apiKey: "X-Key\\r\\nInjected: 1", in: header }
                routes:
                  a: { GET: /a, headers: { "X-A\\r\\nInjected: 1": String } }
                  b: { GET: /b, headers: { trace: { type: String, key: "X Trace" } } }
                  c: { GET: /c, headers: { "X-Request-ID": String, "a.b~c|d": String? } }
                """)
        #expect(
            found == [
                "spec.yaml:4:22: error: the header name \"X-Key\\r\\nInjected: 1\" \(Self.message)",
                "spec.yaml:6:28: error: the header name \"X-A\\r\\nInjected: 1\" \(Self.message)",
                "spec.yaml:7:56: error: the header name \"X Trace\" \(Self.message)",
            ])
    }

    @Test func anAPIKeyInTheQueryMayBeAnyTextSinceRouteKitEncodesIt() {
        let code = swiftCode(
            header + "auth:\n  partner: { apiKey: \"api key\", in: query }\nroutes:\n  a: { GET: /a, auth: partner }\n")
        #expect(code.contains(".query(\"api key\")"))
    }

    @Test func openAPIHeaderParametersAndAPIKeyHeadersMustBeTokens() {
        let found = openAPIDiagnostics(
            openAPIHeader + """
                components:
                  securitySchemes:
                    partner: { type: apiKey, in: header, name: "X-Key\\r\\nInjected: 1" }
                paths:
                  /a:
                    get:
                      parameters:
                        - { name: "X-A\\r\\nInjected: 1", in: header, schema: { type: string } }
                        - { name: "X Trace", in: header, schema: { type: string } }
                        - { name: "X-Request-ID", in: header, schema: { type: string } }
                      responses: { "204": { description: none } }
                """)
        #expect(
            found == [
                "api.yaml:6:48: error: the header name \"X-Key\\r\\nInjected: 1\" \(Self.message)",
                "api.yaml:11:19: error: the header name \"X-A\\r\\nInjected: 1\" \(Self.message)",
                "api.yaml:12:19: error: the header name \"X Trace\" \(Self.message)",
            ])
    }

    @Test func openAPIAPIKeyWithoutANameIsLeftOutWithAWarning() {
        let found = openAPIDiagnostics(
            openAPIHeader + """
                components:
                  securitySchemes:
                    partner: { type: apiKey, in: header }
                """)
        #expect(
            found == [
                "api.yaml:6:14: warning: the API key scheme \"partner\" has no \"name\"; routes that require only it are generated as public routes: add the credential with middleware"
            ])
    }
}
