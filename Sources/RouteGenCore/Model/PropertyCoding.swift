/// How a property is read and written by the struct that holds it: a field of a model's JSON
/// object, the keys a model does not declare, a response header field, or nothing.
///
/// The model says which, and the render stage spells the statements from it
/// (`Render/PropertySpelling`), so no Swift text of `init(from:)` or `encode(to:)` is built
/// while the model is, and the names a statement must not shadow are known in one place.
package enum PropertyCoding: Sendable, Hashable {
    /// Not coded by its struct: a route's body, which travels in the request. (A route's
    /// parameters keep the coding of a JSON field, which templates may read.)
    case none
    /// The field of the JSON object under the property's key.
    case jsonField(JSONFieldPresence)
    /// The field under the property's key, which holds the property's fixed value: written by
    /// encoding, checked by decoding, stored nowhere (``InlineConstants``).
    case jsonConstant
    /// Every key of the JSON object but `declaredKeys` (the other fields' keys, unquoted),
    /// decoded and encoded whole.
    case additionalProperties(declaredKeys: [String])
    /// The response header field the property's key names, which must be there and well formed.
    case requiredHeaderField
    /// The response header field the property's key names, read when present; when absent,
    /// `default` (a value of the property's type), or `nil` without one.
    case headerFieldIfPresent(default: LiteralValue?)
}

/// Whether a JSON field must be there, may be missing, or may be missing or `null` as distinct
/// values (`Nullable`).
package enum JSONFieldPresence: Sendable, Hashable {
    /// Decoding fails without it; it is always encoded.
    case required
    /// A missing field (or `null`) decodes as `nil`; `nil` is not encoded.
    case ifPresent
    /// A missing field decodes as `nil` and `null` as `.null` (`Nullable`); `nil` is not encoded.
    case nullable
}
