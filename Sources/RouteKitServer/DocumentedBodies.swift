#if Server
/// Makers of the error bodies a spec documents, by body type, from what failed before any
/// handler ran: a `401`'s reason (``ServerRoutes/answerUnauthorized(with:)``) or a request that
/// does not decode (``ServerOptions/answerRequestErrors(with:)``). A route gets one when its spec
/// documents the maker's type for the status (its own entry or `default`).
struct DocumentedBodies<Failure>: Sendable {
    private var makers: [ObjectIdentifier: @Sendable (Failure, Int) -> any ThrownErrorResponse] = [:]

    /// Makes `Body` from a failure.
    mutating func add<Body: Encodable & Sendable>(_ make: @escaping @Sendable (Failure) -> Body) {
        makers[ObjectIdentifier(Body.self)] = { failure, status in RouteErrorResponse(status: status, make(failure)) }
    }

    /// The body of the type `type` identifies for `failure`, answered with `status`, if a maker
    /// of it was given.
    func body(of type: ObjectIdentifier, for failure: Failure, status: Int) -> (any ThrownErrorResponse)? {
        makers[type]?(failure, status)
    }
}
#endif
