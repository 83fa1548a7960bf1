/// OpenAPI 3.2's `multipart/mixed` response of items: a stream whose every part is an element
/// (RouteKit's `StreamFormat.multipartMixed`).
extension OperationTranslator {
    /// The element of a `multipart/mixed` stream: the `itemSchema`'s type when its parts are JSON
    /// — `itemEncoding`'s `contentType`, by default `application/json` for a schema that is not a
    /// string — else each part's bytes, `Data`; `JSONValue` without an `itemSchema`.
    ///
    /// One element type is the common case: `prefixEncoding`, which gives the first parts media
    /// types of their own, is left out with a warning, and every part is read as `itemEncoding`
    /// says.
    mutating func partsElement(of media: YAMLNode, hint: TypeNameHint, schemas: inout SchemaTranslator)
        -> TypeExpression
    {
        if let prefix = media.mapping?.first(where: { $0.key.isScalar("prefixEncoding") }) {
            schemas.log.warn(
                .multipartResponses,
                "prefixEncoding, the media types of the first parts, is left out: every part is read as itemEncoding and itemSchema say",
                at: prefix.key.location)
        }
        let itemSchema = media.mapping?.first { $0.key.isScalar("itemSchema") }
        let contentType = media.value(forKey: "itemEncoding")?.value(forKey: "contentType")
        let json: Bool
        if let written = contentType?.scalar?.value {
            json = written.split(separator: ",").allSatisfy { MediaType(String($0)) == .json }
        } else {
            json = itemSchema?.value.value(forKey: "type")?.scalar?.value != "string"
        }
        guard json else {
            schemas.log.warn(
                .multipartResponses,
                "the parts of the multipart/mixed response are not JSON (\(contentType?.scalar?.value ?? "a string itemSchema's text/plain")): each element is a part's bytes, Data",
                at: contentType?.location ?? itemSchema?.key.location ?? media.location)
            return .named(Located("Data", at: media.location))
        }
        guard let itemSchema else { return .named(Located(BuiltinName.json, at: media.location)) }
        return schemas.type(of: itemSchema.value, hint: hint).type
    }
}
