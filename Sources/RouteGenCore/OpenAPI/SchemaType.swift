/// The type a schema gives a value where it is used, with what the schema says about the value
/// beyond its type: a property, parameter or body decides its optionality and default from it.
struct SchemaType {
    /// The type, never optional at the top: nullability is kept apart, since a required
    /// property and an optional one use it differently.
    var type: TypeExpression
    /// `nullable: true`, `null` among the types, or a `null` member of `oneOf`.
    var isNullable = false
    /// The `default` node, if the schema or the schema it refers to has one.
    var defaultNode: YAMLNode?
    /// The documentation of the value.
    var doc: String?
    /// `readOnly: true`: sent by the server only, so never required in a request.
    var isReadOnly = false
    /// `writeOnly: true`: sent by the client only, so never present in a response.
    var isWriteOnly = false

    /// Makes the type `list` (a union of `X` and `[X]` as `[X]`), when there is one; a single
    /// default value becomes the list of it.
    mutating func replaceByList(_ list: TypeExpression?) {
        guard let list else { return }
        type = list
        if let node = defaultNode, node.scalar != nil {
            defaultNode = YAMLNode(content: .sequence([node]), location: node.location)
        }
    }

    /// The type of any JSON value, the fallback for what cannot be expressed.
    static func json(at location: SourceLocation) -> SchemaType {
        SchemaType(type: .named(Located(BuiltinName.json, at: location)))
    }

    /// A built-in or model type by name.
    static func named(_ name: String, at location: SourceLocation) -> SchemaType {
        SchemaType(type: .named(Located(name, at: location)))
    }
}

/// The names of the spec format's built-in types the translator produces.
enum BuiltinName {
    /// Any JSON value; the fallback type.
    static let json = "JSONValue"
}
