/// Builds generated structs, enums and unions from models, and the properties of any field list.
///
/// Field and variant types of all models are resolved first, so members that refer back to
/// their own model (directly, or through other models) can be found and stored indirectly.
struct StructBuilder {
    let resolver: TypeResolver
    /// How models are declared (mutability, equality).
    let style: ModelStyle
    /// Resolved field types of object models, by model spec name (`nil` where unresolved).
    private(set) var fieldTypes: [String: [ResolvedType?]] = [:]
    /// Resolved variant types of union models, by model spec name (`nil` where unresolved).
    private(set) var variantTypes: [String: [ResolvedType?]] = [:]
    /// Resolved dictionary types of the `additional:` members, by model spec name (`nil` where
    /// unresolved).
    private(set) var additionalTypes: [String: ResolvedType?] = [:]
    /// The fields and variants that must be boxed to break a cycle of models.
    private var indirection = Indirection(fieldTypes: [:], variantTypes: [:])
    /// The discriminator key and value of each model (by spec name) that the unions fix.
    private var fixedDiscriminators: [String: FixedDiscriminator] = [:]
    /// The nested one-value enums whose fields are constants, declared nowhere.
    private(set) var constants = InlineConstants([])

    /// A discriminator whose value is fixed for a model: every discriminated union that has the
    /// model as a variant reads the same key and selects the model by this one value.
    struct FixedDiscriminator: Hashable {
        let key: String
        /// `nil` where a union selects the model by several values or none.
        let value: String?
        /// The union, for the property's doc comment.
        let union: String
    }

    init(resolver: TypeResolver, style: ModelStyle) {
        self.resolver = resolver
        self.style = style
    }

    /// Resolves every model's field and variant types (on all cores; the first object or union of
    /// a name counts) and finds the cycles among them.
    mutating func resolveModels(in files: [SpecFile], diagnostics: inout [Diagnostic]) {
        constants = InlineConstants(files)
        var seen: Set<String> = []
        let models = files.flatMap(\.models).filter { model in
            if case .enumeration = model.kind { return false }
            return seen.insert(model.name.value).inserted
        }
        let resolver = resolver
        let resolved = ParallelMap.map(models, diagnostics: &diagnostics) {
            model, found -> (name: String, types: [ResolvedType?], isUnion: Bool, additional: ResolvedType??)? in
            switch model.kind {
            case .object(let fields):
                (
                    model.name.value, fields.map { resolver.resolve($0.type, allowsNull: true, diagnostics: &found) },
                    false,
                    model.additionalProperties.map { resolver.resolve(.dictionary($0.valueType), diagnostics: &found) }
                )
            case .union(let union):
                (model.name.value, union.variants.map { resolver.resolve($0.type, diagnostics: &found) }, true, nil)
            case .enumeration:
                nil
            }
        }
        for model in resolved {
            if model.isUnion { variantTypes[model.name] = model.types } else { fieldTypes[model.name] = model.types }
            if let additional = model.additional { additionalTypes[model.name] = additional }
        }
        indirection = Indirection(fieldTypes: fieldTypes, variantTypes: variantTypes)
        fixedDiscriminators = Self.fixedDiscriminators(in: files, variantTypes: variantTypes, symbols: resolver.symbols)
        var checked: Set<String> = []
        for file in files {
            for model in file.models
            where variantTypes[model.name.value] != nil && checked.insert(model.name.value).inserted {
                guard let cycle = UnionBuilder.cycle(from: model.name.value, variantTypes: variantTypes) else {
                    continue
                }
                diagnostics.append(
                    .error(
                        "union \"\(model.name.value)\" is a variant of itself (\(cycle.joined(separator: " → "))), so decoding it would never end; put the recursion inside a model or an array",
                        at: model.name.location))
            }
        }
    }

    /// The models whose discriminator value the unions fix. A model selected by two values
    /// (`dog`, `puppy`), by different keys or values in different unions, or by whatever value
    /// no other variant has (a union's default variant), keeps a stored property: its value is
    /// the caller's to choose.
    private static func fixedDiscriminators(
        in files: [SpecFile], variantTypes: [String: [ResolvedType?]], symbols: SymbolTable
    ) -> [String: FixedDiscriminator] {
        var found: [String: Set<FixedDiscriminator>] = [:]
        for file in files {
            for model in file.models {
                guard case .union(let union) = model.kind, let key = union.discriminator?.value,
                    let types = variantTypes[model.name.value]
                else { continue }
                for (variant, type) in zip(union.variants, types) {
                    guard case .model(let target, _, false)? = type else { continue }
                    let isDefault = union.defaultVariant?.value == variant.name.value
                    let value =
                        variant.discriminatorValues.count == 1 && !isDefault ? variant.discriminatorValues[0] : nil
                    found[target, default: []].insert(
                        FixedDiscriminator(
                            key: key, value: value,
                            union: symbols.models[model.name.value]?.swiftName ?? model.name.value))
                }
            }
        }
        return found.compactMapValues { fixed in
            guard let first = fixed.first, first.value != nil,
                fixed.allSatisfy({ $0.key == first.key && $0.value == first.value })
            else { return nil }
            // Named after the first union by name, so the doc comment does not depend on set order.
            return fixed.min { $0.union < $1.union }
        }
    }

