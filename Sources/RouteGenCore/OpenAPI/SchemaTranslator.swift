/// Translates JSON schemas into type expressions, and the schemas that need a name — objects,
/// string enums, unions — into models.
///
/// Each schema node is translated once: a model is found again by its node (nodes are
/// identified by where they start), and a schema that only stands for a type (`DOB: { type:
/// string, format: date-time }`, `Pets: { type: array, … }`) is cached as that type and written
/// in place wherever it is referenced. Component models are named before anything is
/// translated, so an inline schema never takes a component's name.
struct SchemaTranslator {
    /// Follows references.
    var resolver: ReferenceResolver
    /// Warnings and errors of the whole translation.
    var log = OpenAPIDiagnostics()
    /// Every Swift type name of the API.
    var typeNames = TypeNameAllocator()
    /// The user's choices.
    let options: OpenAPIOptions

    /// Models in the order their translation started; a slot is filled when it ends, so a
    /// model comes before the inline models it declares.
    private var slots: [ModelSpec?] = []
    /// Model names by schema node.
    private var modelNames: [SourceLocation: String] = [:]
    /// The slot of each model by name.
    private var slotIndices: [String: Int] = [:]
    /// Model schema nodes by model name.
    private var modelNodes: [String: YAMLNode] = [:]
    /// Where each model's name is written: a component's key, else the schema.
    private var nameLocations: [SourceLocation: SourceLocation] = [:]
    /// Component models named but not translated yet.
    private var pending: Set<SourceLocation> = []
    /// The types of schemas that are not models, by node.
    private var aliasTypes: [SourceLocation: SchemaType] = [:]
    /// Schemas that are not models whose translation is under way, to stop a schema that
    /// contains itself without a model in between.
    private var aliasesInProgress: Set<SourceLocation> = []
    /// Shapes by schema node, decided once.
    var shapes: [SourceLocation: SchemaShape] = [:]
    /// Schemas whose shape is being decided.
    var shapesInProgress: Set<SourceLocation> = []
    /// Inline enums that carry a `format`, by format and values: one model for them all.
    private var formatEnums: [String: String] = [:]
    /// How many inline enums of each format and values the files counted so far declare
    /// (``FormatEnums``), counted for a file when the first of its enums with a format is met.
    private var formatEnumCounts: [String: Int] = [:]
    /// The files whose enums with a format are counted.
    private var formatEnumFiles: Set<String> = []
    /// Component names as written, by schema node: a discriminator's implicit values.
    private var componentNames: [SourceLocation: String] = [:]
    /// Components the app replaces by its own types (`x-swift-type`, `--type-override`).
    private(set) var appTypes = AppTypes()
    /// Error body types of component responses, by the file a reference is written in and the
    /// reference as written: APIs refer to the same few error responses from every operation,
    /// and their type does not depend on the operation (`nil` for one without a JSON body).
    var errorBodyTypes: [String: [String: TypeExpression?]] = [:]

    /// A translator following references with `resolver`.
    init(resolver: ReferenceResolver, options: OpenAPIOptions) {
        self.resolver = resolver
        self.options = options
    }

    /// The models translated so far, in declaration order.
    var models: [ModelSpec] { slots.compactMap { $0 } }

    /// The schema the model named `name` was translated from.
    func node(ofModel name: String) -> YAMLNode? { modelNodes[name] }

    /// Whether the schema `node` is a model's own (its examples are the model's).
    func declaresModel(_ node: YAMLNode) -> Bool { modelNames[node.location] != nil }

    // MARK: Components

