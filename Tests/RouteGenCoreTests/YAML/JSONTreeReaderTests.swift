import Foundation
import Testing
@testable import RouteGenCore

/// ``JSONTreeReader`` against the libyaml path it replaces: for valid JSON it must read the
/// input itself (not give up) into exactly libyaml's tree, locations and diagnostics included.
@Suite("JSON tree reader")
struct JSONTreeReaderTests {
    @Test(.enabled(if: LargeRealSpecs.available, "needs ROUTEGEN_REAL_SPECS (Scripts/compile-real-specs.sh)"))
    func pagerDutyReadsAsLibYAMLReadsIt() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: LargeRealSpecs.path("pagerduty.json"))))
        let readings = JSONReadings(bytes, file: "pagerduty.json")
        #expect(readings.mismatch == nil)
        #expect(readings.libYAML.diagnostics.isEmpty)
    }

    /// The JSON of the other tests: the JSON input tests, the OpenAPI command line's document
    /// and the referenced file of the OpenAPI generation tests.
    @Test(arguments: [
        #"{"a": "\ud83d\ude00 \u00e9 \/ x", "b": "\\ud83d\\ude00", "c": "\\\ud83d\ude00"}"#,
        "{\n\t\"a\":[1,2],\"b\":{\"c\":null}\n}\n",
        OpenAPICommandLineTests.document,
        #"{"type": "object", "properties": {"message": {"type": "string"}}}"#,
    ])
    func otherTestsJSONReadsAsLibYAMLReadsIt(text: String) {
        #expect(JSONReadings(text).mismatch == nil)
    }

    @Test(arguments: [
        // A byte order mark, which libyaml does not count as a column.
        "\u{FEFF}{\"a\": 1,\n \"b\": 2}",
        // Each surrogate-pair escape moves later locations on its line two columns left.
        #"{"a": "\ud83d\ude00", "b": ["\uD83D\uDE00\ud83d\ude00", 1], "c": 2}"#,
        // Raw multi-byte characters count one column each.
        "{\"a\": \"😀é日本\u{10FFFF}\", \"b\": 1, \"é\": [\"e\u{301}\", 2]}",
        // Line ends of every kind, and tabs inside the root.
        "{\r\n  \"a\": 1,\r  \"b\": [\r\n\t1\r,\t2]\r\n}\r\n",
        // Space around the colon.
        "{\"a\" : 1, \"b\"\t:\t2, \"c\":3}",
        // Every escape, including those of characters libyaml would not take raw.
        #"{"\u0000\u001f\uFFFF\uFEFF\u0085\u2028": "\b\f\n\r\t\"\\\/", "e": "\u00E9\u00e9"}"#,
        // Raw characters libyaml takes as ordinary: a byte order mark inside a string, no-break
        // space, private use, the replacement character.
        "[\"\u{FEFF}x\u{A0}\u{E000}\u{FFFD}\"]",
        // Empty and nested empty collections.
        "{}", "[]", "[{}, [], [[]], {\"a\": {}}]",
        // Roots that are scalars.
        "  \n\"root\"\n", "-12.5e+3", "0", "true", "false", "null", "\"\"",
        // Numbers in every form.
        "[0, -0, 12, -3.25, 1e5, 1E+5, 2.5e-3, -0.0E0, 123456789012345678901234567890]",
        // Duplicate keys, nested duplicates, and keys equal only as Swift compares strings.
        #"{"a": 1, "a": 2, "b": {"a": 3, "a": 4}, "a": 5}"#,
        "{\"é\": 1,\n\"e\u{301}\": 2,\n\"\\u00e9\": 3}",
        // Duplicates in an object large enough for the hashed search.
        "{" + (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n")
            + ",\n\"k3\": 0, \"k19\": 0, \"k20\": 0, \"k20\": 1}",
        // A key exactly as long as libyaml allows: its `:` 1024 characters after its quote.
        "{\"" + String(repeating: "x", count: 1022) + "\": 1}",
    ])
    func edgeCasesReadAsLibYAMLReadsThem(text: String) {
        #expect(JSONReadings(text).mismatch == nil)
    }

    @Test func randomDocumentsReadAsLibYAMLReadsThem() {
        var generator = RandomJSON(seed: 0x5EED_1CE5)
        var failures = 0
        var firstFailure = ""
        for index in 0..<400 {
            let text = generator.document()
            if let mismatch = JSONReadings(text).mismatch {
                if failures == 0 { firstFailure = "document \(index): \(mismatch)\n\(text.debugDescription)" }
                failures += 1
            }
        }
        #expect(failures == 0, "\(firstFailure)")
    }

    @Test func maximumDepthIsRead() {
        let depth = YAMLLimits.maximumDepth
        #expect(
            JSONReadings(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).mismatch == nil)
    }

    /// Beyond the limits the reader gives up, so libyaml's tree builder reports the limit as it
    /// always has.
    @Test(arguments: [YAMLLimits.maximumDepth + 1, 100_000])
    func deeperNestingIsLeftToLibYAML(depth: Int) {
        let bytes = Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        #expect(bytes.withUnsafeBufferPointer { JSONTreeReader.read($0, file: jsonTestFile) } == nil)
        let (root, diagnostics) = YAMLLoader.loadJSON(bytes, file: jsonTestFile)
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("nesting deeper than 256 levels", at: SourceLocation(file: jsonTestFile, line: 1, column: 257))
            ])
    }

    @Test func moreNodesThanTheLimitAreLeftToLibYAML() {
        // An array of as many items as the limit: one node too many with the array itself.
        let items = YAMLLimits.maximumNodeCount
        let bytes = Array(("[" + String(repeating: "0,", count: items - 1) + "0]").utf8)
        #expect(bytes.withUnsafeBufferPointer { JSONTreeReader.read($0, file: jsonTestFile) } == nil)
        let (root, diagnostics) = YAMLLoader.loadJSON(bytes, file: jsonTestFile)
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error(
                    "the document has more than 1000000 nodes",
                    at: SourceLocation(file: jsonTestFile, line: 1, column: 2 * items))
            ])
    }
}
