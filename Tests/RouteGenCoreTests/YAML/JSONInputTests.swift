import Foundation
import Testing
@testable import RouteGenCore

/// JSON files as the loader reads them (libyaml, as YAML's flow style): what YAML lacks is
/// filled in, and a real document reads exactly as a JSON parser reads it.
@Suite("JSON input")
struct JSONInputTests {
    @Test func surrogatePairEscapesAreReadAsTheirCharacter() throws {
        let (root, diagnostics) = try load(
            #"{"a": "\ud83d\ude00 \u00e9 \/ x", "b": "\\ud83d\\ude00", "c": "\\\ud83d\ude00"}"#)
        #expect(diagnostics.isEmpty)
        #expect(root?["a"]?.scalar?.value == "😀 é / x")
        #expect(root?["b"]?.scalar?.value == #"\ud83d\ude00"#)
        #expect(root?["c"]?.scalar?.value == #"\😀"#)
    }

    @Test func aLoneSurrogateIsStillAnError() throws {
        let (root, diagnostics) = try load(#"{"a": "\ud83d x"}"#)
        #expect(root == nil)
        #expect(
            diagnostics.map(\.message) == ["found invalid Unicode character escape code while parsing a quoted scalar"])
    }

    @Test func minifiedAndTabIndentedJSONIsRead() throws {
        let (root, diagnostics) = try load("{\n\t\"a\":[1,2],\"b\":{\"c\":null}\n}\n")
        #expect(diagnostics.isEmpty)
        #expect(root?["a", 1]?.scalar?.value == "2")
        #expect(root?["b", "c"]?.isNull == true)
    }

    /// Every key and string of the largest real document, compared with Foundation's JSON
    /// parser: escapes, Unicode and numbers all come out the same.
    @Test(.enabled(if: LargeRealSpecs.available, "needs ROUTEGEN_REAL_SPECS (Scripts/compile-real-specs.sh)"))
    func pagerDutyReadsAsAJSONParserReadsIt() throws {
        let path = LargeRealSpecs.path("pagerduty.json")
        let (root, diagnostics) = YAMLLoader.load(contentsOf: path, displayPath: "pagerduty.json")
        #expect(diagnostics.isEmpty)
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: path)), options: [.fragmentsAllowed])
        var fromYAML: [String] = []
        var fromJSON: [String] = []
        try #require(root).collectTexts(into: &fromYAML)
        collectTexts(json, into: &fromJSON)
        #expect(fromYAML.count == fromJSON.count)
        #expect(fromYAML.sorted() == fromJSON.sorted())
    }

    private func collectTexts(_ value: Any, into texts: inout [String]) {
        switch value {
        case let dictionary as [String: Any]:
            for (key, item) in dictionary {
                texts.append("key " + key)
                collectTexts(item, into: &texts)
            }
        case let array as [Any]:
            array.forEach { collectTexts($0, into: &texts) }
        case let text as String:
            texts.append("text " + text)
        case is NSNull:
            texts.append("null")
        case let number as NSNumber:
            texts.append("number \(number.doubleValue)")
        default:
            Issue.record("unexpected JSON value \(value)")
        }
    }

    private func load(_ text: String) throws -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        let path = NSTemporaryDirectory() + "json-test-\(UUID().uuidString).json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return YAMLLoader.load(contentsOf: path, displayPath: "test.json")
    }
}

extension YAMLNode {
    /// Keys and scalars as a JSON parser would type them: quoted text, `null`, and numbers
    /// (booleans as 1 and 0, as Foundation hands them out as numbers).
    fileprivate func collectTexts(into texts: inout [String]) {
        switch content {
        case .mapping(let pairs):
            for pair in pairs {
                texts.append("key " + (pair.key.scalar?.value ?? ""))
                pair.value.collectTexts(into: &texts)
            }
        case .sequence(let items):
            items.forEach { $0.collectTexts(into: &texts) }
        case .scalar(let scalar):
            if scalar.isQuoted {
                texts.append("text " + scalar.value)
            } else if isNull {
                texts.append("null")
            } else if scalar.value == "true" || scalar.value == "false" {
                texts.append("number \(scalar.value == "true" ? 1.0 : 0.0)")
            } else {
                texts.append("number \(Double(scalar.value) ?? .nan)")
            }
        }
    }
}
