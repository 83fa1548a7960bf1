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
    /// A form body has no place for `additionalProperties`: they are left out, with a warning.
    mutating func objectFields(_ schema: SchemaNode, model: String, nestsTypes: Bool = true) -> [FieldSpec] {
        objectMembers(schema, model: model, nestsTypes: nestsTypes, keepsAdditionalProperties: false).fields
    }

    /// The fields of the model `schema`, as ``objectFields(_:model:nestsTypes:)``, and the member
    /// that keeps its `additionalProperties` (of it or its `allOf` members; `false` or none gives
    /// none), named after the fields so it never takes one's name.
    mutating func objectMembers(_ schema: SchemaNode, model: String, nestsTypes: Bool = true,
                                keepsAdditionalProperties: Bool) -> (fields: [FieldSpec], additional: AdditionalPropertiesSpec?) {
        var properties: [Property] = []
        var positions: [String: Int] = [:]
        var required: Set<String> = []
        var visited: Set<SourceLocation> = []
        var extra: YAMLNode?
        collect(schema, into: &properties, positions: &positions, required: &required, extra: &extra, visited: &visited)
        if !schema.properties.isEmpty, let alternatives = schema["oneOf"] ?? schema["anyOf"],
           alternatives.sequence?.contains(where: { !SchemaNode($0).isConstraintOnly && !SchemaNode($0).isNullOnly }) == true {
            log.warn(.oneOfBesideProperties, "\"oneOf\"/\"anyOf\" beside \"properties\" cannot be expressed: only the properties of \(model) are generated", at: alternatives.location)
        }
        var names = MemberNameAllocator()
        let fields = properties.map { property in
            field(property, required: required.contains(property.name), model: model, nestsTypes: nestsTypes, names: &names)
        }
        guard let extra, !properties.isEmpty else { return (fields, nil) }
        guard keepsAdditionalProperties else {
            log.warn(.additionalProperties, "additional properties beside declared ones cannot be expressed in a form body: only the declared properties are sent", at: extra.location)
            return (fields, nil)
        }
        // `x-swift-name` beside the value's schema names the member, `description` documents it.
        let override = extra.mapping != nil ? SwiftNameOverride.value(in: extra) : nil
        let name = override.map { names.claim($0.value) } ?? names.claim(AdditionalPropertiesSpec.defaultName, alternative: "otherProperties")
        if let override, name != SwiftNames.memberName(override.value) {
            log.error(SwiftNameOverride.collision(override, becomes: SwiftNames.memberName(override.value), what: "property"), at: override.location)
        }
        let doc = extra.mapping != nil ? SchemaNode(extra).doc : nil
        return (fields, AdditionalPropertiesSpec(name: Located(name, at: extra.location),
                                                 valueType: additionalValueType(extra, name: name, model: model), doc: doc))
    }

    /// The type of each additional property: the schema's, or `JSONValue` for `true`, `{}` and
    /// a schema that only constrains.
    private mutating func additionalValueType(_ node: YAMLNode, name: String, model: String) -> TypeExpression {
        guard node.mapping != nil, !SchemaNode(node).isConstraintOnly else {
            return .named(Located(BuiltinName.json, at: node.location))
        }
        let value = type(of: node, hint: TypeNameHint(name, in: model).value)
        return value.isNullable ? .optional(value.type) : value.type
    }

    /// Adds the properties of `schema` and of its `allOf` members.
    /// `extra` becomes the last `additionalProperties` met that is not `false`, the schema's own
    /// after its members'; its own `false` closes the object again.
    private mutating func collect(_ schema: SchemaNode, into properties: inout [Property], positions: inout [String: Int],
                                  required: inout Set<String>, extra: inout YAMLNode?, visited: inout Set<SourceLocation>) {
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
                collect(memberSchema, into: &properties, positions: &positions, required: &required, extra: &extra, visited: &visited)
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
        if let additional = schema["additionalProperties"] {
            extra = additional.scalar?.value == "false" ? nil : additional
        }
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
        // Nullable and optional: missing and null are different values (a PATCH that clears).
        let type: TypeExpression = if schemaType.isNullable, isOptional, defaultValue == nil {
            .nullable(schemaType.type)
        } else if schemaType.isNullable || (isOptional && defaultValue == nil) {
            .optional(schemaType.type)
        } else {
            schemaType.type
        }
        var field = FieldSpec(
            name: Located(name, at: property.key.location),
            type: type,
            defaultValue: defaultValue,
            doc: schemaType.doc,
            key: name == property.name ? nil : property.name)
        // The property's own schema as written: a `$ref` to a deprecated model deprecates the model.
        field.deprecated = ExportHints.deprecation(of: property.schema)
        return field
    }
}
