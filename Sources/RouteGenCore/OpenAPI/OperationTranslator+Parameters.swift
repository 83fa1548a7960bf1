/// Parameters: path, query and header parameters with their types, defaults and query styles
/// (the querystring parameter: OperationTranslator+QueryString.swift).
extension OperationTranslator {
    /// A parameter as declared: references followed, path-level ones merged with the
    /// operation's.
    struct Parameter {
        /// `name`, the wire name.
        var name: String
        /// `in`: `path`, `query`, `querystring`, `header` or `cookie`.
        var place: String
        /// The parameter object.
        var node: YAMLNode
        /// Where the parameter is declared.
        var location: SourceLocation
        /// The component name of a referenced parameter, which names its inline schemas.
        var componentName: String?
    }

    /// The operation's parameters: the path item's, each replaced by the operation's
    /// parameter of the same name and place, then the operation's other ones.
    mutating func parameters(schemas: inout SchemaTranslator) -> [Parameter] {
        var result: [Parameter] = []
        let declared = operation.sharedParameters + (operation.node.value(forKey: "parameters")?.sequence ?? [])
        for node in declared {
            guard let (resolved, componentName) = schemas.dereference(node) else { continue }
            guard let name = resolved.value(forKey: "name")?.scalar?.value,
                let place = resolved.value(forKey: "in")?.scalar?.value
            else {
                schemas.log.warn(.malformed, "a parameter needs \"name\" and \"in\": it is left out", at: node.location)
                continue
            }
            let parameter = Parameter(
                name: name, place: place, node: resolved, location: node.location, componentName: componentName)
            if let index = result.firstIndex(where: { $0.name == name && $0.place == place }) {
                result[index] = parameter
            } else {
                result.append(parameter)
            }
        }
        return result
    }

    /// A path parameter's field: a scalar or string enum, never optional.
    mutating func pathParameter(_ parameter: Parameter, schemas: inout SchemaTranslator) -> FieldSpec {
        let name = claimName(of: parameter, schemas: &schemas) ?? parameterNames.claim(parameter.name)
        var schemaType = self.schemaType(of: parameter, schemas: &schemas)
        schemaType.replaceByList(listEquivalent(of: schemaType.type, schemas: &schemas))
        // An array is one segment of its elements joined by commas (style `simple`).
        let element: TypeExpression = if case .array(let inner) = schemaType.type { inner } else { schemaType.type }
        if !isScalar(element, schemas: &schemas) {
            schemas.log.warn(
                .parameterTypes,
                "the path parameter \"\(parameter.name)\" has type \(schemaType.type), but a path segment holds scalars: it is generated as a String",
                at: parameter.location)
            schemaType = .named("String", at: parameter.node.location)
        }
        if let style = parameter.node.value(forKey: "style")?.scalar?.value, style != "simple" {
            schemas.log.warn(
                .parameterStyles,
                "the path parameter style \"\(style)\" cannot be expressed: the value is sent as a plain segment",
                at: parameter.location)
        }
        let doc = parameter.node.value(forKey: "description")?.scalar?.value ?? schemaType.doc
        var field = FieldSpec(name: Located(name, at: parameter.location), type: schemaType.type, doc: doc)
        field.deprecated = ExportHints.deprecation(of: parameter.node)
        return field
    }

    /// Adds a query or header parameter; reports cookie parameters and skips the headers
    /// OpenAPI says to ignore (`Accept`, `Content-Type`, `Authorization`). A header name that
    /// is not an HTTP token is an error: it would reach the wire as written (``HeaderName``).
    mutating func translateParameter(_ parameter: Parameter, schemas: inout SchemaTranslator) {
        switch parameter.place {
        case "query":
            route.query.append(
                withExamples(queryParameter(parameter, schemas: &schemas), of: parameter, schemas: &schemas))
        case "header":
            guard !["accept", "content-type", "authorization"].contains(parameter.name.lowercased()) else { return }
            if let problem = HeaderName.problem(parameter.name) {
                schemas.log.error(problem, at: parameter.node.value(forKey: "name")?.location ?? parameter.location)
                return
            }
            route.headers.append(
                withExamples(headerParameter(parameter, schemas: &schemas), of: parameter, schemas: &schemas))
        case "cookie":
            schemas.log.warn(
                .cookieParameters, "cookie parameters cannot be expressed: they are left out", at: parameter.location)
        default:
            schemas.log.warn(
                .malformed, "unknown parameter location \"\(parameter.place)\": the parameter is left out",
                at: parameter.location)
        }
    }

