import Foundation
@_spi(RouteGen) import RouteKit
import Testing

/// `JSONObjectReader.decodeAdditionalProperties(besides:)` and its writer counterpart: the keys
/// a model does not declare survive a round trip, typed, in a stable order, and never shadow a
/// declared property.
struct AdditionalPropertiesTests {
    /// What a generated model with `additionalProperties: { type: integer }` looks like.
    private struct Scores: Codable, Equatable {
        var player: String
        var extra: [String: Int]

        init(player: String, extra: [String: Int] = [:]) {
            self.player = player
            self.extra = extra
        }

        init(from decoder: any Decoder) throws {
            let object = try JSONObjectReader(decoder)
            player = try object.decode(forKey: "player")
            extra = try object.decodeAdditionalProperties(besides: ["player"])
        }

        func encode(to encoder: any Encoder) throws {
            var object = JSONObjectWriter(encoder)
            try object.encode(player, forKey: "player")
            try object.encodeAdditionalProperties(extra, besides: ["player"])
        }
    }

    /// `additionalProperties: true`: any JSON.
    private struct Tagged: Codable, Equatable {
        var name: String?
        var other: [String: JSONValue]

        init(from decoder: any Decoder) throws {
            let object = try JSONObjectReader(decoder)
            name = try object.decodeIfPresent(forKey: "name")
            other = try object.decodeAdditionalProperties(besides: ["name"])
        }

        func encode(to encoder: any Encoder) throws {
            var object = JSONObjectWriter(encoder)
            try object.encodeIfPresent(name, forKey: "name")
            try object.encodeAdditionalProperties(other, besides: ["name"])
        }
    }

    @Test func undeclaredKeysRoundTripTyped() throws {
        let json = Data(#"{"player":"ada","level3":12,"level1":7}"#.utf8)
        let scores = try JSONDecoder().decode(Scores.self, from: json)
        #expect(scores == Scores(player: "ada", extra: ["level1": 7, "level3": 12]))
        let again = try JSONDecoder().decode(Scores.self, from: try JSONEncoder().encode(scores))
        #expect(again == scores)
    }

    @Test func anyJSONIsKeptAsItWas() throws {
        let json = Data(#"{"name":"n","meta":{"a":[1,true,null]},"note":"x"}"#.utf8)
        let tagged = try JSONDecoder().decode(Tagged.self, from: json)
        #expect(tagged.name == "n")
        #expect(tagged.other == ["meta": ["a": [1, true, .null]], "note": "x"])
        #expect(try JSONDecoder().decode(Tagged.self, from: try JSONEncoder().encode(tagged)) == tagged)
    }

    @Test func aValueOfAnotherTypeIsAnErrorAtItsKey() throws {
        let json = Data(#"{"player":"ada","level1":7,"level2":"high"}"#.utf8)
        do {
            _ = try JSONDecoder().decode(Scores.self, from: json)
            Issue.record("decoded a string as an Int")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.codingPath.map(\.stringValue) == ["level2"])
        }
    }

    @Test func aDeclaredKeyIsNeverWrittenTwiceNorReadAsExtra() throws {
        let scores = Scores(player: "ada", extra: ["player": 1, "bonus": 2])
        let text = String(decoding: try JSONCoding.default.encoder.encode(scores), as: UTF8.self)
        #expect(text == #"{"bonus":2,"player":"ada"}"#)
        let decoded = try JSONDecoder().decode(Scores.self, from: Data(text.utf8))
        #expect(decoded == Scores(player: "ada", extra: ["bonus": 2]))
    }

    /// Keys are handed to the encoder sorted, so an encoder that keeps the order it is given
    /// (Darwin's) writes the same bytes for the same value; RouteKit's own coding sorts every key.
    @Test func theSameValueAlwaysEncodesToTheSameBytes() throws {
        let keys = (0..<40).map { "k\($0)" }
        let texts = try (0..<5).map { _ in
            let scores = Scores(player: "ada", extra: Dictionary(uniqueKeysWithValues: keys.shuffled().map { ($0, 1) }))
            return String(decoding: try JSONCoding.default.encoder.encode(scores), as: UTF8.self)
        }
        #expect(Set(texts).count == 1)
        let expected = "{" + keys.sorted().map { "\"\($0)\":1" }.joined(separator: ",") + #","player":"ada"}"#
        #expect(texts[0] == expected)
    }
}
