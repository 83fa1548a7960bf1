import Foundation
import Testing
@testable import RouteKit

/// `MultipartMixedParser`: parts found across any chunking, headers read, limits and malformed
/// input a typed failure naming the part, and random input never a crash or a stall.
struct MultipartMixedParserTests {
    struct Part: Equatable {
        var headers: [String]
        var body: String
    }

    /// The parts of `chunks`, and the failure the parser ends with, if any.
    static func parse(
        _ chunks: [[UInt8]], boundary: String = "b0und", elementLimit: Int = StreamFormat.defaultElementLimit
    ) -> (parts: [Part], failure: MultipartMixedParser.Failure?) {
        var parser = MultipartMixedParser(boundary: boundary, elementLimit: elementLimit)
        var parts: [Part] = []
        for chunk in chunks {
            chunk.withUnsafeBytes { bytes in
                parser.parse(bytes) { part in
                    parts.append(
                        Part(
                            headers: part.headers.map { "\($0.name): \($0.value)" },
                            body: String(decoding: part.body, as: UTF8.self)))
                }
            }
        }
        parser.finish()
        return (parts, parser.failure)
    }

    static func parse(_ text: String, boundary: String = "b0und", elementLimit: Int = StreamFormat.defaultElementLimit)
        -> (parts: [Part], failure: MultipartMixedParser.Failure?)
    {
        parse([Array(text.utf8)], boundary: boundary, elementLimit: elementLimit)
    }

    static let body =
        "preamble, skipped\r\n--b0und\r\nContent-Type: application/json\r\nX-Part:  1 \r\n\r\n{\"a\":1}\r\n"
        + "--b0und  \t\r\n\r\nline one\r\nline two --b0und\r\n--b0und--\r\nepilogue\r\n--b0und\r\nignored"

    static let expected = [
        Part(headers: ["Content-Type: application/json", "X-Part: 1"], body: "{\"a\":1}"),
        Part(headers: [], body: "line one\r\nline two --b0und"),
    ]

    @Test func readsPartsHeadersPaddingPreambleAndEpilogue() {
        let result = Self.parse(Self.body)
        #expect(result.parts == Self.expected)
        #expect(result.failure == nil)
    }

    @Test func aBodyOpeningWithItsDelimiterAndBareLineFeedsInHeaders() {
        let result = Self.parse("--b0und\nA: x\n\nbody\r\n--b0und--")
        #expect(result.parts == [Part(headers: ["A: x"], body: "body")])
        #expect(result.failure == nil)
    }

    @Test func aSplitAtEveryByteOffsetGivesTheSameParts() {
        let bytes = Array(Self.body.utf8)
        for first in 0...bytes.count {
            for second in first...bytes.count where second == first || second == bytes.count || second == first + 1 {
                let chunks = [Array(bytes[..<first]), Array(bytes[first..<second]), Array(bytes[second...])]
                let result = Self.parse(chunks)
                #expect(result.parts == Self.expected, "split at \(first), \(second)")
                #expect(result.failure == nil)
            }
        }
        let oneByteEach = Self.parse(bytes.map { [$0] })
        #expect(oneByteEach.parts == Self.expected)
    }

    @Test func aPartIsHandedOnWhenItsDelimiterArrives() {
        var parser = MultipartMixedParser(boundary: "b")
        var bodies: [String] = []
        Array("--b\r\n\r\n1\r\n--b".utf8).withUnsafeBytes { bytes in
            parser.parse(bytes) { bodies.append(String(decoding: $0.body, as: UTF8.self)) }
        }
        #expect(bodies == ["1"])
    }

