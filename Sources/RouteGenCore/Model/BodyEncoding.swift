/// How a route's JSON or raw body travels, as the spec describes it: the client's statement that
/// sends it and the generated server's expression that reads it back are spelled from this one
/// value (Render/BodySpelling.swift), as ``ParameterEncoding`` is for parameters (a form or
/// multipart body is its fields').
package enum BodyEncoding: Sendable, Hashable {
    /// JSON of `type` (spelled outside the namespace), under the route's own JSON media type
    /// when it names one (`application/merge-patch+json`), else `application/json`.
    case json(type: String, mediaType: String?, isOptional: Bool)
    /// Bytes (`BinaryBody`) of the media type.
    case raw(mediaType: String, isOptional: Bool)
    /// Items of the `element` type (spelled outside the namespace), each a JSON text framed as
    /// `framing`, under the route's own name of its media type when it gives one
    /// (`application/x-ndjson`). An empty list is an empty body, so the body is never optional.
    case items(element: String, framing: RouteSpec.ItemFraming, mediaType: String?)
}
