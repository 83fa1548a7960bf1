/// A JSON schema as written: typed reads of the keywords the translator looks at.
///
/// Schemas are small mappings, so keys are looked up by scanning; nothing is copied out of the
/// tree until a keyword is read.
struct SchemaNode {
    /// The schema's node: a mapping, or a boolean schema (`true`, `false`).
    let node: YAMLNode

    /// Wraps a schema node.
    init(_ node: YAMLNode) {
        self.node = node
    }

    /// Where the schema starts; also its identity, as no two mappings of a file start at the
    /// same place.
    var location: SourceLocation { node.location }

    /// The value of `key`.
    subscript(key: String) -> YAMLNode? {
        node.value(forKey: key)
    }

    /// The text of `key` when it is a scalar.
    func text(_ key: String) -> String? {
        self[key]?.scalar?.value
    }

    /// Whether `key` is a plain `true`.
    func flag(_ key: String) -> Bool {
        guard let scalar = self[key]?.scalar else { return false }
        return scalar.value == "true" && !scalar.isQuoted
    }

    /// `type`, as a list: 3.1 allows several (`[string, "null"]`); `null` is among them when
    /// written.
    var types: [String] {
        guard let type = self["type"] else { return [] }
        if let items = type.sequence { return items.compactMap(\.scalar?.value) }
        return type.scalar.map { [$0.value] } ?? []
    }

    /// `nullable: true` (3.0) or `null` among the types (3.1).
    var isNullable: Bool {
        flag("nullable") || types.contains("null")
    }

    /// The types other than `null`.
    var nonNullTypes: [String] {
        types.filter { $0 != "null" }
    }

    /// The items of a list-valued keyword such as `allOf` or `required`.
    func list(_ key: String) -> [YAMLNode] {
        self[key]?.sequence ?? []
    }

    /// `required`, as names.
    var required: Set<String> {
        Set(list("required").compactMap(\.scalar?.value))
    }

    /// `properties`, in file order.
    var properties: [YAMLPair] {
        self["properties"]?.mapping ?? []
    }

    /// The documentation: `description`, else `title`.
    var doc: String? {
        text("description") ?? text("title")
    }

    /// Whether the schema says nothing about structure: no type, reference, properties, items,
    /// enum, nor a `not` or composition of anything but constraints. Such a member of `oneOf`
    /// (`{ required: [a] }`, or `{ oneOf: [{ not: { required: [a, b] } }, { required: [a] }] }`
    /// in an `allOf`: "a, or neither a nor b") only constrains its parent, and `{}` accepts any
    /// value.
    var isConstraintOnly: Bool {
        guard let pairs = node.mapping else { return false }
        return !pairs.contains { pair in
            guard let key = pair.key.scalar?.value, Self.structuralKeys.contains(key) else { return false }
            switch key {
            case "not":
                return !SchemaNode(pair.value).isConstraintOnly
            case "allOf", "oneOf", "anyOf":
                return pair.value.sequence?.contains { !SchemaNode($0).isConstraintOnly } ?? true
            default:
                return true
            }
        }
    }

    /// Whether the schema is only a `type` of a scalar: `{ type: integer }`, the member of a
    /// `oneOf` that makes an enum of its other members open.
    var isPlainScalar: Bool {
        guard let pairs = node.mapping, ["string", "integer"].contains(text("type") ?? "") else { return false }
        return !pairs.contains { pair in
            guard let key = pair.key.scalar?.value else { return false }
            return key != "type" && Self.structuralKeys.contains(key)
        }
    }

    /// Whether the schema is one constant and says nothing else about structure: `{ title:
    /// GUILD_TEXT, const: 0 }`, a member of the `oneOf` that documents name their enum cases
    /// with (its `title` names the case, its `description` documents it).
    var isConstant: Bool {
        guard let pairs = node.mapping, self["const"]?.scalar != nil else { return false }
        return !pairs.contains { pair in
            guard let key = pair.key.scalar?.value else { return false }
            return key != "const" && key != "type" && Self.structuralKeys.contains(key)
        }
    }

    /// Whether the schema is only `type: 'null'` (or `enum: [null]`, or `nullable: true` alone).
    var isNullOnly: Bool {
        if types == ["null"] { return true }
        if let values = self["enum"]?.sequence, !values.isEmpty, values.allSatisfy(\.isNull) { return true }
        return flag("nullable") && isConstraintOnly
    }

    private static let structuralKeys: Set<String> = [
        "$ref", "type", "properties", "additionalProperties", "items", "enum", "const", "allOf", "oneOf",
        "anyOf", "not", "format", "x-extensible-enum",
    ]
}
