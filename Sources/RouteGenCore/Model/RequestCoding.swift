/// How a route's property travels in the request: as a parameter, or as the body. The client's
/// statement that sends it and the generated server's expression that reads it back are both
/// spelled from this one value and the property's type in the render stage
/// (`Render/PropertySpelling`).
package enum RequestCoding: Sendable, Hashable {
    /// A parameter, sent as `encoding` says; `requiredAs` is what a missing value is called in
    /// the generated server's `400` answer (`query parameter page`), for a required parameter,
    /// and `nil` for one that may be left out.
    case parameter(ParameterEncoding, requiredAs: String?)
    /// The route's body, sent and read as `encoding` says.
    case body(BodyEncoding)
}
