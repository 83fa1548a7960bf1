import Foundation

/// Everything that can go wrong performing a route, as one typed error.
///
/// Each case carries what a caller needs to act on it. Descriptions name the route by its
/// method and path *template* — never the concrete URL, headers or body sent — so logging an
/// error never leaks a credential or a query-string API key.
public enum RouteError: Error, CustomStringConvertible {
    /// The request could not be built or would not travel as built: for example a header field
    /// Foundation would drop (a value with CR, LF or NUL, a name that is not a token), a path
    /// template with a literal `?` or `#`, or a path that does not form a URL.
    case invalidRequest(route: String, reason: String)
    /// The body could not be encoded.
    case encodingFailed(route: String, reason: String)
    /// The request never got an HTTP response (no connection, timeout, TLS failure…).
    case transportFailed(route: String, underlying: any Error)
    /// The server answered with a status the route does not declare as success.
    case unacceptableStatus(route: String, StatusFailure)
    /// A success response whose body is not the declared type.
    case decodingFailed(route: String, DecodingFailure)
    /// A streaming route's success response that is not a stream: its `Content-Type` is not
    /// the route's stream format (a server that answers a whole JSON body when the request did
    /// not ask for a stream, say). The ``UnstreamedResponse`` names the content type received
    /// and keeps the body, decoded when the route documents it as its `Response`.
    case notAStream(route: String, UnstreamedResponse)
    /// The calling task was cancelled.
    case cancelled(route: String)
    /// The credential could not be renewed: the ``BearerTokenSession``'s refresh failed (with
    /// `underlying`), or the user signed out (``BearerTokenSession/SignedOut``), so the user has
    /// to sign in again. No request was sent with a stale token.
    case sessionEnded(route: String, underlying: any Error)

    public var description: String {
        switch self {
        case .invalidRequest(let route, let reason):
            "\(route): invalid request: \(reason)"
        case .encodingFailed(let route, let reason):
            "\(route): could not encode the body: \(reason)"
        case .transportFailed(let route, let underlying):
            "\(route): transport failed: \(underlying.localizedDescription)"
        case .unacceptableStatus(let route, let failure):
            "\(route): \(failure)"
        case .decodingFailed(let route, let failure):
            "\(route): \(failure)"
        case .notAStream(let route, let response):
            "\(route): \(response)"
        case .cancelled(let route):
            "\(route): cancelled"
        case .sessionEnded(let route, let underlying as BearerTokenSession.SignedOut):
            "\(route): the session ended, sign in again: \(underlying)"
        case .sessionEnded(let route, let underlying):
            "\(route): the session ended, sign in again: refreshing the token failed: \(underlying.localizedDescription)"
        }
    }
}

/// A response whose status the route does not declare as success.
public struct StatusFailure: Sendable, CustomStringConvertible {
    /// The HTTP status code.
    public let statusCode: Int
    /// The response header fields.
    public let headers: [String: String]
    /// The raw response body.
    public let body: Data
    /// The body decoded as the type the spec declares for this status, if it declares one and
    /// the body decodes.
    public let decodedBody: (any Sendable)?

    /// The decoded error body as `type`, or `nil` when it is absent or another type.
    public func decodedBody<Body>(as type: Body.Type) -> Body? {
        decodedBody as? Body
    }

    public var description: String {
        let preview = String(decoding: body.prefix(200), as: UTF8.self)
        return "unacceptable status \(statusCode)" + (preview.isEmpty ? "" : ": \(preview)")
    }
}

/// A streaming route's success response whose `Content-Type` is not the stream it asked for.
public struct UnstreamedResponse: Sendable, CustomStringConvertible {
    /// The HTTP status code, a success.
    public let statusCode: Int
    /// The `Content-Type` received.
    public let contentType: String?
    /// The media type the request asked for in its `Accept` header (`text/event-stream`).
    public let expected: String
    /// The response header fields.
    public let headers: [String: String]
    /// The body, read up to 1 MiB.
    public let body: Data
    /// The body decoded as the route's `Response`, when the route documents one (an operation
    /// that answers JSON or a stream) and the body decodes.
    public let decodedBody: (any Sendable)?

    /// The decoded body as `type`, or `nil` when it is absent or another type.
    public func decodedBody<Body>(as type: Body.Type) -> Body? {
        decodedBody as? Body
    }

    public var description: String {
        let preview = String(decoding: body.prefix(200), as: UTF8.self)
        return "expected a stream (\(expected)), received \(contentType ?? "no content type")"
            + (preview.isEmpty ? "" : ": \(preview)")
    }
}

/// A success response whose body did not decode into the route's response type.
public struct DecodingFailure: Sendable, CustomStringConvertible {
    /// The type that was expected.
    public let type: String
    /// Where in the body decoding failed, as a dotted path (`items.3.dueDate`).
    public let codingPath: String
    /// What was wrong there.
    public let reason: String
    /// The raw body.
    public let body: Data

    public var description: String {
        "could not decode \(type)" + (codingPath.isEmpty ? "" : " at \(codingPath)") + ": \(reason)"
    }
}
