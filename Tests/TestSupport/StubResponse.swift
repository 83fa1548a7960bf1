import Foundation
import RouteKit

/// What the ``LoopbackServer`` answers to a request: a status, header fields and body bytes.
public struct StubResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// Header fields to send; `Content-Length` is added by the server.
    public var headers: [String: String]
    /// The body bytes.
    public var body: Data

    /// Creates a response.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `value` encoded as JSON with `coding`'s encoder (RouteKit's default: ISO 8601 dates).
    public static func json(
        _ value: some Encodable,
        status: Int = 200,
        headers: [String: String] = [:],
        coding: JSONCoding = .default
    ) throws -> StubResponse {
        try StubResponse(
            status: status,
            headers: headers.merging(["Content-Type": "application/json"]) { mine, _ in mine },
            body: coding.encoder.encode(value)
        )
    }

    /// JSON given as literal text, sent as it is — for malformed or hand-shaped bodies.
    public static func jsonText(_ text: String, status: Int = 200) -> StubResponse {
        StubResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    /// Plain UTF-8 text.
    public static func text(_ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8")
        -> StubResponse
    {
        StubResponse(status: status, headers: ["Content-Type": contentType], body: Data(text.utf8))
    }

    /// Bytes with a content type.
    public static func data(_ data: Data, status: Int = 200, contentType: String = "application/octet-stream")
        -> StubResponse
    {
        StubResponse(status: status, headers: ["Content-Type": contentType], body: data)
    }

    /// A status with an empty body.
    public static func status(_ status: Int) -> StubResponse {
        StubResponse(status: status)
    }

    /// `204 No Content`.
    public static var noContent: StubResponse { .status(204) }
}
