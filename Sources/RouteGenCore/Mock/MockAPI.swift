/// What `routegen-mock` serves, built from the specs alone (``MockAPIBuilder``): every operation
/// with what a request must carry and the responses its spec documents, each with the examples
/// it answers with. Plain values, no Swift text: the mock server reads them as they are.
package struct MockAPI: Sendable {
    /// The API's name (`Taskboard`).
    package var name: String
    /// Every operation a client sends, in spec order (webhooks, which the API sends, are not
    /// among them).
    package var operations: [MockOperation]
}

/// One operation as the mock server serves it.
package struct MockOperation: Sendable {
    /// The route's name in the spec (`createTask`).
    package var name: String
    /// Where the route is written.
    package var location: SourceLocation
    /// The method as sent (`GET`, `PROPFIND`).
    package var method: String
    /// The path template, `{name}` for each placeholder, literal text percent-encoded as a URL
    /// path holds it (``RouteSpec/path``).
    package var path: String
    /// The parameters of the path, the query and the headers, in the route's order.
    package var parameters: [MockParameter]
    /// The body, if the route takes one.
    package var body: MockRequestBody?
    /// The credentials that may authenticate it, any one of them; empty for a public route.
    package var credentials: [MockCredential]
    /// Whether the route may also go without a credential (`auth: [member, none]`).
    package var credentialIsOptional: Bool
    /// The responses its spec documents, by status: the success statuses, lowest first, then the
    /// error statuses, lowest first.
    package var responses: [MockResponse]
    /// The body of `default`, which answers a status the spec does not list; `nil` without one.
    package var defaultResponse: MockResponse?
    /// The header fields a success response carries: each documented response header, with its
    /// example or a synthesized value.
    package var responseHeaders: [(name: String, value: String)]
    /// The stream, for a route whose success response is one (`stream:`).
    package var stream: MockStream?

    /// The response answered unless the request asks for another: the lowest success status.
    package var successResponse: MockResponse? { responses.first { (200...299).contains($0.status) } }
}