    @Test func theBoundaryComesFromTheContentType() throws {
        #expect(try MultipartBoundary.parse("multipart/mixed; boundary=abc").get() == "abc")
        #expect(
            try MultipartBoundary.parse("multipart/mixed;charset=x; BOUNDARY=\"a b:c\"").get() == "a b:c")
        #expect(MultipartBoundary.parse("multipart/mixed") == .failure(.missing))
        #expect(MultipartBoundary.parse("multipart/mixed; boundary=\"\"") == .failure(.missing))
        #expect(MultipartBoundary.parse("multipart/mixed; boundary=a\rb") == .failure(.disallowedCharacter))
        #expect(MultipartBoundary.parse("multipart/mixed; boundary=\"ab \"") == .failure(.disallowedCharacter))
        #expect(
            MultipartBoundary.parse("multipart/mixed; boundary=" + String(repeating: "x", count: 71))
                == .failure(.tooLong))
        #expect(
            try MultipartBoundary.parse("multipart/mixed; boundary=" + String(repeating: "x", count: 70)).get().count
                == 70)
    }

    @Test func limitsAndMalformedInputAreFailuresNamingThePart() {
        let ok = "--b0und\r\n\r\n1\r\n"
        let cases: [(String, Int, Int, String)] = [
            (
                ok + "--b0und\r\n\r\n" + String(repeating: "x", count: 11) + "\r\n--b0und--", 10, 2,
                "longer than the limit of 10 bytes"
            ),
            (
                ok + "--b0und\r\n" + String(repeating: "A: b\r\n", count: 65) + "\r\n", 100, 2,
                "more than 64 header fields"
            ),
            (ok + "--b0und\r\nA: " + String(repeating: "x", count: 17 << 10), 100, 2, "longer than 16384 bytes"),
            (ok + "--b0und\r\nno colon\r\n\r\n", 100, 2, "not \"Name: value\""),
            (ok + "--b0undx\r\n", 100, 2, "followed by other text"),
            (ok + "--b0und\rx", 100, 2, "CR without LF"),
            (ok + "--b0und\r\n\r\nnever closed", 100, 2, "ended before its close delimiter"),
            ("no boundary at all", 100, 1, "ended before its first boundary"),
            ("", 100, 1, "ended before its first boundary"),
        ]
        for (text, limit, part, reason) in cases {
            let result = Self.parse(text, elementLimit: limit)
            #expect(result.failure?.part == part, "\(text.prefix(40))")
            #expect(result.failure?.reason.contains(reason) == true, "\(String(describing: result.failure))")
            #expect(result.parts.count == part - 1 || (part == 1 && result.parts.isEmpty))
        }
    }

    @Test func nothingIsHandedOnAfterAFailure() {
        var parser = MultipartMixedParser(boundary: "b", elementLimit: 2)
        var count = 0
        for chunk in ["--b\r\n\r\n123", "\r\n--b\r\n\r\n1\r\n--b--"] {
            Array(chunk.utf8).withUnsafeBytes { bytes in parser.parse(bytes) { _ in count += 1 } }
        }
        #expect(count == 0)
        #expect(parser.failure?.part == 1)
    }

    /// Random bodies built from pieces of multipart, cut into random chunks: every run ends —
    /// with parts or a failure, the same for every chunking — and the parser's work is bounded
    /// by the bytes it is given (counted by what it holds, never by time).
    @Test func randomInputNeverCrashesStallsOrDependsOnTheChunking() {
        var random = SplitMix(seed: 41)
        let pieces = [
            "--b", "\r\n", "\r", "\n", "-", "--", "A: b", ":", " ", "x", "{\"a\":1}", "--b--", "\r\n--b\r\n\r\n",
        ]
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int(random.next() % 40) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            let bytes = Array(text.utf8)
            let whole = Self.parse([bytes], boundary: "b", elementLimit: 64)
            var chunks: [[UInt8]] = []
            var index = 0
            while index < bytes.count {
                let size = 1 + Int(random.next() % 7)
                chunks.append(Array(bytes[index..<min(bytes.count, index + size)]))
                index += size
            }
            let chunked = Self.parse(chunks, boundary: "b", elementLimit: 64)
            #expect(chunked.parts == whole.parts, "\(text.debugDescription)")
            #expect(chunked.failure == whole.failure, "\(text.debugDescription)")
        }
    }

    /// A body of many small parts, and one huge part of near-delimiters, fed a byte at a time:
    /// all parts come out, and the buffer the parser keeps stays a delimiter's length, so no
    /// chunk makes it re-read what came before.
    @Test func workIsLinearInTheBytes() {
        let parts = String(repeating: "\r\n--bound\r\n\r\n{}", count: 2000) + "\r\n--bound--"
        var parser = MultipartMixedParser(boundary: "bound")
        var count = 0
        var greatest = 0
        for byte in Array(parts.utf8) {
            [byte].withUnsafeBytes { parser.parse($0) { _ in count += 1 } }
            greatest = max(greatest, parser.heldBytes)
        }
        #expect(count == 2000)
        #expect(greatest <= 64)

        let nearMisses = "--bound\r\n\r\n" + String(repeating: "\r\n--boun", count: 50_000) + "\r\n--bound--"
        var second = MultipartMixedParser(boundary: "bound")
        var body = 0
        var held = 0
        Array(nearMisses.utf8).withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + 3)
                second.parse(UnsafeRawBufferPointer(rebasing: bytes[offset..<end])) { body = $0.body.count }
                held = max(held, second.heldBytes - second.bodyBytes)
                offset = end
            }
        }
        #expect(body == 8 * 50_000)
        #expect(held <= 32)
    }
}

/// A small deterministic random number generator, so a failing input can be found again.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
