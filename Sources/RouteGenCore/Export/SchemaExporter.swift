/// Writes types, fields and models as JSON Schema (OpenAPI 3.1): the inverse of the OpenAPI
/// stage's `SchemaTranslator`, so translating a written schema back gives the type or model
/// it was written from.
struct SchemaExporter {
    /// Every model of the API by name, for references, enum defaults and integer enums.
    let models: [String: ModelSpec]
    /// The models written in place instead of as components (``InlineModels``).
    let inlined: Set<String>
    /// The version written, which decides what can be said in OpenAPI's own words.
    let version: OpenAPIVersion

    /// The exporter of the models and routes of one API, for a document of `version`.
    init(models: [ModelSpec], routes: [RouteSpec], version: OpenAPIVersion = .v3_1) {
        self.models = Dictionary(models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        inlined = InlineModels.names(models: models, routes: routes, version: version)
        self.version = version
    }

    /// A reference to the component schema of the model `name`.
    static func reference(_ name: String) -> ExportNode {
        .mapping([("$ref", .text("#/components/schemas/" + name))])
    }

    /// The schema of `type` without its optionality, which the owner's `required` says.
    /// `T | null` allows `null` (a 3.1 type list, or `oneOf` with `null` for a reference).
    func schema(of type: TypeExpression) -> ExportNode {
        switch type {
        case .named(let name): named(name.value)
        case .array(let element): .mapping([("type", .text("array")), ("items", schema(ofElement: element))])
        case .dictionary(let value):
            .mapping([("type", .text("object")), ("additionalProperties", schema(ofElement: value))])
        case .optional(let wrapped): schema(of: wrapped)
        case .nullable(let wrapped): Self.allowingNull(schema(of: wrapped))
        }
    }

    /// The schema of a list's element or a dictionary's value, where `T?` means the value may
    /// be `null` (nothing can be missing there).
    private func schema(ofElement type: TypeExpression) -> ExportNode {
        if case .optional(let wrapped) = type { return Self.allowingNull(schema(of: wrapped)) }
        return schema(of: type)
    }

    /// The schema of a built-in type or a model by name.
    private func named(_ name: String) -> ExportNode {
        let string = ExportNode.text("string")
        switch name {
        case "String": return .mapping([("type", string)])
        case "Int": return .mapping([("type", .text("integer"))])
        case "Int32": return .mapping([("type", .text("integer")), ("format", .text("int32"))])
        case "Int64": return .mapping([("type", .text("integer")), ("format", .text("int64"))])
        case "Double": return .mapping([("type", .text("number")), ("format", .text("double"))])
        case "Float": return .mapping([("type", .text("number")), ("format", .text("float"))])
        case "Bool": return .mapping([("type", .text("boolean"))])
        case "Date": return .mapping([("type", string), ("format", .text("date-time"))])
        case "CalendarDate": return .mapping([("type", string), ("format", .text("date"))])
        case "UUID": return .mapping([("type", string), ("format", .text("uuid"))])
        case "URL": return .mapping([("type", string), ("format", .text("uri"))])
        // In JSON, bytes travel as base64 text; a file part or raw body is `format: binary` (``binary``).
        case "Data": return .mapping([("type", string), ("contentEncoding", .text("base64"))])
        case "FilePart": return Self.binary
        case "JSONValue": return .empty
        default:
            guard inlined.contains(name), let model = models[name] else { return Self.reference(name) }
            return component(model)
        }
    }

    /// The schema of raw bytes: a raw body, a file part.
    static let binary = ExportNode.mapping([("type", .text("string")), ("format", .text("binary"))])

    /// `schema` that also allows `null`: `type: [T, "null"]` where it names one type, else
    /// `oneOf` of it and `null`.
    static func allowingNull(_ schema: ExportNode) -> ExportNode {
        var entries = schema.entries
        if let index = entries.firstIndex(where: { $0.key == "type" }), case .text(let type) = entries[index].value {
            entries[index].value = .sequence([.text(type), .text("null")])
            return .mapping(entries)
        }
        return .mapping([("oneOf", .sequence([schema, .mapping([("type", .text("null"))])]))])
    }

    /// Whether a field must be present: neither optional nor nullable, and without a default.
    static func isRequired(_ field: FieldSpec) -> Bool {
        guard field.defaultValue == nil else { return false }
        switch field.type {
        case .optional, .nullable: return false
        default: return true
        }
    }

    /// The wire name of a field: its `key:`, else its name.
    static func wireName(_ field: FieldSpec) -> String {
        field.key ?? field.name.value
    }

    /// `x-swift-name` for a field whose Swift name the OpenAPI stage would not derive from its
    /// wire name (`projectID` with the key `project_id`), or `nil`.
    static func swiftNameOverride(_ field: FieldSpec) -> ExportNode? {
        let wire = wireName(field)
        return ExportNames.derivedMemberName(wire) == SwiftNames.memberName(field.name.value)
            ? nil : .text(field.name.value)
    }

    /// The schema of a property: its type's, with `description`, `default` and `x-swift-name`
    /// beside it (3.1 allows keywords beside `$ref`). An optional field with a default allows
    /// `null`, which is what keeps it optional for the OpenAPI stage. The field's doc replaces
    /// an inline model's own, which the OpenAPI stage reads as both.
    func fieldSchema(_ field: FieldSpec) -> ExportNode {
        var entries: [(key: String, value: ExportNode)]
        if case .optional(let wrapped) = field.type, field.defaultValue != nil {
            entries = Self.allowingNull(schema(of: wrapped)).entries
        } else {
            entries = schema(of: field.type).entries
        }
        if let doc = field.doc {
            if let index = entries.firstIndex(where: { $0.key == "description" }) {
                entries[index].value = .text(doc)
            } else {
                entries.append(("description", .text(doc)))
            }
        }
        if let value = field.defaultValue { entries.append(("default", defaultNode(value, type: field.type))) }
        entries += Self.deprecation(field.deprecated)
        if let name = Self.swiftNameOverride(field) { entries.append(("x-swift-name", name)) }
        entries += ExampleExporter(version: version).schemaEntries(field.examples)
        return .mapping(entries)
    }

    /// `deprecated: true` and, for a message, the `x-routegen-deprecated` the OpenAPI stage
    /// reads it from (OpenAPI has no place for one); nothing when `deprecated` is `nil`.
    static func deprecation(_ deprecated: String?) -> [(key: String, value: ExportNode)] {
        guard let deprecated else { return [] }
        return [("deprecated", .literal("true"))]
            + (deprecated.isEmpty ? [] : [(ExportHints.deprecationMessage, .text(deprecated))])
    }

    /// An object schema of `fields`: `required` first, then `properties` in field order, then
    /// the `additionalProperties` a model's `additional:` keeps.
    func objectSchema(_ fields: [FieldSpec], doc: String? = nil, additional: AdditionalPropertiesSpec? = nil)
        -> ExportNode
    {
        var entries: [(key: String, value: ExportNode)] = [("type", .text("object"))]
        if let doc { entries.append(("description", .text(doc))) }
        let required = fields.filter(Self.isRequired).map { ExportNode.text(Self.wireName($0)) }
        if !required.isEmpty { entries.append(("required", .sequence(required))) }
        entries.append(("properties", .mapping(fields.map { (Self.wireName($0), fieldSchema($0)) })))
        if let additional { entries.append(("additionalProperties", additionalSchema(additional))) }
        return .mapping(entries)
    }

    /// The `additionalProperties` schema of `additional:`: the value type's schema (`T?` allows
    /// `null`), the member's doc as its `description`, and its name as `x-swift-name` unless it
    /// is the one the OpenAPI stage gives the member (`additionalProperties`).
    private func additionalSchema(_ additional: AdditionalPropertiesSpec) -> ExportNode {
        var entries = schema(ofElement: additional.valueType).entries
        if let doc = additional.doc {
            if let index = entries.firstIndex(where: { $0.key == "description" }) {
                entries[index].value = .text(doc)
            } else {
                entries.append(("description", .text(doc)))
            }
        }
        if additional.name.value != AdditionalPropertiesSpec.defaultName {
            entries.append((SwiftNameOverride.key, .text(additional.name.value)))
        }
        return .mapping(entries)
    }

    /// The component schema of a model under its own name, with `x-routegen-name` where the
    /// OpenAPI stage would name the model otherwise for the same Swift type (`Task`, which it
    /// calls `TaskModel` as Swift does): texts that quote spec names, such as a union's
    /// decoding error, then quote the spec's.
    func namedComponent(_ model: ModelSpec) -> ExportNode {
        let schema = component(model)
        let name = model.name.value
        guard !name.contains("."), SwiftNames.declaredTypeName(name) != name else { return schema }
        return .mapping(schema.entries + [(ExportHints.name, .text(name))])
    }

    /// The component schema of a model.
    func component(_ model: ModelSpec) -> ExportNode {
        let schema: ExportNode
        switch model.kind {
        case .object(let fields):
            schema = objectSchema(fields, doc: model.doc, additional: model.additionalProperties)
        case .enumeration(let cases):
            schema = enumeration(cases, of: model)
        case .union(let union):
            schema = self.union(union, doc: model.doc)
        }
        let examples = ExampleExporter(version: version).schemaEntries(model.examples)
        guard model.deprecated != nil || !examples.isEmpty else { return schema }
        return .mapping(schema.entries + Self.deprecation(model.deprecated) + examples)
    }

    /// A string or integer enum: its values, `x-enum-varnames` when a case is not named as
    /// the OpenAPI stage names it from its value, `x-enum-descriptions` when a case has a doc
    /// (`""` for those without), `x-open-enum` for an open one.
    ///
    /// An open string enum is `anyOf` its values and any string: a validator then accepts a
    /// value the spec does not list, as the generated code does (`.unknown("…")`), where an
    /// `enum` keyword alone would reject it whatever `x-open-enum` says.
    private func enumeration(_ cases: [EnumCaseSpec], of model: ModelSpec) -> ExportNode {
        let integers = model.hasIntegerValues
        let values = ExportNode.sequence(cases.map { integers ? .literal($0.rawValue) : .text($0.rawValue) })
        var entries: [(key: String, value: ExportNode)]
        if model.isOpen && !integers {
            entries = []
            if let doc = model.doc { entries.append(("description", .text(doc))) }
            entries.append(
                (
                    "anyOf",
                    .sequence([
                        .mapping([("type", .text("string")), ("enum", values)]),
                        .mapping([("type", .text("string"))]),
                    ])
                ))
        } else {
            entries = [("type", .text(integers ? "integer" : "string"))]
            if let doc = model.doc { entries.append(("description", .text(doc))) }
            entries.append(("enum", values))
        }
        let derived = cases.allSatisfy {
            ExportNames.derivedCaseName($0.rawValue, integer: integers) == SwiftNames.memberName($0.name.value)
        }
        if !derived { entries.append(("x-enum-varnames", .sequence(cases.map { .text($0.name.value) }))) }
        if cases.contains(where: { $0.doc != nil }) {
            entries.append(("x-enum-descriptions", .sequence(cases.map { .text($0.doc ?? "") })))
        }
        if model.isOpen { entries.append(("x-open-enum", .literal("true"))) }
        return .mapping(entries)
    }

    /// A union: `oneOf` with each member's case name as `x-swift-name`, and the discriminator
    /// with a `mapping` entry per value and, in 3.2, the `defaultMapping` (3.1 has no word for
    /// it: ``OpenAPIExporter`` warns).
    private func union(_ union: UnionSpec, doc: String?) -> ExportNode {
        var entries: [(key: String, value: ExportNode)] = []
        if let doc { entries.append(("description", .text(doc))) }
        let members = union.variants.map { variant in
            var member = schema(of: variant.type).entries
            if let doc = variant.doc { member.append(("description", .text(doc))) }
            member.append(("x-swift-name", .text(variant.name.value)))
            return ExportNode.mapping(member)
        }
        entries.append(("oneOf", .sequence(members)))
        if let property = union.discriminator {
            var mapping: [(key: String, value: ExportNode)] = []
            for variant in union.variants {
                guard case .named(let name) = variant.type, models[name.value] != nil else { continue }
                for value in variant.discriminatorValues {
                    mapping.append((value, .text("#/components/schemas/" + name.value)))
                }
            }
            var discriminator: [(key: String, value: ExportNode)] = [("propertyName", .text(property.value))]
            if !mapping.isEmpty { discriminator.append(("mapping", .mapping(mapping))) }
            if version == .v3_2, let name = union.defaultVariant?.value,
                case .named(let type) = union.variants.first(where: { $0.name.value == name })?.type,
                models[type.value] != nil
            {
                discriminator.append(("defaultMapping", .text("#/components/schemas/" + type.value)))
            }
            entries.append(("discriminator", .mapping(discriminator)))
        }
        return .mapping(entries)
    }

    /// A default as JSON of the field's type: an enum case's wire value, text quoted, numbers
    /// and booleans as written, lists and `{}` as they are.
    func defaultNode(_ value: DefaultValue, type: TypeExpression) -> ExportNode {
        let core = Self.core(of: type)
        switch value {
        case .scalar(let text, let quoted, _):
            guard case .named(let name) = core else { return .text(text) }
            if let model = models[name.value], case .enumeration(let cases) = model.kind {
                let raw = cases.first { $0.name.value == text }?.rawValue ?? text
                return model.hasIntegerValues ? .literal(raw) : .text(raw)
            }
            switch name.value {
            case "Int", "Int32", "Int64", "Double", "Float", "Bool": return quoted ? .text(text) : .literal(text)
            default: return .text(text)
            }
        case .list(let items, _):
            let element: TypeExpression = if case .array(let element) = core { element } else { core }
            return .sequence(items.map { defaultNode($0, type: element) })
        case .emptyMapping:
            return .empty
        }
    }

    /// `type` without `?` and `| null`.
    static func core(of type: TypeExpression) -> TypeExpression {
        switch type {
        case .optional(let wrapped), .nullable(let wrapped): core(of: wrapped)
        default: type
        }
    }
}
