/// Unions: `oneOf`/`anyOf` members become variants, with discriminator values where the
/// schema declares a discriminator.
extension SchemaTranslator {
    /// The union of `members`, the model `name`. A variant is named after its type (`pet`,
    /// `string`, `petArray`), without the union's name where a member model starts with it.
    /// With a discriminator, a variant's values are the `mapping` keys that point at it, else
    /// its component name; mapping targets outside the members are added as variants, and so is
    /// the `defaultMapping` (OpenAPI 3.2), the variant for values no other has.
    mutating func union(_ members: [YAMLNode], schema: SchemaNode, name: String) -> UnionSpec {
        let discriminator = schema["discriminator"]
        let property = discriminator?.value(forKey: "propertyName").flatMap { node in
            node.scalar.map { Located($0.value, at: node.location) }
        }
        if discriminator != nil, property == nil, let discriminator {
            log.warn(
                .discriminator, "a discriminator needs \"propertyName\": decoding tries each variant in turn",
                at: discriminator.location)
        }
        var mapped: [SourceLocation: [String]] = [:]
        var mappedTargets: [(node: YAMLNode, ref: YAMLNode)] = []
        /// The schema a `mapping` or `defaultMapping` value names: a component name or a reference.
        func mappingTarget(_ ref: String, at location: SourceLocation) -> YAMLNode? {
            let isReference =
                ref.hasPrefix("#") || ref.contains("/") || [".yaml", ".yml", ".json"].contains(where: ref.hasSuffix)
            let text = isReference ? ref : "#/components/schemas/" + ref
            return resolver.resolve(text, at: location, log: &log)?.node
        }
        var defaultTarget: (node: YAMLNode, ref: YAMLNode)?
        if property != nil {
            for pair in discriminator?.value(forKey: "mapping")?.mapping ?? [] {
                guard let value = pair.key.scalar?.value, let ref = pair.value.scalar?.value,
                    let target = mappingTarget(ref, at: pair.value.location)
                else { continue }
                if mapped[target.location] == nil { mappedTargets.append((target, pair.value)) }
                mapped[target.location, default: []].append(value)
            }
            if let node = discriminator?.value(forKey: "defaultMapping") {
                if let ref = node.scalar?.value, !node.isNull {
                    defaultTarget = mappingTarget(ref, at: node.location).map { ($0, node) }
                } else {
                    log.warn(
                        .discriminator,
                        "expected \"defaultMapping\" to name a schema, found \(node.kindName): an unknown \"\(property?.value ?? "")\" does not decode",
                        at: node.location)
                }
            }
        }
        var defaultVariant: Located<String>?
        var names = MemberNameAllocator()
        var variants: [UnionSpec.Variant] = []
        // Variants whose own schema replaced their implicit value: reported once those values are known to select one
        // each.
        var replaced: [(member: YAMLNode, component: String, values: [String])] = []
        var covered: Set<SourceLocation> = []
        for (index, member) in members.enumerated() {
            let target = referenceTarget(member)
            if target?.location == schema.location {
                log.warn(
                    .unionVariants, "a union cannot be one of its own variants: this member is left out",
                    at: member.location)
                continue
            }
            if let target { covered.insert(target.location) }
            let override = SwiftNameOverride.value(in: member)
            var hint = variantHint(member, union: name, index: index, discriminator: property?.value)
            if target == nil, let override { hint = TypeNameHint(override.value, in: name) }
            let memberType = type(of: member, hint: hint)
            var values: [String] = []
            if let property {
                if let target, let mappedValues = mapped[target.location] {
                    values = mappedValues
                } else if let target, let component = componentName(of: target) {
                    values = [component]
                    if let allowed = allowedValues(of: property.value, in: target), !allowed.isEmpty,
                        !allowed.contains(component)
                    {
                        values = allowed
                        replaced.append((member, component, allowed))
                    }
                }
                if values.isEmpty, target == nil || target?.location != defaultTarget?.node.location {
                    log.warn(
                        .discriminator,
                        "this variant has no discriminator value: give it a \"mapping\" entry or make it a component",
                        at: member.location)
                }
            }
            let caseName = names.claim(
                override?.value ?? componentCaseName(target, union: name)
                    ?? variantName(memberType.type, union: name))
            if let override, caseName != SwiftNames.memberName(override.value) {
                log.error(
                    SwiftNameOverride.collision(override, becomes: SwiftNames.memberName(override.value), what: "case"),
                    at: override.location)
            }
            // A member's description documents its case, unless the member is an inline model,
            // whose own doc it is.
            let documentsCase = target != nil || !shape(of: SchemaNode(member)).isModel
            if let target, let defaultTarget, target.location == defaultTarget.node.location {
                defaultVariant = Located(caseName, at: defaultTarget.ref.location)
            }
            variants.append(
                UnionSpec.Variant(
                    name: Located(caseName, at: member.location),
                    type: memberType.type,
                    discriminatorValues: values,
                    doc: documentsCase ? member.value(forKey: "description")?.scalar?.value : nil))
        }
        var added = mappedTargets.filter { !covered.contains($0.node.location) }
        if let defaultTarget, !covered.contains(defaultTarget.node.location),
            !added.contains(where: { $0.node.location == defaultTarget.node.location })
        {
            added.append(defaultTarget)
        }
        for (node, ref) in added {
            let hint = componentName(of: node).map { TypeNameHint($0) } ?? TypeNameHint("Option", in: name)
            let memberType = type(of: node, hint: hint)
            let caseName = names.claim(variantName(memberType.type, union: name))
            if let defaultTarget, node.location == defaultTarget.node.location {
                defaultVariant = Located(caseName, at: defaultTarget.ref.location)
            }
            variants.append(
                UnionSpec.Variant(
                    name: Located(caseName, at: ref.location),
                    type: memberType.type,
                    discriminatorValues: mapped[node.location] ?? []))
        }
        var discriminatorProperty = property
        if let property, let shared = Self.valueSelectingTwo(variants) {
            log.warn(
                .discriminator,
                "\"\(property.value)\" cannot tell the variants apart: their own schemas allow \"\(shared)\" in two of them and never their component names, so decoding tries each variant in turn",
                at: property.location)
            discriminatorProperty = nil
            defaultVariant = nil
            for index in variants.indices { variants[index].discriminatorValues = [] }
        } else if let property {
            for (member, component, values) in replaced {
                let listed = ListedText.listing(values.map { "\"\($0)\"" }, .or)
                log.warn(
                    .discriminator,
                    "\"\(property.value)\" of \(component) can only be \(listed), never its component name, which selects it without a \"mapping\" entry: "
                        + (values.count == 1 ? "\(listed) selects it" : "these select it"),
                    at: member.location)
            }
        }
        if variants.isEmpty {
            log.warn(.unionVariants, "a union without usable variants holds any JSON value", at: schema.location)
            variants.append(
                UnionSpec.Variant(
                    name: Located("json", at: schema.location),
                    type: .named(Located(BuiltinName.json, at: schema.location))))
        }
        return UnionSpec(variants: variants, discriminator: discriminatorProperty, defaultVariant: defaultVariant)
    }

