#if Server
import Foundation
import HTTPTypes
import RouteGenCore
import RouteKitServer

extension MockCredential {
    /// Whether `request` presents this credential, read where the generated server's
    /// authenticator reads it (RouteKitServer's `presentedCredential`): `Authorization: Bearer …`
    /// or `Basic …` with a parameter (Basic's the base64 of `user:password`), the API key's
    /// header field or query item, every part of several. Any value will do: the mock verifies
    /// nothing. A field or item sent twice is a `400`, as any other parameter sent twice.
    func isPresented(in request: IncomingRequest) throws(RequestDecodingError) -> Bool {
        switch kind {
        case .bearer:
            return try Self.authorization(request, scheme: "bearer") != nil
        case .basic:
            guard let encoded = try Self.authorization(request, scheme: "basic"),
                let decoded = Data(base64Encoded: encoded).flatMap({ String(data: $0, encoding: .utf8) })
            else { return false }
            return decoded.contains(":")
        case .apiKeyHeader(let name):
            return try request.header(name, as: String.self) != nil
        case .apiKeyQuery(let name):
            // A value that is not percent-encoded correctly presents nothing, as on the server.
            guard let values = try? request.query(name, arrayOf: String.self) else { return false }
            guard values.count <= 1 else { throw .badRequest("query parameter \(name) is sent more than once") }
            return true
        case .all(let parts):
            for part in parts where try !part.isPresented(in: request) { return false }
            return !parts.isEmpty
        }
    }

    /// The parameter of the `Authorization` header when its scheme is `scheme` (any case).
    private static func authorization(_ request: IncomingRequest, scheme: String) throws(RequestDecodingError)
        -> String?
    {
        guard let value = try request.header("Authorization", as: String.self),
            let space = value.firstIndex(of: " "),
            value[..<space].lowercased() == scheme
        else { return nil }
        let parameter = value[value.index(after: space)...].trimmingCharacters(in: .whitespaces)
        return parameter.isEmpty ? nil : parameter
    }
}
#endif
