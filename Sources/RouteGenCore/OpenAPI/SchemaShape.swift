/// What a JSON schema declares, decided once from its keywords, so deciding whether a schema is
/// a model and translating it can never disagree.
enum SchemaShape {
    /// Any JSON value: `{}`, `true`, or a schema with constraints only.
    case any
    /// `$ref`: the type of another schema; the value is the `$ref` node.
    case reference(YAMLNode)
    /// One other schema stands for this one: `allOf`, `oneOf` or `anyOf` with a single member
    /// once `null` and constraint-only members are left out.
    case alias(YAMLNode)
    /// `allOf` with object members: one struct with every member's properties.
    case merged
    /// `allOf` without object members: the first member's type.
    case firstOf(YAMLNode)
    /// `oneOf`/`anyOf` with several members, or several types: a union.
    case union([YAMLNode])
    /// `oneOf`/`anyOf` of strings where some members list values: an open enum of those values.
    case openEnum([YAMLNode])
    /// A string or integer enum; the values are the enum's items.
    case enumeration([YAMLNode])
    /// An object with properties: a struct.
    case object
    /// An object without properties: `[String: Value]`.
    case dictionary
    /// `type: array`.
    case array
    /// `string`, `integer`, `number` or `boolean`.
    case scalar(String)
    /// What the spec format cannot express; the text names it in the warning.
    case unsupported(String)

    /// Whether the schema becomes a named model rather than a type expression.
    var isModel: Bool {
        switch self {
        case .merged, .union, .openEnum, .enumeration, .object: true
        default: false
        }
    }
}

extension SchemaTranslator {
    /// The shape of `schema`, decided once per node. `allOf` and `oneOf` members are looked
    /// through (following references) only as far as deciding between struct, enum and union
    /// needs; a schema met again while its own shape is being decided counts as `any` there,
    /// so schemas that contain themselves end.
    mutating func shape(of schema: SchemaNode) -> SchemaShape {
        if let known = shapes[schema.location] { return known }
        guard shapesInProgress.insert(schema.location).inserted else { return .any }
        let shape = decideShape(schema)
        shapesInProgress.remove(schema.location)
        shapes[schema.location] = shape
        return shape
    }

    private mutating func decideShape(_ schema: SchemaNode) -> SchemaShape {
        if let scalar = schema.node.scalar {
            if scalar.value == "true" || schema.node.isNull { return .any }
            return .unsupported(scalar.value == "false" ? "the schema \"false\", which accepts nothing," : "a schema written as \"\(scalar.value)\"")
        }
        guard schema.node.mapping != nil else { return .unsupported("a schema written as a sequence") }
        if let ref = schema["$ref"] { return .reference(ref) }
        let allOf = schema.list("allOf")
        if !allOf.isEmpty {
            let members = allOf.filter { !SchemaNode($0).isConstraintOnly }
            if members.count == 1, schema["properties"] == nil { return .alias(members[0]) }
            if !schema.properties.isEmpty || members.contains(where: { isObjectLike($0) }) { return .merged }
            if let first = members.first { return .firstOf(first) }
        }
        let alternatives = schema.list("oneOf").isEmpty ? schema.list("anyOf") : schema.list("oneOf")
        let members = alternatives.filter { !SchemaNode($0).isConstraintOnly && !SchemaNode($0).isNullOnly }
        if !members.isEmpty, schema["properties"] == nil {
            if members.count == 1 { return .alias(members[0]) }
            var strings: [StringKind?] = []
            for member in members { strings.append(stringKind(member)) }
            if strings.allSatisfy({ $0 != nil }), strings.contains(StringKind.enumeration) { return .openEnum(members) }
            return .union(members)
        }
        let types = schema.nonNullTypes
        if types.count > 1 { return .union(types.indices.map { schema.singleTypeVariant($0) }) }
        let type = types.first
        // `const: v` is `enum: [v]`: a type of one value, which the model stage fills in.
        if let values = (schema["enum"] ?? schema["x-extensible-enum"])?.sequence ?? schema["const"].map({ [$0] }) {
            let items = values.filter { !$0.isNull }
            if !items.isEmpty, type == "string" || (type == nil && items.allSatisfy(Self.isTextValue)) { return .enumeration(items) }
            if !items.isEmpty, type == "integer", items.allSatisfy(Self.isIntegerValue) { return .enumeration(items) }
        }
        switch type {
        case "object"?:
            return schema.properties.isEmpty ? .dictionary : .object
        case "array"?:
            return .array
        case "string"?, "integer"?, "number"?, "boolean"?:
            return .scalar(type!)
        case let other?:
            return .unsupported("the type \"\(other)\"")
        case nil:
            if !schema.properties.isEmpty { return .object }
            if schema["additionalProperties"] != nil { return .dictionary }
            if schema["items"] != nil { return .array }
            if schema["not"] != nil { return .unsupported("\"not\"") }
            if schema["format"] != nil { return .scalar("string") }
            return .any
        }
    }

    /// How a `oneOf` member is a string: plainly, or as an enum of values; `nil` when not.
    enum StringKind { case plain, enumeration }

    private mutating func stringKind(_ node: YAMLNode) -> StringKind? {
        guard let (resolved, _) = dereference(node) else { return nil }
        switch shape(of: SchemaNode(resolved)) {
        case .scalar("string") where SchemaNode(resolved).text("format") == nil: return .plain
        case .enumeration: return .enumeration
        default: return nil
        }
    }

    /// Whether a member of `allOf` contributes properties: an object, or a merge of objects.
    mutating func isObjectLike(_ node: YAMLNode) -> Bool {
        var current = node
        var visited: Set<SourceLocation> = []
        while visited.insert(current.location).inserted {
            guard let (resolved, _) = dereference(current) else { return false }
            let schema = SchemaNode(resolved)
            switch shape(of: schema) {
            case .object, .dictionary, .merged: return true
            case .alias(let member): current = member
            default: return false
            }
        }
        return false
    }

    /// Whether an enum value is text rather than a number or boolean: quoted, or plain and not
    /// a number, `true` or `false`.
    /// An unquoted 64-bit integer, as the values of an integer enum are.
    static func isIntegerValue(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar, !scalar.isQuoted else { return false }
        return Int64(scalar.value) != nil
    }

    static func isTextValue(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar else { return false }
        if scalar.isQuoted { return true }
        return Double(scalar.value) == nil && scalar.value != "true" && scalar.value != "false"
    }
}

extension SchemaNode {
    /// For a schema with several types (`type: [string, integer]`), the schema restricted to
    /// the `index`th non-null type, located at that type so it has an identity of its own.
    func singleTypeVariant(_ index: Int) -> YAMLNode {
        let typeItems = (self["type"]?.sequence ?? []).filter { $0.scalar?.value != "null" }
        let item = typeItems[index]
        let pairs = (node.mapping ?? []).map { pair in
            pair.key.scalar?.value == "type" ? YAMLPair(key: pair.key, value: item) : pair
        }
        return YAMLNode(content: .mapping(pairs), location: item.location)
    }
}
