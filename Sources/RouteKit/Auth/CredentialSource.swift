/// Where an ``AuthenticatedRouter`` gets its credential: a fixed value, or a session that
/// renews it.
struct CredentialSource<Credential: Sendable>: Sendable {
    /// The credential to send now.
    let current: @Sendable () async throws -> Credential
    /// A credential to retry with after the server rejected the given one with `401`; `nil`
    /// when there is no way to get another, so a `401` is final.
    let renew: (@Sendable (Credential) async throws -> Credential)?

    /// A credential that never changes.
    static func fixed(_ credential: Credential) -> CredentialSource {
        CredentialSource(current: { credential }, renew: nil)
    }
}

extension CredentialSource where Credential == BearerToken {
    /// The tokens of `session`, refreshed when they expire or are rejected.
    static func session(_ session: BearerTokenSession) -> CredentialSource {
        CredentialSource(
            current: { try await session.validToken() },
            renew: { rejected in try await session.token(replacing: rejected) }
        )
    }
}
