/// Objects: the fields of a struct model, from its properties and those of its `allOf` members.
extension SchemaTranslator {
    /// One property as collected: its name as written, where, and its schema.
    private struct Property {
        var key: YAMLNode
        var name: String
        var schema: YAMLNode
    }

    /// The fields of the object `schema`, named `model`: its own properties and, merged in
    /// order, those of every `allOf` member; a property declared twice takes the later schema.
    /// The models of inline property schemas are nested in `model` when `nestsTypes` (a model's
    /// fields), else named with it as a prefix (a form body's fields, which no type holds).
    mutating func objectFields(_ schema: SchemaNode, model: String, nestsTypes: Bool = true) -> [FieldSpec] {
        var properties: [Property] = []
        var positions: [String: Int] = [:]
        var required: Set<String> = []
        var visited: Set<SourceLocation> = []
        collect(schema, into: &properties, positions: &positions, required: &required, visited: &visited)
        if !schema.properties.isEmpty, let alternatives = schema["oneOf"] ?? schema["anyOf"],
           alternatives.sequence?.contains(where: { !SchemaNode($0).isConstraintOnly && !SchemaNode($0).isNullOnly }) == true {
            log.warn(.oneOfBesideProperties, "\"oneOf\"/\"anyOf\" beside \"properties\" cannot be expressed: only the properties of \(model) are generated", at: alternatives.location)
        }
        var names = MemberNameAllocator()
        return properties.map { property in
            field(property, required: required.contains(property.name), model: model, nestsTypes: nestsTypes, names: &names)
        }
    }

    /// Adds the properties of `schema` and of its `allOf` members.
    private mutating func collect(_ schema: SchemaNode, into properties: inout [Property], positions: inout [String: Int],
                                  required: inout Set<String>, visited: inout Set<SourceLocation>) {
        guard visited.insert(schema.location).inserted else { return }
        for member in schema.list("allOf") {
            guard let (resolved, _) = dereference(member) else { continue }
            var memberSchema = SchemaNode(resolved)
            if case .alias(let inner) = shape(of: memberSchema), let (innerNode, _) = dereference(inner) {
                required.formUnion(memberSchema.required)
                memberSchema = SchemaNode(innerNode)
            }
            switch shape(of: memberSchema) {
            case .object, .dictionary, .merged, .any:
                collect(memberSchema, into: &properties, positions: &positions, required: &required, visited: &visited)
            case .union:
                log.warn(.allOf, "an \"allOf\" member that is a \"oneOf\"/\"anyOf\" cannot be merged: its properties are left out", at: member.location)
            default:
                log.warn(.allOf, "an \"allOf\" member that is not an object cannot be merged: it is left out", at: member.location)
            }
        }
        required.formUnion(schema.required)
        for pair in schema.properties {
            guard let name = pair.key.scalar?.value else { continue }
            let property = Property(key: pair.key, name: name, schema: pair.value)
            if let position = positions[name] {
                properties[position] = property
            } else {
                positions[name] = properties.count
                properties.append(property)
            }
        }
        if !schema.properties.isEmpty, let extra = schema["additionalProperties"], extra.scalar?.value != "false" {
            log.warn(.additionalProperties, "additional properties beside declared ones cannot be expressed: only the declared properties are generated", at: extra.location)
        }
    }

    /// For a model whose `additionalProperties` beside its declared ones are left out (see the
    /// `additional-properties` warning), a sentence saying what is not kept. It belongs in the
    /// model's documentation, where a user reads it; and two schemas that differ only there stay
    /// two models, each documented for what it holds, instead of one becoming a `typealias` of
    /// the other (`AnyAdditionalProperties = NoAdditionalProperties`).
    static func extraPropertiesNote(_ schema: SchemaNode) -> String? {
        guard !schema.properties.isEmpty, let extra = schema["additionalProperties"], extra.scalar?.value != "false" else { return nil }
        let kind: String
        if let reference = extra.value(forKey: "$ref")?.scalar?.value {
            kind = "other properties (each a " + (reference.split(separator: "/").last.map(String.init) ?? reference) + ")"
        } else if let type = extra.value(forKey: "type")?.scalar?.value {
            kind = "other properties (each a JSON \(type))"
        } else {
            kind = "any other properties"
        }
        return "The JSON may hold \(kind) beside these; they are not kept."
    }

    /// The field of one property: optional unless required (and neither nullable, read-only
    /// nor write-only), non-optional when a valid default fills a missing value.
    private mutating func field(_ property: Property, required: Bool, model: String, nestsTypes: Bool, names: inout MemberNameAllocator) -> FieldSpec {
        let override = SwiftNameOverride.value(in: property.schema)
        let chosen = override?.value ?? property.name
        let hint = nestsTypes ? TypeNameHint(chosen, in: model) : TypeNameHint(model + SwiftNames.typeName(chosen))
        let schemaType = type(of: property.schema, hint: hint)
        let name = names.claim(chosen)
        if let override, name != SwiftNames.memberName(override.value) {
            log.error(SwiftNameOverride.collision(override, becomes: SwiftNames.memberName(override.value), what: "property"), at: override.location)
        }
        var defaultValue: DefaultValue?
        if let node = schemaType.defaultNode { defaultValue = self.defaultValue(node, for: schemaType) }
        let isOptional = !required || schemaType.isReadOnly || schemaType.isWriteOnly
        let type: TypeExpression = schemaType.isNullable || (isOptional && defaultValue == nil) ? .optional(schemaType.type) : schemaType.type
        return FieldSpec(
            name: Located(name, at: property.key.location),
            type: type,
            defaultValue: defaultValue,
            doc: schemaType.doc,
            key: name == property.name ? nil : property.name)
    }
}
