/// Hexadecimal digits in ASCII text: JSON's `\uXXXX` escapes and a `$ref`'s `%XX` escapes.
enum HexDigits {
    /// The value of the digit `byte` (`0`–`9`, `a`–`f`, `A`–`F`), or `nil` for any other byte.
    static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The number the digits `bytes` spell, or `nil` when one is not a digit.
    static func value(of bytes: some Sequence<UInt8>) -> UInt32? {
        var value: UInt32 = 0
        for byte in bytes {
            guard let digit = Self.value(of: byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
