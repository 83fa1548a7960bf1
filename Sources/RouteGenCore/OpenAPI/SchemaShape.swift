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
    /// `oneOf`/`anyOf` of strings (or integers) where some members list values or are
    /// constants: an open enum of those values.
    case openEnum([YAMLNode])
    /// A string or integer enum. The items are the values of `enum`, or the members of a
    /// `oneOf`/`anyOf` of constants (`{ title: DM, const: 1 }`), each standing for its `const`
    /// (``SchemaTranslator/enumValue(_:)``).
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
            return .unsupported(
                scalar.value == "false"
                    ? "the schema \"false\", which accepts nothing," : "a schema written as \"\(scalar.value)\"")
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
        var members: [YAMLNode] = []
        for member in alternatives where !SchemaNode(member).isConstraintOnly && !isNullOnly(member) {
            members.append(member)
        }
        if !members.isEmpty, schema["properties"] == nil {
            if let constants = constantsShape(members, of: schema) { return constants }
            if members.count == 1 || sameScalarType(members) { return .alias(members[0]) }
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
            if !items.isEmpty, type == "string" || (type == nil && items.allSatisfy(Self.isTextValue)) {
                return .enumeration(items)
            }
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
            if schema["items"] != nil || schema["prefixItems"] != nil { return .array }
            if schema["not"] != nil { return .unsupported("\"not\"") }
            if schema["format"] != nil { return .scalar("string") }
            return .any
        }
    }

    /// The enum that `members` of a `oneOf`/`anyOf` write as constants, as documents name their
    /// cases (`{ type: integer, oneOf: [{ title: GUILD_TEXT, const: 0 }, …] }`): closed when
    /// every member is a constant, open when the others are plain values of the same type
    /// (`{ type: integer }`); `nil` unless the constants are all integers or all text, as the
    /// schema's `type` says.
    private mutating func constantsShape(_ members: [YAMLNode], of schema: SchemaNode) -> SchemaShape? {
        var constants = 0
        var plain = 0
        for member in members {
            let node = SchemaNode(member)
            if node.isConstant {
                constants += 1
            } else if member.value(forKey: "$ref") == nil, node.isPlainScalar {
                plain += 1
            }
        }
        guard constants > 0, constants + plain == members.count else { return nil }
        let type = Self.constantsType(members, declared: schema.nonNullTypes)
        guard let type else { return nil }
        // A plain member must be a value of the enum's type: any other integer, any other text.
        guard members.allSatisfy({ SchemaNode($0).isConstant || SchemaNode($0).nonNullTypes == [type] }) else {
            return nil
        }
        return plain == 0 ? .enumeration(members) : .openEnum(members)
    }

    /// `integer` or `string`, the type of an enum of constants: the one the schema (or every
    /// constant) declares, else the one every value has; `nil` for any other.
    static func constantsType(_ members: [YAMLNode], declared: [String]) -> String? {
        let values = members.compactMap { SchemaNode($0).isConstant ? $0.value(forKey: "const") : nil }
        let memberTypes = Set(members.filter { SchemaNode($0).isConstant }.flatMap { SchemaNode($0).nonNullTypes })
        let type = declared.count == 1 ? declared[0] : memberTypes.count == 1 ? memberTypes.first : nil
        switch type {
        case "integer"?: return values.allSatisfy(isIntegerValue) ? "integer" : nil
        case "string"?: return "string"
        case nil:
            if values.allSatisfy(isIntegerValue) { return "integer" }
            return values.allSatisfy(isTextValue) ? "string" : nil
        default: return nil
        }
    }

    /// Whether every member is an inline scalar schema of one Swift type (`anyOf: [{ type:
    /// string }, { type: string, format: email }]`): a union of them would have a case per member
    /// of which only the first ever decodes, so the first stands for them all.
    private func sameScalarType(_ members: [YAMLNode]) -> Bool {
        var types: Set<String> = []
        for member in members {
            let schema = SchemaNode(member)
            guard schema["$ref"] == nil, schema["enum"] == nil, schema["const"] == nil, schema.list("oneOf").isEmpty,
                schema.list("anyOf").isEmpty, schema.list("allOf").isEmpty, schema.nonNullTypes.count == 1,
                let type = schema.nonNullTypes.first, ["string", "integer", "number", "boolean"].contains(type)
            else { return false }
            types.insert(scalarTypeName(schema, type: type))
        }
        return types.count == 1
    }

    /// Whether `node` (following references) allows only `null`: `{ type: "null" }`, or a
    /// component such as `NullValue: { enum: [null] }` that `anyOf: [{ $ref: X }, { $ref:
    /// NullValue }]` writes to make `X` nullable.
    mutating func isNullOnly(_ node: YAMLNode) -> Bool {
        if SchemaNode(node).isNullOnly { return true }
        guard node.value(forKey: "$ref") != nil, let (resolved, _) = dereference(node) else { return false }
        return SchemaNode(resolved).isNullOnly
    }

    /// How a `oneOf` member is a string: plainly, or as an enum of values; `nil` when not.
    enum StringKind { case plain, enumeration }

    private mutating func stringKind(_ node: YAMLNode) -> StringKind? {
        if SchemaNode(node).isConstant {
            return Self.constantsType([node], declared: []) == "string" ? .enumeration : nil
        }
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
