/// Strings, numbers and literals: the scalars of ``JSONTreeReader``, each read from its bytes
/// into the `String` libyaml's scalar event would hold.
extension JSONTreeReader {
    /// The string that starts at `position` (its opening quote), decoded; `position` ends after
    /// the closing quote.
    ///
    /// A string without escapes (nearly all of them) becomes a `String` straight from its
    /// bytes once they are known to be valid UTF-8; only escapes need a copy. Gives up on what
    /// JSON forbids in a string and on the characters libyaml rejects or counts as line breaks
    /// (see ``scalarLength(at:)``), since those would make its tree differ.
    mutating func readString() throws(GiveUp) -> String {
        let start = position + 1
        var index = start
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return String(decoding: UnsafeBufferPointer(rebasing: input[start..<index]), as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                return try readEscapedString(from: start, escapeAt: index)
            } else {
                index = try indexAfterCharacter(at: index)
            }
        }
        throw GiveUp()
    }

    /// The rest of a string that has an escape at `escapeAt`, decoded into ``decoded``: the
    /// bytes from `start` up to the escape are valid already.
    private mutating func readEscapedString(from start: Int, escapeAt escape: Int) throws(GiveUp) -> String {
        decoded.removeAll(keepingCapacity: true)
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<escape]))
        var index = escape
        var runStart = escape
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "\"") {
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index]))
                position = index + 1
                return String(decoding: decoded, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index]))
                index = try decodeEscape(at: index)
                runStart = index
            } else {
                index = try indexAfterCharacter(at: index)
            }
        }
        throw GiveUp()
    }

    /// The index after the string character at `index`, which is neither a quote nor a
    /// backslash; a multi-byte character is one column. Gives up on a character JSON forbids in
    /// a string or libyaml reads differently (see ``scalarLength(at:)``).
    private mutating func indexAfterCharacter(at index: Int) throws(GiveUp) -> Int {
        let byte = input[index]
        if byte >= 0x80 {
            let length = try scalarLength(at: index)
            uncountedBytes += length - 1
            return index + length
        }
        guard byte >= 0x20, byte != 0x7F else { throw GiveUp() }
        return index + 1
    }

    /// Appends the character the escape at `index` (its backslash) stands for to ``decoded``
    /// and returns the index after the escape.
    ///
    /// A surrogate pair (`\ud83d\ude00`) is one character, as after ``JSONSurrogateEscapes``;
    /// a lone surrogate, which libyaml rejects, makes the reader give up. `\u0000` decodes to
    /// U+0000 as libyaml decodes it.
    private mutating func decodeEscape(at index: Int) throws(GiveUp) -> Int {
        guard index + 1 < input.count else { throw GiveUp() }
        let simple: UInt8
        switch input[index + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            let unit = try hexUnit(at: index + 2)
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 7 < input.count, input[index + 6] == UInt8(ascii: "\\"),
                    input[index + 7] == UInt8(ascii: "u"),
                    case let low = try hexUnit(at: index + 8), (0xDC00...0xDFFF).contains(low)
                else { throw GiveUp() }
                append(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                uncountedBytes += 2
                return index + 12
            case 0xDC00...0xDFFF:
                throw GiveUp()
            default:
                append(unit)
                return index + 6
            }
        default:
            throw GiveUp()
        }
        decoded.append(simple)
        return index + 2
    }

    /// The value of the four hexadecimal digits at `index`.
    private func hexUnit(at index: Int) throws(GiveUp) -> UInt32 {
        guard index + 4 <= input.count, let value = HexDigits.value(of: input[index..<index + 4]) else {
            throw GiveUp()
        }
        return value
    }

    /// Appends the UTF-8 encoding of `scalar` (never a surrogate) to ``decoded``.
    private mutating func append(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            decoded.append(UInt8(scalar))
        case ..<0x800:
            decoded.append(UInt8(0xC0 | scalar >> 6))
            decoded.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            decoded.append(UInt8(0xE0 | scalar >> 12))
            decoded.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            decoded.append(UInt8(0x80 | scalar & 0x3F))
        default:
            decoded.append(UInt8(0xF0 | scalar >> 18))
            decoded.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            decoded.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            decoded.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// The length of the multi-byte UTF-8 sequence at `index` (2 to 4), after checking that it
    /// is well-formed and encodes a character libyaml takes as an ordinary character inside a
    /// string: not U+0080–U+009F (control characters, which libyaml rejects, and U+0085, a line
    /// break to it), U+2028 or U+2029 (line breaks to it), nor U+FFFE or U+FFFF (rejected).
    private func scalarLength(at index: Int) throws(GiveUp) -> Int {
        let lead = input[index]
        switch lead {
        case 0xC2...0xDF:
            guard index + 1 < input.count, case let second = input[index + 1], (0x80...0xBF).contains(second),
                lead != 0xC2 || second >= 0xA0
            else { throw GiveUp() }
            return 2
        case 0xE0...0xEF:
            guard index + 2 < input.count else { throw GiveUp() }
            let second = input[index + 1], third = input[index + 2]
            let lowest: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let highest: UInt8 = lead == 0xED ? 0x9F : 0xBF
            guard (lowest...highest).contains(second), (0x80...0xBF).contains(third),
                !(lead == 0xE2 && second == 0x80 && (third == 0xA8 || third == 0xA9)),
                !(lead == 0xEF && second == 0xBF && third >= 0xBE)
            else { throw GiveUp() }
            return 3
        case 0xF0...0xF4:
            guard index + 3 < input.count else { throw GiveUp() }
            let lowest: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let highest: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            guard (lowest...highest).contains(input[index + 1]), (0x80...0xBF).contains(input[index + 2]),
                (0x80...0xBF).contains(input[index + 3])
            else { throw GiveUp() }
            return 4
        default:
            throw GiveUp()
        }
    }

    /// The number at `position` as written (`-`, integer digits, fraction, exponent, in JSON's
    /// grammar); `position` ends after it.
    mutating func readNumber() throws(GiveUp) -> String {
        let start = position
        if input[position] == UInt8(ascii: "-") { position += 1 }
        guard position < input.count else { throw GiveUp() }
        if input[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            try skipDigits()
        }
        if position < input.count, input[position] == UInt8(ascii: ".") {
            position += 1
            try skipDigits()
        }
        if position < input.count, input[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < input.count, input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
                position += 1
            }
            try skipDigits()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
    }

    /// Moves past one or more decimal digits.
    private mutating func skipDigits() throws(GiveUp) {
        let start = position
        while position < input.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(input[position]) {
            position += 1
        }
        guard position > start else { throw GiveUp() }
    }

    /// `literal` (`true`, `false` or `null`), which must be written at `position`; `position`
    /// ends after it.
    mutating func readLiteral(_ literal: StaticString) throws(GiveUp) -> String {
        let count = literal.utf8CodeUnitCount
        guard position + count <= input.count,
            UnsafeBufferPointer(rebasing: input[position..<position + count]).elementsEqual(
                UnsafeBufferPointer(start: literal.utf8Start, count: count))
        else { throw GiveUp() }
        position += count
        return literal.description
    }
}
