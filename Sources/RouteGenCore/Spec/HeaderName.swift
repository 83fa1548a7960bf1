/// The check for header names a spec gives (header parameters, an API key's header), shared by
/// both spec formats.
///
/// A header name ends up in generated code and from there on the wire as written: a line break
/// in it (`"X-A\r\nInjected: 1"`) would add a header line of the spec's choosing to every request,
/// and a space or `:` would make the request malformed. RFC 9110 (5.1, 5.6.2) allows a field
/// name to be a token, one or more `tchar`, so anything else is rejected where it is written.
enum HeaderName {
    /// The error message for `name` when it is not a token, or `nil` when it is one.
    static func problem(_ name: String) -> String? {
        if !name.isEmpty, name.utf8.allSatisfy(isTokenCharacter) { return nil }
        return
            "the header name \(SwiftText.stringLiteral(name)) is not an HTTP token: use letters, digits and ! # $ % & ' * + - . ^ _ ` | ~"
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
