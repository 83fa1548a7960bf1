/// OpenAPI 3.2's `in: querystring` parameter: the whole query string as one value, described
/// by `content` of exactly one media type. It becomes the route's `querystring` field; what the
/// spec format cannot say degrades this parameter alone, with a warning where it is written.
extension OperationTranslator {
    /// Sets the route's querystring parameter from `parameter`, or leaves it out with a warning:
    /// beside query parameters (`besideQuery`) or a querystring parameter already taken, which
    /// OpenAPI forbids, without `content` or of a media type the query string cannot carry.
    mutating func translateQueryString(_ parameter: Parameter, besideQuery: Bool, schemas: inout SchemaTranslator) {
        if besideQuery {
            schemas.log.warn(
                .malformed,
                "an operation with a querystring parameter has no query parameters: the querystring parameter \"\(parameter.name)\" is left out",
                at: parameter.location)
            return
        }
        if route.querystring != nil {
            schemas.log.warn(
                .malformed,
                "an operation has at most one querystring parameter: \"\(parameter.name)\" is left out",
                at: parameter.location)
            return
        }
        guard let (mediaType, media, mediaLocation) = queryStringMedia(of: parameter, schemas: &schemas) else { return }
        guard let schema = media.value(forKey: "schema") else {
            schemas.log.warn(
                .parameterContent,
                "the querystring parameter \"\(parameter.name)\" has no schema: it is left out", at: mediaLocation)
            return
        }
        let chosen = SwiftNameOverride.value(in: parameter.node)?.value ?? Self.wireNameWords(parameter.name)
        let hint = parameter.componentName.map { TypeNameHint($0) } ?? TypeNameHint(chosen, in: routeType)
        var schemaType = schemas.type(of: schema, hint: hint)
        var contentType: Located<String>? = Located(mediaType, at: mediaLocation)
        switch MediaType(mediaType) {
        case .form:
            guard isFormObject(schemaType.type, schemas: &schemas) else {
                schemas.log.warn(
                    .parameterTypes,
                    "the querystring parameter \"\(parameter.name)\" has type \(schemaType.type), but a form-encoded query string holds an object's properties: it is left out",
                    at: schema.location)
                return
            }
            reportFormShapes(of: schemaType.type, parameter: parameter.name, at: schema.location, schemas: &schemas)
            // The spec format's default media type.
            contentType = nil
        case .json:
            break
        case .text where MediaType.essence(of: mediaType) == "text/plain":
            if !isScalar(schemaType.type, schemas: &schemas) {
                schemas.log.warn(
                    .parameterTypes,
                    "the querystring parameter \"\(parameter.name)\" has type \(schemaType.type), which text/plain cannot hold: it is generated as a String holding the encoded value",
                    at: schema.location)
                schemaType = .named("String", at: schema.location)
            }
        default:
            schemas.log.warn(
                .parameterContent,
                "a query string of \(mediaType) cannot be expressed: it is sent as application/x-www-form-urlencoded, JSON or text/plain; the querystring parameter \"\(parameter.name)\" is left out",
                at: mediaLocation)
            return
        }
        var field = optionalField(
            parameter, schemaType: schemaType, alternative: parameter.name + "Query", schemas: &schemas)
        field.contentType = contentType
        route.querystring = withExamples(field, of: parameter, schemas: &schemas)
    }

    /// The one media type of the parameter's `content`, its object and where it is written; a
    /// `schema` in its place is read as form content; `nil` after a warning when there is none.
    private func queryStringMedia(of parameter: Parameter, schemas: inout SchemaTranslator) -> (
        String, YAMLNode, SourceLocation
    )? {
        let node = parameter.node
        guard let content = node.value(forKey: "content") else {
            if let schema = node.value(forKey: "schema") {
                schemas.log.warn(
                    .parameterContent,
                    "a querystring parameter is described by \"content\", not \"schema\": the schema is read as application/x-www-form-urlencoded content",
                    at: schema.location)
                return ("application/x-www-form-urlencoded", node, schema.location)
            }
            schemas.log.warn(
                .parameterContent,
                "the querystring parameter \"\(parameter.name)\" has no \"content\": it is left out",
                at: parameter.location)
            return nil
        }
        MediaType.reportKeysThatAreNoMediaTypes(in: content, log: &schemas.log)
        let entries = (content.mapping ?? []).compactMap { pair in
            pair.key.scalar.map { ($0.value, pair.value, pair.key.location) }
        }.filter { MediaType.isMediaType($0.0) }
        guard let first = entries.first else {
            schemas.log.warn(
                .parameterContent,
                "the querystring parameter \"\(parameter.name)\" needs one media type in \"content\": it is left out",
                at: content.location)
            return nil
        }
        if entries.count > 1 {
            schemas.log.warn(
                .parameterContent,
                "a querystring parameter's \"content\" has one media type, this one \(entries.count): the first, \(first.0), is used",
                at: entries[1].2)
        }
        if let schema = node.value(forKey: "schema") {
            schemas.log.warn(
                .parameterContent, "\"schema\" beside \"content\" is ignored: \"content\" describes the query string",
                at: schema.location)
        }
        return first
    }

    /// Whether `type` is a struct model or a dictionary: what form items can hold.
    private func isFormObject(_ type: TypeExpression, schemas: inout SchemaTranslator) -> Bool {
        switch type {
        case .named(let name): schemas.isStruct(named: name.value)
        case .dictionary: true
        default: false
        }
    }

    /// Warns about each property of the struct `type` that a form item cannot hold — anything
    /// but a scalar, an enum, a union of those or an array of them — which is sent as bracketed
    /// items (`due[from]=…`, `items[][id]=…`, deepObject's convention), as OpenAPI leaves it open.
    private func reportFormShapes(
        of type: TypeExpression, parameter: String, at location: SourceLocation, schemas: inout SchemaTranslator
    ) {
        guard case .named(let name) = type else { return }
        for field in schemas.structFields(ofModel: name.value) ?? [] {
            var core = field.type
            if case .optional(let inner) = core { core = inner }
            if case .nullable(let inner) = core { core = inner }
            let element: TypeExpression = if case .array(let inner) = core { inner } else { core }
            guard !isScalar(element, schemas: &schemas) else { continue }
            schemas.log.warn(
                .parameterStyles,
                "the property \"\(field.key ?? field.name.value)\" of the querystring parameter \"\(parameter)\" has type \(core), which a form item cannot hold: it is sent as bracketed items (\(field.key ?? field.name.value)[key]=…)",
                at: field.name.location)
        }
    }
}
