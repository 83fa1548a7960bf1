import Testing
@testable import RouteGenCore

@Suite("YAML errors")
struct YAMLErrorTests {
    @Test func duplicateKeyIsReportedAtTheSecondKey() {
        let (root, diagnostics) = loadYAML(
            """
            openapi: 3.1.0
            info:
              title: A
              version: 1
              title: B
            """)
        #expect(diagnostics == [.error("duplicate key \"title\" (first at line 3)", at: at(5, 3))])
        #expect(root?["info", "title"]?.scalar?.value == "A")
    }

    @Test func duplicateKeyInALargeMappingIsFound() {
        let keys = (1...40).map { "key\($0): \($0)" }
        let (_, diagnostics) = loadYAML((keys + ["key7: again", "key40: again"]).joined(separator: "\n"))
        #expect(
            diagnostics == [
                .error("duplicate key \"key7\" (first at line 7)", at: at(41, 1)),
                .error("duplicate key \"key40\" (first at line 40)", at: at(42, 1)),
            ])
    }

    @Test func duplicateFlowKeyAndDuplicateMergeKey() {
        let (_, diagnostics) = loadYAML(
            """
            a: {x: 1, y: 2, x: 3}
            b:
              <<: {p: 1}
              <<: {q: 1}
            """)
        #expect(
            diagnostics == [
                .error("duplicate key \"x\" (first at line 1)", at: at(1, 17)),
                .error("duplicate key \"<<\" (first at line 3)", at: at(4, 3)),
            ])
    }

    @Test func secondDocumentIsReportedWhereItStarts() {
        let (root, diagnostics) = loadYAML(
            """
            a: 1
            ---
            b: 2
            """)
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("a spec file holds one YAML document; found a second one here", at: at(2, 1))
            ])
    }

    @Test func tabIndentationIsASyntaxErrorWithLocation() {
        let (root, diagnostics) = loadYAML("a:\n\tb: 1\n")
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("found character that cannot start any token while scanning for the next token", at: at(2, 1))
            ])
        #expect(
            diagnostics.first?.description
                == "spec.yaml:2:1: error: found character that cannot start any token while scanning for the next token"
        )
    }

    @Test func tabBeforeAKeyIsASyntaxErrorWithLocation() {
        let (_, diagnostics) = loadYAML("a:\n  b: 1\n\t c: 2\n")
        #expect(
            diagnostics == [
                .error("found a tab character that violates indentation while scanning a plain scalar", at: at(3, 1))
            ])
    }

    @Test func unclosedQuoteIsASyntaxErrorWithLocation() {
        let (root, diagnostics) = loadYAML("title: \"unclosed\nnext: 1\n")
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("found unexpected end of stream while scanning a quoted scalar", at: at(3, 1))
            ])
    }

    @Test func badIndentationIsASyntaxErrorWithLocation() {
        let (_, diagnostics) = loadYAML("a:\n    b: 1\n  c: 2\n")
        #expect(
            diagnostics == [
                .error(
                    "did not find expected key while parsing a block mapping; check the indentation of this line: a key must line up with the keys above it",
                    at: at(3, 3))
            ])
    }
}