    /// `field` with the examples of `parameter`: its own, else those of its inline schema.
    func withExamples(_ field: FieldSpec, of parameter: Parameter, schemas: inout SchemaTranslator) -> FieldSpec {
        var field = field
        field.examples = schemas.objectExamples(parameter.node)
        if field.examples.isEmpty, let schema = parameter.node.value(forKey: "schema"), !schemas.declaresModel(schema) {
            field.examples = schemas.schemaExamples(schema)
        }
        return field
    }

    private mutating func queryParameter(_ parameter: Parameter, schemas: inout SchemaTranslator) -> FieldSpec {
        if let json = jsonParameter(parameter, alternative: parameter.name + "Query", schemas: &schemas) { return json }
        var schemaType = self.schemaType(of: parameter, schemas: &schemas)
        let node = parameter.node
        let style = node.value(forKey: "style")?.scalar?.value ?? "form"
        if style != "deepObject" { schemaType.replaceByList(listEquivalent(of: schemaType.type, schemas: &schemas)) }
        let explode = node.value(forKey: "explode")?.scalar.map { $0.value == "true" } ?? (style == "form")
        var parameterStyle: ParameterStyle?
        switch schemaType.type {
        case .array(let element) where isScalar(element, schemas: &schemas):
            switch (style, explode) {
            case ("form", true), ("spaceDelimited", true), ("pipeDelimited", true): parameterStyle = nil
            case ("form", false): parameterStyle = .form(explode: false)
            case ("spaceDelimited", false): parameterStyle = .spaceDelimited
            case ("pipeDelimited", false): parameterStyle = .pipeDelimited
            default:
                schemas.log.warn(
                    .parameterStyles,
                    "the query style \"\(style)\" cannot be expressed for an array: the items are sent as repeated query items",
                    at: parameter.location)
            }
        case .named(let name) where style == "deepObject" && schemas.isStruct(named: name.value):
            parameterStyle = .deepObject
        case .dictionary(let value) where style == "deepObject" && isScalar(value, schemas: &schemas):
            parameterStyle = .deepObject
        case let type where isScalar(type, schemas: &schemas):
            break
        default:
            schemas.log.warn(
                .parameterTypes,
                "the query parameter \"\(parameter.name)\" has type \(schemaType.type), which a query item cannot hold in style \"\(style)\": it is generated as a String holding the encoded value",
                at: parameter.location)
            schemaType = .named("String", at: node.location)
        }
        var field = optionalField(
            parameter, schemaType: schemaType, alternative: parameter.name + "Query", schemas: &schemas)
        field.style = parameterStyle
        return field
    }

    private mutating func headerParameter(_ parameter: Parameter, schemas: inout SchemaTranslator) -> FieldSpec {
        if let json = jsonParameter(parameter, alternative: parameter.name + "Header", schemas: &schemas) {
            return json
        }
        var schemaType = self.schemaType(of: parameter, schemas: &schemas)
        schemaType.replaceByList(listEquivalent(of: schemaType.type, schemas: &schemas))
        let element: TypeExpression
        if case .array(let inner) = schemaType.type { element = inner } else { element = schemaType.type }
        if !isScalar(element, schemas: &schemas) {
            schemas.log.warn(
                .parameterTypes,
                "the header \"\(parameter.name)\" has type \(schemaType.type), which a header cannot hold: it is generated as a String holding the encoded value",
                at: parameter.location)
            schemaType = .named("String", at: parameter.node.location)
        }
        return optionalField(
            parameter, schemaType: schemaType, alternative: parameter.name + "Header", schemas: &schemas)
    }

    /// The field of a query parameter or header described by `content` of a JSON media type
    /// (`content: { application/json: { schema: … } }`): the schema's type, sent as JSON text
    /// (`contentType:`); `nil` for one described by `schema`, or by another media type.
    private mutating func jsonParameter(_ parameter: Parameter, alternative: String, schemas: inout SchemaTranslator)
        -> FieldSpec?
    {
        guard parameter.node.value(forKey: "schema") == nil,
            let (mediaType, kind, media, location) = MediaType.preferred(in: parameter.node.value(forKey: "content")),
            kind == .json, let schema = media.value(forKey: "schema")
        else { return nil }
        let chosen = SwiftNameOverride.value(in: parameter.node)?.value ?? Self.wireNameWords(parameter.name)
        let hint = parameter.componentName.map { TypeNameHint($0) } ?? TypeNameHint(chosen, in: routeType)
        var field = optionalField(
            parameter, schemaType: schemas.type(of: schema, hint: hint), alternative: alternative, schemas: &schemas)
        field.contentType = Located(mediaType, at: location)
        return field
    }

    /// The name the parameter's `x-swift-name` chooses, claimed (an error when another parameter
    /// has it); `nil` without one.
    private mutating func claimName(of parameter: Parameter, schemas: inout SchemaTranslator) -> String? {
        guard let override = SwiftNameOverride.value(in: parameter.node) else { return nil }
        let name = parameterNames.claim(override.value)
        if name != SwiftNames.memberName(override.value) {
            schemas.log.error(
                SwiftNameOverride.collision(
                    override, becomes: SwiftNames.memberName(override.value), what: "parameter"), at: override.location)
        }
        return name
    }

