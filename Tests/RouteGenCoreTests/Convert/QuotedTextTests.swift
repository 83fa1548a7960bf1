import Testing
@testable import RouteGenCore

/// Swift string literals and YAML's double-quoted scalars come from one escaper
/// (``QuotedText``) and one line-break test (``Unicode/Scalar/isLineBreak``).
@Suite("Quoted text")
struct QuotedTextTests {
    /// A backslash, a quote, the three common controls, and every other line break.
    static let text = "a\\b\"c\nd\re\tf\u{85}g\u{2028}h\u{2029}i\u{0B}j\u{0C}k"

    @Test func swiftAndYAMLSpellTheCommonEscapesAlikeAndEscapeEveryLineBreak() {
        #expect(SwiftText.stringLiteral(Self.text) == #""a\\b\"c\nd\re\tf\u{85}g\u{2028}h\u{2029}i\u{b}j\u{c}k""#)
        #expect(YAMLText.quoted(Self.text) == #""a\\b\"c\nd\re\tf\u0085g\u2028h\u2029i\u000Bj\u000Ck""#)
    }

    @Test func aQuotedYAMLScalarReadsBackAsTheText() {
        let (root, diagnostics) = YAMLLoader.load("key: " + YAMLText.quoted(Self.text) + "\n", file: "quoted.yaml")
        #expect(diagnostics.isEmpty)
        #expect(root?.mapping?.first?.value.scalar?.value == Self.text)
    }

    @Test func docCommentsBreakAtEveryLineBreak() {
        #expect(SwiftText.docLines("a\u{85}b\u{2028}c\u{0B}d\re") == ["a", "b", "c", "d", "e"])
    }
}
