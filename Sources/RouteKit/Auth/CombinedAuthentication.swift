import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A scheme whose credential is several credentials sent together, each the way its own scheme
/// sends it: what an API means by a security requirement naming several schemes
/// (`{ clientId: [], clientSecret: [] }` in OpenAPI), which it checks all of.
///
/// Generated code declares the scheme with a `Credential` struct of one member per scheme, so
/// routes that need them all are ``AuthenticatedRoute``s of it, and the compiler checks them as
/// it checks a single scheme's: only a router holding every part performs them.
public protocol CombinedAuthentication: AuthenticationScheme {
    /// Each part of `credential` with the scheme that sends it, in the order they are added.
    static func parts(of credential: Credential) -> [CredentialPart]

    /// The credential made of the part `read` finds for each scheme, or `nil` when one is
    /// missing: how a server reads it from a request. What `read` throws for a part — a server
    /// refusing one sent twice — ends the reading.
    static func credential(reading read: CredentialReader) throws -> Credential?
}

extension CombinedAuthentication {
    /// Adds every part, each as its scheme does.
    public static func authorize(_ request: inout URLRequest, with credential: Credential) {
        for part in parts(of: credential) {
            part.authorize(&request)
        }
    }

    /// The header field a part of `credential` would fill with a value that cannot travel, or
    /// `nil` (also for a credential of another type).
    static func headerField(thatCannotTravelIn credential: Any) -> String? {
        guard let credential = credential as? Credential else { return nil }
        return parts(of: credential).lazy.compactMap { $0.headerFieldThatCannotTravel() }.first
    }
}

/// One credential of a ``CombinedAuthentication``'s, with the scheme that sends it.
public struct CredentialPart: Sendable {
    let authorize: @Sendable (inout URLRequest) -> Void
    let headerFieldThatCannotTravel: @Sendable () -> String?

    /// The part `credential`, sent as `scheme` sends it.
    public init<Scheme: AuthenticationScheme>(_ scheme: Scheme.Type, _ credential: Scheme.Credential) {
        authorize = { request in Scheme.authorize(&request, with: credential) }
        headerFieldThatCannotTravel = { Scheme.headerFieldThatCannotTravel(in: credential) }
    }
}

/// Finds the credential of one scheme in a request, for
/// ``CombinedAuthentication/credential(reading:)``: a server reads each part where the client's
/// scheme puts it, and throws for a part it refuses (sent twice, say).
public struct CredentialReader: Sendable {
    private let read: @Sendable (any AuthenticationScheme.Type) throws -> (any Sendable)?

    /// A reader answering each scheme with what `read` finds for it.
    public init(_ read: @escaping @Sendable (any AuthenticationScheme.Type) throws -> (any Sendable)?) {
        self.read = read
    }

    /// The credential of `scheme`, or `nil` when the request presents none.
    public func callAsFunction<Scheme: AuthenticationScheme>(_ scheme: Scheme.Type) throws -> Scheme.Credential? {
        try read(scheme) as? Scheme.Credential
    }
}
