import Testing
@testable import RouteGenCore

/// `style:` and `explode:` problems, each at its exact place.
struct QueryStyleDiagnosticsTests {
    @Test func stylesApplyToQueryParametersOnly() {
        let found = diagnostics(
            header + """
                models:
                  A: { fields: { a: { type: "[Int]", style: form } } }
                routes:
                  r:
                    POST: "/r/{id}"
                    path: { id: { type: Int, style: form } }
                    headers: { X-A: { type: "[String]", explode: false } }
                    form: { f: { type: "[String]", style: pipeDelimited } }
                """)
        #expect(
            found == [
                "spec.yaml:4:38: error: \"style\" applies only to query parameters",
                "spec.yaml:8:30: error: \"style\" applies only to query parameters",
                "spec.yaml:9:41: error: \"explode\" applies only to query parameters",
                "spec.yaml:10:36: error: \"style\" applies only to query parameters",
            ])
    }

    @Test func styleAndExplodeValues() {
        let found = diagnostics(
            header + """
                routes:
                  r:
                    GET: /r
                    query:
                      a: { type: "[String]", style: pipe }
                      b: { type: "[String]", style: deepobject }
                      c: { type: "[String]", style: pipeDelimited, explode: false }
                      d: { type: "[String]", explode: "no" }
                      e: { type: "[String]", styl: form }
                """)
        #expect(
            found == [
                "spec.yaml:7:37: error: unknown style \"pipe\": use form, spaceDelimited, pipeDelimited or deepObject",
                "spec.yaml:8:37: error: unknown style \"deepobject\": use form, spaceDelimited, pipeDelimited or deepObject (did you mean \"deepObject\"?)",
                "spec.yaml:9:52: error: \"explode\" applies only to the form style; pipeDelimited has one serialization",
                "spec.yaml:10:39: error: expected \"explode\" to be true or false, found \"no\" (quoted, so text)",
                "spec.yaml:11:30: error: unknown key \"styl\" in field \"e\" (did you mean \"style\"?)",
            ])
    }

    @Test func stylesNeedTheirTypes() {
        let found = diagnostics(
            header + """
                models:
                  Filter: { fields: { name: String? } }
                  Pet: { oneOf: [Filter, Int] }
                  Level: { enum: [low] }
                routes:
                  r:
                    GET: /r
                    query:
                      a: { type: String, style: pipeDelimited }
                      b: { type: "[Filter]?", style: spaceDelimited }
                      c: { type: "[String]", style: deepObject }
                      d: { type: Level, style: deepObject }
                      e: { type: Pet, style: deepObject }
                      f: { type: Filter, style: form, explode: false }
                      g: { type: JSONValue }
                      ok: { type: "[Level]?", style: pipeDelimited }
                      filter: { type: Filter?, style: deepObject }
                      labels: { type: "[String: String]?", style: deepObject }
                """)
        #expect(
            found == [
                "spec.yaml:11:18: error: query parameter \"a\" has type String, but style pipeDelimited joins the elements of an array of scalars or string enums",
                "spec.yaml:12:20: error: query parameter \"b\" has type [Filter]?, but style spaceDelimited joins the elements of an array of scalars or string enums",
                "spec.yaml:13:20: error: query parameter \"c\" has type [String], but style deepObject sends the properties of a model with fields, or the entries of a dictionary",
                "spec.yaml:14:18: error: query parameter \"d\" has type Level, but style deepObject sends the properties of a model with fields, or the entries of a dictionary",
                "spec.yaml:15:18: error: query parameter \"e\" has type Pet, but style deepObject sends the properties of a model with fields, or the entries of a dictionary",
                "spec.yaml:16:18: error: query parameter \"f\" has type Filter, but must be a scalar, an enum, a union of those, or an array of them",
                "spec.yaml:17:18: error: query parameter \"g\" has type JSONValue, but must be a scalar, an enum, a union of those, or an array of them",
            ])
    }
}
