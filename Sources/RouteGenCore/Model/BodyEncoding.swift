/// How a route's JSON or raw body travels, as the spec describes it: the client's statement that
/// sends it and the generated server's expression that reads it back are spelled from this one
/// value and the body property's type, which says what is sent and whether it may be left out
/// (Render/BodySpelling.swift), as ``ParameterEncoding`` is for parameters (a form or multipart
/// body is its fields').
package enum BodyEncoding: Sendable, Hashable {
    /// JSON, under the route's own JSON media type when it names one
    /// (`application/merge-patch+json`), else `application/json`.
    case json(mediaType: String?)
    /// Bytes (`BinaryBody`) of the media type.
    case raw(mediaType: String)
    /// Items (the body is an array of them), each a JSON text framed as `framing`, under the
    /// route's own name of its media type when it gives one (`application/x-ndjson`). An empty
    /// list is an empty body, so the body is never optional.
    case items(framing: RouteSpec.ItemFraming, mediaType: String?)
}

/// A body of fields, each a property of the route sent as a ``ParameterEncoding`` says: the
/// generated server reads the body once, then each field from it (Render/BodySpelling.swift).
package enum FieldsBody: Sendable, Hashable {
    /// `application/x-www-form-urlencoded`.
    case form
    /// `multipart/form-data`.
    case multipart
}