    /// The field of a query or header parameter: optional unless required, non-optional with a
    /// valid default.
    mutating func optionalField(
        _ parameter: Parameter, schemaType: SchemaType, alternative: String,
        schemas: inout SchemaTranslator
    ) -> FieldSpec {
        let name =
            claimName(of: parameter, schemas: &schemas)
            ?? parameterNames.claim(Self.wireNameWords(parameter.name), alternative: Self.wireNameWords(alternative))
        var defaultValue: DefaultValue?
        if let node = schemaType.defaultNode { defaultValue = schemas.defaultValue(node, for: schemaType) }
        let required = parameter.node.value(forKey: "required")?.scalar?.value == "true"
        let type: TypeExpression = required || defaultValue != nil ? schemaType.type : .optional(schemaType.type)
        var field = FieldSpec(
            name: Located(name, at: parameter.location),
            type: type,
            defaultValue: defaultValue,
            doc: parameter.node.value(forKey: "description")?.scalar?.value ?? schemaType.doc,
            key: name == parameter.name ? nil : parameter.name)
        field.deprecated = ExportHints.deprecation(of: parameter.node)
        return field
    }

    /// The type of a parameter's `schema`; a parameter described by `content` of another media
    /// type than JSON (``jsonParameter(_:alternative:schemas:)``), or a path parameter described
    /// by `content`, is a `String` holding that text.
    private mutating func schemaType(of parameter: Parameter, schemas: inout SchemaTranslator) -> SchemaType {
        if let schema = parameter.node.value(forKey: "schema") {
            let chosen = SwiftNameOverride.value(in: parameter.node)?.value ?? Self.wireNameWords(parameter.name)
            let hint = parameter.componentName.map { TypeNameHint($0) } ?? TypeNameHint(chosen, in: routeType)
            return schemas.type(of: schema, hint: hint)
        }
        if parameter.node.value(forKey: "content") != nil {
            schemas.log.warn(
                .parameterContent,
                "a parameter described by \"content\" is generated as a String: pass the encoded value",
                at: parameter.location)
        } else {
            schemas.log.warn(
                .parameterTypes, "the parameter \"\(parameter.name)\" has no schema: it is generated as a String",
                at: parameter.location)
        }
        return .named("String", at: parameter.location)
    }

    /// Whether a value of `type` is one path segment, query item or header value: a built-in
    /// scalar other than `Data`, an enum, or a union of those, which is sent as the value it
    /// holds (the model stage's `TypeResolver.isScalarUnion`).
    func isScalar(_ type: TypeExpression, schemas: inout SchemaTranslator) -> Bool {
        guard case .named(let name) = type else { return false }
        if Self.isPlainScalar(name.value, schemas: &schemas) { return true }
        guard let variants = schemas.unionVariantTypes(ofModel: name.value) else { return false }
        return variants.allSatisfy { variant in
            guard case .named(let name) = variant else { return false }
            return Self.isPlainScalar(name.value, schemas: &schemas)
        }
    }

    /// Whether the type `name` is a built-in scalar other than `Data`, or an enum.
    private static func isPlainScalar(_ name: String, schemas: inout SchemaTranslator) -> Bool {
        scalarTypes.contains(name) || schemas.enumValues(ofModel: name) != nil
    }

    /// `[X]` for a union of a scalar `X` and arrays of it (`oneOf: [X, { type: array, items: X }]`,
    /// "one or several"), which a query item or header sends as it sends `[X]`: a single value is
    /// the array of one. `nil` for any other type.
    func listEquivalent(of type: TypeExpression, schemas: inout SchemaTranslator) -> TypeExpression? {
        guard case .named(let name) = type, let variants = schemas.unionVariantTypes(ofModel: name.value) else {
            return nil
        }
        var element: TypeExpression?
        for case .array(let inner) in variants where element == nil { element = inner }
        guard let element, isScalar(element, schemas: &schemas),
            variants.allSatisfy({ $0.description == element.description || $0.description == "[\(element)]" })
        else { return nil }
        return .array(element)
    }

    private static let scalarTypes: Set<String> = [
        "String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Date", "CalendarDate", "UUID", "URL",
    ]

    /// A parameter name with comparison operators spelled out, so `StartTime<` and
    /// `StartTime>` become `startTimeBefore` and `startTimeAfter` rather than two `startTime`s.
    static func wireNameWords(_ name: String) -> String {
        guard name.contains("<") || name.contains(">") else { return name }
        return name.replacing("<", with: " Before").replacing(">", with: " After")
    }
}