    /// The generated type of a model, or `nil` after reporting its problems.
    func typeModel(for model: ModelSpec, diagnostics: inout [Diagnostic]) -> TypeModel? {
        guard var type = declaration(of: model, diagnostics: &diagnostics) else { return nil }
        if let message = model.deprecated { type.deprecate(message) }
        return type
    }

    private func declaration(of model: ModelSpec, diagnostics: inout [Diagnostic]) -> TypeModel? {
        guard let swiftName = resolver.symbols.models[model.name.value]?.swiftName else { return nil }
        switch model.kind {
        case .enumeration(let cases):
            return EnumBuilder().enumModel(model, name: swiftName, cases: cases, diagnostics: &diagnostics).map(
                TypeModel.enumeration)
        case .object(let fields):
            let types = fieldTypes[model.name.value] ?? []
            let indirect = Set(
                fields.indices.filter {
                    indirection.fields.contains(Indirection.Member(model: model.name.value, index: $0))
                })
            var additional: (spec: AdditionalPropertiesSpec, type: ResolvedType)?
            if let spec = model.additionalProperties {
                guard let type = additionalTypes[model.name.value] ?? nil else { return nil }
                additional = (spec, type)
            }
            return structModel(
                name: swiftName, doc: model.doc, fields: fields, types: types, indirect: indirect,
                discriminator: fixedDiscriminators[model.name.value], additional: additional,
                diagnostics: &diagnostics
            ).map(TypeModel.structure)
        case .union(let union):
            let types = variantTypes[model.name.value] ?? []
            let indirect = Set(
                union.variants.indices.filter {
                    indirection.variants.contains(Indirection.Member(model: model.name.value, index: $0))
                })
            return UnionBuilder(resolver: resolver, style: style).unionModel(
                model, union: union, name: swiftName, types: types, indirect: indirect,
                diagnostics: &diagnostics
            ).map(TypeModel.union)
        }
    }

    /// A struct from a field list (a model, or a route's inline body); the field that is the
    /// `discriminator` becomes a constant when its type can hold the value. A model's
    /// `additional` member comes last, holding every JSON key the others do not.
    func structModel(
        name: String, doc: String?, fields: [FieldSpec], types: [ResolvedType?], indirect: Set<Int>,
        discriminator: FixedDiscriminator? = nil,
        additional: (spec: AdditionalPropertiesSpec, type: ResolvedType)? = nil,
        diagnostics: inout [Diagnostic]
    ) -> StructModel? {
        var names = UniqueNames(what: "property")
        var keys = UniqueNames(what: "JSON key", derived: false)
        var properties: [PropertyModel] = []
        var constant: DiscriminatorPropertyModel?
        var failed = false
        for (index, field) in fields.enumerated() {
            let bareName = SwiftNames.memberName(field.name.value)
            names.claim(bareName, by: field.name, kind: "field", diagnostics: &diagnostics)
            keys.claim(field.key ?? field.name.value, by: field.name, kind: "field", diagnostics: &diagnostics)
            if let discriminator, let fixedValue = discriminator.value,
                (field.key ?? field.name.value) == discriminator.key,
                let type = types[index], let value = constantValue(fixedValue, as: type)
            {
                let reference = resolver.reference(
                    inlineConstant(of: type) == nil ? type : .builtin(.string), inside: name)
                let name = SwiftNames.escaped(bareName)
                let docLines =
                    field.doc.map(SwiftText.docLines)
                    ?? [
                        "Always \(SwiftText.stringLiteral(fixedValue)): the value that selects this model in `\(discriminator.union)`."
                    ]
                constant = DiscriminatorPropertyModel(
                    name: name,
                    type: reference,
                    value: value,
                    docLines: docLines,
                    bareName: bareName,
                    key: discriminator.key)
                continue
            }
            guard let type = types[index],
                let property = property(
                    field, bareName: bareName, type: type, isIndirect: indirect.contains(index), scope: name,
                    isModelField: true, diagnostics: &diagnostics)
            else { failed = true; continue }
            properties.append(property)
        }
        if let additional {
            let bareName = SwiftNames.memberName(additional.spec.name.value)
            names.claim(
                bareName, by: additional.spec.name, kind: "member for additional properties", diagnostics: &diagnostics)
            let declared = fields.map { $0.key ?? $0.name.value }
            properties.append(
                additionalProperty(
                    additional.spec, bareName: bareName, type: additional.type, declaredKeys: declared, scope: name))
        }
        if failed { return nil }
        for index in properties.indices { properties[index].isMutable = style.isMutable }
        return StructModel(
            name: name,
            docLines: SwiftText.docLines(doc),
            conformances: style.conformances,
            isMutable: style.isMutable,
            properties: properties,
            discriminator: constant)
    }

