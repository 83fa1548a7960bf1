/// Objects: the fields of a struct model, from its properties and those of its `allOf` members.
extension SchemaTranslator {
    /// One property as collected: its name as written, where, and its schema.
    private struct Property {
        var key: YAMLNode
        var name: String
        var schema: YAMLNode
    }

    /// What an object and its `allOf` members declare, gathered in order.
    private struct Collected {
        var properties: [Property] = []
        /// The index of each property name in ``properties``.
        var positions: [String: Int] = [:]
        var required: Set<String> = []
        /// Each `required` entry, where it is written.
        var requiredEntries: [YAMLNode] = []
        /// The last `additionalProperties` met that is not `false`.
        var extra: YAMLNode?
        var visited: Set<SourceLocation> = []
        /// Whether every property the object may have is among ``properties``: no member was
        /// left out, and no `oneOf`/`anyOf` beside the properties adds any.
        var isComplete = true
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
    mutating func objectMembers(
        _ schema: SchemaNode, model: String, nestsTypes: Bool = true,
        keepsAdditionalProperties: Bool
    ) -> (fields: [FieldSpec], additional: AdditionalPropertiesSpec?) {
        var collected = Collected()
        collect(schema, into: &collected)
        collectBranches(of: schema, into: &collected, model: model)
        reportRequiredWithoutProperty(collected, model: model)
        var names = MemberNameAllocator()
        let fields = collected.properties.filter { !isNullOnlyProperty($0, model: model) }.map { property in
            field(
                property, required: collected.required.contains(property.name), model: model, nestsTypes: nestsTypes,
                names: &names)
        }
        guard let extra = collected.extra, !collected.properties.isEmpty else { return (fields, nil) }
        guard keepsAdditionalProperties else {
            log.warn(
                .additionalProperties,
                "additional properties beside declared ones cannot be expressed in a form body: only the declared properties are sent",
                at: extra.location)
            return (fields, nil)
        }
        // `x-swift-name` beside the value's schema names the member, `description` documents it.
        let override = extra.mapping != nil ? SwiftNameOverride.value(in: extra) : nil
        let name =
            override.map { names.claim($0.value) }
            ?? names.claim(AdditionalPropertiesSpec.defaultName, alternative: "otherProperties")
        if let override, name != SwiftNames.memberName(override.value) {
            log.error(
                SwiftNameOverride.collision(override, becomes: SwiftNames.memberName(override.value), what: "property"),
                at: override.location)
        }
        let doc = extra.mapping != nil ? SchemaNode(extra).doc : nil
        return (
            fields,
            AdditionalPropertiesSpec(
                name: Located(name, at: extra.location),
                valueType: additionalValueType(extra, name: name, model: model), doc: doc)
        )
    }

    /// Whether `property` allows only `null` (`type: "null"`, `enum: [null]`), reported: it
    /// carries no value, so it is left out rather than typed as any JSON value that is never
    /// anything but null. (3.0's `{ nullable: true }` alone is any value or null: it stays.)
    private mutating func isNullOnlyProperty(_ property: Property, model: String) -> Bool {
        let schema = SchemaNode(property.schema)
        let values = schema["enum"]?.sequence ?? []
        guard schema.types == ["null"] || (!values.isEmpty && values.allSatisfy(\.isNull)) else { return false }
        log.warn(
            .nullProperties,
            "the property \"\(property.name)\" of \(model) can only be null, which carries no value: it is left out",
            at: property.key.location)
        return true
    }

