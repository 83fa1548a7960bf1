/// How a route's property travels in the request: as a parameter, or as the body. The client's
/// statement that sends it and the generated server's expression that reads it back are both
/// spelled from this one value in the render stage (`Render/PropertySpelling`).
package enum RequestCoding: Sendable, Hashable {
    /// A parameter, sent as `encoding` says and read back by the server as `read` says.
    case parameter(ParameterEncoding, read: ParameterRead)
    /// The route's body, sent and read as `encoding` says.
    case body(BodyEncoding)
}

/// What the server reads a parameter back as, beside its ``ParameterEncoding``.
package struct ParameterRead: Sendable, Hashable {
    /// The type it is decoded as, spelled outside the namespace: the element's for text, which
    /// is read item by item, the whole value's for JSON and deepObject.
    package var decodedType: String
    /// Whether text is read as several items (an array).
    package var isArray: Bool
    /// What a missing value is called in the `400` answer (`query parameter page`), for a
    /// required parameter; `nil` for one that may be left out.
    package var requiredAs: String?
}
