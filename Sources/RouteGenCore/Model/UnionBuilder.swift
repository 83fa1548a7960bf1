/// Builds generated unions from `oneOf:` models and checks what decoding them needs.
///
/// With a discriminator, decoding reads one property of the JSON object and decodes the variant
/// it names, so every variant must be a model with fields and every value must select one
/// variant. Without one, decoding tries the variants in order and the first that decodes wins.
struct UnionBuilder {
    let resolver: TypeResolver
    /// How models are declared; a union offers the same equality as structs.
    let style: ModelStyle

    /// The union, or `nil` after reporting its problems.
    func unionModel(
        _ model: ModelSpec, union: UnionSpec, name: String, types: [ResolvedType?], indirect: Set<Int>,
        diagnostics: inout [Diagnostic]
    ) -> UnionModel? {
        guard !union.variants.isEmpty else {
            diagnostics.append(.error("union \"\(model.name.value)\" has no variants", at: model.name.location))
            return nil
        }
        let before = diagnostics.count
        var names = UniqueNames(what: "case")
        var selected: [String: Located<String>] = [:]
        var values: [String] = []
        var variants: [UnionVariantModel] = []
        var defaultCase: UnionDefaultCase?
        for (index, variant) in union.variants.enumerated() {
            let bare = SwiftNames.memberName(variant.name.value)
            names.claim(bare, by: variant.name, kind: "variant", diagnostics: &diagnostics)
            guard let type = types[index] else { continue }
            if type.isOptional {
                diagnostics.append(
                    .error(
                        "variant \"\(variant.name.value)\" of \"\(model.name.value)\" cannot be optional; make the property that holds the union optional instead",
                        at: variant.type.location))
                continue
            }
            var selecting: [String] = []
            var added: AddedDiscriminator?
            if let discriminator = union.discriminator {
                guard let fields = resolver.structFields(of: type) else {
                    diagnostics.append(
                        .error(
                            "variant \"\(variant.name.value)\" of \"\(model.name.value)\" has type \(variant.type), but with a discriminator every variant must be a model with fields: \"\(discriminator.value)\" is a property of its JSON object",
                            at: variant.type.location))
                    continue
                }
                // The default variant needs no value of its own: `default:` decodes it.
                let isDefault = union.defaultVariant?.value == variant.name.value
                if isDefault {
                    defaultCase = UnionDefaultCase(
                        name: SwiftNames.escaped(bare), type: resolver.reference(type, inside: name))
                } else if variant.discriminatorValues.isEmpty {
                    diagnostics.append(
                        .error(
                            "variant \"\(variant.name.value)\" of \"\(model.name.value)\" has no discriminator value; map one to it under \"mapping\"",
                            at: variant.name.location))
                    continue
                }
                for value in variant.discriminatorValues {
                    if let other = selected[value] {
                        diagnostics.append(
                            .error(
                                "discriminator value \"\(value)\" selects both \"\(other.value)\" and \"\(variant.name.value)\" of \"\(model.name.value)\"",
                                at: variant.name.location))
                    }
                    selected[value] = variant.name
                    values.append(value)
                }
                if !isDefault { selecting = variant.discriminatorValues }
                // A variant without the property would encode JSON that does not decode again: add it.
                if let first = variant.discriminatorValues.first,
                    !fields.contains(where: { ($0.key ?? $0.name.value) == discriminator.value })
                {
                    added = AddedDiscriminator(key: discriminator.value, value: first)
                }
            } else if let earlier = union.variants.indices.first(where: { $0 < index && types[$0] == type }),
                SwiftNames.memberName(union.variants[earlier].name.value) != bare
            {
                diagnostics.append(
                    .warning(
                        .duplicateVariant,
                        "variant \"\(variant.name.value)\" of \"\(model.name.value)\" has the same type as \"\(union.variants[earlier].name.value)\", so it never decodes: the first variant that decodes wins",
                        at: variant.name.location))
            }
            variants.append(
                UnionVariantModel(
                    name: SwiftNames.escaped(bare),
                    type: resolver.reference(type, inside: name),
                    docLines: SwiftText.docLines(variant.doc),
                    isIndirect: indirect.contains(index),
                    discriminatorValues: selecting,
                    addedDiscriminator: added))
        }
        guard !diagnostics[before...].contains(where: { $0.severity == .error }) else { return nil }
        let typeNames = ListedText.listing(union.variants.map { $0.type.description }, .or)
        // A union of scalars may be a parameter, sent as the value it holds.
        let isParameter = resolver.isScalarUnion(
            .model(specName: model.name.value, swiftName: name, isEnum: false))
        return UnionModel(
            name: name,
            docLines: SwiftText.docLines(model.doc),
            conformances: style.conformances + (isParameter ? ["ScalarUnionParameter"] : []),
            isParameter: isParameter,
            variants: variants,
            discriminator: union.discriminator.map { key in
                UnionDiscriminatorModel(
                    key: key.value,
                    defaultCase: defaultCase,
                    unknownValueMessage: Self.interpolating(
                        "Unknown \(key.value) \"",
                        "\" for \(name); expected " + ListedText.listing(values.map { "\"\($0)\"" }, .or) + "."
                    ))
            },
            noMatchMessage: "Expected \(typeNames) for \(name); none of them decodes.")
    }

    /// The unions from `start` back to itself through variants that are unions themselves
    /// (`["A", "B", "A"]`), or `nil`. Decoding such a union tries itself before reading any
    /// input, forever; a model or an array between them reads one level of JSON first.
    static func cycle(from start: String, variantTypes: [String: [ResolvedType?]]) -> [String]? {
        var path = [start]
        var visited: Set<String> = []
        func search(_ union: String) -> Bool {
            for case .model(let target, _, false)? in (variantTypes[union] ?? []).map({ $0?.unwrapped })
            where variantTypes[target] != nil {
                if target == start {
                    path.append(target)
                    return true
                }
                guard visited.insert(target).inserted else { continue }
                path.append(target)
                if search(target) { return true }
                path.removeLast()
            }
            return false
        }
        return search(start) ? path : nil
    }

    /// A string literal of `before`, the decoded `value`, then `after`.
    private static func interpolating(_ before: String, _ after: String) -> String {
        String(SwiftText.stringLiteral(before).dropLast()) + "\\(value)"
            + String(SwiftText.stringLiteral(after).dropFirst())
    }
}
