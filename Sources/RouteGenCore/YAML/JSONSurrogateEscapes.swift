/// Rewrites JSON's UTF-16 surrogate-pair escapes (`\uD83D\uDE00`), which JSON needs for
/// characters beyond the Basic Multilingual Plane but YAML rejects ("found invalid Unicode
/// character escape code"), into YAML's 32-bit escape (`\U0001F600`) for the same character.
///
/// JSON is otherwise close enough to YAML's flow style for libyaml to read it, so this is the
/// one change a `.json` file gets before libyaml parses it. Only escapes in pairs are
/// rewritten; a lone surrogate stays invalid. The 32-bit escape is two characters shorter, so
/// columns reported later on the same line are two less per rewritten pair.
enum JSONSurrogateEscapes {
    /// `bytes` with every surrogate pair escape rewritten; the same array when there is none.
    static func rewrite(_ bytes: [UInt8]) -> [UInt8] {
        guard let first = firstPair(in: bytes, from: 0) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var copied = 0
        var next: (index: Int, scalar: UInt32)? = first
        while let (index, scalar) = next {
            output.append(contentsOf: bytes[copied..<index])
            output.append(contentsOf: Array("\\U".utf8))
            let digits = Array(String(scalar, radix: 16, uppercase: true).utf8)
            output.append(contentsOf: [UInt8](repeating: UInt8(ascii: "0"), count: 8 - digits.count) + digits)
            copied = index + 12
            next = firstPair(in: bytes, from: copied)
        }
        output.append(contentsOf: bytes[copied...])
        return output
    }

    /// The next `\uHHHH\uLLLL` high-low surrogate pair at or after `start` that is an escape
    /// (not preceded by an escaping backslash), with the character it encodes.
    private static func firstPair(in bytes: [UInt8], from start: Int) -> (index: Int, scalar: UInt32)? {
        var index = start
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "u"), index + 12 <= bytes.count,
                let high = hex(bytes, at: index + 2), (0xD800...0xDBFF).contains(high),
                bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
                let low = hex(bytes, at: index + 8), (0xDC00...0xDFFF).contains(low)
            {
                return (index, 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            }
            index += 2
        }
        return nil
    }

    /// The four hexadecimal digits at `index`, or `nil`.
    private static func hex(_ bytes: [UInt8], at index: Int) -> UInt32? {
        HexDigits.value(of: bytes[index..<index + 4])
    }
}