    /// Names the models among `components/schemas` before anything else claims a name: top-level
    /// ones in document order, then those ``ComponentNames`` nests in another, parents first.
    /// A component `overrides` (`--type-override`) or its `x-swift-type` replaces is no model.
    mutating func declareComponents(_ schemas: [YAMLPair], overrides: TypeOverrideSet) {
        var models: [(name: String, pair: YAMLPair)] = []
        for pair in schemas {
            guard let name = pair.key.scalar?.value else { continue }
            componentNames[pair.value.location] = name
            if appTypes.declare(
                name, key: pair.key.location, node: pair.value, overrides: overrides, options: options, log: &log)
            {
                continue
            }
            guard shape(of: SchemaNode(pair.value)).isModel else { continue }
            models.append((name, pair))
        }
        let modelNames = Set(models.map(\.name))
        let naming = ComponentNames(models.map(\.name), isModel: modelNames.contains)
        var claimed: [String: String] = [:]
        var nested: [(name: String, pair: YAMLPair, choice: ComponentNames.Choice)] = []
        var chosen: [(name: String, pair: YAMLPair, override: Located<String>)] = []
        for (name, pair) in models {
            if let override = SwiftNameOverride.value(in: pair.value) {
                chosen.append((name, pair, override))
                continue
            }
            let choice = naming.choices[name] ?? ComponentNames.Choice(name: name)
            guard choice.parent == nil else {
                nested.append((name, pair, choice))
                continue
            }
            let swiftName = typeNames.claim(choice.name)
            // `x-routegen-name` (written by `export-openapi`) keeps the spec's spelling of it.
            claimed[name] = ExportHints.specName(in: pair.value, swiftName: swiftName) ?? swiftName
            register(pair.value, name: claimed[name] ?? name, nameLocation: pair.key.location)
            pending.insert(pair.value.location)
        }
        // Chosen names come after the derived ones they must not meet, and before the nested
        // names their children take from them.
        for (name, pair, override) in chosen {
            let swiftName = SwiftNames.declaredTypeName(override.value)
            if typeNames.isTaken(swiftName) {
                log.error(
                    SwiftNameOverride.collision(override, becomes: swiftName, what: "type"), at: override.location)
            }
            claimed[name] = typeNames.claim(override.value)
            register(pair.value, name: claimed[name] ?? name, nameLocation: override.location)
            pending.insert(pair.value.location)
        }
        // Each pass names the models whose parent has a name, so a path's parents come first.
        while !nested.isEmpty {
            var waiting: [(name: String, pair: YAMLPair, choice: ComponentNames.Choice)] = []
            let stuck = !nested.contains { entry in entry.choice.parent.map { claimed[$0] != nil } ?? true }
            for entry in nested {
                let parent = entry.choice.parent.flatMap { claimed[$0] }
                guard parent != nil || stuck else {
                    waiting.append(entry)
                    continue
                }
                let name = parent.map { typeNames.claim(entry.choice.name, in: $0) } ?? typeNames.claim(entry.name)
                claimed[entry.name] = name
                register(entry.pair.value, name: name, nameLocation: entry.pair.key.location)
                pending.insert(entry.pair.value.location)
            }
            nested = waiting
        }
    }

    /// Translates the component models named by ``declareComponents(_:overrides:)``.
    mutating func translateComponents(_ schemas: [YAMLPair]) {
        for pair in schemas where pending.contains(pair.value.location) {
            translateModel(pair.value)
        }
    }

    // MARK: Types

    /// The type `node` gives a value. Inline objects, enums and unions become models named
    /// from `hint` (`PetOwner` for the property `owner` of `Pet`).
    mutating func type(of node: YAMLNode, hint: @autoclosure () -> TypeNameHint) -> SchemaType {
        let schema = SchemaNode(node)
        var result: SchemaType
        switch shape(of: schema) {
        case .reference(let ref):
            result = referencedType(ref, hint: hint)
        case .alias(let member):
            result = type(of: member, hint: hint())
        case .firstOf(let member):
            log.warn(
                .allOf,
                "\"allOf\" of schemas that are not objects cannot be merged: generated as its first member's type",
                at: node.location)
            result = type(of: member, hint: hint())
        case .any:
            result = .json(at: node.location)
        case .unsupported(let what):
            log.warn(.jsonValue, "\(what) cannot be expressed: generated as JSONValue", at: node.location)
            result = .json(at: node.location)
        case .scalar(let type):
            result = .named(scalarTypeName(schema, type: type), at: node.location)
        case .array:
            result = arrayType(schema, hint: hint)
        case .dictionary:
            result = dictionaryType(schema, hint: hint)
        case .enumeration(let values)
        where modelNames[node.location] == nil && schema.text("format") != nil && schema.nonNullTypes != ["integer"]
            && isSharedFormatEnum(schema, values: values):
            result = .named(formatEnumName(schema, values: values), at: node.location)
        case .object, .merged, .enumeration, .openEnum, .union:
            result = .named(modelName(for: node, hint: hint()), at: node.location)
        }
        let alternatives = schema.list("oneOf") + schema.list("anyOf")
        let enumHasNull = schema["enum"]?.sequence?.contains(where: \.isNull) ?? false
        result.isNullable =
            result.isNullable || schema.isNullable || enumHasNull
            || alternatives.contains { isNullOnly($0) }
        result.defaultNode = schema["default"] ?? result.defaultNode
        result.doc = schema.doc ?? result.doc
        result.isReadOnly = result.isReadOnly || schema.flag("readOnly")
        result.isWriteOnly = result.isWriteOnly || schema.flag("writeOnly")
        return result
    }

