/// Reading `oneOf:` models: their variants, case names and discriminator values.
extension SpecReader {
    /// `oneOf: [Cat, Dog]` (case names from the types) or `oneOf: { cat: Cat, dog: { type: Dog,
    /// doc: … } }`, with `discriminator:` and `mapping:` from value to variant; `node` is the
    /// value of `oneOf:`.
    mutating func readUnion(_ model: MappingReader<SpecKeys.Model>, name: Located<String>, node: YAMLNode)
        -> UnionSpec?
    {
        var variants: [UnionSpec.Variant]
        if let items = node.sequence {
            variants = items.compactMap { item in
                typeExpression(item).map {
                    UnionSpec.Variant(name: Located(Self.caseName(for: $0), at: item.location), type: $0)
                }
            }
        } else if node.mapping != nil {
            variants = entries(of: node, what: "\"oneOf\" of \"\(name.value)\"").compactMap { readVariant($0, $1) }
        } else {
            diagnostics.append(
                .error(
                    "expected \"oneOf\" of \"\(name.value)\" to be a list of types or a mapping of case names to types, found \(node.kindName)",
                    at: node.location))
            return nil
        }
        let discriminator = model.string(.discriminator, diagnostics: &diagnostics)
        if let mapping = model[.mapping] {
            if discriminator == nil {
                diagnostics.append(
                    .error(
                        "\"mapping\" needs \"discriminator\": the JSON property whose values it maps",
                        at: model.location(of: .mapping)))
            } else {
                applyMapping(mapping, to: &variants, union: name.value)
            }
        }
        var defaultVariant: Located<String>?
        if let node = model[.defaultMapping] {
            if discriminator == nil {
                diagnostics.append(
                    .error(
                        "\"defaultMapping\" needs \"discriminator\": it names the variant for the values no variant has",
                        at: model.location(of: .defaultMapping)))
            } else if let index = variantIndex(named: node, in: variants, union: name.value) {
                defaultVariant = Located(variants[index].name.value, at: node.location)
            }
        }
        if discriminator != nil {
            // Variants the mapping does not name are selected by their model's name, as in OpenAPI.
            for index in variants.indices where variants[index].discriminatorValues.isEmpty {
                if case .named(let type) = variants[index].type { variants[index].discriminatorValues = [type.value] }
            }
        }
        return UnionSpec(variants: variants, discriminator: discriminator, defaultVariant: defaultVariant)
    }

    /// The case name a variant written as a bare type gets: the type's name, and `Array` or
    /// `Dictionary` for each level of collection (`[Tag]` → `TagArray`, converted later to `tagArray`).
    static func caseName(for type: TypeExpression) -> String {
        switch type {
        case .named(let name): name.value
        case .array(let element): caseName(for: element) + "Array"
        case .dictionary(let value): caseName(for: value) + "Dictionary"
        case .optional(let wrapped), .nullable(let wrapped): caseName(for: wrapped)
        }
    }

    /// `name: Type` or `name: { type: Type, doc: … }`.
    private mutating func readVariant(_ name: Located<String>, _ node: YAMLNode) -> UnionSpec.Variant? {
        guard node.mapping != nil else {
            return typeExpression(node).map { UnionSpec.Variant(name: name, type: $0) }
        }
        guard
            let mapping = MappingReader<SpecKeys.Variant>(
                node, what: "variant \"\(name.value)\"", diagnostics: &diagnostics)
        else { return nil }
        guard let typeNode = mapping[.type] else {
            diagnostics.append(.error("variant \"\(name.value)\" needs a \"type\"", at: mapping.location))
            return nil
        }
        guard let type = typeExpression(typeNode) else { return nil }
        return UnionSpec.Variant(name: name, type: type, doc: mapping.string(.doc, diagnostics: &diagnostics)?.value)
    }

    /// `mapping: { value: Variant }`: each value selects the variant named by its case name or,
    /// as OpenAPI writes it, by its type.
    private mutating func applyMapping(_ node: YAMLNode, to variants: inout [UnionSpec.Variant], union: String) {
        for (value, target) in entries(of: node, what: "\"mapping\" of \"\(union)\"") {
            guard let index = variantIndex(named: target, in: variants, union: union, selectedBy: value.value) else {
                continue
            }
            variants[index].discriminatorValues.append(value.value)
        }
    }

    /// The variant `target` names by its case name or, as OpenAPI writes it, by its type: a
    /// `mapping` target (selected by `value`) or the `defaultMapping`; `nil` after an error.
    private mutating func variantIndex(
        named target: YAMLNode, in variants: [UnionSpec.Variant], union: String, selectedBy value: String? = nil
    ) -> Int? {
        guard let text = target.scalar?.value, !target.isNull else {
            let what = value.map { "the variant that \"\($0)\" selects" } ?? "the variant of \"defaultMapping\""
            diagnostics.append(.error("expected \(what), like \"Cat\", found \(target.kindName)", at: target.location))
            return nil
        }
        var matches = variants.indices.filter { variants[$0].name.value == text }
        if matches.isEmpty { matches = variants.indices.filter { variants[$0].type.description == text } }
        switch matches.count {
        case 1:
            return matches[0]
        case 0:
            let candidates = variants.map(\.name.value) + variants.map(\.type.description)
            diagnostics.append(
                .error(
                    "\"\(text)\" is not a variant of \"\(union)\"" + Suggestion.didYouMean(text, among: candidates),
                    at: target.location))
        default:
            let names = matches.map { variants[$0].name.value }.joined(separator: ", ")
            diagnostics.append(
                .error(
                    "\"\(text)\" is the type of several variants (\(names)); name one by its case name",
                    at: target.location))
        }
        return nil
    }
}
