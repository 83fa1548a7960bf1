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

    /// Sends requests through `session`.
    public static func urlSession(_ session: URLSession = .shared) -> Transport {
        Transport { request in
            let (data, response) = try await session.data(for: request)
            guard let http = response as? HTTPURLResponse else {
                throw URLError(.badServerResponse)
            }
            return (data, http)
        }
    }
}
