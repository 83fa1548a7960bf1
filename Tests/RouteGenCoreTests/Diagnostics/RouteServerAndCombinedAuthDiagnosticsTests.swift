import Testing
@testable import RouteGenCore

/// A route's own `baseURL:` and a scheme of several credentials (`all:`) in RouteGen's format:
/// what each accepts, and a located error for what no request could carry.
struct RouteServerAndCombinedAuthDiagnosticsTests {
    @Test func aRouteBaseURLMustBeAnAbsoluteHTTPURL() {
        #expect(
            diagnostics(
                header + """
                    routes:
                      upload: { POST: /files, baseURL: /uploads }
                      ok: { POST: /files2, baseURL: "https://upload.shop.example/v1" }
                    """) == [
                    "spec.yaml:4:36: error: the base URL \"/uploads\" of route \"upload\" is not an absolute http or https URL"
                ])
    }

    @Test func aRouteOnTheAPIsOwnBaseURLHasNoServerOfItsOwn() {
        let code = swiftCode(header + "routes:\n  same: { GET: /x, baseURL: \"https://shop.example/api\" }\n")
        #expect(!code.contains("static var baseURL: URL?"))
        #expect(!code.contains("BaseURL: URL ="))
    }

    @Test func allListsTwoOrMoreSchemeNames() {
        #expect(
            diagnostics(
                header + """
                    auth:
                      id: { apiKey: X-Id }
                      one: { all: [id] }
                      two: { all: [id, [x]] }
                    """) == [
                    "spec.yaml:5:15: error: \"all\" lists the schemes whose credentials are sent together: a list of two or more scheme names",
                    "spec.yaml:6:15: error: \"all\" lists the schemes whose credentials are sent together: a list of two or more scheme names",
                ])
    }

    @Test func allNamesDeclaredSchemesOfOneCredential() {
        #expect(
            diagnostics(
                header + """
                    auth:
                      id: { apiKey: X-Id }
                      secret: { apiKey: X-Secret }
                      typo: { all: [id, secert] }
                      nested: { all: [id, both] }
                      both: { all: [id, secret] }
                    routes:
                      a: { GET: /a, auth: both }
                    """) == [
                    "spec.yaml:6:21: error: unknown auth scheme \"secert\" among the schemes \"typo\" sends together (did you mean \"secret\"?)",
                    "spec.yaml:7:23: error: \"both\" sends several credentials itself: list its schemes in \"nested\" instead",
                ])
    }

    @Test func aJSONBodyTakesItsContentType() {
        let code = swiftCode(
            header + """
                models:
                  Patch: { fields: { name: String? } }
                routes:
                  patch: { PATCH: /p, body: Patch, contentType: application/merge-patch+json }
                  plain: { POST: /p, body: Patch }
                """)
        #expect(code.contains("request.jsonBody(body, contentType: \"application/merge-patch+json\")"))
        #expect(code.contains("request.jsonBody(body)\n"))
    }
}
