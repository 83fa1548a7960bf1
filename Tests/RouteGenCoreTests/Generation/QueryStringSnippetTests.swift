import Testing
@testable import RouteGenCore

/// `querystring:`, the whole query string as one value (OpenAPI 3.2's `in: querystring`): read,
/// reported where it is written, and generated as a typed property sent and read by its media
/// type.
struct QueryStringSnippetTests {
    @Test func eachMediaTypeHasItsCallOnBothSides() {
        let code = swiftCode(
            header + """
                models:
                  Filter: { fields: { q: String, tags: "[String]?" } }
                routes:
                  search:
                    GET: /search
                    querystring: { filter: Filter }
                  match:
                    GET: /match
                    querystring: { selector: { type: Filter?, contentType: application/json, doc: The selector. } }
                  lookup:
                    GET: /lookup
                    querystring: { term: { type: String?, contentType: text/plain, key: t } }
                """, routeStyle: RouteStyle(generatesServer: true))
        #expect(code.contains("request.queryString(\"filter\", form: filter)"))
        #expect(code.contains("request.queryString(\"selector\", json: selector)"))
        #expect(code.contains("request.queryString(\"t\", term)"))
        #expect(
            code.contains(
                "filter: try request.queryString(\"filter\", form: Shop.Filter.self).required(\"querystring parameter filter\")"
            ))
        #expect(code.contains("selector: try request.queryString(\"selector\", json: Shop.Filter.self)\n"))
        #expect(code.contains("term: try request.queryString(\"t\", as: String.self)\n"))
        #expect(code.contains("public static func search(filter: Shop.Filter) -> Self"))
        #expect(code.contains("public static func match(selector: Shop.Filter? = nil) -> Self"))
    }

    @Test func anInternalServerSaysPublicNowhere() {
        let code = swiftCode(
            header + """
                models:
                  Filter: { fields: { q: String } }
                routes:
                  search: { GET: /search, querystring: { filter: Filter } }
                """, access: .internal, routeStyle: RouteStyle(generatesServer: true))
        #expect(code.contains("try request.queryString(\"filter\", form: Shop.Filter.self)"))
        #expect(!code.contains("public "))
    }

    @Test func misuseIsReportedWhereItIsWritten() {
        #expect(
            diagnostics(
                header + """
                    models:
                      Filter: { fields: { q: String } }
                    routes:
                      both:
                        GET: /both
                        query: { page: Int? }
                        querystring: { filter: Filter }
                      two:
                        GET: /two
                        querystring: { filter: Filter, other: Filter }
                      scalar:
                        GET: /scalar
                        querystring: Filter
                      styled:
                        GET: /styled
                        querystring: { filter: { type: Filter, style: deepObject } }
                      typo:
                        GET: /typo
                        querystrng: { filter: Filter }
                    """) == [
                    "spec.yaml:9:18: error: route \"both\" has both \"query\" and \"querystring\"; the query string is either query parameters or one value",
                    "spec.yaml:12:36: error: route \"two\" has more than one querystring parameter; the query string is one value",
                    "spec.yaml:15:18: error: expected the querystring parameter of \"scalar\" as its name and type, like \"querystring: { filter: SearchFilter }\", found a scalar",
                    "spec.yaml:18:44: error: \"style\" applies only to query parameters",
                    "spec.yaml:21:5: error: unknown key \"querystrng\" in route \"typo\" (did you mean \"querystring\"?)",
                ])
    }

    @Test func aMediaTypeOrTypeTheQueryStringCannotCarryIsAnError() {
        #expect(
            diagnostics(
                header + """
                    models:
                      Filter: { fields: { q: String } }
                    routes:
                      xml:
                        GET: /xml
                        querystring: { filter: { type: Filter, contentType: application/xml } }
                      scalarForm:
                        GET: /scalar
                        querystring: { page: Int }
                      objectText:
                        GET: /text
                        querystring: { filter: { type: Filter, contentType: text/plain } }
                    """) == [
                    "spec.yaml:8:57: error: querystring parameter \"filter\" has contentType application/xml, but a query string is sent as application/x-www-form-urlencoded, as JSON (application/json) or as text (text/plain)",
                    "spec.yaml:11:26: error: querystring parameter \"page\" has type Int, but a form-encoded query string sends the properties of a model with fields, or the entries of a dictionary",
                    "spec.yaml:14:36: error: querystring parameter \"filter\" has type Filter, but a text/plain query string holds a scalar, an enum or a union of those",
                ])
    }
}
