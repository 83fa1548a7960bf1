import Testing
@testable import RouteGenCore

/// Routes of the methods beyond GET … OPTIONS in RouteGen's format: `QUERY:` and `method:`,
/// which holds any other method with its path, and what each generates.
struct MethodRoutesTests {
    @Test func queryAndAnotherMethodAreRoutesOfThoseMethods() {
        let spec =
            header + """
                models:
                  Search: { fields: { words: "[String]" } }
                routes:
                  search: { QUERY: /books, body: Search, response: "[String]" }
                  listFolder: { method: "PROPFIND /folders/{id: Int}", headers: { Depth: String }, response: Data }
                  purge: { method: Purge /cache }
                """
        let (file, found) = SpecLoader.load(spec, path: "spec.yaml")
        #expect(found.isEmpty)
        #expect(file.routes.map(\.method.value) == ["QUERY", "PROPFIND", "Purge"])
        #expect(file.routes.map(\.path.value) == ["/books", "/folders/{id}", "/cache"])
        #expect(file.routes.map(\.method.location.column) == [13, 26, 20])
        #expect(file.routes[1].path.location.column == 35)
        #expect(file.routes[1].placeholders.map(\.location.column) == [45])

        let code = swiftCode(spec)
        #expect(code.contains("nonisolated public struct SearchRoute: PublicRoute, RetryableRoute {"))
        #expect(code.contains("public static var method: HTTPMethod { .query }"))
        #expect(code.contains("nonisolated public struct ListFolderRoute: PublicRoute {"))
        #expect(code.contains(#"public static var method: HTTPMethod { .init(rawValue: "PROPFIND") }"#))
        #expect(code.contains(#"public static var method: HTTPMethod { .init(rawValue: "Purge") }"#))
        #expect(code.contains("/// `PROPFIND /folders/{id}`"))
    }

    /// A typo of a method key is not a method of its own: only `method:` holds other methods.
    @Test func aMisspeltMethodKeyIsStillAnUnknownKey() {
        #expect(
            diagnostics(header + "routes:\n  remove: { DELET: /items }\n") == [
                "spec.yaml:4:13: error: unknown key \"DELET\" in route \"remove\" (did you mean \"DELETE\"?)",
                "spec.yaml:4:3: error: route \"remove\" needs a method and path, like \"GET: /items\"",
            ])
        #expect(
            diagnostics(header + "routes:\n  remove: { metod: PURGE /items }\n").first
                == "spec.yaml:4:13: error: unknown key \"metod\" in route \"remove\" (did you mean \"method\"?)")
    }

    @Test func aMethodThatCannotBeSentOrHasAKeyIsReportedWhereItIsWritten() {
        let found = diagnostics(
            header + """
                routes:
                  a: { method: "PROP FIND /items" }
                  b: { method: "post /items" }
                  c: { method: "QUERY /items" }
                  d: { method: Trace /items }
                  e: { method: "/items" }
                  f: { method: PURGE items }
                  g: { method: "PR\\u00d6P /items" }
                  h: { GET: /items, method: PURGE /items }
                """)
        #expect(
            found == [
                "spec.yaml:4:22: error: a route path starts with \"/\"",
                "spec.yaml:5:17: error: POST has a key of its own: write \"POST: /items\" instead of \"method\"",
                "spec.yaml:6:17: error: QUERY has a key of its own: write \"QUERY: /items\" instead of \"method\"",
                "spec.yaml:7:16: error: TRACE routes cannot be expressed: remove \"d\"",
                "spec.yaml:8:17: error: expected \"method\" of \"e\" to be a method, a space and the path, like \"PROPFIND /items/{id: Int}\"",
                "spec.yaml:9:22: error: a route path starts with \"/\"",
                "spec.yaml:10:17: error: the method \"PRÖP\" is not an HTTP token: use letters, digits and ! # $ % & ' * + - . ^ _ ` | ~",
                "spec.yaml:11:21: error: route \"h\" has more than one method; declare another route",
            ])
    }

    /// QUERY is safe and idempotent, but its answer depends on its body, which RouteKit's
    /// cache does not key by: `cache:` on it is an error, and `--cache-safe-routes` leaves it.
    @Test func aQueryRouteIsRetryableButNeverCacheable() {
        #expect(
            diagnostics(header + "routes:\n  search: { QUERY: /books, cache: true }\n") == [
                "spec.yaml:4:35: error: \"cache\" applies only to GET and HEAD routes: a QUERY's response depends on its body, which RouteKit's cache does not key by"
            ])
        let code = swiftCode(
            header + "routes:\n  search: { QUERY: /books }\n", routeStyle: RouteStyle(cachesSafeRoutes: true))
        #expect(code.contains("nonisolated public struct SearchRoute: PublicRoute, RetryableRoute {"))
    }

    /// `convert` writes a method without a key under `method:`, so the routes load back alike.
    @Test func theWriterWritesEachMethodSoItLoadsBack() {
        let spec =
            header + """
                routes:
                  search: { QUERY: /books }
                  listFolder: { method: "PROPFIND /folders/{id: Int}" }
                """
        let (original, found) = SpecLoader.load(spec, path: "spec.yaml")
        #expect(found.isEmpty)
        let text = SpecWriter.yaml(original)
        #expect(text.contains("    QUERY: \"/books\"\n"))
        #expect(text.contains("    method: \"PROPFIND /folders/{id}\"\n"))
        let (reloaded, reloadFound) = SpecLoader.load(text, path: "spec.yaml")
        #expect(reloadFound.isEmpty)
        #expect(reloaded.withoutLocations == original.withoutLocations)
    }
}