    /// The `enum` or `const` values of `property` in `schema`, its `$ref` target or its `allOf`
    /// members; `nil` when none restricts it.
    private mutating func allowedValues(of property: String, in schema: YAMLNode) -> [String]? {
        let schema = dereference(schema)?.node ?? schema
        if let node = schema.value(forKey: "properties")?.value(forKey: property) {
            return allowedValues(of: node)
        }
        for part in schema.value(forKey: "allOf")?.sequence ?? [] {
            if let values = allowedValues(of: property, in: part) { return values }
        }
        return nil
    }

    /// The `enum` or `const` values of the property schema `node` (or its `$ref` target).
    private mutating func allowedValues(of node: YAMLNode) -> [String]? {
        let resolved = dereference(node)?.node ?? node
        if let constant = resolved.value(forKey: "const")?.scalar?.value { return [constant] }
        return resolved.value(forKey: "enum")?.sequence?.compactMap(\.scalar?.value)
    }

    /// A discriminator value that selects two variants, which only values taken from the
    /// variants' own schemas can do: mapping keys and component names are unique.
    ///
    /// Without a `mapping` entry a component is selected by its name, as OpenAPI specifies —
    /// unless the schema's own `enum` or `const` for the property cannot hold that name
    /// (Spotify's `TrackObject` has `type: enum: [track]`), so no response would ever decode.
    /// Those values select it instead; where they select two variants (PagerDuty's runners both
    /// allow `sidecar` and `runbook`), nothing can, and decoding tries each variant in turn.
    private static func valueSelectingTwo(_ variants: [UnionSpec.Variant]) -> String? {
        var seen: Set<String> = []
        for value in variants.flatMap(\.discriminatorValues) where !seen.insert(value).inserted {
            return value
        }
        return nil
    }

