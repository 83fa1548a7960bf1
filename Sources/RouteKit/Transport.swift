import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a request and returns the response: a value holding a closure, not a protocol.
///
/// `URLSession` by default; a closure in tests. Anything that wraps a transport (logging,
/// headers, retries) is another `Transport` built around the first one.
public struct Transport: Sendable {
    /// Sends `request` and returns the body and response, or throws when there is no response.
    public var send: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

    /// Creates a transport from a closure.
    public init(_ send: @escaping @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)) {
        self.send = send
    }

    /// Sends requests through `session`, RouteKit's own by default.
    ///
    /// Routers follow redirects themselves, so that a credential never travels to another
    /// origin; the session must hand redirect responses back instead of following them. The
    /// default session does (``redirectRefusingSession``); if you pass your own, create it with
    /// ``redirectRefusingSession(configuration:)`` too — a session that follows redirects
    /// itself (like `URLSession.shared` on Linux) would forward `Authorization` wherever a
    /// server points.
    ///
    /// Such a session also hands back a `401` that challenges for Basic or Digest
    /// authentication as it is, with its body: URLSession on Linux would otherwise try to answer
    /// the challenge itself and never complete the request (see `SessionDelegate`).
    public static func urlSession(_ session: URLSession = redirectRefusingSession) -> Transport {
        Transport { request in
            if let delegate = session.delegate as? SessionDelegate {
                return try await delegate.send(request, on: session)
            }
            let (data, response) = try await URLSessionExchange.send(request, through: session)
            guard let http = response as? HTTPURLResponse else {
                throw URLError(.badServerResponse)
            }
            return (data, http)
        }
    }
}

extension Transport {
    /// The session ``urlSession(_:)`` uses by default: default configuration, redirects and
    /// authentication challenges handed back to the router.
    public static let redirectRefusingSession = redirectRefusingSession(configuration: .default)

    /// A session with `configuration` that hands redirect responses and authentication
    /// challenges back instead of acting on them, for ``urlSession(_:)``.
    public static func redirectRefusingSession(configuration: URLSessionConfiguration) -> URLSession {
        URLSession(configuration: configuration, delegate: SessionDelegate.shared, delegateQueue: nil)
    }
}
