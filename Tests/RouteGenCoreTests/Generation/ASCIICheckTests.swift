import Testing
@testable import RouteGenCore

/// `String.isAllASCII` reads eight bytes at a time; a non-ASCII byte must be found wherever it
/// sits: in a full word, in the tail after the last full word, or in a small string.
struct ASCIICheckTests {
    @Test func findsANonASCIICharacterAtEveryPositionOfEveryLength() {
        for length in 0...40 {
            let ascii = String(repeating: "a", count: length)
            #expect(ascii.isAllASCII, "length \(length)")
            for position in 0..<length {
                var characters = Array(ascii)
                characters[position] = "é"
                #expect(!String(characters).isAllASCII, "length \(length), é at \(position)")
            }
        }
    }

    @Test func treatsEveryByteFromTheHighHalfAsNonASCII() {
        #expect("\u{7F}".isAllASCII)
        #expect(!"\u{80}".isAllASCII)
        #expect(!"name\u{2028}".isAllASCII)
        #expect(!"emoji 😀 in a long enough doc line".isAllASCII)
        #expect(String(decoding: Array(0..<128).map(UInt8.init), as: UTF8.self).isAllASCII)
    }
}
