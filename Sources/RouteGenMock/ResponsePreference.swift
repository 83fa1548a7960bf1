#if Server
import Foundation
import HTTPTypes

/// What a request asks the mock server to answer with, in its `Prefer` header as Prism reads it:
/// `Prefer: code=404` for the response of that status, `Prefer: example=noProject` for the
/// example of that name, both together for that status's example of that name.
struct ResponsePreference: Sendable, Equatable {
    /// The status asked for, as written (`404`); `nil` when none is.
    var code: String?
    /// The example's name asked for; `nil` when none is.
    var example: String?

    /// The preferences of `headers`' `Prefer` fields (RFC 7240): `name=value` pairs separated
    /// by commas or semicolons, a value quoted or not; names other than `code` and `example`
    /// are left alone, as a server ignores a preference it does not know.
    init(_ headers: HTTPFields) {
        guard let prefer = HTTPField.Name("Prefer") else { return }
        for field in headers[values: prefer] {
            for preference in field.split(whereSeparator: { $0 == "," || $0 == ";" }) {
                guard let equals = preference.firstIndex(of: "=") else { continue }
                let name = preference[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
                var value = preference[preference.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                    value = String(value.dropFirst().dropLast())
                }
                switch name {
                case "code": code = value
                case "example": example = value
                default: break
                }
            }
        }
    }
}
#endif