    /// Adds the properties of the object branches of a `oneOf`/`anyOf` beside `schema`'s own
    /// properties (one of several shapes the object may also have): each is optional unless
    /// the object itself requires it, present when the value has that branch's shape, since no
    /// branch's requirement is the object's. A branch that is no object cannot be merged: its
    /// warning, and the object is then incomplete.
    private mutating func collectBranches(of schema: SchemaNode, into collected: inout Collected, model: String) {
        guard !schema.properties.isEmpty, let alternatives = schema["oneOf"] ?? schema["anyOf"] else { return }
        for member in alternatives.sequence ?? [] where !SchemaNode(member).isConstraintOnly && !isNullOnly(member) {
            guard isObjectLike(member), let (resolved, _) = dereference(member) else {
                log.warn(
                    .oneOfBesideProperties,
                    "a \"oneOf\"/\"anyOf\" member beside \"properties\" that is not an object cannot be merged: only the properties of \(model) and its object members are generated",
                    at: member.location)
                collected.isComplete = false
                continue
            }
            var branch = Collected()
            collect(SchemaNode(resolved), into: &branch)
            if !branch.isComplete { collected.isComplete = false }
            for property in branch.properties where collected.positions[property.name] == nil {
                collected.positions[property.name] = collected.properties.count
                collected.properties.append(property)
            }
        }
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
    private mutating func collect(_ schema: SchemaNode, into collected: inout Collected) {
        guard collected.visited.insert(schema.location).inserted else { return }
        for member in schema.list("allOf") {
            guard let (resolved, _) = dereference(member) else {
                collected.isComplete = false
                continue
            }
            var memberSchema = SchemaNode(resolved)
            if case .alias(let inner) = shape(of: memberSchema), let (innerNode, _) = dereference(inner) {
                collected.required.formUnion(memberSchema.required)
                collected.requiredEntries += memberSchema.list("required")
                memberSchema = SchemaNode(innerNode)
            }
            switch shape(of: memberSchema) {
            case .object, .dictionary, .merged, .any:
                collect(memberSchema, into: &collected)
            case .union:
                log.warn(
                    .allOf,
                    "an \"allOf\" member that is a \"oneOf\"/\"anyOf\" cannot be merged: its properties are left out",
                    at: member.location)
                collected.isComplete = false
            default:
                log.warn(
                    .allOf, "an \"allOf\" member that is not an object cannot be merged: it is left out",
                    at: member.location)
                collected.isComplete = false
            }
        }
        collected.required.formUnion(schema.required)
        collected.requiredEntries += schema.list("required")
        for pair in schema.properties {
            guard let name = pair.key.scalar?.value else { continue }
            let property = Property(key: pair.key, name: name, schema: pair.value)
            if let position = collected.positions[name] {
                collected.properties[position] = property
            } else {
                collected.positions[name] = collected.properties.count
                collected.properties.append(property)
            }
        }
        if let additional = schema["additionalProperties"] {
            collected.extra = additional.scalar?.value == "false" ? nil : additional
        }
    }

    /// Reports each `required` name that no property of `model` declares (a misspelling such as
    /// `nmae`, or a property removed and still listed): nothing holds it, so nothing requires
    /// it. Not where the object may have other properties: additional ones, those of a member
    /// left out, or of a `oneOf` beside its properties.
    private mutating func reportRequiredWithoutProperty(_ collected: Collected, model: String) {
        guard collected.isComplete, collected.extra == nil else { return }
        for entry in collected.requiredEntries {
            guard let name = entry.scalar?.value, collected.positions[name] == nil else { continue }
            log.warn(
                .requiredProperties,
                "the required property \"\(name)\" is not among the properties of \(model): the requirement is left out",
                at: entry.location)
        }
    }

    /// The field of one property: optional unless required (and neither nullable, read-only
    /// nor write-only), non-optional when a valid default fills a missing value.
    private mutating func field(
        _ property: Property, required: Bool, model: String, nestsTypes: Bool, names: inout MemberNameAllocator
    ) -> FieldSpec {
        let override = SwiftNameOverride.value(in: property.schema)
        let chosen = override?.value ?? property.name
        let hint = nestsTypes ? TypeNameHint(chosen, in: model) : TypeNameHint(model + SwiftNames.typeName(chosen))
        let schemaType = type(of: property.schema, hint: hint)
        let name = names.claim(chosen)
        if let override, name != SwiftNames.memberName(override.value) {
            log.error(
                SwiftNameOverride.collision(override, becomes: SwiftNames.memberName(override.value), what: "property"),
                at: override.location)
        }
        var defaultValue: DefaultValue?
        if let node = schemaType.defaultNode { defaultValue = self.defaultValue(node, for: schemaType) }
        let isOptional = !required || schemaType.isReadOnly || schemaType.isWriteOnly
        // Nullable and optional: missing and null are different values (a PATCH that clears).
        let type: TypeExpression =
            if schemaType.isNullable, isOptional, defaultValue == nil {
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
        // An inline object's, enum's or union's examples are its model's.
        if !declaresModel(property.schema) { field.examples = schemaExamples(property.schema) }
        return field
    }
}
