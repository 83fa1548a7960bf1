/// A documented response header field that is required but missing, or present but not of its
/// documented type. ``APIRouter/response(for:)`` reports it as ``RouteError/decodingFailed(route:_:)``
/// whose ``DecodingFailure/codingPath`` is the field's name.
public struct HeaderFieldFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field's name as the route documents it (`X-RateLimit-Remaining`).
    public let field: String
    /// What was wrong with it.
    public let reason: String

    /// A failure of `field` because of `reason`.
    public init(field: String, reason: String) {
        self.field = field
        self.reason = reason
    }

    public var description: String { "header \(field): \(reason)" }
}
