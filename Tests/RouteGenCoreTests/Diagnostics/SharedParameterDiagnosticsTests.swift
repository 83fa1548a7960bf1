import Testing
@testable import RouteGenCore

/// Mistakes with `parameters:` and `defaults:`, each reported where it is written.
struct SharedParameterDiagnosticsTests {
    static let parameters =
        header + """
            parameters:
              pageSize: { type: Int, key: page_size, default: 20 }
              filter: { type: "[String]?", style: pipeDelimited }

            """

    @Test func anUnknownReferenceSuggestsTheClosestName() {
        #expect(
            diagnostics(Self.parameters + "routes:\n  list: { GET: /items, query: { size: $pageSise } }\n") == [
                "spec.yaml:7:40: error: unknown shared parameter \"$pageSise\" (did you mean \"pageSize\"?)"
            ])
    }

    @Test func withoutSharedParametersTheMessageSaysWhereToDeclareThem() {
        #expect(
            diagnostics(header + "routes:\n  list: { GET: /items, query: { size: $pageSize } }\n") == [
                "spec.yaml:4:40: error: unknown shared parameter \"$pageSize\"; declare it under \"parameters:\" at the top of a spec, e.g. \"parameters: { pageSize: { type: Int, key: pageSize } }\""
            ])
    }

    @Test func aReferenceOutsidePathQueryAndHeadersIsMisplaced() {
        #expect(
            diagnostics(Self.parameters + "models:\n  Page: { fields: { size: $pageSize } }\n") == [
                "spec.yaml:7:27: error: \"size: $pageSize\" uses a shared parameter, which only a route's \"path\", \"query\" and \"headers\" can; write the field's type here"
            ])
        #expect(
            diagnostics(Self.parameters + "routes:\n  post: { POST: /items, form: { size: $pageSize } }\n") == [
                "spec.yaml:7:39: error: \"size: $pageSize\" uses a shared parameter, which only a route's \"path\", \"query\" and \"headers\" can; write the field's type here"
            ])
    }

    @Test func aQueryStyleCannotGoInAHeader() {
        #expect(
            diagnostics(Self.parameters + "routes:\n  list: { GET: /items, headers: { filter: $filter } }\n") == [
                "spec.yaml:7:44: error: shared parameter \"filter\" has a query style, but is used as a header: styles apply only to query parameters"
            ])
    }

    @Test func sharedParameterNamesAreUniqueAcrossFiles() {
        let other = "parameters:\n  pageSize: Int\n"
        #expect(
            diagnostics([("a.yaml", Self.parameters), ("b.yaml", other)]) == [
                "b.yaml:2:3: error: duplicate shared parameter \"pageSize\" (first at a.yaml:4:3): shared parameters are unique across the API's spec files"
            ])
    }

    @Test func aSharedParametersOwnProblemsAreReportedWhereItIsDeclared() {
        #expect(
            diagnostics(
                header + "parameters:\n  size: Intt\nroutes:\n  list: { GET: /items, query: { size: $size } }\n") == [
                    "spec.yaml:4:9: error: unknown type \"Intt\" (did you mean \"Int\"?)"
                ])
    }

    /// Every route that has a shared parameter or a default checks it, but its problem is one.
    @Test func aProblemOfWhatRoutesShareIsReportedOnce() {
        let spec =
            header + """
                parameters: { size: { type: Intt } }
                defaults: { errors: { 401: Problm } }
                routes:
                  a: { GET: /a, query: { size: $size } }
                  b: { GET: /b, query: { n: $size } }
                """
        #expect(
            diagnostics(spec) == [
                "spec.yaml:3:29: error: unknown type \"Intt\" (did you mean \"Int\"?)",
                "spec.yaml:4:28: error: unknown type \"Problm\"",
            ])
    }

    @Test func anUnusedSharedParametersTypeIsChecked() {
        #expect(
            diagnostics(header + "parameters:\n  size: Intt\n") == [
                "spec.yaml:4:9: error: unknown type \"Intt\" (did you mean \"Int\"?)"
            ])
    }

    @Test func defaultsAreCheckedWhereTheyAreWritten() {
        #expect(
            diagnostics(header + "defaults: { erors: {} }\n") == [
                "spec.yaml:3:13: error: unknown key \"erors\" in \"defaults\" (did you mean \"errors\"?)"
            ])
        #expect(
            diagnostics(
                header
                    + "auth: { member: bearer }\ndefaults: { auth: memebr }\nroutes:\n  a: { GET: /a }\n  b: { GET: /b }\n"
            ) == [
                "spec.yaml:4:19: error: unknown auth scheme \"memebr\" (did you mean \"member\"?); the declared schemes are \"member\" (or \"none\" for a public route)"
            ])
        #expect(
            diagnostics(header + "defaults: { pathPrefix: \"/v2/{tenant}\" }\n") == [
                "spec.yaml:3:31: error: a path prefix cannot hold the placeholder {tenant}: declare it in each route's path"
            ])
        #expect(
            diagnostics(header + "defaults: { pathPrefix: /v2/ }\n") == [
                "spec.yaml:3:25: error: a path prefix does not end with \"/\": each route's path starts with one, like \"pathPrefix: /admin\""
            ])
    }

    /// `429: none` removes a default error body; where there is none to remove, or in the
    /// defaults themselves, it is a mistake with its place.
    @Test func noneRemovesOnlyADefaultErrorBody() {
        let problem = "models: { Problem: { fields: { message: String } } }\n"
        #expect(
            diagnostics(
                header + problem
                    + "defaults: { errors: { 401: Problem } }\nroutes:\n  a: { GET: /a, errors: { 429: none } }\n") == [
                    "spec.yaml:6:27: error: \"429: none\" removes the error body the file's defaults give 429, and they give none; delete the line"
                ])
        #expect(
            diagnostics(header + problem + "routes:\n  a: { GET: /a, errors: { default: none } }\n") == [
                "spec.yaml:5:27: error: \"default: none\" removes the error body the file's defaults give default, and they give none; delete the line"
            ])
        #expect(
            diagnostics(header + problem + "defaults: { errors: { 401: none } }\n") == [
                "spec.yaml:4:23: error: \"none\" removes a default error body from one route; the defaults themselves give a type for each status, like \"401: Problem\""
            ])
    }
}
