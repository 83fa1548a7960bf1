import Testing
@testable import RouteGenCore

/// Large documents are read on two cores, the second half joined when the reader gets there
/// (``JSONTreeReader/Continuation``). Whether it joins or reads on alone, the result must be
/// exactly libyaml's: tree, locations and diagnostics.
@Suite("JSON tree reader on two cores")
struct JSONTreeReaderContinuationTests {
    /// A pretty-printed API-like document of about 700 KB: `info`, then `paths` with `count`
    /// path items whose keys are two objects deep, then `extra` members written as given.
    static func document(paths count: Int = 2_500, pathKey: (Int) -> String = { "/items/\($0)" }, extra: String = "") -> String {
        var text = "{\n  \"info\": {\n    \"title\": \"Big\",\n    \"version\": \"1\"\n  },\n  \"paths\": {\n"
        for index in 0..<count {
            text += "    \"\(pathKey(index))\": {\n      \"get\": {\n        \"operationId\": \"get\(index)\",\n"
            text += "        \"description\": \"Gets item \(index): \\\"quoted\\\", é, 😀 and \\ud83d\\ude00.\",\n"
            text += "        \"parameters\": [1, 2.5e3, true, false, null, {\"in\": \"query\", \"in\": \"path\"}],\n"
            text += "        \"responses\": { \"200\": { \"description\": \"OK\" } }\n      }\n    }"
            text += index == count - 1 ? "\n" : ",\n"
        }
        return text + "  }" + extra + "\n}\n"
    }

    @Test func aLargeDocumentIsReadOnTwoCoresAsLibYAMLReadsIt() {
        let text = Self.document()
        #expect(text.utf8.count > JSONTreeReader.continuationThreshold)
        let readings = JSONReadings(text)
        #expect(readings.mismatch == nil)
        #expect(readings.joinedContinuation, "the second half was read on the other core")
        #expect(readings.libYAML.diagnostics.count == 2_500, "one duplicate key per item, on both sides of the split")
    }

    @Test func aSplitRightAtTheDocumentsTopLevelJoinsToo() {
        var text = "{\n"
        for index in 0..<15_000 { text += "  \"member\(index)\": {\"value\": [\(index), \"\(index)\"]},\n" }
        text += "  \"last\": 0\n}\n"
        #expect(text.utf8.count > JSONTreeReader.continuationThreshold)
        let readings = JSONReadings(text)
        #expect(readings.mismatch == nil)
        #expect(readings.joinedContinuation)
    }

    @Test func aKeyAfterTheSplitThatRepeatsOneBeforeItIsReportedAsLibYAMLReportsIt() {
        let text = Self.document(pathKey: { $0 == 2_400 ? "/items/3" : "/items/\($0)" })
        let readings = JSONReadings(text)
        #expect(readings.mismatch == nil)
        #expect(!readings.joinedContinuation, "the second half cannot see the first half's keys")
        #expect(readings.libYAML.diagnostics.contains { $0.message.hasPrefix("duplicate key \"/items/3\"") })
    }

    @Test func aLineThatLooksLikeAKeyButIsAnItemIsNotJoined() {
        var text = "{\n  \"list\": [\n"
        for index in 0..<60_000 { text += "    \"item \(index)\",\n" }
        text += "    \"end\"\n  ]\n}\n"
        let readings = JSONReadings(text)
        #expect(readings.mismatch == nil)
        #expect(!readings.joinedContinuation)
    }

    @Test func aKeyInsideAnArrayIsNotJoined() {
        var text = "{\n  \"list\": [\n"
        for index in 0..<20_000 { text += "  {\n    \"key\": \(index)\n  },\n" }
        text += "  {}\n  ]\n}\n"
        let readings = JSONReadings(text)
        #expect(readings.mismatch == nil)
        #expect(!readings.joinedContinuation)
    }

    @Test func carriageReturnsBeforeTheSplitKeepTheDocumentOnOneCore() {
        let text = "{\r\n  \"first\": 1,\r\n" + Self.document().dropFirst(2)
        let readings = JSONReadings(text)
        #expect(readings.mismatch == nil)
        #expect(!readings.joinedContinuation)
    }

    @Test func anErrorInTheSecondHalfIsLibYAMLsError() {
        let text = Self.document(extra: ",\n  \"broken\": [1, 2}")
        let bytes = Array(text.utf8)
        #expect(JSONReadings(bytes).reader == nil, "the reader gives up")
        let loaded = YAMLLoader.loadJSON(bytes, file: jsonTestFile)
        let libYAML = YAMLLoader.loadJSONWithLibYAML(bytes, file: jsonTestFile)
        #expect(loaded.root == nil && libYAML.root == nil)
        #expect(loaded.diagnostics == libYAML.diagnostics)
        #expect(!loaded.diagnostics.isEmpty)
    }
}
