import Testing
@testable import RouteGenCore

/// A raw body's content type is written into generated code and sent as the `Content-Type`
/// value, so a line break in it — which would start a header line of the spec's choosing — is
/// an error where it is written, in both formats.
struct HeaderValueDiagnosticsTests {
    static let message = "holds a line break or another control character, which would end the header line"

    @Test func aContentTypeWithALineBreakIsAnError() {
        let found = diagnostics(
            header + """
                routes:
                  up: { POST: /up, body: Data, contentType: "text/plain\\r\\nX-Injected: 1" }
                  csv: { POST: /csv, body: Data, contentType: "text/csv; charset=utf-8" }
                """)
        #expect(found == ["spec.yaml:4:45: error: the content type \"text/plain\\r\\nX-Injected: 1\" \(Self.message)"])
    }

    @Test func anOpenAPIMediaTypeOfARawBodyWithALineBreakIsAnError() {
        let found = openAPIDiagnostics(
            openAPIHeader + """
                paths:
                  /up:
                    post:
                      requestBody:
                        content:
                          "text/plain\\r\\nX-Injected: 1": { schema: { type: string } }
                      responses: { "204": { description: none } }
                """)
        #expect(found == ["api.yaml:9:11: error: the content type \"text/plain\\r\\nX-Injected: 1\" \(Self.message)"])
    }
}
