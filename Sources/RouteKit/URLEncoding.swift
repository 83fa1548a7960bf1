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
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
