/// A credential a mocked operation accepts, where the client's scheme sends it. The mock server
/// takes any credential it finds there: it checks that one is presented, never what it is.
package struct MockCredential: Sendable, Hashable {
    /// Where the credential goes.
    package indirect enum Kind: Sendable, Hashable {
        /// `Authorization: Bearer …`.
        case bearer
        /// `Authorization: Basic …`.
        case basic
        /// An API key in the header field of that name.
        case apiKeyHeader(String)
        /// An API key in the query item of that name.
        case apiKeyQuery(String)
        /// Several credentials sent together (`all:`), each where its scheme puts it.
        case all([MockCredential])
    }

    /// The scheme's name in the spec (`member`).
    package var scheme: String
    /// Where the credential goes.
    package var kind: Kind

    /// The `WWW-Authenticate` challenge of a `401` for it, as the generated server's: `Bearer`,
    /// `Basic`, none for an API key; several credentials challenge as their first part does.
    package var challenge: String? {
        switch kind {
        case .bearer: "Bearer"
        case .basic: "Basic"
        case .apiKeyHeader, .apiKeyQuery: nil
        case .all(let parts): parts.lazy.compactMap(\.challenge).first
        }
    }
}
