extension Unicode.Scalar {
    /// Whether this is one of the characters Unicode says end a line: line feed, vertical tab,
    /// form feed, carriage return, next line (U+0085), line and paragraph separator (U+2028,
    /// U+2029).
    ///
    /// The one test every writer of generated text uses: YAML reads U+0085, U+2028 and U+2029
    /// as line breaks, and editors and the Swift compiler's diagnostics break lines at any of
    /// them, so text from a spec must never carry one raw into a one-line YAML scalar, a Swift
    /// string literal or a doc comment line.
    var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
