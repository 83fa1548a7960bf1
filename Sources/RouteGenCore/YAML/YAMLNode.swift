/// One node of a parsed YAML document, with where it starts in the file.
///
/// Every node carries its location so any later stage can point a diagnostic at the exact
/// line and column of the construct it rejects. Aliases are already expanded and merge keys
/// already applied, so callers only ever see scalars, mappings and sequences.
package struct YAMLNode: Sendable, Hashable {
    /// What the node holds.
    package enum Content: Sendable, Hashable {
        /// A leaf value.
        case scalar(YAMLScalar)
        /// Key/value pairs in file order (merged pairs sit where their `<<` key was).
        case mapping([YAMLPair])
        /// Items in file order.
        case sequence([YAMLNode])
    }

    /// The content and location behind one reference, so copying a node (which the stages
    /// after the parser do for every lookup) costs one retain instead of one per string and
    /// array inside it.
    private final class Storage: Sendable {
        let content: Content
        let location: SourceLocation

        init(content: Content, location: SourceLocation) {
            self.content = content
            self.location = location
        }
    }

    private var storage: Storage

    /// What the node holds.
    package var content: Content {
        get { storage.content }
        set { storage = Storage(content: newValue, location: storage.location) }
    }

    /// Where the node starts (1-based); for a node produced by an alias, where the anchored
    /// node starts, since that is where its content is written.
    package var location: SourceLocation {
        get { storage.location }
        set { storage = Storage(content: storage.content, location: newValue) }
    }

    /// Creates a node; callers use it to build trees in tests without going through text.
    package init(content: Content, location: SourceLocation) {
        storage = Storage(content: content, location: location)
    }

    /// Equal content at the same location; a node is equal to its copies without comparing.
    package static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.storage === rhs.storage || (lhs.location == rhs.location && lhs.content == rhs.content)
    }

    /// Hashes what equality compares: the location and the content.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(content)
    }

    /// The scalar, or `nil` when the node is a collection.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { scalar } else { nil }
    }

    /// The mapping's pairs, or `nil` when the node is not a mapping.
    package var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { pairs } else { nil }
    }

    /// The sequence's items, or `nil` when the node is not a sequence.
    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { items } else { nil }
    }

    /// "a scalar", "a mapping" or "a sequence": the noun phrase diagnostics use for what was
    /// found when something else was expected.
    package var kindName: String {
        switch content {
        case .scalar: "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        }
    }

    /// The value of the first pair whose key is a scalar equal to `key`, or `nil` when there is
    /// none or the node is not a mapping; the common lookup for fixed field names.
    package func value(forKey key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = storage.content else { return nil }
        for index in pairs.indices where pairs[index].key.isScalar(key) {
            return pairs[index].value
        }
        return nil
    }

    /// Whether the node is a scalar whose text is `text`: the key test of every lookup, made
    /// in place instead of copying the scalar out.
    package func isScalar(_ text: String) -> Bool {
        guard case .scalar(let scalar) = storage.content else { return false }
        return scalar.value == text
    }

    /// Whether the node is YAML's null: an untagged plain scalar that is empty or `~`, `null`,
    /// `Null` or `NULL`. Quoted `"null"` is a string, so it is not null.
    package var isNull: Bool {
        guard let scalar, scalar.style == .plain, scalar.tag == nil else { return false }
        switch scalar.value {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}
