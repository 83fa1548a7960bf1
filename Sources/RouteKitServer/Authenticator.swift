#if Server
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
    /// The body of a `401`, made of its reason, for the routes whose spec documents `401`
    /// with that type; `nil` for Hummingbird's own body everywhere.
    let unauthorizedBody: (@Sendable (String) -> any ThrownErrorResponse)?

    /// An authenticator of `scheme` running `verify` on each request that presents its
    /// credential. Any error it throws — `HTTPError(.unauthorized)` included — answers `401`
    /// with the scheme's challenge and the body the route's spec documents for it; an
    /// `HTTPError` of another status is answered as it is (a `403`, say).
    public init(
        _ scheme: Scheme.Type = Scheme.self,
        verify: @escaping @Sendable (_ credential: Scheme.Credential, _ request: Request) async throws -> Verified
    ) {
        self.verify = verify
        self.unauthorizedBody = nil
    }

    /// An authenticator whose `401`s carry the body the spec documents for them: a route whose
    /// spec documents `401` with `Body` (its own entry or `default`) answers a missing or
    /// rejected credential with `unauthorizedBody(reason)` as JSON, so the client decodes it
    /// like any documented error; other routes answer with Hummingbird's body, as without it.
    public init<Body: Encodable & Sendable>(
        _ scheme: Scheme.Type = Scheme.self,
        unauthorizedBody: @escaping @Sendable (_ reason: String) -> Body,
        verify: @escaping @Sendable (_ credential: Scheme.Credential, _ request: Request) async throws -> Verified
    ) {
        self.verify = verify
        self.unauthorizedBody = { reason in RouteErrorResponse(status: 401, unauthorizedBody(reason)) }
    }

    /// The verified credential of `request`; `nil` when it presents none for this scheme.
    ///
    /// A `401` the app throws as Hummingbird's `HTTPError` is a rejection like any other error:
    /// answered with the documented body, and with the scheme's challenge unless the error
    /// carries a `WWW-Authenticate` of its own (`Bearer error="invalid_token"`).
    func authenticate(_ request: Request) async throws -> Verified? {
        guard let presented = try Scheme.presentedCredential(in: request) else { return nil }
        do {
            return try await verify(presented, request)
        } catch let error as HTTPError where error.status != .unauthorized {
            throw error
        } catch let error as HTTPError {
            var failure = unauthorized(error.body ?? "the credential was rejected")
            if let challenge = error.headers[.wwwAuthenticate] { failure.challenge = challenge }
            throw failure
        } catch {
            throw unauthorized("the credential was rejected")
        }
    }
}

/// A request's credential is missing or was rejected: answered `401` with the scheme's
/// challenge and the body the route's spec documents for that status, made by the
/// authenticator (``Authenticator/init(_:unauthorizedBody:verify:)``) or by the registration
/// (``ServerRoutes/answerUnauthorized(with:)``, which the generated `addRoutes` requires for
/// every documented type); a route that documents none gets Hummingbird's body.
public struct AuthenticationFailure: Error, Sendable {
    /// Why, in a few words: "authentication required", "the credential was rejected".
    public let reason: String
    /// The scheme's `WWW-Authenticate` challenge (`Bearer`, `Basic`), if it has one.
    var challenge: String?
    /// The authenticator's documented body for `reason`, if it makes one.
    let documentedBody: (any ThrownErrorResponse)?

    /// The `401` of a request to a route whose spec documents the type `documented` identifies
    /// for it, made by the authenticator when it makes that type, else by `bodies`.
    func response(documenting documented: ObjectIdentifier?, bodies: DocumentedBodies<String>, coding: JSONCoding)
        throws
        -> Response
    {
        var headers = HTTPFields()
        if let challenge { headers[.wwwAuthenticate] = challenge }
        let body = documented.flatMap { type in
            documentedBody.flatMap { ObjectIdentifier($0.bodyType) == type ? $0 : nil }
                ?? bodies.body(of: type, for: reason, status: 401)
        }
        guard let body else { throw HTTPError(.unauthorized, headers: headers, message: reason) }
        var response = ResponseEncoding.json(try body.encodedBody(with: coding), status: .unauthorized)
        response.headers.append(contentsOf: headers)
        return response
    }
}

/// An ``Authenticator`` whatever its types, for routes that several schemes may authenticate:
/// the registration tries each in turn.
public protocol AnyAuthenticator: Sendable {
    /// Whether `request` presents a credential of this authenticator's scheme.
    func isPresented(in request: Request) -> Bool
    /// The verified credential, keyed by scheme in the result; `nil` when none is presented.
    func authenticateAny(_ request: Request) async throws -> VerifiedCredentials?
    /// A `401` naming this scheme's challenge, with the authenticator's documented body if it
    /// makes one.
    func unauthorized(_ reason: String) -> AuthenticationFailure
}

extension Authenticator: AnyAuthenticator {
    public func isPresented(in request: Request) -> Bool {
        Scheme.isCredentialPresented(in: request)
    }

    public func authenticateAny(_ request: Request) async throws -> VerifiedCredentials? {
        try await authenticate(request).map { VerifiedCredentials(scheme: Scheme.self, value: $0) }
    }

    public func unauthorized(_ reason: String) -> AuthenticationFailure {
        AuthenticationFailure(reason: reason, challenge: Scheme.challenge, documentedBody: unauthorizedBody?(reason))
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
#endif
