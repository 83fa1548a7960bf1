import Testing

@testable import RouteGenCore

/// The code model keeps a deprecation's message (empty for a plain `true`); the render stage
/// writes the attribute, on a route's factory and server requirement, a model property's
/// accessor and a deprecated model's memberwise initializer.
struct DeprecationSpellingTests {
    @Test func aMessageIsQuotedAndAPlainDeprecationHasNone() {
        #expect(Deprecation.attribute("") == "@available(*, deprecated)")
        #expect(Deprecation.attribute(#"Use "v2"."#) == #"@available(*, deprecated, message: "Use \"v2\".")"#)
    }

    @Test func theModelKeepsTheMessageAndTheContextsWriteTheAttribute() throws {
        let yaml =
            header + """
                models:
                  Old: { deprecated: Use New., fields: { name: { type: String, deprecated: true } } }
                routes:
                  legacy: { GET: /legacy, deprecated: Gone soon., query: { page: { type: Int?, deprecated: true } } }
                """
        let (file, loadDiagnostics) = SpecLoader.load(yaml, path: "Shop.yaml")
        let (model, diagnostics) = APIModelBuilder.build(
            [file], access: .public, routeStyle: RouteStyle(generatesServer: true))
        #expect((loadDiagnostics + diagnostics).isEmpty)
        let api = try #require(model)
        guard case .structure(let old)? = api.files[0].types.first else {
            Issue.record("no struct")
            return
        }
        #expect(old.initDeprecation == "Use New.")
        #expect(Self.text(old, .initDeprecation) == #"@available(*, deprecated, message: "Use New.")"#)
        #expect(old.properties[0].deprecation == "")
        #expect(Self.text(old.properties[0], .deprecation) == "@available(*, deprecated)")
        let legacy = try #require(api.files[0].routes.first)
        #expect(legacy.deprecation == "Gone soon.")
        #expect(Self.text(legacy, .deprecation) == #"@available(*, deprecated, message: "Gone soon.")"#)
        // A route parameter's deprecation is documented only: a factory's argument cannot carry it.
        #expect(legacy.properties[0].deprecation == nil && legacy.properties[0].documentedDeprecation == "")
        let server = try #require(api.server?.routes.first)
        #expect(Self.text(server, .deprecation) == #"@available(*, deprecated, message: "Gone soon.")"#)
    }

    private static func text(_ context: some TemplateContext, _ key: TemplateKey) -> String? {
        if case .text(let text)? = context.child(named: key) { return text }
        return nil
    }
}
