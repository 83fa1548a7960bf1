/// One key/value entry of a mapping.
///
/// Mappings are arrays of pairs rather than dictionaries so file order is kept (generated code
/// follows the spec's order) and keys keep their locations for diagnostics.
package struct YAMLPair: Sendable, Hashable {
    /// The key node: usually a scalar, but YAML allows any node and the tree keeps it so the
    /// caller can report a non-scalar key where it is.
    package var key: YAMLNode
    /// The value node.
    package var value: YAMLNode

    /// Creates a pair; callers use it to build trees in tests without going through text.
    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
