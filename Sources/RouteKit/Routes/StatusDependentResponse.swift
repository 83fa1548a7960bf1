/// A route's response whose body type depends on the success status: what a generated
/// `enum Response { case ok(Incident), created(IncidentCreated), noContent }` conforms to when
/// the API documents several success statuses with different bodies.
///
/// The router sees the conformance and hands the status and the body to
/// ``init(status:body:)`` instead of decoding one type, so the caller switches over the cases
/// and never guesses which body arrived. A success status the enum does not document fails with
/// ``RouteError/unacceptableStatus(route:_:)`` (``SuccessBody/undocumentedStatus()``): there
/// is no case to hold it.
public protocol StatusDependentResponse: Decodable, Sendable {
    /// The case for `status`, its payload decoded from `body`.
    init(status: Int, body: SuccessBody) throws(RouteError)
}

extension StatusDependentResponse {
    /// Refuses to decode without a status: a route's ``Route/Response`` must be `Decodable`,
    /// but which case a body is depends on the status, which only the router knows, and it
    /// calls ``init(status:body:)``. Decoding it from a decoder (say, as a field of a model)
    /// fails with this explanation.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "\(Self.self) is told apart by the response status; only a router decodes it"))
    }
}
