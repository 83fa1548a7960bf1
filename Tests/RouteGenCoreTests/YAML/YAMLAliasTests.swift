import Testing
@testable import RouteGenCore

@Suite("YAML anchors, aliases and merge keys")
struct YAMLAliasTests {
    @Test func aliasCopiesTheAnchoredNodeWithItsLocation() throws {
        let (root, diagnostics) = loadYAML(
            """
            base: &base
              x: 1
            copy: *base
            name: &n Pat
            again: *n
            """)
        #expect(diagnostics.isEmpty)
        let base = try #require(root?["base"])
        #expect(base.location == at(1, 7))
        #expect(base["x"]?.location == at(2, 6))
        #expect(root?["copy"] == base)
        #expect(root?["again"]?.scalar?.value == "Pat")
        #expect(root?["again"]?.location == at(4, 7))
    }

    @Test func laterAnchorWithTheSameNameWins() {
        let (root, diagnostics) = loadYAML(
            """
            - &a one
            - *a
            - &a two
            - *a
            """)
        #expect(diagnostics.isEmpty)
        #expect(root?.sequence?.compactMap(\.scalar?.value) == ["one", "one", "two", "two"])
    }

    @Test func singleMergeKeyLetsExplicitKeysWin() throws {
        let (root, diagnostics) = loadYAML(
            """
            base: &base
              a: 1
              b: 2
            single:
              <<: *base
              b: 20
            """)
        #expect(diagnostics.isEmpty)
        let single = try #require(root?["single"])
        #expect(single.mapping?.compactMap(\.key.scalar?.value) == ["a", "b"])
        #expect(single["a"]?.scalar?.value == "1")
        #expect(single["a"]?.location == at(2, 6))
        #expect(single["b"]?.scalar?.value == "20")
        #expect(single["b"]?.location == at(6, 6))
    }

    @Test func mergeListGivesEarlierMappingsPriority() throws {
        let (root, diagnostics) = loadYAML(
            """
            base: &base
              a: 1
              b: 2
            other: &other
              b: 3
              c: 4
              d: 5
            list:
              x: 0
              <<: [*base, *other]
              c: 40
            """)
        #expect(diagnostics.isEmpty)
        let list = try #require(root?["list"])
        #expect(list.mapping?.compactMap(\.key.scalar?.value) == ["x", "a", "b", "d", "c"])
        #expect(list["b"]?.scalar?.value == "2")
        #expect(list["b"]?.location == at(3, 6))
        #expect(list["d"]?.location == at(7, 6))
        #expect(list["c"]?.scalar?.value == "40")
        #expect(list["c"]?.location == at(11, 6))
    }

    @Test func inlineMergeMappingAndQuotedMergeKey() throws {
        let (root, diagnostics) = loadYAML(
            """
            merged:
              <<: {a: 1}
            quoted:
              "<<": {a: 1}
            """)
        #expect(diagnostics.isEmpty)
        #expect(root?["merged"]?.mapping?.compactMap(\.key.scalar?.value) == ["a"])
        #expect(root?["quoted"]?.mapping?.compactMap(\.key.scalar?.value) == ["<<"])
    }

    @Test func mergeOfAScalarIsReported() {
        let (_, diagnostics) = loadYAML(
            """
            a:
              <<: text
            b:
              <<: [{x: 1}, 2]
            """)
        #expect(
            diagnostics == [
                .error("a merge key's value must be a mapping or a sequence of mappings; found a scalar", at: at(2, 7)),
                .error("a merge key's sequence must hold only mappings; found a scalar", at: at(4, 16)),
            ])
    }

    @Test func unknownAliasIsReportedWhereItIs() {
        let (root, diagnostics) = loadYAML(
            """
            a: 1
            b: *nope
            c: 3
            """)
        #expect(diagnostics == [.error("unknown alias \"*nope\"", at: at(2, 4))])
        #expect(root?["c"]?.scalar?.value == "3")
    }

    @Test func recursiveAliasIsReported() {
        let (_, diagnostics) = loadYAML("a: &a [1, *a]")
        #expect(
            diagnostics == [
                .error(
                    "alias \"*a\" refers to a node that contains it; recursive aliases are not supported", at: at(1, 11)
                )
            ])
    }
}
