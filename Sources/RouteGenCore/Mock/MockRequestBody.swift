/// The body a mocked operation takes, and how the mock server checks it.
package struct MockRequestBody: Sendable {
    /// What the body is.
    package enum Kind: Sendable {
        /// JSON of the route's body type (or of the fields declared in place), checked against it.
        case json(MockBodyCheck)
        /// Bytes of ``MockRequestBody/mediaType``.
        case raw
        /// `application/x-www-form-urlencoded` fields.
        case form([MockParameter])
        /// `multipart/form-data` parts.
        case multipart([MockParameter])
        /// Items framed as JSON Lines or a JSON text sequence, each checked against the element type.
        case items(RouteSpec.ItemFraming, element: MockBodyCheck)
    }

    /// What the body is.
    package var kind: Kind
    /// The media type the generated client labels it with: the route's `contentType:`, else
    /// its kind's.
    package var mediaType: String
    /// Whether the request may leave it out (`Data?`, an optional JSON body).
    package var isOptional: Bool
}
