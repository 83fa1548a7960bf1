/// Builds generated structs, enums and unions from models, and the properties of any field list.
///
/// Field and variant types of all models are resolved first, so members that refer back to
/// their own model (directly, or through other models) can be found and stored indirectly.
struct StructBuilder {
    let resolver: TypeResolver
    /// How models are declared (mutability, equality).
    let style: ModelStyle
    /// Resolved field types of object models, by model spec name (`nil` where unresolved).
    private var fieldTypes: [String: [ResolvedType?]] = [:]
    /// Resolved variant types of union models, by model spec name (`nil` where unresolved).
    private var variantTypes: [String: [ResolvedType?]] = [:]
    /// The fields and variants that must be boxed to break a cycle of models.
    private var indirection = Indirection(fieldTypes: [:], variantTypes: [:])

    init(resolver: TypeResolver, style: ModelStyle) {
        self.resolver = resolver
        self.style = style
    }

    /// Resolves every model's field and variant types (on all cores; the first object or union of
    /// a name counts) and finds the cycles among them.
    mutating func resolveModels(in files: [SpecFile], diagnostics: inout [Diagnostic]) {
        var seen: Set<String> = []
        let models = files.flatMap(\.models).filter { model in
            if case .enumeration = model.kind { return false }
            return seen.insert(model.name.value).inserted
        }
        let resolver = resolver
        let resolved = ParallelMap.map(models, diagnostics: &diagnostics) { model, found -> (name: String, types: [ResolvedType?], isUnion: Bool)? in
            switch model.kind {
            case .object(let fields):
                (model.name.value, fields.map { resolver.resolve($0.type, diagnostics: &found) }, false)
            case .union(let union):
                (model.name.value, union.variants.map { resolver.resolve($0.type, diagnostics: &found) }, true)
            case .enumeration:
                nil
            }
        }
        for model in resolved {
            if model.isUnion { variantTypes[model.name] = model.types } else { fieldTypes[model.name] = model.types }
        }
        indirection = Indirection(fieldTypes: fieldTypes, variantTypes: variantTypes)
        var checked: Set<String> = []
        for file in files {
            for model in file.models where variantTypes[model.name.value] != nil && checked.insert(model.name.value).inserted {
                guard let cycle = UnionBuilder.cycle(from: model.name.value, variantTypes: variantTypes) else { continue }
                diagnostics.append(.error(
                    "union \"\(model.name.value)\" is a variant of itself (\(cycle.joined(separator: " → "))), so decoding it would never end; put the recursion inside a model or an array",
                    at: model.name.location))
            }
        }
    }

    /// The generated type of a model, or `nil` after reporting its problems.
    func typeModel(for model: ModelSpec, diagnostics: inout [Diagnostic]) -> TypeModel? {
        guard let swiftName = resolver.symbols.models[model.name.value]?.swiftName else { return nil }
        switch model.kind {
        case .enumeration(let cases):
            return EnumBuilder().enumModel(model, name: swiftName, cases: cases, diagnostics: &diagnostics).map(TypeModel.enumeration)
        case .object(let fields):
            let types = fieldTypes[model.name.value] ?? []
            let indirect = Set(fields.indices.filter { indirection.fields.contains(Indirection.Member(model: model.name.value, index: $0)) })
            return structModel(name: swiftName, doc: model.doc, fields: fields, types: types, indirect: indirect,
                               diagnostics: &diagnostics).map(TypeModel.structure)
        case .union(let union):
            let types = variantTypes[model.name.value] ?? []
            let indirect = Set(union.variants.indices.filter { indirection.variants.contains(Indirection.Member(model: model.name.value, index: $0)) })
            return UnionBuilder(resolver: resolver, style: style).unionModel(model, union: union, name: swiftName, types: types, indirect: indirect,
                                                               diagnostics: &diagnostics).map(TypeModel.union)
        }
    }

