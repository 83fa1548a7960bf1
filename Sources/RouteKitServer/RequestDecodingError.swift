#if Server
import Hummingbird

/// Why a request cannot become a route value: the server answers it with ``status`` and
/// ``message`` and never calls the route's handler.
///
/// Messages name the parameter and what was wrong with it, never the value sent or an
/// underlying decoder's description, so a response cannot echo back input or leak the server's
/// types.
public struct RequestDecodingError: Error, Sendable, CustomStringConvertible {
    /// `400 Bad Request`, `408 Request Timeout`, `413 Content Too Large` or `415 Unsupported Media Type`.
    public let status: HTTPResponse.Status
    /// A short sentence for the client.
    public let message: String

    /// A decoding failure answered with `status`.
    public init(status: HTTPResponse.Status, message: String) {
        self.status = status
        self.message = message
    }

    /// A parameter or body the route cannot accept: `400`.
    public static func badRequest(_ message: String) -> RequestDecodingError {
        RequestDecodingError(status: .badRequest, message: message)
    }

    /// A body larger than the server accepts: `413`.
    public static func tooLarge(limit: Int) -> RequestDecodingError {
        RequestDecodingError(status: .contentTooLarge, message: "the body is larger than \(limit) bytes")
    }

    /// A body that did not arrive within the time allowed: `408`.
    public static func timedOut(after timeout: Duration) -> RequestDecodingError {
        RequestDecodingError(
            status: .requestTimeout, message: "the body did not arrive within \(timeout.components.seconds) s")
    }

    /// A body of a media type the route does not take: `415`.
    public static func unsupportedMediaType(expected: String) -> RequestDecodingError {
        RequestDecodingError(status: .unsupportedMediaType, message: "the body must be \(expected)")
    }

    public var description: String { "\(status.code): \(message)" }
}

@_spi(RouteGen)
extension Optional {
    /// The value, or a `400` naming `what` (`query parameter limit`) when the request left a
    /// required parameter out: generated decoders call it for every parameter without a default.
    public func required(_ what: @autoclosure () -> String) throws(RequestDecodingError) -> Wrapped {
        guard let self else { throw .badRequest("\(what()) is required") }
        return self
    }
}
#endif
