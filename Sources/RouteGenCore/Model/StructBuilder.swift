/// Builds generated structs and enums from models, and the properties of any field list.
///
/// Field types of all models are resolved first, so fields that refer back to their own model
/// (directly, or through other models) can be found and stored indirectly.
struct StructBuilder {
    let resolver: TypeResolver
    /// Resolved field types of object models, by model spec name (`nil` where unresolved).
    private var fieldTypes: [String: [ResolvedType?]] = [:]
    /// `(model, field index)` pairs that must be boxed to break a cycle of structs.
    private var indirectFields: Set<FieldID> = []

    private struct FieldID: Hashable {
        let model: String
        let index: Int
    }

    init(resolver: TypeResolver) { self.resolver = resolver }

    /// Resolves every model's field types and finds the cycles among them.
    mutating func resolveModels(in files: [SpecFile], diagnostics: inout [Diagnostic]) {
        for file in files {
            for model in file.models {
                guard case .object(let fields) = model.kind, fieldTypes[model.name.value] == nil else { continue }
                fieldTypes[model.name.value] = fields.map { resolver.resolve($0.type, diagnostics: &diagnostics) }
            }
        }
        // A field needs a box when its struct type (optional or not, but not inside an array or
        // dictionary, which already store out of line) can reach the field's own model.
        var edges: [String: [(index: Int, target: String)]] = [:]
        for (model, types) in fieldTypes {
            for (index, type) in types.enumerated() {
                if case .model(let target, _, false)? = type?.unwrapped { edges[model, default: []].append((index, target)) }
            }
        }
        for (model, modelEdges) in edges {
            for edge in modelEdges where Self.reaches(from: edge.target, to: model, edges: edges) {
                indirectFields.insert(FieldID(model: model, index: edge.index))
            }
        }
    }

    private static func reaches(from start: String, to goal: String, edges: [String: [(index: Int, target: String)]]) -> Bool {
        var seen: Set<String> = [start]
        var stack = [start]
        while let node = stack.popLast() {
            if node == goal { return true }
            for edge in edges[node] ?? [] where seen.insert(edge.target).inserted {
                stack.append(edge.target)
            }
        }
        return false
    }

    /// The generated type of a model, or `nil` after reporting its problems.
    func typeModel(for model: ModelSpec, diagnostics: inout [Diagnostic]) -> TypeModel? {
        guard let swiftName = resolver.symbols.models[model.name.value]?.swiftName else { return nil }
        switch model.kind {
        case .enumeration(let cases):
            return enumModel(model, name: swiftName, cases: cases, diagnostics: &diagnostics).map(TypeModel.enumeration)
        case .object(let fields):
            let types = fieldTypes[model.name.value] ?? []
            let indirect = Set(fields.indices.filter { indirectFields.contains(FieldID(model: model.name.value, index: $0)) })
            return structModel(name: swiftName, doc: model.doc, fields: fields, types: types, indirect: indirect,
                               diagnostics: &diagnostics).map(TypeModel.structure)
        case .union:
            diagnostics.append(.error("unions (oneOf/anyOf) are not generated yet", at: model.name.location))
            return nil
        }
    }

    /// A struct from a field list (a model, or a route's inline body).
    func structModel(name: String, doc: String?, fields: [FieldSpec], types: [ResolvedType?], indirect: Set<Int>,
                     diagnostics: inout [Diagnostic]) -> StructModel? {
        var names = UniqueNames(what: "property")
        var keys = UniqueNames(what: "JSON key")
        var properties: [PropertyModel] = []
        var failed = false
        for (index, field) in fields.enumerated() {
            names.claim(SwiftNames.memberName(field.name.value), by: field.name, kind: "field", diagnostics: &diagnostics)
            keys.claim(field.key ?? field.name.value, by: field.name, kind: "field", diagnostics: &diagnostics)
            guard let type = types[index],
                  let property = property(field, type: type, isIndirect: indirect.contains(index), diagnostics: &diagnostics)
            else { failed = true; continue }
            properties.append(property)
        }
        if failed { return nil }
        let customCoding = properties.contains { $0.isIndirect || ($0.initDefault != nil && $0.initDefault != "nil") }
        return StructModel(
            name: name,
            docLines: SwiftText.docLines(doc),
            properties: properties,
            hasCodingKeys: customCoding || properties.contains(where: \.hasCustomKey),
            hasCustomCoding: customCoding)
    }

    /// The property for one field, with its coding and request statements.
    func property(_ field: FieldSpec, type: ResolvedType, isIndirect: Bool = false, requestCall: String? = nil,
                  diagnostics: inout [Diagnostic]) -> PropertyModel? {
        var initDefault: String?
        if let value = field.defaultValue {
            guard let expression = DefaultValueTranslator(resolver: resolver).expression(for: value, as: type, diagnostics: &diagnostics)
            else { return nil }
            initDefault = expression
        } else if type.isOptional {
            initDefault = "nil"
        }
        let bareName = SwiftNames.memberName(field.name.value)
        let name = SwiftNames.escaped(bareName)
        let key = field.key ?? field.name.value
        let keyLiteral = SwiftText.stringLiteral(key)
        let valueType = resolver.spell(type.unwrapped)
        let lenient = type.isOptional || initDefault != nil
        var decode = "try container.\(lenient ? "decodeIfPresent" : "decode")(\(valueType).self, forKey: .\(name))"
        if let initDefault, initDefault != "nil" { decode += " ?? \(initDefault)" }
        return PropertyModel(
            name: name,
            label: SwiftNames.label(bareName),
            bareName: bareName,
            type: resolver.spell(type),
            qualifiedType: resolver.qualifiedSpelling(type),
            initDefault: initDefault,
            keyLiteral: keyLiteral,
            hasCustomKey: key != bareName,
            docLines: SwiftText.docLines(field.doc),
            isIndirect: isIndirect,
            decodeStatement: isIndirect ? "_\(bareName) = Indirect(\(decode))" : "self.\(name) = \(decode)",
            encodeStatement: "try container.\(type.isOptional ? "encodeIfPresent" : "encode")(\(name), forKey: .\(name))",
            requestStatement: requestCall.map { "\($0)(\(keyLiteral), \(name))" } ?? "")
    }

    private func enumModel(_ model: ModelSpec, name: String, cases: [EnumCaseSpec], diagnostics: inout [Diagnostic]) -> EnumModel? {
        guard !cases.isEmpty else {
            diagnostics.append(.error("enum \"\(model.name.value)\" has no cases", at: model.name.location))
            return nil
        }
        var names = UniqueNames(what: "case")
        var rawValues = UniqueNames(what: "raw value")
        let before = diagnostics.count
        let caseModels = cases.map { enumCase in
            let bare = SwiftNames.memberName(enumCase.name.value)
            names.claim(bare, by: enumCase.name, kind: "enum case", diagnostics: &diagnostics)
            rawValues.claim(enumCase.rawValue, by: enumCase.name, kind: "enum case", diagnostics: &diagnostics)
            return EnumCaseModel(
                name: SwiftNames.escaped(bare),
                rawValueLiteral: enumCase.rawValue == bare ? nil : SwiftText.stringLiteral(enumCase.rawValue),
                docLines: SwiftText.docLines(enumCase.doc))
        }
        guard diagnostics.count == before else { return nil }
        return EnumModel(name: name, docLines: SwiftText.docLines(model.doc), cases: caseModels)
    }
}
