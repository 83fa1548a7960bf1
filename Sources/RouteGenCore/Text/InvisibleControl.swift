extension Unicode.Scalar {
    /// Whether this is a control character (C0, DEL, C1) or a bidirectional formatting
    /// character (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069): invisible, and the
    /// latter reorder how the rest of a line is displayed, so a line of generated code could
    /// read otherwise than it compiles ("Trojan Source", CVE-2021-42574).
    var isInvisibleControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || properties.isBidiControl
    }
}
