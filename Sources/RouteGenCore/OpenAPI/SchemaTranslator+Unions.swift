/// Unions: `oneOf`/`anyOf` members become variants, with discriminator values where the
/// schema declares a discriminator.
extension SchemaTranslator {
    /// The union of `members`, the model `name`. A variant is named after its type (`pet`,
    /// `string`, `petArray`), without the union's name where a member model starts with it.
    /// With a discriminator, a variant's values are the `mapping` keys that point at it, else
    /// its component name; mapping targets outside the members are added as variants.
    mutating func union(_ members: [YAMLNode], schema: SchemaNode, name: String) -> UnionSpec {
        let discriminator = schema["discriminator"]
        let property = discriminator?.value(forKey: "propertyName").flatMap { node in
            node.scalar.map { Located($0.value, at: node.location) }
        }
        if discriminator != nil, property == nil, let discriminator {
            log.warn(.discriminator, "a discriminator needs \"propertyName\": decoding tries each variant in turn", at: discriminator.location)
        }
        var mapped: [SourceLocation: [String]] = [:]
        var mappedTargets: [(node: YAMLNode, ref: YAMLNode)] = []
        if property != nil {
            for pair in discriminator?.value(forKey: "mapping")?.mapping ?? [] {
                guard let value = pair.key.scalar?.value, let ref = pair.value.scalar?.value else { continue }
                let isReference = ref.hasPrefix("#") || ref.contains("/") || [".yaml", ".yml", ".json"].contains(where: ref.hasSuffix)
                let text = isReference ? ref : "#/components/schemas/" + ref
                guard let target = resolver.resolve(text, at: pair.value.location, log: &log) else { continue }
                if mapped[target.node.location] == nil { mappedTargets.append((target.node, pair.value)) }
                mapped[target.node.location, default: []].append(value)
            }
        }
        var names = MemberNameAllocator()
        var variants: [UnionSpec.Variant] = []
        var covered: Set<SourceLocation> = []
        for (index, member) in members.enumerated() {
            let target = referenceTarget(member)
            if target?.location == schema.location {
                log.warn(.unionVariants, "a union cannot be one of its own variants: this member is left out", at: member.location)
                continue
            }
            if let target { covered.insert(target.location) }
            let hint = variantHint(member, union: name, index: index)
            let memberType = type(of: member, hint: hint)
            var values: [String] = []
            if property != nil {
                values = target.flatMap { mapped[$0.location] ?? componentName(of: $0).map { [$0] } } ?? []
                if values.isEmpty {
                    log.warn(.discriminator, "this variant has no discriminator value: give it a \"mapping\" entry or make it a component", at: member.location)
                }
            }
            variants.append(UnionSpec.Variant(
                name: Located(names.claim(variantName(memberType.type, union: name)), at: member.location),
                type: memberType.type,
                discriminatorValues: values))
        }
        for (node, ref) in mappedTargets where !covered.contains(node.location) {
            let hint = componentName(of: node) ?? name + "Option"
            let memberType = type(of: node, hint: hint)
            variants.append(UnionSpec.Variant(
                name: Located(names.claim(variantName(memberType.type, union: name)), at: ref.location),
                type: memberType.type,
                discriminatorValues: mapped[node.location] ?? []))
        }
        if variants.isEmpty {
            log.warn(.unionVariants, "a union without usable variants holds any JSON value", at: schema.location)
            variants.append(UnionSpec.Variant(
                name: Located("json", at: schema.location), type: .named(Located(BuiltinName.json, at: schema.location))))
        }
        return UnionSpec(variants: variants, discriminator: property)
    }

    /// The node a member's `$ref` (or chain of them) ends at; `nil` for an inline member.
    private mutating func referenceTarget(_ member: YAMLNode) -> YAMLNode? {
        guard member.value(forKey: "$ref") != nil else { return nil }
        return dereference(member)?.node
    }

    /// The model name an inline member gets: after its value when it is an enum of one value
    /// (`…Auto` for `enum: [auto]`), else `<Union>Option<N>`.
    private func variantHint(_ member: YAMLNode, union: String, index: Int) -> String {
        if let values = member.value(forKey: "enum")?.sequence, values.count == 1, let value = values[0].scalar?.value {
            return union + SwiftNames.typeName(value)
        }
        return union + "Option" + String(index + 1)
    }

    /// A variant's case name from its type.
    private func variantName(_ type: TypeExpression, union: String) -> String {
        switch type {
        case .named(let name):
            if name.value == BuiltinName.json { return "json" }
            if name.value.hasPrefix(union), name.value.count > union.count { return String(name.value.dropFirst(union.count)) }
            return name.value
        case .array(let element): return variantName(element, union: union) + "Array"
        case .dictionary(let value): return variantName(value, union: union) + "Dictionary"
        case .optional(let wrapped): return variantName(wrapped, union: union)
        }
    }
}
