/// The request body: JSON, form fields, multipart parts or raw bytes, by the most structured
/// media type the operation accepts.
extension OperationTranslator {
    /// Sets the route's body from `requestBody`; one the document does not require (`required`
    /// is `false` unless written) is optional (``makeBodyOptional(_:schemas:)``).
    mutating func translateRequestBody(_ requestBody: YAMLNode?, schemas: inout SchemaTranslator) {
        guard let requestBody, let (body, componentName) = schemas.dereference(requestBody) else { return }
        defer {
            if body.value(forKey: "required")?.scalar?.value != "true" {
                makeBodyOptional(at: body.value(forKey: "content")?.location ?? requestBody.location, schemas: &schemas)
            }
        }
        MediaType.reportKeysThatAreNoMediaTypes(in: body.value(forKey: "content"), log: &schemas.log)
        let content = body.value(forKey: "content")
        let sent = operation.bodyMediaType.flatMap { name in content?.mapping?.first { $0.key.scalar?.value == name } }
        guard
            let (mediaType, kind, media, typeLocation) = sent.map({
                ($0.key.scalar?.value ?? "", MediaType($0.key.scalar?.value ?? ""), $0.value, $0.key.location)
            })
                ?? MediaType.preferred(in: content)
        else {
            schemas.log.warn(
                .requestBodies, "a request body without content cannot be expressed: it is left out",
                at: requestBody.location)
            return
        }
        if translateItems(Located(mediaType, at: typeLocation), media: media, schemas: &schemas) { return }
        route.bodyExamples = schemas.objectExamples(media)
        let hint = componentName.map { TypeNameHint($0) } ?? TypeNameHint("RequestBody", in: routeType)
        let schema = media.value(forKey: "schema")
        switch kind {
        case .json:
            if ExportHints.isSet(ExportHints.inlineBody, in: body), let schema,
                let fields = inlineBodyFields(schema, schemas: &schemas)
            {
                route.body = .inlineObject(fields, at: media.location)
                setJSONContentType(Located(mediaType, at: typeLocation), at: media.location, schemas: &schemas)
                return
            }
            let type =
                schema.map { schemas.type(of: $0, hint: hint).type }
                ?? .named(Located(BuiltinName.json, at: media.location))
            if case .named(let name) = type, name.value == "Data" {
                setRawBody(contentType: Located(mediaType, at: typeLocation), at: media.location, schemas: &schemas)
                return
            }
            route.body = .json(type)
            setJSONContentType(Located(mediaType, at: typeLocation), at: media.location, schemas: &schemas)
        case .form, .multipart:
            guard let schema,
                let fields = bodyFields(
                    schema, isForm: kind == .form, encoding: media.value(forKey: "encoding"), schemas: &schemas)
            else {
                // A body of items is reported above.
                if Self.itemKey(of: media) == nil {
                    schemas.log.warn(
                        .requestBodies, "a \(mediaType) body needs an object schema: it is sent as raw bytes",
                        at: media.location)
                }
                setRawBody(contentType: Located(mediaType, at: typeLocation), at: media.location, schemas: &schemas)
                return
            }
            route.body = kind == .form ? .form(fields, at: media.location) : .multipart(fields, at: media.location)
        case .text, .binary:
            setRawBody(contentType: Located(mediaType, at: typeLocation), at: media.location, schemas: &schemas)
        }
    }

    /// Makes the route's body one the caller may leave out, as a `requestBody` without
    /// `required: true` is: a JSON body `T?`, raw bytes `Data?`, each sent only when set. Form
    /// and multipart fields are optional one by one already; where some are required, or the
    /// body is an inline one, the body stays required, with a warning at `location`.
    private mutating func makeBodyOptional(at location: SourceLocation, schemas: inout SchemaTranslator) {
        switch route.body {
        case nil:
            break
        case .json(let type)?:
            if case .optional = type { break }
            route.body = .json(.optional(type))
        case .raw(let at, _)?:
            route.body = .raw(at: at, isOptional: true)
        case .items?:
            // An empty list is an empty body: a body of items left out is one of no items.
            break
        case .form(let fields, _)?, .multipart(let fields, _)?:
            let hasRequiredFields = fields.contains { field in
                if case .optional = field.type { return false }
                return field.defaultValue == nil
            }
            guard hasRequiredFields else { break }
            // One text for every such body, so a document that has many reads as one line.
            schemas.log.warn(
                .requestBodies,
                "an optional form or multipart body with required fields is generated as a required body",
                at: location)
        case .inlineObject?:
            schemas.log.warn(
                .requestBodies, "an optional inline request body is generated as a required one", at: location)
        }
    }

    /// The fields of a JSON body that `x-routegen-inline-body` marks as the route's own
    /// (`body: { … }` in the spec format): an inline object schema's properties, optional
    /// unless required; `nil` for a reference or any other schema, which is translated as usual.
    private mutating func inlineBodyFields(_ schema: YAMLNode, schemas: inout SchemaTranslator) -> [FieldSpec]? {
        guard schema.value(forKey: "$ref") == nil else { return nil }
        let object = SchemaNode(schema)
        guard case .object = schemas.shape(of: object) else { return nil }
        return schemas.objectFields(object, model: routeType)
    }

    /// `type` with its `Data` (alone, optional or in an array) made `FilePart`, or `nil` when
    /// it holds no bytes.
    private static func filePart(replacingDataIn type: TypeExpression) -> TypeExpression? {
        switch type {
        case .named(let name) where name.value == "Data": .named(Located("FilePart", at: name.location))
        case .optional(let wrapped): filePart(replacingDataIn: wrapped).map(TypeExpression.optional)
        case .array(let element): filePart(replacingDataIn: element).map(TypeExpression.array)
        default: nil
        }
    }

