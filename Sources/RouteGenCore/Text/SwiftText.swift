/// Swift source spellings of text: string literals and comments that input can never escape
/// from.
///
/// Text from outside — a spec, a file name, a config value — reaches generated code only
/// through these, one per kind of place: ``stringLiteral(_:)`` inside code, ``commentText(_:)``
/// on a comment line (the render stage passes every comment line and every name it writes
/// into a comment through it), ``docLines(_:)`` for text that may span lines. Identifiers are
/// `SwiftNames`' (made from the text, never written as given); the type names an app writes
/// itself (a capability, a type override) are checked where they are read instead.
enum SwiftText {
    /// A `"…"` literal: backslashes, quotes, and every control, line-breaking or bidirectional
    /// formatting character are escaped, so no spec text can end the literal, interpolate, or
    /// make the line read otherwise than it compiles.
    static func stringLiteral(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return "\"" + text + "\""
        }
        return QuotedText.quoted(text, escaping: { $0.isInvisibleControl || $0.isLineBreak }, as: escape)
    }

    /// `text` as a raw string literal (`#"{"id":1}"#`, with as many `#` as it takes) when it holds
    /// quotes or backslashes and nothing a literal must escape, so JSON reads as it is sent;
    /// otherwise as ``stringLiteral(_:)`` writes it.
    static func rawStringLiteral(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { !$0.isInvisibleControl && !$0.isLineBreak }
        guard plain, text.contains(where: { $0 == "\"" || $0 == "\\" }) else { return stringLiteral(text) }
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }

    /// `text` as it may stand on one line of a `//` or `///` comment: every line break,
    /// control and bidirectional formatting character written as its `\u{…}` escape, so the
    /// text can neither end the comment's line (and put code after it) nor reorder how the
    /// line is displayed. The rest stays as written; `*/` and quotes are harmless in a line
    /// comment.
    static func commentText(_ text: String) -> String {
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\t") }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar != "\t" && (scalar.isInvisibleControl || scalar.isLineBreak) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The `\u{…}` spelling of `scalar`, as a Swift string literal reads it.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16))}"
    }

    /// The lines of a doc comment, each without its `///`; every kind of line break splits,
    /// so text can never continue outside the comment.
    static func docLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        if text.isAllASCII { return asciiDocLines(text) }
        guard !text.trimmingSpaces.isEmpty else { return [] }
        var lines: [String] = [""]
        for scalar in text.unicodeScalars {
            if scalar.isLineBreak {
                lines.append("")
            } else if scalar.value >= 0x20 || scalar == "\t" {
                lines[lines.count - 1].unicodeScalars.append(scalar)
            }
        }
        while lines.last?.trimmingSpaces.isEmpty == true { lines.removeLast() }
        return lines.map { line in
            var trimmed = line
            while trimmed.hasSuffix(" ") { trimmed.removeLast() }
            return trimmed
        }
    }

    /// ``docLines(_:)`` of ASCII text, cutting its bytes into lines instead of appending scalar
    /// by scalar: there every byte is a character, and the only line breaks are 0x0A to 0x0D.
    /// A line without control characters, the usual kind, becomes a string in one copy.
    private static func asciiDocLines(_ text: String) -> [String] {
        var text = text
        var lines = text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || (bytes[end] >= 0x0A && bytes[end] <= 0x0D) {
                lines.append(asciiDocLine(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                start = end + 1
            }
            return lines
        }
        while let last = lines.last, last.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            lines.removeLast()
        }
        return lines
    }

    /// One line of ASCII doc text without its control characters (tabs stay) and trailing spaces.
    private static func asciiDocLine(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var kept = bytes.count
        if bytes.allSatisfy({ $0 >= 0x20 || $0 == UInt8(ascii: "\t") }) {
            while kept > 0, bytes[kept - 1] == UInt8(ascii: " ") { kept -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<kept]), as: UTF8.self)
        }
        var line = bytes.filter { $0 >= 0x20 || $0 == UInt8(ascii: "\t") }
        while line.last == UInt8(ascii: " ") { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }
}

extension String {
    /// Whether every byte is ASCII: the text the name and doc fast paths handle byte by byte,
    /// since each byte is then a whole character. Checked eight bytes at a time, as it runs
    /// over every name and doc comment of the API.
    var isAllASCII: Bool {
        utf8.withContiguousStorageIfAvailable(Self.isAllASCII) ?? utf8.allSatisfy { $0 < 0x80 }
    }

    private static func isAllASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        var highBits: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            highBits |= base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            highBits |= UInt64(bytes[offset])
            offset += 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0
    }
}
