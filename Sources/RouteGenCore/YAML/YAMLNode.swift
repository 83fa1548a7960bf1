/// One node of a parsed YAML document, with where it starts in the file.
///
/// Every node carries its location so any later stage can point a diagnostic at the exact
/// line and column of the construct it rejects. Aliases are already expanded and merge keys
/// already applied, so callers only ever see scalars, mappings and sequences.
public struct YAMLNode: Sendable, Hashable {
    /// What the node holds.
    public enum Content: Sendable, Hashable {
        /// A leaf value.
        case scalar(YAMLScalar)
        /// Key/value pairs in file order (merged pairs sit where their `<<` key was).
        case mapping([YAMLPair])
        /// Items in file order.
        case sequence([YAMLNode])
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts (1-based); for a node produced by an alias, where the anchored
    /// node starts, since that is where its content is written.
    public var location: SourceLocation

    /// Creates a node; callers use it to build trees in tests without going through text.
    public init(content: Content, location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar, or `nil` when the node is a collection.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { scalar } else { nil }
    }

    /// The mapping's pairs, or `nil` when the node is not a mapping.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { pairs } else { nil }
    }

    /// The sequence's items, or `nil` when the node is not a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { items } else { nil }
    }

    /// "a scalar", "a mapping" or "a sequence": the noun phrase diagnostics use for what was
    /// found when something else was expected.
    public var kindName: String {
        switch content {
        case .scalar: "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        }
    }

    /// The value of the first pair whose key is a scalar equal to `key`, or `nil` when there is
    /// none or the node is not a mapping; the common lookup for fixed field names.
    public func value(forKey key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content else { return nil }
        for pair in pairs {
            if case .scalar(let scalar) = pair.key.content, scalar.value == key { return pair.value }
        }
        return nil
    }

    /// Whether the node is YAML's null: an untagged plain scalar that is empty or `~`, `null`,
    /// `Null` or `NULL`. Quoted `"null"` is a string, so it is not null.
    public var isNull: Bool {
        guard let scalar, scalar.style == .plain, scalar.tag == nil else { return false }
        switch scalar.value {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}
