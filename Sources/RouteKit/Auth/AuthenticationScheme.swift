import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A way an API authenticates requests, and the credential it takes.
///
/// Generated code declares one scheme type per scheme named in the spec (`enum User:
/// BearerAuthentication {}`); authenticated routes name theirs as `Scheme`, which is how the
/// compiler matches a route with the router holding the right credential.
public protocol AuthenticationScheme: Sendable {
    /// The API whose router accepts this scheme's credential (see ``Route/API``).
    associatedtype API = AnyAPI

    /// The value that opens routes of this scheme.
    associatedtype Credential: Sendable

    /// Adds `credential` to `request`.
    static func authorize(_ request: inout URLRequest, with credential: Credential)
}

/// A bearer token (`Authorization: Bearer …`), with its expiry when the API says it.
public struct BearerToken: Sendable, CustomStringConvertible {
    /// The token text.
    public var token: String
    /// When the token stops being accepted, if known; a ``BearerTokenSession`` refreshes it
    /// shortly before.
    public var expiresAt: Date?

    /// Wraps a token that expires at `expiresAt` (never, as far as the app knows, when `nil`).
    public init(_ token: String, expiresAt: Date? = nil) {
        self.token = token
        self.expiresAt = expiresAt
    }

    /// Never the token itself, so a credential logged by mistake leaks nothing.
    public var description: String { "BearerToken(redacted)" }
}

/// A scheme that sends a ``BearerToken`` in the `Authorization` header.
public protocol BearerAuthentication: AuthenticationScheme where Credential == BearerToken {}

extension BearerAuthentication {
    public static func authorize(_ request: inout URLRequest, with credential: BearerToken) {
        request.setValue("Bearer \(credential.token)", forHTTPHeaderField: "Authorization")
    }
}

/// A user name and password for HTTP basic authentication (RFC 7617).
public struct BasicCredential: Sendable, CustomStringConvertible {
    /// The user name; it must not contain a colon.
    public var username: String
    /// The password.
    public var password: String

    /// Creates a credential.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// The user name only, never the password.
    public var description: String { "BasicCredential(username: \(username), password: redacted)" }
}

/// A scheme that sends a ``BasicCredential`` in the `Authorization` header.
public protocol BasicAuthentication: AuthenticationScheme where Credential == BasicCredential {}

extension BasicAuthentication {
    public static func authorize(_ request: inout URLRequest, with credential: BasicCredential) {
        let pair = Data("\(credential.username):\(credential.password)".utf8).base64EncodedString()
        request.setValue("Basic \(pair)", forHTTPHeaderField: "Authorization")
    }
}

/// A secret key an API reads from a header or a query item.
public struct APIKey: Sendable, CustomStringConvertible {
    /// The key text.
    public var value: String

    /// Wraps a key.
    public init(_ value: String) { self.value = value }

    /// Never the key itself.
    public var description: String { "APIKey(redacted)" }
}

/// Where an API key travels.
public enum APIKeyLocation: Sendable, Hashable {
    /// In the header field with this name.
    case header(String)
    /// In the query item with this name.
    case query(String)
}

/// A scheme that sends an ``APIKey`` in a header or query item.
public protocol APIKeyAuthentication: AuthenticationScheme where Credential == APIKey {
    /// Where the key goes.
    static var location: APIKeyLocation { get }
}

extension APIKeyAuthentication {
    public static func authorize(_ request: inout URLRequest, with credential: APIKey) {
        switch location {
        case .header(let name):
            request.setValue(credential.value, forHTTPHeaderField: name)
        case .query(let name):
            guard let url = request.url,
                var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
            else { return }
            let item = URLEncoding.formEncoded([(name, credential.value)])
            components.percentEncodedQuery = [components.percentEncodedQuery, item]
                .compactMap { $0 }.joined(separator: "&")
            request.url = components.url
        }
    }
}

extension AuthenticationScheme {
    /// The header field that a built-in scheme would fill with a value holding a line break or
    /// NUL, or `nil`. URLSession on Linux silently drops such a field and sends the request
    /// without the credential, so routers refuse the request before sending it.
    static func headerFieldThatCannotTravel(in credential: Credential) -> String? {
        if let combined = self as? any CombinedAuthentication.Type {
            return combined.headerField(thatCannotTravelIn: credential)
        }
        switch credential {
        case let token as BearerToken where cannotTravel(token.token):
            return "Authorization"
        case let key as APIKey where cannotTravel(key.value):
            if case .header(let name)? = (self as? any APIKeyAuthentication.Type)?.location { return name }
            return nil
        default:
            return nil
        }
    }

    private static func cannotTravel(_ value: String) -> Bool {
        value.contains(where: \.isNewline) || value.unicodeScalars.contains("\u{0}")
    }
}
