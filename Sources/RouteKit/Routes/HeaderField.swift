import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The rules a header field must meet to travel as given: a name that is an RFC 9110 token
/// (§5.1) and a value without CR, LF or NUL (§5.5).
///
/// Foundation on Linux silently drops a field that breaks them — `URLRequest.setValue` ignores
/// such a value — and sends the request without it, so a request that looks complete arrives
/// missing a header. RouteKit checks fields before they reach `URLRequest` and refuses the
/// request with ``RouteError/invalidRequest(route:reason:)`` instead. Reasons name the field,
/// never its value, which may be a credential.
enum HeaderField {
    /// Why the field `name: value` cannot be sent as given, or `nil` when it can.
    static func problem(name: String, value: String) -> String? {
        if let problem = problem(name: name) { return problem }
        if value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) {
            return "the value of header \(name) contains CR, LF or NUL"
        }
        return nil
    }

    /// Why a field of `request` cannot be sent as given, or `nil`: the last check before the
    /// transport, for fields a middleware or a credential added. A value Foundation already
    /// dropped is not there to check; names are.
    static func problem(in request: URLRequest) -> String? {
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            if let problem = problem(name: name, value: value) { return problem }
        }
        return nil
    }

    private static func problem(name: String) -> String? {
        if !name.isEmpty, name.utf8.allSatisfy(isTokenCharacter) { return nil }
        return "the header name \(name.debugDescription) is not an RFC 9110 token"
    }

    /// `tchar`: letters, digits and ``!#$%&'*+-.^_`|~``.
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
