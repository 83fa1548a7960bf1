/// A route path as both spec formats write it, split into literal text and `{…}` placeholders,
/// and checked so that it can only become a URL path.
///
/// RouteKit puts a route's `pathTemplate` into the URL as already percent-encoded text, so
/// literal text that a URL path cannot hold (a space, `<`, non-ASCII) would make every request
/// of the route fail, and a `?` or `#` would move the rest of the template out of the path. The
/// loader of RouteGen's format and the OpenAPI translator both read paths through this one
/// parser, so the two formats accept and encode exactly the same templates; what a placeholder
/// holds (`name: Type`, or an OpenAPI parameter name) is for each of them to read.
enum PathTemplate {
    /// A piece of a template.
    enum Part {
        /// Literal text, percent-encoded where a URL path cannot hold it as written.
        case literal(String)
        /// The text between `{` and `}`, and how many Unicode scalars into the template it starts.
        case placeholder(String, offset: Int)
    }

    /// Why a text cannot be a path template, and how many Unicode scalars into it.
    struct Problem: Error {
        /// What is wrong, in the form of a diagnostic message.
        var message: String
        /// Where, in Unicode scalars from the start of the template.
        var offset: Int
    }

    /// The parts of `text`, or the first reason it cannot be a path: a `?` or `#` outside
    /// placeholders, a `}` that closes nothing, a `{` never closed or inside a placeholder, an
    /// empty placeholder.
    static func parse(_ text: String) -> Result<[Part], Problem> {
        var parts: [Part] = []
        var literal = ""
        var placeholder: (text: String, offset: Int)?
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if var open = placeholder {
                switch scalar {
                case "{":
                    return .failure(
                        Problem(message: "\"{\" inside a placeholder: placeholders do not nest", offset: offset))
                case "}":
                    guard !open.text.unicodeScalars.allSatisfy({ $0 == " " }) else {
                        return .failure(
                            Problem(
                                message: "empty path placeholder: write a parameter's name between the braces",
                                offset: open.offset - 1))
                    }
                    parts.append(.placeholder(open.text, offset: open.offset))
                    placeholder = nil
                default:
                    open.text.unicodeScalars.append(scalar)
                    placeholder = open
                }
                continue
            }
            switch scalar {
            case "{":
                if !literal.isEmpty { parts.append(.literal(encoded(literal))) }
                literal = ""
                placeholder = ("", offset + 1)
            case "}":
                return .failure(Problem(message: "unmatched \"}\" in path", offset: offset))
            case "?":
                return .failure(
                    Problem(
                        message: "\"?\" in path: it would start the query; declare query parameters instead",
                        offset: offset))
            case "#":
                return .failure(
                    Problem(message: "\"#\" in path: it would start the fragment, which is never sent", offset: offset))
            default:
                literal.unicodeScalars.append(scalar)
            }
        }
        if let open = placeholder {
            return .failure(Problem(message: "unclosed \"{\" in path", offset: open.offset - 1))
        }
        if !literal.isEmpty { parts.append(.literal(encoded(literal))) }
        return .success(parts)
    }

    /// `text` with every byte a URL path cannot hold literally percent-encoded (UTF-8, upper-case
    /// hex): what stays is RFC 3986's `pchar` and `/`. A `%` already followed by two hex digits
    /// is kept as the escape it is, so an encoded template reads back unchanged; any other `%`
    /// becomes `%25`.
    static func encoded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { !isPathByte($0) || $0 == UInt8(ascii: "%") }) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * 3)
        for (index, byte) in bytes.enumerated() {
            if isPathByte(byte) && (byte != UInt8(ascii: "%") || isEscape(bytes, at: index)) {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Whether `byte` may stand in a path as written: unreserved, a sub-delimiter, `:`, `@`, `/`,
    /// or `%` (checked further by ``isEscape(_:at:)``).
    private static func isPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
            UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
            UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            true
        default:
            false
        }
    }

    /// Whether the `%` at `index` starts a percent-escape: two hex digits follow.
    private static func isEscape(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 < bytes.count && HexDigits.value(of: bytes[index + 1]) != nil
            && HexDigits.value(of: bytes[index + 2]) != nil
    }
}