    /// The type of a `$ref`: a model's name, or the type of the schema it points at.
    private mutating func referencedType(_ ref: YAMLNode, hint: () -> TypeNameHint) -> SchemaType {
        guard let text = ref.scalar?.value else {
            log.warn(
                .unusableReference, "expected \"$ref\" to be text, found \(ref.kindName): generated as JSONValue",
                at: ref.location)
            return .json(at: ref.location)
        }
        guard let target = resolver.resolve(text, at: ref.location, log: &log) else { return .json(at: ref.location) }
        let node = target.node
        if target.isComponent, componentNames[node.location] == nil, let name = target.name {
            componentNames[node.location] = name
        }
        if let appType = appTypes.swiftType(of: node) {
            return SchemaType(
                type: .named(Located(appType.value, at: ref.location)), isNullable: SchemaNode(node).isNullable)
        }
        if modelNames[node.location] != nil || shape(of: SchemaNode(node)).isModel {
            let name = modelName(
                for: node, hint: target.name.map { TypeNameHint($0) } ?? hint(),
                nameLocation: target.isComponent ? target.nameLocation : nil)
            let schema = SchemaNode(node)
            return SchemaType(
                type: .named(Located(name, at: ref.location)), isNullable: schema.isNullable,
                defaultNode: schema["default"])
        }
        if let known = aliasTypes[node.location] { return known }
        guard aliasesInProgress.insert(node.location).inserted else {
            log.warn(
                .selfContainingSchema,
                "\"\(text)\" contains itself without an object in between: generated as JSONValue", at: ref.location)
            return .json(at: ref.location)
        }
        let result = type(of: node, hint: target.name.map { TypeNameHint($0) } ?? hint())
        aliasesInProgress.remove(node.location)
        aliasTypes[node.location] = result
        return result
    }

    /// The built-in type of a scalar schema, by `type` and `format`.
    func scalarTypeName(_ schema: SchemaNode, type: String) -> String {
        let format = schema.text("format")
        switch type {
        case "integer":
            switch format {
            case "int32": return "Int32"
            case "int64": return "Int64"
            default: return "Int"
            }
        case "number":
            switch format {
            case "float": return "Float"
            default: return "Double"
            }
        case "boolean":
            return "Bool"
        default:
            switch format {
            case "date-time": return "Date"
            case "date": return "CalendarDate"
            case "uuid": return "UUID"
            case "uri": return "URL"
            case "binary", "byte": return "Data"
            default:
                if let encoding = schema.text("contentEncoding"), ["base64", "binary"].contains(encoding) {
                    return "Data"
                }
                return "String"
            }
        }
    }

    private mutating func arrayType(_ schema: SchemaNode, hint: () -> TypeNameHint) -> SchemaType {
        // 3.1's tuple (`prefixItems`), and 3.0's list of `items`, give each position its own type.
        if let prefixItems = schema["prefixItems"] {
            log.warn(
                .tuple, "a tuple (\"prefixItems\") cannot be expressed: generated as [JSONValue]",
                at: prefixItems.location)
            return SchemaType(type: .array(.named(Located(BuiltinName.json, at: prefixItems.location))))
        }
        guard let items = schema["items"] else {
            return SchemaType(type: .array(.named(Located(BuiltinName.json, at: schema.location))))
        }
        guard items.sequence == nil else {
            log.warn(
                .tuple, "a list of \"items\" schemas (a tuple) cannot be expressed: generated as [JSONValue]",
                at: items.location)
            return SchemaType(type: .array(.named(Located(BuiltinName.json, at: items.location))))
        }
        let element = type(of: items, hint: hint().element)
        return SchemaType(type: .array(element.isNullable ? .optional(element.type) : element.type))
    }

    private mutating func dictionaryType(_ schema: SchemaNode, hint: () -> TypeNameHint) -> SchemaType {
        guard let values = schema["additionalProperties"], values.mapping != nil, !SchemaNode(values).isConstraintOnly
        else {
            return SchemaType(type: .dictionary(.named(Located(BuiltinName.json, at: schema.location))))
        }
        let value = type(of: values, hint: hint().value)
        return SchemaType(type: .dictionary(value.isNullable ? .optional(value.type) : value.type))
    }

    // MARK: Models

    /// Whether the inline enum `schema` with a `format` has the same format and values as
    /// another inline enum of its file (`format: http-method` on every method property of an
    /// API), so one model named after the format stands for them all. One alone (`format: urn`
    /// on a `grant_type`) is named after its place like any other inline enum.
    private mutating func isSharedFormatEnum(_ schema: SchemaNode, values: [YAMLNode]) -> Bool {
        let file = schema.location.file
        if formatEnumFiles.insert(file).inserted, let root = resolver.root(of: file) {
            FormatEnums.count(in: root, into: &formatEnumCounts)
        }
        return formatEnumCounts[
            FormatEnums.key(format: schema.text("format") ?? "", values: values.map(Self.enumValue)), default: 0] > 1
    }

