import Testing
@testable import RouteGenCore

@Suite("YAML scalars")
struct YAMLScalarTests {
    @Test func quotedAndPlainNumbersStayDistinguishable() throws {
        let (root, diagnostics) = loadYAML(
            """
            a: "404"
            b: 404
            c: '404'
            """)
        #expect(diagnostics.isEmpty)
        let a = try #require(root?["a"])
        #expect(a.scalar == YAMLScalar(value: "404", style: .doubleQuoted))
        #expect(a.scalar?.isQuoted == true)
        #expect(a.location == at(1, 4))
        let b = try #require(root?["b"])
        #expect(b.scalar == YAMLScalar(value: "404", style: .plain))
        #expect(b.scalar?.isQuoted == false)
        #expect(b.location == at(2, 4))
        let c = try #require(root?["c"])
        #expect(c.scalar == YAMLScalar(value: "404", style: .singleQuoted))
        #expect(c.location == at(3, 4))
    }

    @Test func blockScalarsKeepStyleAndLocation() throws {
        let (root, diagnostics) = loadYAML(
            """
            literal: |
              one
              two
            folded: >
              one
              two
            """)
        #expect(diagnostics.isEmpty)
        let literal = try #require(root?["literal"])
        #expect(literal.scalar == YAMLScalar(value: "one\ntwo\n", style: .literal))
        #expect(literal.location == at(1, 10))
        let folded = try #require(root?["folded"])
        #expect(folded.scalar == YAMLScalar(value: "one two", style: .folded))
        #expect(folded.location == at(4, 9))
    }

    @Test func explicitTagsAreKept() throws {
        let (root, diagnostics) = loadYAML(
            """
            code: !!str 404
            plain: 404
            local: !thing x
            """)
        #expect(diagnostics.isEmpty)
        let code = try #require(root?["code"])
        #expect(code.scalar == YAMLScalar(value: "404", style: .plain, tag: "tag:yaml.org,2002:str"))
        #expect(code.location == at(1, 7))
        #expect(root?["plain"]?.scalar?.tag == nil)
        #expect(root?["local"]?.scalar?.tag == "!thing")
        #expect(root?["local"]?.location == at(3, 8))
    }

    @Test func doubleQuotedEscapesAreResolved() {
        let (root, _) = loadYAML(#"a: "tab\tnew\nline é \u00e9""#)
        #expect(root?["a"]?.scalar?.value == "tab\tnew\nline é é")
    }

    @Test func nullRecognitionFollowsStyleAndTag() throws {
        let (root, _) = loadYAML(
            """
            empty:
            tilde: ~
            word: null
            title: Null
            upper: NULL
            quoted: "null"
            tagged: !!str null
            text: nil
            """)
        let mapping = try #require(root?.mapping)
        let nulls = mapping.filter(\.value.isNull).compactMap(\.key.scalar?.value)
        #expect(nulls == ["empty", "tilde", "word", "title", "upper"])
    }

    @Test func kindNamesAndLookups() throws {
        let (root, _) = loadYAML(
            """
            s: x
            m: {k: v}
            q: [1]
            """)
        #expect(root?.kindName == "a mapping")
        #expect(root?["s"]?.kindName == "a scalar")
        #expect(root?["m"]?.kindName == "a mapping")
        #expect(root?["q"]?.kindName == "a sequence")
        #expect(root?.value(forKey: "absent") == nil)
        #expect(root?["s"]?.value(forKey: "x") == nil)
        #expect(root?["s"]?.mapping == nil)
        #expect(root?["s"]?.sequence == nil)
        #expect(root?["m"]?.scalar == nil)
    }
}
