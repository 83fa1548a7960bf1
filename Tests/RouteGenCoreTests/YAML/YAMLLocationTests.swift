import Testing
@testable import RouteGenCore

@Suite("YAML node locations")
struct YAMLLocationTests {
    @Test func nestedBlockMappingAndSequence() throws {
        let (root, diagnostics) = loadYAML(
            """
            info:
              title: API
              version: 1
            paths:
              - a
              - b: c
            tags:
            - x
            """)
        #expect(diagnostics.isEmpty)
        let root1 = try #require(root)
        #expect(root1.location == at(1, 1))
        let pairs = try #require(root1.mapping)
        #expect(pairs.map(\.key.scalar?.value) == ["info", "paths", "tags"])
        #expect(pairs.map(\.key.location) == [at(1, 1), at(4, 1), at(7, 1)])

        let info = try #require(root1["info"])
        #expect(info.location == at(2, 3))
        #expect(info.mapping?.map(\.key.location) == [at(2, 3), at(3, 3)])
        #expect(info["title"]?.location == at(2, 10))
        #expect(info["version"]?.scalar?.value == "1")
        #expect(info["version"]?.location == at(3, 12))

        let paths = try #require(root1["paths"])
        #expect(paths.location == at(5, 3))
        #expect(paths[0]?.location == at(5, 5))
        #expect(paths[1]?.location == at(6, 5))
        #expect(paths[1]?.mapping?.first?.key.location == at(6, 5))
        #expect(paths[1, "b"]?.location == at(6, 8))

        #expect(root1["tags"]?.location == at(8, 1))
        #expect(root1["tags", 0]?.location == at(8, 3))
    }

    @Test func flowCollections() throws {
        let (root, diagnostics) = loadYAML("{ a: 1, b: [x, y] }")
        #expect(diagnostics.isEmpty)
        let mapping = try #require(root)
        #expect(mapping.location == at(1, 1))
        #expect(mapping.mapping?.map(\.key.location) == [at(1, 3), at(1, 9)])
        #expect(mapping["a"]?.location == at(1, 6))
        let b = try #require(mapping["b"])
        #expect(b.location == at(1, 12))
        #expect(b.sequence?.map(\.location) == [at(1, 13), at(1, 16)])
        #expect(b.sequence?.compactMap(\.scalar?.value) == ["x", "y"])
    }

    @Test func pairsKeepFileOrder() {
        let (root, _) = loadYAML(
            """
            zeta: 1
            alpha: 2
            mid: 3
            """)
        #expect(root?.mapping?.compactMap(\.key.scalar?.value) == ["zeta", "alpha", "mid"])
    }

    @Test func columnsCountUnicodeScalars() {
        let (root, _) = loadYAML("é: [ü, x]")
        #expect(root?["é"]?.location == at(1, 4))
        #expect(root?["é", 1]?.location == at(1, 8))
    }

    @Test func nonScalarKeysAreKept() throws {
        let (root, diagnostics) = loadYAML("? [a, b]\n: value\n")
        #expect(diagnostics.isEmpty)
        let pair = try #require(root?.mapping?.first)
        #expect(pair.key.kindName == "a sequence")
        #expect(pair.key.location == at(1, 3))
        #expect(pair.value.location == at(2, 3))
    }

    @Test func documentMarkersAndScalarRoots() {
        let (root, diagnostics) = loadYAML("--- # one document\nplain\n...\n")
        #expect(diagnostics.isEmpty)
        #expect(root == YAMLNode(content: .scalar(YAMLScalar(value: "plain")), location: at(2, 1)))
    }
}