    /// The node a member's `$ref` (or chain of them) ends at; `nil` for an inline member.
    private mutating func referenceTarget(_ member: YAMLNode) -> YAMLNode? {
        guard member.value(forKey: "$ref") != nil else { return nil }
        return dereference(member)?.node
    }

    /// The model name an inline member gets, nested in the union, from what it holds: its
    /// `title`; else `<Value>` after the one value of its discriminator (or, without one, of the
    /// first property that has a single `enum` or `const` value, as OpenAI's
    /// `event: thread.run.created`), or of an enum of one value or a constant (`Auto` for
    /// `enum: [auto]` or `const: auto`); else
    /// `<Property>` for an object of one property; only else its position, `Option<N>`.
    private mutating func variantHint(_ member: YAMLNode, union: String, index: Int, discriminator: String?)
        -> TypeNameHint
    {
        if let title = member.value(forKey: "title")?.scalar?.value, !SwiftNames.words(title).isEmpty {
            return TypeNameHint(title, in: union)
        }
        if let values = member.value(forKey: "enum")?.sequence, values.count == 1, let value = values[0].scalar?.value {
            return TypeNameHint(value, in: union)
        }
        if let value = member.value(forKey: "const")?.scalar?.value, !SwiftNames.words(value).isEmpty {
            return TypeNameHint(value, in: union)
        }
        let properties = member.value(forKey: "properties")?.mapping ?? []
        let tagged = discriminator.map { key in properties.filter { $0.key.scalar?.value == key } } ?? properties
        for property in tagged {
            if let values = allowedValues(of: property.value), values.count == 1 {
                return TypeNameHint(values[0], in: union)
            }
        }
        if properties.count == 1, let name = properties[0].key.scalar?.value {
            return TypeNameHint(name, in: union)
        }
        return TypeNameHint("Option" + String(index + 1), in: union)
    }

    /// The case name of a member referring to a component that is no model (`Dnn: { type:
    /// string, pattern: … }`): the component's name, which its type (`String`) does not keep,
    /// without the union's name where it starts with it. `nil` for any other member, which its
    /// type names.
    private mutating func componentCaseName(_ target: YAMLNode?, union: String) -> String? {
        guard let target, let component = componentName(of: target), !shape(of: SchemaNode(target)).isModel else {
            return nil
        }
        let swiftName = SwiftNames.typeName(component)
        return swiftName.hasPrefix(union) && swiftName.count > union.count
            ? String(swiftName.dropFirst(union.count)) : swiftName
    }

    /// A variant's case name from its type: a nested type by its own name (`Static` of
    /// `ChunkingStrategy.Static`), a top-level one without the union's name where it starts with it.
    private func variantName(_ type: TypeExpression, union: String) -> String {
        switch type {
        case .named(let name):
            if name.value == BuiltinName.json { return "json" }
            if name.value.contains(".") { return SwiftNames.innermostName(name.value) }
            if name.value.hasPrefix(union), name.value.count > union.count {
                return String(name.value.dropFirst(union.count))
            }
            return name.value
        case .array(let element): return variantName(element, union: union) + "Array"
        case .dictionary(let value): return variantName(value, union: union) + "Dictionary"
        case .optional(let wrapped), .nullable(let wrapped): return variantName(wrapped, union: union)
        }
    }
}