    /// `value` as a value of `type`: text, or the case of a string enum whose raw value it is;
    /// `nil` when the type cannot hold it.
    private func constantValue(_ value: String, as type: ResolvedType) -> LiteralValue? {
        switch type {
        case .optional(let wrapped):
            return constantValue(value, as: wrapped)
        case .builtin(.string):
            return .string(value)
        case .model(let specName, _, true):
            if let constant = inlineConstant(of: type) { return constant == value ? .string(value) : nil }
            guard case .enumeration(let cases)? = resolver.symbols.models[specName]?.spec.kind,
                let match = cases.first(where: { $0.rawValue == value })
            else { return nil }
            return .enumCase(SwiftNames.memberName(match.name.value))
        default:
            return nil
        }
    }

    /// The one value of `type` when it is a one-value enum whose fields are constants, declared
    /// nowhere (``InlineConstants``); `nil` for any other type.
    private func inlineConstant(of type: ResolvedType) -> String? {
        guard case .model(let specName, _, _) = type else { return nil }
        return constants.values[specName]
    }

    /// The dictionary member holding every JSON key but `declaredKeys`: decoded and encoded
    /// whole by RouteKit (`decodeAdditionalProperties(besides:)`), empty unless given.
    private func additionalProperty(
        _ spec: AdditionalPropertiesSpec, bareName: String, type: ResolvedType, declaredKeys: [String],
        scope: String
    ) -> PropertyModel {
        let name = SwiftNames.escaped(bareName)
        return PropertyModel(
            name: name,
            label: SwiftNames.label(bareName),
            argumentLabel: SwiftNames.argumentLabel(bareName),
            bareName: bareName,
            type: resolver.reference(type, inside: scope),
            initDefault: .dictionary([]),
            key: nil,
            docLines: SwiftText.docLines(spec.doc ?? "The JSON keys this model does not declare, each with its value."),
            isIndirect: false,
            coding: .additionalProperties(declaredKeys: declaredKeys))
    }

    /// The property for one field, coded as a field of its model's JSON object; `bareName` is
    /// the field's member name when the caller has already computed it. Its type is reached as code
    /// in the body of the model `scope` names it.
    ///
    /// A default is what the server assumes when the value is absent, so it is never sent for
    /// the caller: the value lives in an optional storage property that holds only what was
    /// set (or received), and the property reads the default when that is `nil`. A required
    /// field whose type allows one value is filled in. A deprecated field of a model
    /// (`isModelField`) is read through a deprecated accessor; a route parameter's deprecation
    /// is documented only, since a factory's argument cannot carry one.
    func property(
        _ field: FieldSpec, bareName: String? = nil, type: ResolvedType, isIndirect: Bool = false,
        scope: String? = nil, isModelField: Bool = false, diagnostics: inout [Diagnostic]
    ) -> PropertyModel? {
        var defaultValue: LiteralValue?
        if let value = field.defaultValue {
            guard
                let checked = DefaultValueTranslator(resolver: resolver).value(
                    of: value, as: type, diagnostics: &diagnostics)
            else { return nil }
            if checked != .noValue { defaultValue = checked }
        }
        // A model's field of a one-value enum left undeclared is a `String` constant, which encoding
        // writes and decoding checks (``InlineConstants``); it has no default, or it would not be one.
        let constant = isModelField ? inlineConstant(of: type) : nil
        // `T? = value` reads as a `T`: missing and `null` both leave the value to the server.
        let type = constant != nil ? .builtin(.string) : defaultValue == nil ? type : type.unwrapped
        let fixedValue =
            constant.map(LiteralValue.string) ?? (defaultValue == nil && !type.isOptional ? onlyValue(of: type) : nil)
        let bareName = bareName ?? SwiftNames.memberName(field.name.value)
        let name = SwiftNames.escaped(bareName)
        let key = field.key ?? field.name.value
        let isPresentOrNot = type.isOptional || defaultValue != nil
        let presence: JSONFieldPresence =
            if case .nullable = type { .nullable } else { isPresentOrNot ? .ifPresent : .required }
        var property = PropertyModel(
            name: name,
            label: SwiftNames.label(bareName),
            argumentLabel: SwiftNames.argumentLabel(bareName),
            bareName: bareName,
            type: resolver.reference(type, inside: scope),
            initDefault: isPresentOrNot ? .noValue : nil,
            key: key,
            docLines: SwiftText.docLines(field.doc),
            isIndirect: isIndirect,
            coding: constant != nil ? .jsonConstant : .jsonField(presence))
        property.defaultValue = defaultValue
        property.fixedValue = fixedValue
        property.deprecation = isModelField ? field.deprecated : nil
        property.documentedDeprecation = isModelField ? nil : field.deprecated
        return property
    }

    /// The one value `type` allows: the case of a closed enum that has exactly one; `nil` for any
    /// other type.
    private func onlyValue(of type: ResolvedType) -> LiteralValue? {
        guard case .model(let specName, _, true) = type, let model = resolver.symbols.models[specName]?.spec,
            !model.isOpen,
            case .enumeration(let cases) = model.kind, cases.count == 1
        else { return nil }
        return .enumCase(SwiftNames.memberName(cases[0].name.value))
    }
}
