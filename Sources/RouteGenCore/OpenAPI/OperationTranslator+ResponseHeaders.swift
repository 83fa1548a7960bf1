/// Response headers: the `headers` of an operation's success responses become the route's
/// typed response header fields.
extension OperationTranslator {
    /// Adds the header fields `headers` (a response's `headers` map) documents to `collection`.
    ///
    /// `Content-Type` is left out, as OpenAPI says. A field whose schema is not a scalar, a
    /// string enum or an array of them (or that has `content` instead of a schema) is a
    /// `String` holding the field's text, with a warning. A field's `x-swift-name` names it.
    mutating func collectResponseHeaders(
        _ headers: YAMLNode?, into collection: inout ResponseHeaderCollection, schemas: inout SchemaTranslator
    ) {
        collection.responses += 1
        for pair in headers?.mapping ?? [] {
            guard let name = pair.key.scalar?.value, name.lowercased() != "content-type" else { continue }
            guard collection.required[name.lowercased()] == nil else {
                if let (header, _) = schemas.dereference(pair.value),
                    header.value(forKey: "required")?.scalar?.value == "true"
                {
                    collection.required[name.lowercased(), default: 0] += 1
                }
                continue
            }
            guard let (header, componentName) = schemas.dereference(pair.value) else { continue }
            var type: TypeExpression = .named(Located("String", at: pair.key.location))
            var doc = header.value(forKey: "description")?.scalar?.value
            var defaultValue: DefaultValue?
            if let schema = header.value(forKey: "schema") {
                let hint = componentName.map { TypeNameHint($0) } ?? TypeNameHint(name + "Header", in: routeType)
                let schemaType = schemas.type(of: schema, hint: hint)
                doc = doc ?? schemaType.doc
                let element: TypeExpression
                if case .array(let inner) = schemaType.type { element = inner } else { element = schemaType.type }
                if isScalar(element, schemas: &schemas) {
                    type = schemaType.type
                    if let node = schemaType.defaultNode { defaultValue = schemas.defaultValue(node, for: schemaType) }
                } else {
                    schemas.log.warn(
                        .responseHeaders,
                        "the response header \"\(name)\" has type \(schemaType.type), which one header field cannot hold: it is generated as a String holding the field's text",
                        at: pair.key.location)
                }
            } else if header.value(forKey: "content") != nil {
                schemas.log.warn(
                    .responseHeaders,
                    "a response header described by \"content\" is generated as a String: decode the field's text yourself",
                    at: pair.key.location)
            } else {
                schemas.log.warn(
                    .responseHeaders,
                    "the response header \"\(name)\" has no schema: it is generated as a String holding the field's text",
                    at: pair.key.location)
            }
            collection.order.append(
                (name, pair.key.location, type, doc, defaultValue, SwiftNameOverride.value(in: header)))
            collection.required[name.lowercased()] = header.value(forKey: "required")?.scalar?.value == "true" ? 1 : 0
        }
    }
}

/// The header fields the success responses of one operation document, in the order they
/// first appear: a field is required when every success response requires it; one with a
/// default is not optional, the default fills in a missing field.
struct ResponseHeaderCollection {
    /// How many success responses were read.
    var responses = 0
    /// Each field where it first appears, with its type and documentation,
    /// its schema's default, and the Swift name its `x-swift-name` chooses.
    var order:
        [(
            name: String, location: SourceLocation, type: TypeExpression, doc: String?, defaultValue: DefaultValue?,
            swiftName: Located<String>?
        )] = []
    /// How many responses require each field, by lower-cased name.
    var required: [String: Int] = [:]

    /// The route's response header fields, named uniquely in their own scope (the generated
    /// `ResponseHeaders` struct); the wire name is the field's `key` when it differs. A name
    /// `x-swift-name` chooses that another field already has is reported in `log`.
    func fields(log: inout OpenAPIDiagnostics) -> [FieldSpec] {
        var names = MemberNameAllocator()
        return order.map { header in
            let name = names.claim(header.swiftName?.value ?? header.name)
            if let override = header.swiftName, name != SwiftNames.memberName(override.value) {
                log.error(
                    SwiftNameOverride.collision(
                        override, becomes: SwiftNames.memberName(override.value), what: "response header"),
                    at: override.location)
            }
            let isRequired = required[header.name.lowercased()] == responses
            return FieldSpec(
                name: Located(name, at: header.location),
                type: isRequired || header.defaultValue != nil ? header.type : .optional(header.type),
                defaultValue: header.defaultValue,
                doc: header.doc,
                key: name == header.name ? nil : header.name)
        }
    }
}
