import Testing
@testable import RouteGenCore

@Suite("YAML resource limits")
struct YAMLLimitTests {
    @Test func maximumDepthIsAccepted() {
        let depth = YAMLLimits.maximumDepth
        let (root, diagnostics) = loadYAML(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(diagnostics.isEmpty)
        #expect(root?.location == at(1, 1))
    }

    @Test func flowDepthBombIsReported() {
        let (root, diagnostics) = loadYAML(String(repeating: "[", count: 100_000))
        #expect(root == nil)
        #expect(diagnostics == [.error("nesting deeper than 256 levels", at: at(1, 257))])
    }

    @Test func blockDepthBombIsReported() {
        let text = (0..<300).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        let (root, diagnostics) = loadYAML(text)
        #expect(root == nil)
        #expect(diagnostics == [.error("nesting deeper than 256 levels", at: at(257, 257))])
    }

    @Test func billionLaughsStopsQuickly() {
        var lines = ["a: &a [" + Array(repeating: "\"lol\"", count: 10).joined(separator: ", ") + "]"]
        let names = Array("abcdefghi")
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        let clock = ContinuousClock()
        var result: (root: YAMLNode?, diagnostics: [Diagnostic])?
        let elapsed = clock.measure { result = loadYAML(lines.joined(separator: "\n")) }
        #expect(result?.root == nil)
        // a, b, …, e hold 11, 111, …, 111 111 nodes; the eighth *e of line f passes a million.
        #expect(result?.diagnostics == [.error("aliases expand to more than 1000000 nodes", at: at(6, 36))])
        #expect(elapsed < .seconds(1))
    }
}
