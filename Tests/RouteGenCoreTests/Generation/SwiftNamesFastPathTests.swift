import Testing
@testable import RouteGenCore

/// ASCII names are turned into Swift names in one pass over their bytes; that pass must agree
/// with the word-by-word conversion, which every other name still takes.
struct SwiftNamesFastPathTests {
    static let samples = [
        "", "---", "_", "id", "ID", "Id", "iD", "self", "Self", "SELF", "2fa", "2FA", "x-request-id", "X-Request-ID",
        "URLValue", "URL", "url_value", "HTTPServer_url", "a_b-c d", "__private", "trailing_", "PetKind",
        "created_at", "StartTime<", "A", "aB", "ABc", "ABC def", "9", "a9B", "mixed-UP_case", "  spaced  out  ",
    ]

    @Test func handPickedNamesConvertAsWordByWord() {
        for name in Self.samples {
            #expect(
                SwiftNames.memberName(name) == SwiftNames.memberName(fromWords: SwiftNames.words(name)),
                "memberName(\(name))")
            #expect(
                SwiftNames.typeName(name) == SwiftNames.typeName(fromWords: SwiftNames.words(name)), "typeName(\(name))"
            )
        }
        #expect(SwiftNames.memberName("X-Request-ID") == "xRequestID")
        #expect(SwiftNames.memberName("URLValue") == "urlValue")
        #expect(SwiftNames.memberName("self") == "self_")
        #expect(SwiftNames.typeName("2fa") == "_2fa")
        #expect(SwiftNames.declaredTypeName("self") == "SelfModel")
    }

    @Test func randomASCIINamesConvertAsWordByWord() {
        var random = SpecMutator(seed: 0x5EED_0F_A5C11)
        let alphabet = Array("aAbBzZ09_- .<>$/ID".utf8)
        for _ in 0..<5_000 {
            let name = String(
                decoding: (0..<random.below(14)).map { _ in alphabet[random.below(alphabet.count)] }, as: UTF8.self)
            #expect(
                SwiftNames.memberName(name) == SwiftNames.memberName(fromWords: SwiftNames.words(name)),
                "memberName(\(name))")
            #expect(
                SwiftNames.typeName(name) == SwiftNames.typeName(fromWords: SwiftNames.words(name)), "typeName(\(name))"
            )
        }
    }
}
