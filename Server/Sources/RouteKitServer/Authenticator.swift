import HTTPTypes
import Hummingbird
import RouteKit

/// How the app verifies the credential of one scheme: given what the request presents (a
/// `BearerToken`, a `BasicCredential` or an `APIKey`, read where the client sends it), it
/// returns the verified credential its handlers receive (a user, an account, a key's owner),
/// or throws, which answers `401` without calling the handler.
///
/// Registering a generated API asks for one per scheme its routes use, so an authenticated
/// route cannot be served without one.
public struct Authenticator<Scheme: AuthenticationScheme, Verified: Sendable>: Sendable {
    let verify: @Sendable (Scheme.Credential, Request) async throws -> Verified

    /// An authenticator of `scheme` running `verify` on each request that presents its
    /// credential. An `HTTPError` it throws is answered as it is (a `403`, say); any other
    /// error answers `401`.
    public init(_ scheme: Scheme.Type = Scheme.self, verify: @escaping @Sendable (_ credential: Scheme.Credential, _ request: Request) async throws -> Verified) {
        self.verify = verify
    }

    /// The verified credential of `request`; `nil` when it presents none for this scheme.
    func authenticate(_ request: Request) async throws -> Verified? {
        guard let presented = Scheme.presentedCredential(in: request) else { return nil }
        do {
            return try await verify(presented, request)
        } catch let error as HTTPError {
            throw error
        } catch {
            throw Self.unauthorized("the credential was rejected")
        }
    }

    /// A `401` with this scheme's challenge.
    static func unauthorized(_ message: String) -> HTTPError {
        var headers = HTTPFields()
        if let challenge = Scheme.challenge { headers[.wwwAuthenticate] = challenge }
        return HTTPError(.unauthorized, headers: headers, message: message)
    }
}

/// An ``Authenticator`` whatever its types, for routes that several schemes may authenticate:
/// the registration tries each in turn.
public protocol AnyAuthenticator: Sendable {
    /// Whether `request` presents a credential of this authenticator's scheme.
    func isPresented(in request: Request) -> Bool
    /// The verified credential, keyed by scheme in the result; `nil` when none is presented.
    func authenticateAny(_ request: Request) async throws -> VerifiedCredentials?
    /// A `401` naming this scheme's challenge.
    func unauthorized(_ message: String) -> HTTPError
}

extension Authenticator: AnyAuthenticator {
    public func isPresented(in request: Request) -> Bool {
        Scheme.presentedCredential(in: request) != nil
    }

    public func authenticateAny(_ request: Request) async throws -> VerifiedCredentials? {
        try await authenticate(request).map { VerifiedCredentials(scheme: Scheme.self, value: $0) }
    }

    public func unauthorized(_ message: String) -> HTTPError {
        Self.unauthorized(message)
    }
}

/// The credential a request was verified with, for a route several schemes may authenticate:
/// at most one, of the first scheme whose credential the request presents. A handler reads it
/// with the authenticator of each scheme: `credentials[member]`.
public struct VerifiedCredentials: Sendable {
    let scheme: ObjectIdentifier?
    let value: (any Sendable)?

    /// No credential: a request to a route whose credential is optional that presents none.
    public static let none = VerifiedCredentials(scheme: nil, value: nil)

    init(scheme: any AuthenticationScheme.Type, value: any Sendable) {
        self.scheme = ObjectIdentifier(scheme)
        self.value = value
    }

    private init(scheme: ObjectIdentifier?, value: (any Sendable)?) {
        self.scheme = scheme
        self.value = value
    }

    /// The verified credential of `authenticator`'s scheme, or `nil` when the request was
    /// authenticated by another scheme or by none.
    public subscript<Scheme, Verified>(_ authenticator: Authenticator<Scheme, Verified>) -> Verified? {
        scheme == ObjectIdentifier(Scheme.self) ? value as? Verified : nil
    }
}
