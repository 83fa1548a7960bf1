/// A request body of items (OpenAPI 3.2's `itemSchema` on a sequential media type, or
/// `x-routegen-stream-element` before 3.2): `body: lines T` or `body: sequence T`.
extension OperationTranslator {
    /// Makes the route's body the items `media` describes, when it is JSON Lines or a JSON text
    /// sequence with an `itemSchema` (or the extension, which replaces it), and says whether it
    /// did. Items of any other media type (an event stream, `multipart/mixed`) are reported at
    /// their key and left to the caller, which sends the body whole.
    mutating func translateItems(
        _ mediaType: Located<String>, media: YAMLNode, schemas: inout SchemaTranslator
    ) -> Bool {
        let item = Self.itemKey(of: media)
        let override = media.mapping?.first { $0.key.isScalar(RouteGenExtension.streamElement.name) }
        let framing = RouteSpec.ItemFraming.allCases.first { $0.isSent(as: mediaType.value) }
        let itemSchema = media.mapping?.first { $0.key.isScalar("itemSchema") }
        guard let framing, let elementSchema = override?.value ?? itemSchema?.value else {
            if let described = item ?? override {
                schemas.log.warn(
                    .requestBodies,
                    "a request body of items is generated for JSON Lines and JSON text sequences with an itemSchema: this \(mediaType.value) body is sent whole, from its schema or as the bytes the caller gives",
                    at: described.key.location)
            }
            return false
        }
        for pair in media.mapping ?? [] where pair.key.isScalar("itemEncoding") || pair.key.isScalar("prefixEncoding") {
            schemas.log.warn(
                .requestBodies,
                "\(pair.key.scalar?.value ?? "") describes the parts of a multipart body: on a \(mediaType.value) body it is left out",
                at: pair.key.location)
        }
        let element = schemas.type(of: elementSchema, hint: TypeNameHint("RequestItem", in: routeType)).type
        route.body = .items(framing, element: element, at: media.location)
        if RequestBodyVariants.essence(mediaType.value) != framing.mediaType {
            if let problem = HeaderValue.problem(mediaType.value, what: "the content type") {
                schemas.log.error(problem, at: mediaType.location)
            } else {
                route.contentType = mediaType.value
            }
        }
        return true
    }
}
