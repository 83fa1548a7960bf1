/// A value synthesized from a type where the spec gives no example, as JSON text: the smallest
/// value that type accepts, the same on every run, so stubs and previews can answer a route
/// whose spec documents no example (`--examples`).
///
/// What the spec model knows is respected: required fields only (an optional field or one with
/// a default is left out, as a server may), each format's shape (`Date` as ISO 8601, `UUID`,
/// `URL`, `CalendarDate`), an enum's first case, a union's first variant with its discriminator
/// value, numbers as `0`, one element per array (none for an array of a model being built), and
/// a string as the key it is under. A type it cannot build — an app's own type, a model that
/// requires itself — has no synthesized value.
struct ExampleSynthesis {
    let symbols: SymbolTable

    /// How many models deep a value goes; past it, nothing can be built.
    static let maximumDepth = 16

    /// The JSON text of a value of `type`, or `nil` when none can be built.
    func json(for type: TypeExpression) -> String? {
        value(of: type, key: nil, building: [])
    }

    /// A value of `type` under `key`, inside the models `building` (outermost first): an array
    /// of one of those is empty, so a tree of comments is one comment, not a chain.
    private func value(of type: TypeExpression, key: String?, building: [String]) -> String? {
        switch type {
        case .optional(let wrapped), .nullable(let wrapped):
            return value(of: wrapped, key: key, building: building)
        case .array(let element):
            if case .named(let name) = element.unwrapped, building.contains(name.value) { return "[]" }
            return value(of: element, key: key, building: building).map { "[" + $0 + "]" }
        case .dictionary:
            return "{}"
        case .named(let name):
            if let builtin = BuiltinType(rawValue: name.value) { return Self.scalar(builtin, key: key) }
            // An app's own type has a shape the spec does not give; a model that requires itself
            // has no finite value.
            guard !symbols.appTypes.contains(name.value), !building.contains(name.value),
                building.count < Self.maximumDepth, let model = symbols.models[name.value]?.spec
            else { return nil }
            return self.model(model, building: building + [name.value])
        }
    }

    private func model(_ model: ModelSpec, building: [String]) -> String? {
        switch model.kind {
        case .object(let fields):
            return object(fields, building: building, fixing: nil)
        case .enumeration(let cases):
            guard let first = cases.first else { return nil }
            return model.hasIntegerValues ? first.rawValue : ExampleValue.jsonString(first.rawValue)
        case .union(let union):
            guard let variant = union.variants.first else { return nil }
            guard let discriminator = union.discriminator?.value, let chosen = variant.discriminatorValues.first,
                case .named(let name) = variant.type, case .object(let fields)? = symbols.models[name.value]?.spec.kind
            else {
                return value(of: variant.type, key: nil, building: building)
            }
            return object(fields, building: building + [name.value], fixing: (discriminator, chosen))
        }
    }

    /// An object of the required `fields`, with `fixing`'s key set to its value when given.
    private func object(_ fields: [FieldSpec], building: [String], fixing: (key: String, value: String)?) -> String? {
        var members: [String] = []
        if let fixing {
            members.append(ExampleValue.jsonString(fixing.key) + ":" + ExampleValue.jsonString(fixing.value))
        }
        for field in fields where field.defaultValue == nil {
            if case .optional = field.type { continue }
            let key = field.key ?? field.name.value
            if key == fixing?.key { continue }
            guard let member = value(of: field.type, key: key, building: building) else { return nil }
            members.append(ExampleValue.jsonString(key) + ":" + member)
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    private static func scalar(_ type: BuiltinType, key: String?) -> String? {
        switch type {
        case .string: ExampleValue.jsonString(key ?? "string")
        case .int, .int32, .int64, .double, .float: "0"
        case .bool: "false"
        case .date: "\"2026-01-01T00:00:00Z\""
        case .calendarDate: "\"2026-01-01\""
        case .uuid: "\"00000000-0000-0000-0000-000000000000\""
        case .url: "\"https://example.com\""
        case .data: "\"\""
        case .jsonValue: "{}"
        case .filePart: nil
        }
    }
}
