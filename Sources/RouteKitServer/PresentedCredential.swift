#if Server
import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

extension AuthenticationScheme {
    /// The credential `request` presents for this scheme, read where the client's
    /// `authorize(_:with:)` puts it: `Authorization: Bearer …`, `Authorization: Basic …`, or the
    /// API key's header or query item. `nil` when the request carries none; a `400` when it
    /// carries the field or item more than once, as for any other parameter sent twice (which
    /// of them to verify would be a guess), or when its query does not parse.
    static func presentedCredential(in request: Request) throws(HTTPError) -> Credential? {
        switch self {
        case is any BearerAuthentication.Type:
            return try authorization(request, scheme: "bearer").map { BearerToken($0) } as? Credential
        case is any BasicAuthentication.Type:
            guard let encoded = try authorization(request, scheme: "basic"),
                let decoded = Data(base64Encoded: encoded).flatMap({ String(data: $0, encoding: .utf8) }),
                let colon = decoded.firstIndex(of: ":")
            else { return nil }
            let credential = BasicCredential(
                username: String(decoded[..<colon]), password: String(decoded[decoded.index(after: colon)...]))
            return credential as? Credential
        case let combined as any CombinedAuthentication.Type:
            return try combined.presentedParts(in: request) as? Credential
        case let apiKey as any APIKeyAuthentication.Type:
            switch apiKey.location {
            case .header(let name):
                guard let field = HTTPField.Name(name) else { return nil }
                let values = request.headers[values: field]
                guard values.count <= 1 else { throw sentTwice(ParameterName(place: .header, name: name)) }
                return values.first.map { APIKey($0) } as? Credential
            case .query(let name):
                // A query whose items do not parse is the request's error, not a missing
                // credential: a `400`, as the route's decoder would answer, rather than a `401`.
                let items: QueryItems
                do {
                    items = try QueryItems(request.uri.query)
                } catch {
                    throw HTTPError(.badRequest, message: error.message)
                }
                let what = ParameterName(place: .query, name: name)
                guard items.rawValues(named: name).count <= 1 else { throw sentTwice(what) }
                // A value that is not percent-encoded correctly presents nothing, as before.
                let value = try? items.value(named: name, what: what)
                return value.map { APIKey($0) } as? Credential
            }
        default:
            return nil
        }
    }

    /// Whether `request` presents a credential of this scheme, once or (a `400` to come) more
    /// than once.
    static func isCredentialPresented(in request: Request) -> Bool {
        do {
            return try presentedCredential(in: request) != nil
        } catch {
            return true
        }
    }

    /// The parameter of the `Authorization` header when its scheme is `scheme` (case-insensitive).
    private static func authorization(_ request: Request, scheme: String) throws(HTTPError) -> String? {
        let values = request.headers[values: .authorization]
        guard values.count <= 1 else { throw sentTwice(ParameterName(place: .header, name: "Authorization")) }
        guard let value = values.first,
            let space = value.firstIndex(of: " "),
            value[..<space].lowercased() == scheme
        else { return nil }
        let parameter = value[value.index(after: space)...].trimmingCharacters(in: .whitespaces)
        return parameter.isEmpty ? nil : parameter
    }

    /// The `400` of a credential sent more than once, in the words of any other parameter's.
    private static func sentTwice(_ what: ParameterName) -> HTTPError {
        HTTPError(.badRequest, message: "\(what) is sent more than once")
    }

    /// The `WWW-Authenticate` challenge of a `401` for this scheme, when HTTP defines one.
    static var challenge: String? {
        switch self {
        case is any BearerAuthentication.Type: "Bearer"
        case is any BasicAuthentication.Type: "Basic"
        default: nil
        }
    }
}

extension CombinedAuthentication {
    /// The credential a request presents when it presents every part, each where its scheme
    /// puts it; `nil` when one is missing, and a `400` when one is sent more than once.
    static func presentedParts(in request: Request) throws(HTTPError) -> Credential? {
        do {
            return try credential(reading: CredentialReader { scheme in try scheme.presentedCredential(in: request) })
        } catch let refused as HTTPError {
            throw refused
        } catch {
            // The reader throws only the HTTPErrors above; a generated scheme adds none.
            return nil
        }
    }
}
#endif
