import Foundation
import RouteKit
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    private func decode(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    private func encode(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("every kind of JSON value decodes to its case")
    func decodesEveryKind() throws {
        let value = try decode(
            #"{"n": null, "t": true, "f": false, "i": 42, "d": -1.5, "s": "x", "a": [1, "b", [], {}], "o": {"k": {"z": null}}}"#
        )
        #expect(
            value
                == .object([
                    "n": .null, "t": .bool(true), "f": .bool(false), "i": .number(42), "d": .number(-1.5),
                    "s": .string("x"),
                    "a": .array([.number(1), .string("b"), .array([]), .object([:])]),
                    "o": .object(["k": .object(["z": .null])]),
                ]))
    }

    @Test("booleans stay booleans and numbers stay numbers")
    func booleansAreNotNumbers() throws {
        #expect(try decode("true") == .bool(true))
        #expect(try decode("1") == .number(1))
        #expect(try decode("0") == .number(0))
        #expect(try decode(#""true""#) == .string("true"))
    }

    @Test(
        "integers are exact up to 2^53 and written without a fraction",
        arguments: [
            "0", "-7", "2147483648", "9007199254740992", "-9007199254740992",
        ])
    func integersRoundTrip(text: String) throws {
        let value = try decode(text)
        #expect(value == .number(Double(text)!))
        #expect(try encode(value) == text)
    }

    @Test(
        "decoding and encoding again gives the same JSON",
        arguments: [
            #"{"a":[1,2.5,"x",null,true],"b":{"c":{}},"d":[]}"#,
            #"[{"id":1},{"id":2,"tags":["a","b"]}]"#,
            #""caf\u00e9 \"quoted\"""#,
            "null",
        ])
    func roundTrip(text: String) throws {
        let value = try decode(text)
        #expect(try decode(try encode(value)) == value)
        let original = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        let again = try JSONSerialization.jsonObject(with: Data(try encode(value).utf8), options: .fragmentsAllowed)
        #expect(NSDictionary(dictionary: ["v": original]) == NSDictionary(dictionary: ["v": again]))
    }

    @Test("literals build the same values as decoding")
    func literals() throws {
        let literal: JSONValue = ["width": 640, "ratio": 1.5, "tags": ["a", "b"], "draft": true, "note": nil]
        #expect(
            literal == (try decode(#"{"width": 640, "ratio": 1.5, "tags": ["a", "b"], "draft": true, "note": null}"#)))
    }

    @Test("invalid JSON is a decoding error, not a value")
    func invalidJSON() {
        #expect(throws: DecodingError.self) { try decode("{") }
    }
}
