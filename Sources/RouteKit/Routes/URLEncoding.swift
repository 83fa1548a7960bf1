/// Percent-encoding for the parts of a URL RouteKit builds.
///
/// Only RFC 3986 unreserved characters stay as they are; everything else — `/`, `?`, `#`, `&`,
/// `=`, `+`, spaces and non-ASCII — is encoded, so a value can never leave its path segment or
/// query item.
enum URLEncoding {
    /// Encodes one path segment. A value made only of dots (`.`, `..`) is encoded too, since
    /// servers and URL libraries would otherwise resolve it as a relative step.
    static func pathSegment(_ value: String) -> String {
        if !value.isEmpty, value.allSatisfy({ $0 == "." }) {
            return String(repeating: "%2E", count: value.count)
        }
        return encode(value)
    }

    /// Encodes literal path text — a route template's text between its placeholders, or the
    /// base URL's path — so that any text forms a valid URL path instead of trapping in
    /// `URLComponents`: what a path may hold as it is (RFC 3986 `pchar` and `/`) and well-formed
    /// `%XX` escapes stay; every other byte — space, `<`, `%` without two hex digits, controls,
    /// non-ASCII — is percent-encoded. Callers reject `?` and `#` first where they would change
    /// what the text means; here they are encoded like the rest.
    static func pathText(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if isPathCharacter(byte) || (byte == UInt8(ascii: "%") && isEscape(bytes, at: index)) {
                result.append(byte)
            } else {
                appendEscape(of: byte, to: &result)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Encodes a query item's name or value.
    static func queryComponent(_ value: String) -> String { encode(value) }

    /// `name=value&name=value`, each part encoded: a query string or a form-urlencoded body.
    static func formEncoded(_ items: [(name: String, value: String)]) -> String {
        var result = ""
        for (index, item) in items.enumerated() {
            if index > 0 { result += "&" }
            result += queryComponent(item.name)
            result += "="
            result += queryComponent(item.value)
        }
        return result
    }

    /// A query string from request parts: each name encoded, each value encoded unless a
    /// delimited style encoded it already.
    static func query(_ items: [(name: String, value: String, isEncoded: Bool)]) -> String {
        var result = ""
        for (index, item) in items.enumerated() {
            if index > 0 { result += "&" }
            result += queryComponent(item.name)
            result += "="
            result += item.isEncoded ? item.value : queryComponent(item.value)
        }
        return result
    }

    /// Builds requests on every call, so it avoids work: a value with nothing to encode — most
    /// ids, numbers and enum cases — is returned as it is, and others are written byte by byte
    /// into one buffer.
    private static func encode(_ value: String) -> String {
        guard !value.utf8.allSatisfy(isUnreserved) else { return value }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count * 3)
        for byte in value.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                appendEscape(of: byte, to: &bytes)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0x0F)])
    }

    /// Whether `bytes[index]`, a `%`, starts a well-formed escape: two hex digits follow.
    private static func isEscape(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index + 1].isHexDigit && bytes[index + 2].isHexDigit
    }

    /// RFC 3986 `pchar` (unreserved, sub-delims, `:`, `@`) and the segment separator `/`.
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || "!$&'()*+,;=:@/".utf8.contains(byte)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII hexadecimal digit.
    fileprivate var isHexDigit: Bool {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default:
            false
        }
    }
}
