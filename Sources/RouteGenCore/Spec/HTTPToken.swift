/// RFC 9110's `token` (5.6.2): one or more `tchar`, what a header field name and a method are.
///
/// Both end up in generated code and from there on the wire as written, so a spec's header
/// name or method that is not a token is rejected where it is written: a line break in it
/// would add a line of the spec's choosing to every request, a space would make it malformed.
enum HTTPToken {
    /// The characters a token may hold, for messages.
    static let characters = "letters, digits and ! # $ % & ' * + - . ^ _ ` | ~"

    /// Whether `text` is a token.
    static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isTokenCharacter)
    }

    /// Whether `byte` is a `tchar`: an ASCII letter or digit, or one of ``!#$%&'*+-.^_`|~``.
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"),
            UInt8(ascii: "_"),
            UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
