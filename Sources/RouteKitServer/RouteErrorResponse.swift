#if Server
import Foundation
import RouteKit

/// A documented error answer, thrown by a handler: the server sends `body` as JSON with
/// `status`. The route's spec must document the status (or a default) with `Body`'s type;
/// anything else is a server bug and answers `500`, so a client never receives an error body
/// it cannot decode.
public struct RouteErrorResponse<Body: Encodable & Sendable>: Error, Sendable {
    /// The HTTP status, 4xx or 5xx.
    public let status: Int
    /// The body, one of the route's documented error types.
    public let body: Body

    /// An error answer of `status` carrying `body`.
    public init(status: Int, _ body: Body) {
        self.status = status
        self.body = body
    }
}

/// What registration needs of a ``RouteErrorResponse`` whatever its body type.
protocol ThrownErrorResponse: Error {
    var status: Int { get }
    var bodyType: Any.Type { get }
    func encodedBody(with coding: JSONCoding) throws -> Data
}

extension RouteErrorResponse: ThrownErrorResponse {
    var bodyType: Any.Type { Body.self }

    func encodedBody(with coding: JSONCoding) throws -> Data {
        try coding.encoder.encode(body)
    }
}

extension Route {
    /// Whether the spec documents `type` as the error body of `status`: the status's own
    /// entry, else the default one.
    static func documents(_ type: Any.Type, forStatus status: Int) -> Bool {
        documentedBody(forStatus: status).map { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? false
    }

    /// The type the spec documents as the error body of `status`: the status's own entry, else
    /// the default one; `nil` when it documents none (`401: none` included).
    static func documentedBody(forStatus status: Int) -> Any.Type? {
        (errorBodies.first { $0.status == status } ?? errorBodies.first { $0.status == nil })?.type
    }
}
#endif