    /// The fields of every object of a union, each once (the first member's where two declare
    /// it), all optional: a form or multipart body has no way to say which object it is, so the
    /// caller sets the fields of one.
    private mutating func unionBodyFields(_ members: [YAMLNode], model: String, schemas: inout SchemaTranslator)
        -> [FieldSpec]
    {
        var fields: [FieldSpec] = []
        var wireNames: Set<String> = []
        for member in members {
            guard let (node, component) = schemas.dereference(member) else { continue }
            for var field in schemas.objectFields(SchemaNode(node), model: component ?? model, nestsTypes: false)
            where wireNames.insert(field.key ?? field.name.value).inserted {
                switch field.type {
                case .optional, .nullable: break
                default: if field.defaultValue == nil { field.type = .optional(field.type) }
                }
                fields.append(field)
            }
        }
        return fields
    }

    /// An `encoding` entry's `contentType` when it names one media type that can be sent as
    /// it is; a list (`image/png, image/jpeg`) leaves the choice to the caller's `FilePart`.
    private static func singleContentType(_ node: YAMLNode?) -> Located<String>? {
        guard let node, let text = node.scalar?.value, !text.contains(","), !text.contains("*"),
            HeaderValue.problem(text, what: "the content type") == nil
        else { return nil }
        return Located(text, at: node.location)
    }

    /// Labels a JSON body with `mediaType` when it is not `application/json`
    /// (`application/merge-patch+json`): servers that check answer `415` to any other type. A
    /// range (`application/*+json`) cannot be sent as it is: `application/json` is (reported).
    private mutating func setJSONContentType(
        _ mediaType: Located<String>, at location: SourceLocation, schemas: inout SchemaTranslator
    ) {
        guard RequestBodyVariants.essence(mediaType.value) != "application/json" else { return }
        if mediaType.value.contains("*") {
            schemas.log.warn(
                .jsonMediaType, "a JSON body is sent as application/json, not as the declared media type", at: location)
        } else if let problem = HeaderValue.problem(mediaType.value, what: "the content type") {
            schemas.log.error(problem, at: mediaType.location)
        } else {
            route.contentType = mediaType.value
        }
    }

    /// A raw body sent with `contentType`, the media type as written, which becomes the
    /// `Content-Type` header's value; one that could end the header line is an error.
    private mutating func setRawBody(
        contentType: Located<String>, at location: SourceLocation, schemas: inout SchemaTranslator
    ) {
        if let problem = HeaderValue.problem(contentType.value, what: "the content type") {
            schemas.log.error(problem, at: contentType.location)
        }
        route.body = .raw(at: location)
        route.contentType = contentType.value == "application/octet-stream" ? nil : contentType.value
    }

    /// The fields of a form or multipart body: the object's properties, renamed where they
    /// meet another parameter's name. A form field must be a scalar, a string enum or an array
    /// of them; anything else becomes a `String` holding the encoded value (reported). A
    /// multipart file is a `FilePart`, whose caller names and types it, sent with the one
    /// content type its `encoding` gives, if any. The models of the fields' inline schemas are
    /// nested in the route; those of a component schema's are named after the component, as
    /// the component is no type of its own here.
    private mutating func bodyFields(
        _ schema: YAMLNode, isForm: Bool, encoding: YAMLNode?, schemas: inout SchemaTranslator
    ) -> [FieldSpec]? {
        guard let (resolved, name) = schemas.dereference(schema) else { return nil }
        let object = SchemaNode(resolved)
        let fields: [FieldSpec]
        switch schemas.shape(of: object) {
        case .object, .merged:
            fields = schemas.objectFields(object, model: name ?? routeType, nestsTypes: name == nil)
        case .union(let members) where members.allSatisfy({ schemas.isObjectLike($0) }):
            fields = unionBodyFields(members, model: name ?? routeType, schemas: &schemas)
            schemas.log.warn(
                .requestBodies,
                "a form or multipart body of one of several objects is generated with the fields of each, all optional: set those of one",
                at: schema.location)
        default:
            return nil
        }
        return fields.map { field in
            var field = field
            // A form field or a part is sent or not: null has no form there.
            if case .nullable(let wrapped) = field.type { field.type = .optional(wrapped) }
            let wireName = field.key ?? field.name.value
            let name = parameterNames.claim(field.name.value, alternative: field.name.value + "Field")
            if name != field.name.value {
                field.name.value = name
                field.key = wireName
            }
            if isForm {
                let core: TypeExpression
                if case .optional(let inner) = field.type { core = inner } else { core = field.type }
                let element: TypeExpression
                if case .array(let inner) = core { element = inner } else { element = core }
                if !isScalar(element, schemas: &schemas) {
                    schemas.log.warn(
                        .parameterTypes,
                        "the form field \"\(wireName)\" has type \(core), which a form field cannot hold: it is generated as a String holding the encoded value",
                        at: field.name.location)
                    let string = TypeExpression.named(Located("String", at: field.name.location))
                    field.type = field.type == core ? string : .optional(string)
                    field.defaultValue = nil
                }
            } else if let filePart = Self.filePart(replacingDataIn: field.type) {
                // `x-routegen-data` keeps a part of bytes `Data`: it is sent as a file part is.
                let property = object.properties.first { $0.key.scalar?.value == wireName }?.value
                if !ExportHints.isSet(ExportHints.data, in: property) { field.type = filePart }
                field.contentType = Self.singleContentType(
                    encoding?.value(forKey: wireName)?.value(forKey: "contentType"))
            }
            return field
        }
    }
}
