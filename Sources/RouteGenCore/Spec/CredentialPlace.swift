/// Where a scheme puts its credential in a request: a header field (compared case-insensitively,
/// as HTTP compares field names) or a query item.
///
/// Schemes sent together (`all:`) must use different places: two credentials in one place
/// (bearer and basic, both `Authorization`; two API keys of one header or query name) would have
/// one overwrite the other, so the route could never authenticate.
package enum CredentialPlace: Hashable, Sendable, CustomStringConvertible {
    /// A header field, by its name in lower case.
    case header(String)
    /// A query item, by its name.
    case query(String)

    /// The place, for a message: `the Authorization header`, `the query item "key"`.
    package var description: String {
        switch self {
        case .header("authorization"): "the Authorization header"
        case .header(let name): "the header \(name)"
        case .query(let name): "the query item \(SwiftText.stringLiteral(name))"
        }
    }
}

extension AuthSchemeSpec.Kind {
    /// Where the credential goes; `nil` for `all:`, whose parts each have their own place.
    var credentialPlace: CredentialPlace? {
        switch self {
        case .bearer, .basic: .header("authorization")
        case .apiKeyHeader(let name): .header(name.lowercased())
        case .apiKeyQuery(let name): .query(name)
        case .all: nil
        }
    }
}