    /// The model of an inline enum with a `format` that others share (``isSharedFormatEnum``):
    /// named after the format, one for every inline enum with that format and the same values,
    /// instead of one copy per property.
    private mutating func formatEnumName(_ schema: SchemaNode, values: [YAMLNode]) -> String {
        let key = FormatEnums.key(format: schema.text("format") ?? "", values: values.map(Self.enumValue))
        if let name = formatEnums[key] { return name }
        let format = schema.text("format") ?? ""
        let name = modelName(for: schema.node, hint: TypeNameHint(format), documented: false)
        formatEnums[key] = name
        return name
    }

    /// The name of the model `node` declares, translating it the first time; a model shared
    /// by unrelated values is not `documented` with the description of the first one. The name
    /// is located at `nameLocation` (a definition's key), else at the schema.
    mutating func modelName(
        for node: YAMLNode, hint: TypeNameHint, nameLocation: SourceLocation? = nil, documented: Bool = true
    ) -> String {
        if let name = modelNames[node.location] { return name }
        let name = typeNames.claim(hint)
        register(node, name: name, nameLocation: nameLocation ?? node.location)
        translateModel(node, documented: documented)
        return name
    }

    private mutating func register(_ node: YAMLNode, name: String, nameLocation: SourceLocation) {
        modelNames[node.location] = name
        modelNodes[name] = node
        nameLocations[node.location] = nameLocation
    }

    /// Translates the model `node` declares, already registered, into its slot.
    private mutating func translateModel(_ node: YAMLNode, documented: Bool = true) {
        pending.remove(node.location)
        let name = modelNames[node.location]!
        let slot = slots.count
        slots.append(nil)
        slotIndices[name] = slot
        let schema = SchemaNode(node)
        let located = Located(name, at: nameLocations[node.location]!)
        let kind: ModelSpec.Kind
        var isOpen = false
        var hasIntegerValues = false
        var additional: AdditionalPropertiesSpec?
        switch shape(of: schema) {
        case .enumeration(let values):
            hasIntegerValues = isIntegerEnum(schema, items: values)
            kind = .enumeration(enumCases(values, schema: schema, isOpen: isOpenEnum(schema)))
            isOpen = isOpenEnum(schema)
        case .openEnum(let members):
            let values = openEnumValues(members)
            hasIntegerValues = isIntegerEnum(schema, items: values)
            kind = .enumeration(enumCases(values, schema: schema, isOpen: true))
            isOpen = true
        case .union(let members):
            kind = .union(union(members, schema: schema, name: name))
        default:
            let members = objectMembers(schema, model: name, keepsAdditionalProperties: true)
            kind = .object(members.fields)
            additional = members.additional
        }
        var model = ModelSpec(
            name: located, kind: kind, doc: documented ? schema.doc : nil, isOpen: isOpen,
            hasIntegerValues: hasIntegerValues, additionalProperties: additional)
        model.deprecated = ExportHints.deprecation(of: node)
        model.examples = schemaExamples(node)
        slots[slot] = model
    }

    /// The cases of the string enum named `name`, or `nil` when it is not a string enum.
    mutating func enumValues(ofModel name: String) -> [String]? {
        guard let node = modelNodes[name] else { return nil }
        switch shape(of: SchemaNode(node)) {
        case .enumeration(let values): return values.compactMap { Self.enumValue($0).scalar?.value }
        case .openEnum(let members): return openEnumValues(members).compactMap { Self.enumValue($0).scalar?.value }
        default: return nil
        }
    }

    /// The types of the variants of the union model `name`, once translated; `nil` for any other
    /// model or type.
    func unionVariantTypes(ofModel name: String) -> [TypeExpression]? {
        guard let slot = slotIndices[name], case .union(let union)? = slots[slot]?.kind else { return nil }
        return union.variants.map(\.type)
    }

    /// The fields of the struct model `name`, once translated; `nil` for any other model or type.
    func structFields(ofModel name: String) -> [FieldSpec]? {
        guard let slot = slotIndices[name], case .object(let fields)? = slots[slot]?.kind else { return nil }
        return fields
    }

    /// Whether `name` is an open enum: one that decodes values it does not list.
    mutating func isOpenEnum(model name: String) -> Bool {
        guard let node = modelNodes[name] else { return false }
        let schema = SchemaNode(node)
        switch shape(of: schema) {
        case .enumeration: return isOpenEnum(schema)
        case .openEnum: return true
        default: return false
        }
    }

    /// Whether `name` is a struct model.
    mutating func isStruct(named name: String) -> Bool {
        guard let node = modelNodes[name] else { return false }
        switch shape(of: SchemaNode(node)) {
        case .object, .merged: return true
        default: return false
        }
    }

    /// The component name of a schema as written (`Walk`), if it is a component.
    func componentName(of node: YAMLNode) -> String? {
        componentNames[node.location]
    }

    /// Follows `node`'s references to the schema they end at.
    mutating func dereference(_ node: YAMLNode) -> (node: YAMLNode, name: String?)? {
        resolver.dereference(node, log: &log)
    }
}
