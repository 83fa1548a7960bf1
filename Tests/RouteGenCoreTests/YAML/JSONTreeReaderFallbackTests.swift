import Foundation
import Testing
@testable import RouteGenCore

/// What ``JSONTreeReader`` does not accept goes to libyaml unchanged: reading such a `.json`
/// file gives exactly what the libyaml path gives, error or tree.
@Suite("JSON tree reader fallback")
struct JSONTreeReaderFallbackTests {
    /// Inputs the reader must give up on: not JSON, or JSON that libyaml reads differently or
    /// rejects (where the reader cannot know the tree, or the error, libyaml would produce).
    static let rejected: [[UInt8]] = rejectedTexts.map { Array($0.utf8) } + rejectedBytes

    private static let rejectedTexts: [String] = [
        "{\"a\": 1", "[1, 2", "{\"a\": \"open", "", "  \n",
        "{\"a\": 1,}", "[1, 2,]",
        "{\"a\": 1} // note", "# note\n{\"a\": 1}", "{\"a\": 1 # note\n}",
        "openapi: 3.1.0\ninfo: {title: x}\n", "{'a': 1}", "{a: 1}", "[x]", "{\"a\": 1} {\"b\": 2}",
        "{\"a\": 01}", "{\"a\": NaN}", "{\"a\": .5}", "{\"a\": 1.}", "{\"a\": +1}", "{\"a\": tru}", "{\"a\": True}",
        "{\"a\": \"\\ud83d x\"}", "{\"a\": \"\\ude00\"}", "{\"a\": \"\\ud83d\\u0041\"}", "{\"a\": \"\\x41\"}",
        "{\"a\": \"\\u00g1\"}",
        "{\"a\": \"x\ty\"}", "{\"a\": \"x\u{1}\"}", "{\"a\": \"x\u{7F}\"}", "{\"a\": \"x\u{90}\"}",
        "{\"a\": \"x\u{85}y\"}", "{\"a\": \"x\u{2028}y\"}", "{\"a\": \"x\u{2029}y\"}", "{\"a\": \"line\nbreak\"}",
        "\t{\"a\": 1}", "{\"a\": 1}\n\t", "{\"a\": 1}\t\n",
        "{\"a\"\n: 1}", longKeyObject,
        "{\"a\": 1}\u{FEFF}", "\u{FEFF}\u{FEFF}{}",
    ]

    /// An object whose key's `:` is 1025 characters after its quote, one more than libyaml
    /// looks ahead for it.
    private static let longKeyObject = "{\"" + String(repeating: "x", count: 1023) + "\": 1}"

    /// Input that is not UTF-8, or not valid UTF-8, or holds characters no string can.
    private static let rejectedBytes: [[UInt8]] = [
        inString([0xFF]),
        inString([0xC0, 0xAF]),
        inString([0xED, 0xA0, 0xBD]),
        inString([0xEF, 0xBF, 0xBE]),
        inString([0xE2, 0x82]),
        inString([0x00]),
        [0xFF, 0xFE, 0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00],
    ]

    /// `{"a": "…"}` with `bytes` between the quotes.
    private static func inString(_ bytes: [UInt8]) -> [UInt8] {
        Array("{\"a\": \"".utf8) + bytes + Array("\"}".utf8)
    }

    @Test(arguments: rejected)
    func rejectedInputReadsAsLibYAMLReadsIt(bytes: [UInt8]) throws {
        let readings = JSONReadings(bytes)
        #expect(readings.reader == nil)
        let (root, diagnostics) = try loadFile(bytes)
        #expect(root == readings.libYAML.root)
        #expect(diagnostics == readings.libYAML.diagnostics)
    }

    /// What these inputs gave before the reader existed, written out so a change to the
    /// fallback itself shows too.
    @Test func errorsAreLibYAMLs() throws {
        let expectations: [(text: String, message: String, line: Int, column: Int)] = [
            ("{\"a\": 1", "did not find expected ',' or '}' while parsing a flow mapping", 2, 1),
            ("{\"a\"\n: 1}", "did not find expected ',' or '}' while parsing a flow mapping", 2, 1),
            ("\t{\"a\": 1}", "found character that cannot start any token while scanning for the next token", 1, 1),
            (
                "{\"a\": \"\\ud83d x\"}", "found invalid Unicode character escape code while parsing a quoted scalar",
                1, 10
            ),
        ]
        for expectation in expectations {
            let (root, diagnostics) = try loadFile(Array(expectation.text.utf8))
            #expect(root == nil)
            #expect(
                diagnostics == [
                    .error(
                        expectation.message,
                        at: SourceLocation(file: jsonTestFile, line: expectation.line, column: expectation.column))
                ])
        }
        let (root, diagnostics) = try loadFile(Self.inString([0xFF]))
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("invalid leading UTF-8 octet 0xFF", at: SourceLocation(file: jsonTestFile, line: 1, column: 8))
            ])
    }

    /// YAML's flow style allows a trailing comma and a tab after the root: libyaml reads both,
    /// and the file still reads that way though the reader gives up on them.
    @Test func libYAMLsTreesOfWhatItAcceptsAreKept() throws {
        for text in ["{\"a\": 1,}", "{\"a\": 1}\t\n"] {
            let (root, diagnostics) = try loadFile(Array(text.utf8))
            #expect(diagnostics.isEmpty)
            #expect(root?["a"]?.scalar == YAMLScalar(value: "1"))
            #expect(root?["a"]?.location == SourceLocation(file: jsonTestFile, line: 1, column: 7))
        }
    }

    /// Reads `bytes` as a `.json` file through the loader's public entry point.
    private func loadFile(_ bytes: [UInt8]) throws -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        let path = NSTemporaryDirectory() + "json-fallback-\(UUID().uuidString).json"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return YAMLLoader.load(contentsOf: path, displayPath: jsonTestFile)
    }
}
