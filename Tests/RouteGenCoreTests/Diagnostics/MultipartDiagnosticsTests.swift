import Testing
@testable import RouteGenCore

/// `multipart:` problems, each at its exact place.
struct MultipartDiagnosticsTests {
    @Test func oneBodyPerRoute() {
        let found = diagnostics(
            header + """
                models:
                  Cat: { fields: { name: String } }
                routes:
                  a: { POST: /a, body: Cat, multipart: { f: Data } }
                  b: { POST: /b, multipart: { f: Data }, form: { g: Int } }
                  c: { POST: /c, multpart: { f: Data } }
                """)
        #expect(
            found == [
                "spec.yaml:6:29: error: route \"a\" has both \"body\" and \"multipart\"; a request has one body",
                "spec.yaml:7:42: error: route \"b\" has both \"multipart\" and \"form\"; a request has one body",
                "spec.yaml:8:18: error: unknown key \"multpart\" in route \"c\" (did you mean \"multipart\"?)",
            ])
    }

    @Test func fieldsAreCheckedLikeAnyOther() {
        let found = diagnostics(
            header + """
                routes:
                  a: { POST: /a, multipart: { f: Dat, g: "String = 1", f2: "Data = x" }, query: { f: Int } }
                """)
        #expect(
            found == [
                "spec.yaml:4:34: error: unknown type \"Dat\" (did you mean \"Date\"?)",
                "spec.yaml:4:68: error: invalid default for Data: \"x\" is not allowed: Data has no default",
                "spec.yaml:4:83: error: query parameter \"f\" becomes the Swift parameter name f, already used by the multipart field at spec.yaml:4:31",
            ])
    }
}
