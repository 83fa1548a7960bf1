import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

extension AuthenticationScheme {
    /// The credential `request` presents for this scheme, read where the client's
    /// `authorize(_:with:)` puts it: `Authorization: Bearer …`, `Authorization: Basic …`, or the
    /// API key's header or query item. `nil` when the request carries none.
    static func presentedCredential(in request: Request) -> Credential? {
        switch self {
        case is any BearerAuthentication.Type:
            return authorization(request, scheme: "bearer").map { BearerToken($0) } as? Credential
        case is any BasicAuthentication.Type:
            guard let encoded = authorization(request, scheme: "basic"),
                  let decoded = Data(base64Encoded: encoded).flatMap({ String(data: $0, encoding: .utf8) }),
                  let colon = decoded.firstIndex(of: ":")
            else { return nil }
            let credential = BasicCredential(username: String(decoded[..<colon]), password: String(decoded[decoded.index(after: colon)...]))
            return credential as? Credential
        case let combined as any CombinedAuthentication.Type:
            return combined.presentedParts(in: request) as? Credential
        case let apiKey as any APIKeyAuthentication.Type:
            switch apiKey.location {
            case .header(let name):
                return HTTPField.Name(name).flatMap { request.headers[$0] }.map { APIKey($0) } as? Credential
            case .query(let name):
                let items = try? QueryItems(request.uri.query)
                let value = (try? items?.values(named: name, what: ParameterName(place: .query, name: name)))??.first
                return value.map { APIKey($0) } as? Credential
            }
        default:
            return nil
        }
    }

    /// The parameter of the `Authorization` header when its scheme is `scheme` (case-insensitive).
    private static func authorization(_ request: Request, scheme: String) -> String? {
        guard let value = request.headers[.authorization],
              let space = value.firstIndex(of: " "),
              value[..<space].lowercased() == scheme
        else { return nil }
        let parameter = value[value.index(after: space)...].trimmingCharacters(in: .whitespaces)
        return parameter.isEmpty ? nil : parameter
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
    /// puts it; `nil` when one is missing.
    static func presentedParts(in request: Request) -> Credential? {
        credential(reading: CredentialReader { scheme in scheme.presentedCredential(in: request) })
    }
}
