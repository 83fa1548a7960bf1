/// Swift source spellings of text: string literals and doc comments that input can never
/// escape from.
enum SwiftText {
    /// A `"…"` literal: backslashes, quotes, and every control or line-breaking character are
    /// escaped, so no spec text can end the literal or interpolate.
    static func stringLiteral(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return "\"" + text + "\""
        }
        return QuotedText.quoted(text, escaping: { $0.value < 0x20 || $0.value == 0x7F || $0.isLineBreak }) { scalar in
            "\\u{\(String(scalar.value, radix: 16))}"
        }
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