    /// A struct from a field list (a model, or a route's inline body).
    func structModel(name: String, doc: String?, fields: [FieldSpec], types: [ResolvedType?], indirect: Set<Int>,
                     diagnostics: inout [Diagnostic]) -> StructModel? {
        var names = UniqueNames(what: "property")
        var keys = UniqueNames(what: "JSON key", derived: false)
        var properties: [PropertyModel] = []
        var failed = false
        for (index, field) in fields.enumerated() {
            let bareName = SwiftNames.memberName(field.name.value)
            names.claim(bareName, by: field.name, kind: "field", diagnostics: &diagnostics)
            keys.claim(field.key ?? field.name.value, by: field.name, kind: "field", diagnostics: &diagnostics)
            guard let type = types[index],
                  let property = property(field, bareName: bareName, type: type, isIndirect: indirect.contains(index), diagnostics: &diagnostics)
            else { failed = true; continue }
            properties.append(property)
        }
        if failed { return nil }
        for index in properties.indices { properties[index].isMutable = style.isMutable }
        return StructModel(
            name: name,
            docLines: SwiftText.docLines(doc),
            conformances: style.conformances,
            isMutable: style.isMutable,
            properties: properties)
    }

    /// How a statement names the property `name`: `self.name` where a local of the generated
    /// method (`object` and `encoder` in `encode(to:)`; `request`, `form`, `parts` in `encode(into:)`)
    /// would otherwise shadow it.
    static func reference(_ name: String, _ bareName: String, shadowedBy locals: Set<String>) -> String {
        locals.contains(bareName) ? "self.\(name)" : name
    }

    /// The locals of the generated `encode(to:)`.
    private static let codingLocals: Set<String> = ["object", "encoder"]
    /// The locals of the generated `encode(into:)`.
    private static let requestLocals: Set<String> = ["request", "form", "parts"]

    /// The property for one field, with its coding and request statements; `bareName` is the
    /// field's member name when the caller has already computed it.
    func property(_ field: FieldSpec, bareName: String? = nil, type: ResolvedType, isIndirect: Bool = false, requestCall: RequestCall? = nil,
                  diagnostics: inout [Diagnostic]) -> PropertyModel? {
        var initDefault: String?
        if let value = field.defaultValue {
            guard let expression = DefaultValueTranslator(resolver: resolver).expression(for: value, as: type, diagnostics: &diagnostics)
            else { return nil }
            initDefault = expression
        } else if type.isOptional {
            initDefault = "nil"
        }
        let bareName = bareName ?? SwiftNames.memberName(field.name.value)
        let name = SwiftNames.escaped(bareName)
        let key = field.key ?? field.name.value
        let keyLiteral = SwiftText.stringLiteral(key)
        let lenient = type.isOptional || initDefault != nil
        var decode = "try object.\(lenient ? "decodeIfPresent" : "decode")(forKey: \(keyLiteral))"
        if let initDefault, initDefault != "nil" { decode += " ?? \(initDefault)" }
        return PropertyModel(
            name: name,
            label: SwiftNames.label(bareName),
            argumentLabel: SwiftNames.argumentLabel(bareName),
            bareName: bareName,
            type: resolver.spell(type),
            qualifiedType: resolver.qualifiedSpelling(type),
            initDefault: initDefault,
            keyLiteral: keyLiteral,
            docLines: SwiftText.docLines(field.doc),
            isIndirect: isIndirect,
            decodeStatement: isIndirect ? "self._\(bareName) = Indirect(\(decode))" : "self.\(name) = \(decode)",
            encodeStatement: "try object.\(type.isOptional ? "encodeIfPresent" : "encode")(\(Self.reference(name, bareName, shadowedBy: Self.codingLocals)), forKey: \(keyLiteral))",
            requestStatement: requestCall?.statement(key: keyLiteral, value: Self.reference(name, bareName, shadowedBy: Self.requestLocals)) ?? "")
    }
}
