import Testing
@testable import RouteGenCore

/// The load stage's checks of the keys the OpenAPI contract added: `oneOf`, `discriminator`,
/// `open`, `style`, `explode` and `multipart`, each reported at its place.
struct ContractKeysDiagnosticsTests {
    private func loadDiagnostics(_ text: String) -> [String] {
        SpecLoader.load(text, path: "spec.yaml").1.map(\.description)
    }

    @Test func aModelIsAStructAnEnumOrAUnion() {
        #expect(loadDiagnostics("models:\n  A: { doc: x }\n") == [
            "spec.yaml:2:3: error: model \"A\" needs \"fields\" (a struct), \"enum\" (a string enum) or \"oneOf\" (a union)",
        ])
        #expect(loadDiagnostics("models:\n  A: { enum: [a], oneOf: { a: String } }\n") == [
            "spec.yaml:2:19: error: model \"A\" has both \"enum\" and \"oneOf\"; a model is one or the other",
        ])
    }

    @Test func openAndDiscriminatorBelongToTheirKinds() {
        #expect(loadDiagnostics("models:\n  A: { open: true, fields: { a: Int } }\n") == [
            "spec.yaml:2:8: error: \"open\" applies only to an enum",
        ])
        #expect(loadDiagnostics("models:\n  A: { open: \"true\", enum: [a] }\n") == [
            "spec.yaml:2:14: error: expected \"open\" to be true or false, found \"true\"",
        ])
        #expect(loadDiagnostics("models:\n  A: { discriminator: kind, enum: [a] }\n") == [
            "spec.yaml:2:8: error: \"discriminator\" applies only to a union (\"oneOf\")",
        ])
    }

    @Test func unionVariants() {
        #expect(loadDiagnostics("models:\n  A:\n    oneOf:\n      a: { values: [x] }\n      b: { type: Int, values: [[y]] }\n") == [
            "spec.yaml:4:10: error: variant \"a\" needs a \"type\"",
            "spec.yaml:5:32: error: expected a discriminator value, found a sequence",
        ])
    }

    @Test func queryStyles() {
        #expect(loadDiagnostics("""
            routes:
              a:
                GET: /a
                query:
                  b: { type: "[Int]", style: pipe }
                  c: { type: "[Int]", style: deepObject, explode: true }
                  d: { type: "[Int]", explode: false }
            """) == [
            "spec.yaml:5:34: error: unknown style \"pipe\": use form, spaceDelimited, pipeDelimited or deepObject",
            "spec.yaml:6:46: error: \"explode\" applies only to style: form",
        ])
        let (spec, _) = SpecLoader.load("routes:\n  a:\n    GET: /a\n    query:\n      d: { type: \"[Int]\", explode: false }\n", path: "spec.yaml")
        #expect(spec.routes.first?.query.first?.style == .form(explode: false))
    }

    @Test func oneBodyPerRoute() {
        #expect(loadDiagnostics("routes:\n  a: { POST: /a, form: { a: Int }, multipart: { b: Data } }\n") == [
            "spec.yaml:2:36: error: route \"a\" has both \"form\" and \"multipart\"; a request has one body",
        ])
    }
}
