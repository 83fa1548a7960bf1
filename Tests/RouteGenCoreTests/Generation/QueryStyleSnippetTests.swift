import Testing
@testable import RouteGenCore

/// `style:` and `explode:` of query parameters become the matching `RequestParts` calls.
struct QueryStyleSnippetTests {
    @Test func eachStyleHasItsCall() {
        let code = swiftCode(
            header + """
                models:
                  Filter: { fields: { name: String?, tags: "[String]?" } }
                routes:
                  search:
                    GET: /search
                    query:
                      plain: "[String]?"
                      exploded: { type: "[Int]", style: form, explode: true }
                      commas: { type: "[Int]", style: form, explode: false }
                      commaScalar: { type: Int?, explode: false }
                      spaces: { type: "[String]?", style: spaceDelimited }
                      pipes: { type: "[String]?", key: p, style: pipeDelimited }
                      filter: { type: Filter?, style: deepObject }
                """)
        #expect(
            code.contains(
                """
                        public func encode(into request: inout RequestParts) {
                            request.query("plain", plain)
                            request.query("exploded", exploded)
                            request.query("commas", commas, delimitedBy: .comma)
                            request.query("commaScalar", commaScalar)
                            request.query("spaces", spaces, delimitedBy: .space)
                            request.query("p", pipes, delimitedBy: .pipe)
                            request.query("filter", deepObject: filter)
                        }
                """))
        #expect(
            code.contains(
                """
                    public static func search(
                        plain: [String]? = nil,
                        exploded: [Int],
                        commas: [Int],
                        commaScalar: Int? = nil,
                        spaces: [String]? = nil,
                        pipes: [String]? = nil,
                        filter: Shop.Filter? = nil
                    ) -> Self
                """
            ))
    }
}
