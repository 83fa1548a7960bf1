import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(RouteGen) @testable import RouteKit
import Testing
import TestSupport

/// A model with free-form members, decoded the way generated code decodes them.
private struct Envelope: Codable, Hashable, Sendable {
    var id: Int
    var metadata: JSONValue
    var labels: [String: JSONValue]?
    var history: [JSONValue]?
}

private struct GetEnvelope: PublicRoute {
    typealias Response = Envelope
    static let method = HTTPMethod.get
    static let pathTemplate = "/envelope"
}

/// A model whose decoding reads another JSON document with a plain decoder of its own: its
/// `JSONValue` belongs to that document, not to the one being decoded around it.
private struct Wrapped: Decodable, Hashable {
    var outer: JSONValue
    var inner: JSONValue

    private enum CodingKeys: String, CodingKey { case outer, inner }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        outer = try container.decode(JSONValue.self, forKey: .outer)
        let text = try container.decode(String.self, forKey: .inner)
        inner = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }
}

/// Records, as it decodes, whether the decoder it is handed has the shape of its value at hand:
/// what lets `JSONValue` decode without trying kinds.
private struct ShapeProbe: Decodable {
    var found: [Bool]

    init(from decoder: any Decoder) throws {
        found = [JSONDocument.current?.shape(for: decoder) != nil]
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            found += try container.decode(ShapeProbeElement.self).found
        }
    }
}

private struct ShapeProbeElement: Decodable {
    var found: [Bool]

    init(from decoder: any Decoder) throws {
        let shape = JSONDocument.current?.shape(for: decoder)
        let container = try decoder.container(keyedBy: JSONKey.self)
        let inner = try container.decode(String.self, forKey: "inner")
        let nested = try JSONDecoder().decode(ShapeProbeLeaf.self, from: Data(inner.utf8))
        guard case .object(let members)? = shape, case .string? = members["inner"] else {
            found = [false, nested.found]
            return
        }
        found = [true, nested.found]
    }
}

private struct ShapeProbeLeaf: Decodable {
    var found: Bool

    init(from decoder: any Decoder) throws {
        found = JSONDocument.current?.shape(for: decoder) != nil
    }
}

/// Whether `shape` names the kinds `value` has, everywhere.
private func matches(_ shape: JSONShape, _ value: JSONValue) -> Bool {
    switch (shape, value) {
    case (.null, .null), (.bool, .bool), (.number, .number), (.string, .string):
        return true
    case (.array(let shapes), .array(let values)):
        return shapes.count == values.count && zip(shapes, values).allSatisfy { matches($0.0, $0.1) }
    case (.object(let shapes), .object(let values)):
        return shapes.count == values.count
            && values.allSatisfy { key, value in shapes[key].map { matches($0, value) } ?? false }
    default:
        return false
    }
}

/// `depth` arrays inside one another around `1`.
private func nested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
}

/// A random JSON text: every kind of value, keys with escapes and non-ASCII letters,
/// repeated keys, numbers in every notation.
private func randomJSON(depth: Int, using random: inout SeededGenerator) -> String {
    let scalars = [
        "null", "true", "false", "0", "-1", "3.25", "1e3", "-2.5E-3", "12345678901234", #""""#, #""text""#,
        #""esc\"aped\\ \/ \b\f\n\r\t \u00e9 \ud83d\ude00""#, #""caf\u00e9""#, "\"日本\"",
    ]
    let keys = [
        #""a""#, #""b""#, #""a""#, #""\u0061""#, #""k\"ey""#, "\"ключ\"", #""\ud83d\ude00""#, #""""#, #""x y""#,
    ]
    let kind = depth <= 0 ? 0 : Int.random(in: 0..<4, using: &random)
    switch kind {
    case 0, 1:
        return scalars.randomElement(using: &random)!
    case 2:
        let count = Int.random(in: 0..<5, using: &random)
        return "[" + (0..<count).map { _ in randomJSON(depth: depth - 1, using: &random) }.joined(separator: ", ") + "]"
    default:
        let count = Int.random(in: 0..<5, using: &random)
        return "{"
            + (0..<count).map { _ in
                keys.randomElement(using: &random)! + ": " + randomJSON(depth: depth - 1, using: &random)
            }.joined(separator: ",") + "}"
    }
}

@Suite("JSONValue decoding: limits and equivalence", .timeLimit(.minutes(3)))
struct JSONValueDecodingTests {
    private let coding = JSONCoding.default

