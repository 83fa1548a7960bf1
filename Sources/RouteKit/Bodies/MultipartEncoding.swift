import Foundation

/// Writes `multipart/form-data` bodies (RFC 7578) and chooses their boundary.
///
/// The boundary must not occur inside any part, or a server would end the part there: a part
/// could then smuggle in fields of its own. So the boundary is checked against every part's
/// bytes — headers included — and replaced until none contains it.
enum MultipartEncoding {
    /// A part with its header lines written and its content in bytes.
    struct EncodedPart {
        /// `Content-Disposition` and, if any, `Content-Type`, each ending in CRLF.
        var headers: Data
        /// The content; empty for a part read from `file` or `chunks`.
        var content: Data
        /// The file the content is read from as the request is sent, if any.
        var file: URL?
        /// The chunks the content is produced as while the request is sent, if any.
        var chunks: StreamedBody?

        /// Whether the content is only known as it is sent.
        var isStreamed: Bool { file != nil || chunks != nil }
    }

    /// The body and its `Content-Type` header value (`multipart/form-data; boundary=…`).
    static func body(_ parts: [EncodedPart], preferredBoundary: String?) -> (body: Data, contentType: String) {
        var boundary = preferredBoundary.flatMap { isValidBoundary($0) ? $0 : nil } ?? randomBoundary()
        while parts.contains(where: { occurs(boundary, in: $0) }) {
            boundary = randomBoundary()
        }
        var body = Data()
        for part in parts {
            body.append(Data("--\(boundary)\r\n".utf8))
            body.append(part.headers)
            body.append(Data("\r\n".utf8))
            body.append(part.content)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return (body, "multipart/form-data; boundary=\(boundary)")
    }

    /// A body with parts read from files or sequences: its pieces and the `Content-Type`.
    ///
    /// Their bytes are not known before they are sent, so they cannot be checked for the
    /// boundary: the boundary is then always a random one (128 bits no file's author can
    /// guess), even when `preferredBoundary` asks for a fixed one a file could contain.
    static func streamedBody(_ parts: [EncodedPart], preferredBoundary: String?) -> (
        segments: [BodyStream.Segment], contentType: String
    ) {
        let hasFiles = parts.contains(where: \.isStreamed)
        var boundary = preferredBoundary.flatMap { !hasFiles && isValidBoundary($0) ? $0 : nil } ?? randomBoundary()
        while parts.contains(where: { occurs(boundary, in: $0) }) {
            boundary = randomBoundary()
        }
        var segments: [BodyStream.Segment] = []
        var pending = Data()
        for part in parts {
            pending.append(Data("--\(boundary)\r\n".utf8))
            pending.append(part.headers)
            pending.append(Data("\r\n".utf8))
            if let file = part.file {
                segments.append(.bytes(pending))
                segments.append(.file(file))
                pending = Data()
            } else if let chunks = part.chunks {
                segments.append(.bytes(pending))
                segments.append(.chunks(chunks))
                pending = Data()
            } else {
                pending.append(part.content)
            }
            pending.append(Data("\r\n".utf8))
        }
        pending.append(Data("--\(boundary)--\r\n".utf8))
        segments.append(.bytes(pending))
        return (segments, "multipart/form-data; boundary=\(boundary)")
    }

    /// The header lines of a part. Quotes and line breaks in names are percent-encoded, as
    /// browsers do, so a name can neither end its quoted string nor start a header.
    static func headers(name: String, filename: String?, contentType: String?) -> Data {
        var text = "Content-Disposition: form-data; name=\"\(escaped(name))\""
        if let filename { text += "; filename=\"\(escaped(filename))\"" }
        text += "\r\n"
        if let contentType { text += "Content-Type: \(contentType)\r\n" }
        return Data(text.utf8)
    }

    /// `RouteKit-` and 32 random hexadecimal digits.
    static func randomBoundary() -> String {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64, low = generator.next() as UInt64
        return "RouteKit-" + hex(high) + hex(low)
    }

    /// RFC 2046: 1–70 characters from a safe set, not ending in a space; RouteKit also leaves
    /// out the space, which would need quoting in `Content-Type`.
    static func isValidBoundary(_ boundary: String) -> Bool {
        (1...70).contains(boundary.utf8.count)
            && boundary.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    true
                default:
                    "'()+_,-./:=?".utf8.contains(byte)
                }
            }
    }

    private static func occurs(_ boundary: String, in part: EncodedPart) -> Bool {
        let bytes = Data(boundary.utf8)
        return part.headers.range(of: bytes) != nil || part.content.range(of: bytes) != nil
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "%22"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
