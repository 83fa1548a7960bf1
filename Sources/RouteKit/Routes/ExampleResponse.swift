/// A response a spec documents as an example of one of its routes: the status it is written
/// under, its name, and its body as the server sends it.
///
/// Generated with `--examples` (``ExampleRoute/exampleResponses``), so an app's tests and
/// previews can be answered with what the API's authors wrote down, through the same decoding
/// as a real answer — RouteKitTesting's `StubbedRoutes.answerWithExample(_:status:named:)`.
public struct ExampleResponse: Sendable, Hashable {
    /// The status: the one the example is written under, the lowest of a range (`4XX` is `400`).
    public var status: Int
    /// The example's name (an Example object's key), or `nil` for a spec's `example:`.
    public var name: String?
    /// The body's media type; empty for an answer without a body (a `204`).
    public var contentType: String
    /// The body, as JSON text for a JSON response, else the text itself.
    public var body: String
    /// Whether RouteGen built it from the response's type because the spec documents no success
    /// example: the smallest value of the type (required fields only, an enum's first case),
    /// the same on every run; for a route without a response body, its status and nothing else.
    public var isSynthesized: Bool

    /// An example response of `status`, named `name`, with `body` of `contentType`.
    public init(status: Int, name: String? = nil, contentType: String, isSynthesized: Bool = false, body: String) {
        self.status = status
        self.name = name
        self.contentType = contentType
        self.body = body
        self.isSynthesized = isSynthesized
    }
}
