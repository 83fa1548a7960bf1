#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a base URL must be for the generated `URL(string: …)!` to be safe: the generator writes
/// that force unwrap only for text it checked here, on every platform's `URL` parser.
///
/// RouteGen's format reports a problem as an error (the author fixes the spec); the OpenAPI stage
/// as a warning with the document's base URL, or a placeholder, in its place (a user cannot fix a
/// published document).
enum BaseURL {
    /// Why `text` cannot be a base URL, or `nil` when it can: an absolute `http` or `https` URL
    /// with a host, only characters RFC 3986 allows (so no `{variable}` left in it and no space),
    /// no user name or password (a credential in a URL ends up in logs, and would name a
    /// constant), and no query or fragment (a route's path and query are appended to it).
    static func problem(_ text: String) -> String? {
        guard let schemeEnd = text.firstRange(of: "://") else { return "is not an absolute http or https URL" }
        let scheme = text[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return "is not an absolute http or https URL" }
        let rest = text[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty else { return "has no host" }
        if let invalid = text.unicodeScalars.first(where: { !isAllowed($0) }) {
            return "holds \(describe(invalid)), which a URL cannot hold unencoded"
        }
        if hasInvalidPercentEscape(text) { return "holds a \"%\" that is not followed by two hexadecimal digits" }
        if authority.contains("@") { return "holds a user name or password, which must not be part of a base URL" }
        if authority.contains("[") != authority.hasPrefix("["), authority.contains("]") {
            return "has brackets that do not enclose an IPv6 host"
        }
        if rest.dropFirst(authority.count).contains(where: { $0 == "[" || $0 == "]" }) {
            return "holds a bracket outside its host"
        }
        if rest.contains("?") || rest.contains("#") { return "has a query or fragment, which a base URL cannot have" }
        guard let url = URL(string: text), url.host != nil else { return "is not a URL Foundation reads" }
        return nil
    }

    /// Whether `url` is `http` where `apiBaseURL` is `https`: a route sent there with a
    /// credential would send it unencrypted, though the API protects its own.
    static func isDowngrade(_ url: String, from apiBaseURL: String?) -> Bool {
        guard let apiBaseURL else { return false }
        return url.lowercased().hasPrefix("http://") && apiBaseURL.lowercased().hasPrefix("https://")
    }

    /// Whether RFC 3986 allows `scalar` in a URL: unreserved, reserved or `%`.
    /// Whether `text` holds only what RFC 3986 allows unencoded, each `%` an escape: text that
    /// `URL(string:)` reads as it is on every platform, whichever parser it has. Generated code
    /// force-unwraps only such a URL (an example's, a base URL's).
    static func isPlainURLText(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isAllowed) && !hasInvalidPercentEscape(text)
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~", ":", "/", "?", "#", "[", "]", "@", "!", "$", "&",
            "'", "(", ")", "*", "+", ",", ";", "=", "%":
            return true
        default:
            return false
        }
    }

    private static func hasInvalidPercentEscape(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, HexDigits.value(of: bytes[index + 1]) != nil,
                HexDigits.value(of: bytes[index + 2]) != nil
            else { return true }
        }
        return false
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case " ": "a space"
        case "{", "}": "a brace (a server variable without a value)"
        default: "\"\(scalar.escaped(asASCII: true))\""
        }
    }
}
