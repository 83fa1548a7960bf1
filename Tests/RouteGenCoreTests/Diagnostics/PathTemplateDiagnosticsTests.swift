import Testing
@testable import RouteGenCore

/// Path templates in both formats: literal text a URL path cannot hold is percent-encoded in the
/// generated `pathTemplate` (RouteKit takes it as already encoded), and what cannot be a path
/// at all is an error at the character that makes it so.
struct PathTemplateDiagnosticsTests {
    @Test func nonASCIIAndSpacesArePercentEncodedAroundPlaceholders() {
        let code = swiftCode(
            header + """
                routes:
                  item: { GET: "/ünïcødé/{id: Int}/a b/<x>|^" }
                """)
        #expect(
            code.contains(
                "public static var pathTemplate: String { \"/%C3%BCn%C3%AFc%C3%B8d%C3%A9/{id}/a%20b/%3Cx%3E%7C%5E\" }"))
        #expect(code.contains("request.path(\"id\", id)"))
    }

    @Test func escapesAlreadyWrittenStayAndALonePercentIsEncoded() {
        let code = swiftCode(header + "routes:\n  item: { GET: \"/a%20b/100%/x:y@z;v=1\" }\n")
        #expect(code.contains("{ \"/a%20b/100%25/x:y@z;v=1\" }"))
    }

    @Test func textThatCannotBeAPathIsAnErrorWhereItIsWritten() {
        let cases: [(path: String, expected: String)] = [
            (
                "/items?all=true",
                "4:23: error: \"?\" in path: it would start the query; declare query parameters instead"
            ),
            ("/items#top", "4:23: error: \"#\" in path: it would start the fragment, which is never sent"),
            ("/a/{id", "4:20: error: unclosed \"{\" in path"),
            ("/a/{}", "4:20: error: empty path placeholder: write a parameter's name between the braces"),
            ("/a/}x{", "4:20: error: unmatched \"}\" in path"),
            ("/a/{x{y}}", "4:22: error: \"{\" inside a placeholder: placeholders do not nest"),
        ]
        for (path, expected) in cases {
            let found = diagnostics(header + "routes:\n  item: { GET: \"\(path)\" }\n")
            #expect(found == ["spec.yaml:" + expected], "\(path)")
        }
    }

    @Test func openAPIPathKeysAreEncodedAndKeepTheirParameters() {
        let code = swiftCode(
            openAPI: openAPIHeader + """
                paths:
                  /ünï/{pet id}/a b:
                    get:
                      operationId: show
                      parameters: [{ name: pet id, in: path, required: true, schema: { type: integer } }]
                      responses: { "204": { description: none } }
                """)
        #expect(code.contains("public static var pathTemplate: String { \"/%C3%BCn%C3%AF/{petId}/a%20b\" }"))
        #expect(code.contains("request.path(\"petId\", petId)"))
    }

    /// (A fragment, `/pets#all`, is left out of the path with a warning: `PathFragmentTests`.)
    @Test func openAPIPathKeysThatCannotBeAPathAreErrors() {
        let cases: [(key: String, expected: String)] = [
            ("/pets?limit=1", "5:9: error: \"?\" in path: it would start the query; declare query parameters instead"),
            ("/a/{id", "5:7: error: unclosed \"{\" in path"),
            ("/a/{}", "5:7: error: empty path placeholder: write a parameter's name between the braces"),
            ("/a/}x{", "5:7: error: unmatched \"}\" in path"),
            ("/a/{x{y}}", "5:9: error: \"{\" inside a placeholder: placeholders do not nest"),
        ]
        for (key, expected) in cases {
            let found = openAPIDiagnostics(
                openAPIHeader + """
                    paths:
                      "\(key)":
                        get:
                          responses: { "204": { description: none } }
                    """)
            #expect(found == ["api.yaml:" + expected], "\(key)")
        }
    }
}