    @Test("64 arrays inside one another decode; 65 are a DecodingError naming the limit, with either decoder")
    func depthLimit() throws {
        for decoder in [coding.decoder, JSONDecoder()] {
            let deepest = try decoder.decode(JSONValue.self, from: Data(nested(64).utf8))
            var value = deepest
            var depth = 0
            while case .array(let items) = value, let first = items.first {
                depth += 1
                value = first
            }
            #expect(depth == 64)
            #expect(value == .number(1))

            let error = #expect(throws: DecodingError.self) {
                try decoder.decode(JSONValue.self, from: Data(nested(65).utf8))
            }
            guard case .dataCorrupted(let context)? = error else {
                Issue.record("expected dataCorrupted, got \(String(describing: error))")
                continue
            }
            #expect(context.debugDescription.contains("64"))
            #expect(context.codingPath.count == 64)
        }
    }

    @Test("a response whose free-form member nests 200 deep fails as decodingFailed at that member")
    func deepResponseOverHTTP() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /envelope", with: .jsonText(#"{"id": 1, "metadata": \#(nested(200))}"#))
            let router = Router(baseURL: server.baseURL, transport: server.transport)
            let error = await #expect(throws: RouteError.self) { try await router.perform(GetEnvelope()) }
            let failure = try #require(error?.decodingFailure)
            #expect(failure.codingPath.hasPrefix("metadata.0.0.0"))
            #expect(failure.reason.contains("64"))
        }
    }

    @Test("members nested within the limit arrive whole over HTTP, dictionaries and arrays of them too")
    func membersOverHTTP() async throws {
        let metadata = #"{"tags": ["a", {"deep": \#(nested(60))}], "n": null, "ok": true, "ratio": 0.5}"#
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /envelope",
                with: .jsonText(
                    #"{"id": 7, "metadata": \#(metadata), "labels": {"x": [1, 2], "y": {"z": "w"}}, "history": [null, false, "s"]}"#
                ))
            let envelope = try await Router(baseURL: server.baseURL, transport: server.transport).perform(GetEnvelope())
            #expect(envelope.metadata == (try JSONDecoder().decode(JSONValue.self, from: Data(metadata.utf8))))
            #expect(envelope.labels == ["x": [1, 2], "y": ["z": "w"]])
            #expect(envelope.history == [nil, false, "s"])
        }
    }

    @Test("RouteKit's decoder and a plain JSONDecoder give the same value for 500 random documents")
    func equivalence() throws {
        var random = SeededGenerator(seed: 29)
        for index in 0..<500 {
            let text = randomJSON(depth: Int.random(in: 0..<7, using: &random), using: &random)
            let data = Data(
                #"{"id": \#(index), "metadata": \#(text), "labels": {"l": \#(text)}, "history": [\#(text), \#(text)]}"#
                    .utf8)
            let plain = Result { try JSONDecoder().decode(Envelope.self, from: data) }
            let routeKit = Result { try coding.decoder.decode(Envelope.self, from: data) }
            switch (plain, routeKit) {
            case (.success(let expected), .success(let value)):
                #expect(value == expected, "seed 29, document \(index): \(text)")
            case (.failure, .failure):
                break
            default:
                Issue.record("seed 29, document \(index) decodes with one decoder only: \(text)")
            }
            let top = Data(text.utf8)
            #expect(
                (try? coding.decoder.decode(JSONValue.self, from: top))
                    == (try? JSONDecoder().decode(JSONValue.self, from: top)),
                "seed 29, document \(index) at the top: \(text)")
        }
    }

    @Test("a repeated key keeps its first value, as Foundation's decoder does for every other type")
    func repeatedKeys() throws {
        let data = Data(#"{"a": 1, "a": "second", "\u0061": [true]}"#.utf8)
        let value = try coding.decoder.decode(JSONValue.self, from: data)
        #expect(value == ["a": 1])
        #expect(value == (try JSONDecoder().decode(JSONValue.self, from: data)))
    }

    @Test("a JSONValue decoded from another document inside a model's init(from:) is that document's")
    func documentInsideDocument() throws {
        let data = Data(#"{"outer": [1, {"k": "v"}], "inner": "{\"other\": [null, [2]]}"}"#.utf8)
        let wrapped = try coding.decoder.decode(Wrapped.self, from: data)
        #expect(wrapped.outer == [1, ["k": "v"]])
        #expect(wrapped.inner == ["other": [nil, [2]]])
    }

    @Test("UTF-16 documents decode through RouteKit's decoder as through Foundation's")
    func utf16Documents() throws {
        let text = #"{"id": 3, "metadata": {"é": [1, "ü", {"x": null}]}}"#
        for encoding in [String.Encoding.utf16BigEndian, .utf16LittleEndian, .utf16, .utf32BigEndian] {
            let data = try #require(text.data(using: encoding))
            #expect(
                try coding.decoder.decode(Envelope.self, from: data)
                    == (try JSONDecoder().decode(Envelope.self, from: data)))
        }
    }

    @Test("the shape reader names the kind of every value Foundation decodes, for 500 random documents")
    func shapeReader() throws {
        var random = SeededGenerator(seed: 34)
        for index in 0..<500 {
            let text = randomJSON(depth: Int.random(in: 0..<7, using: &random), using: &random)
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            let shape = try #require(JSONShape(reading: Data(text.utf8)), "seed 34, document \(index): \(text)")
            #expect(matches(shape, value), "seed 34, document \(index): \(text)")
        }
        for encoding in [
            String.Encoding.utf16BigEndian, .utf16LittleEndian, .utf16, .utf32BigEndian, .utf32LittleEndian,
        ] {
            let data = try #require(#"{"é": [1, "ü"]}"#.data(using: encoding))
            #expect(JSONShape(reading: data).map { matches($0, ["é": [1, "ü"]]) } == true, "\(encoding)")
        }
        #expect(JSONShape(reading: Data(#"{"a": [1, "#.utf8)) == nil)
        #expect(
            JSONShape(reading: Data((String(repeating: "[", count: 513) + String(repeating: "]", count: 513)).utf8))
                == nil)
    }

    @Test("RouteKit's decoder hands every value its shape; a plain decoder, even inside, none")
    func shapesReachTheDecoder() throws {
        let data = Data(#"[{"inner": "1"}, {"inner": "[2]"}]"#.utf8)
        #expect(try coding.decoder.decode(ShapeProbe.self, from: data).found == [true, true, false, true, false])
        #expect(try JSONDecoder().decode(ShapeProbe.self, from: data).found == [false, false, false, false, false])
        #expect(JSONDocument.current == nil)
    }
}
