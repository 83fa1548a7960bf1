import Testing

@testable import RouteGenCore

/// A route's behaviours (`retry`, `paginate`, `cache`, `capabilities`) are read by one reader
/// from both formats: a route's own keys and an OpenAPI operation's `x-routegen-` extensions.
/// Every key of ``SpecKeys/Route/behaviours`` needs a sample here, so one added without a
/// reader fails, in either format.
@Suite struct RouteBehavioursTests {
    /// A value of each behaviour, in the format's syntax.
    static let samples: [SpecKeys.Route: String] = [
        .retry: "true",
        .paginate: "{ page: page, items: items }",
        .cache: "{ maxAge: 60 }",
        .capabilities: "[AuditedRoute]",
    ]

    /// What a route reads from each behaviour, printed, so both formats can be compared.
    static func readings(of route: RouteSpec?) -> [SpecKeys.Route: String] {
        guard let route else { return [:] }
        var readings: [SpecKeys.Route: String] = [:]
        readings[.retry] = route.retry.map { "\($0.value)" }
        readings[.paginate] = route.pagination.map { $0.entries.map { "\($0.key.rawValue)=\($0.name.value)" } }
            .map { $0.joined(separator: ",") }
        readings[.cache] = route.cache.map { "\($0.isCacheable) \($0.maxAge.map(String.init) ?? "-")" }
        readings[.capabilities] = route.capabilities.isEmpty ? nil : route.capabilities.map(\.value).joined()
        return readings
    }

    @Test(arguments: SpecKeys.Route.behaviours)
    func eachBehaviourIsReadAlikeFromBothFormats(key: SpecKeys.Route) throws {
        let sample = try #require(Self.samples[key], "no sample of the behaviour \"\(key.rawValue)\"")

        let spec = SpecLoader.load(
            """
            api: Shop
            baseURL: https://shop.example
            models:
              Page: { fields: { items: "[String]" } }
            routes:
              list:
                GET: /items
                query: { page: Int? }
                response: Page
                \(key.rawValue): \(sample)
            """, path: "Shop.yaml")
        #expect(spec.1.filter { $0.severity == .error }.isEmpty, "\(spec.1)")

        let translation = translate(
            openAPIHeader + """
                paths:
                  /items:
                    get:
                      operationId: list
                      parameters: [{ name: page, in: query, schema: { type: integer } }]
                      \(RouteGenExtension.behaviour(key).name): \(sample)
                      responses:
                        "200":
                          description: A page
                          content:
                            application/json:
                              schema: { type: object, required: [items], properties: { items: { type: array, items: { type: string } } } }
                """)
        #expect(translation.diagnostics.filter { $0.severity == .error }.isEmpty, "\(translation.diagnostics)")

        let fromSpec = Self.readings(of: spec.0.routes.first)
        let fromOpenAPI = Self.readings(of: translation.spec.routes.first)
        #expect(fromSpec[key] != nil, "the spec's \"\(key.rawValue)\" was not read")
        #expect(fromSpec == fromOpenAPI)
    }
}
