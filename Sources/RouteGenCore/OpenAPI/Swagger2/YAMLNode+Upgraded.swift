/// The nodes a Swagger 2.0 document's upgrade builds. Each takes the location of the 2.0 node it
/// stands for, so whatever the OpenAPI stage later says about it points into the user's 2.0 file
/// rather than at a line that was never written.
extension YAMLNode {
    /// A plain scalar, so `false` or `3.0.3` reads as the translator expects of a written one.
    static func upgradedScalar(_ text: String, at location: SourceLocation) -> YAMLNode {
        YAMLNode(content: .scalar(YAMLScalar(value: text)), location: location)
    }

    /// A mapping of `pairs`.
    static func upgradedMapping(_ pairs: [YAMLPair], at location: SourceLocation) -> YAMLNode {
        YAMLNode(content: .mapping(pairs), location: location)
    }

    /// A sequence of `items`.
    static func upgradedSequence(_ items: [YAMLNode], at location: SourceLocation) -> YAMLNode {
        YAMLNode(content: .sequence(items), location: location)
    }

    /// This node with other pairs, where it was: a 2.0 object turned into its 3.0 form.
    func withPairs(_ pairs: [YAMLPair]) -> YAMLNode {
        .upgradedMapping(pairs, at: location)
    }

    /// The scalar texts of a sequence (`consumes: [a, b]`), or `nil` when the node is none.
    var scalarTexts: [String]? {
        sequence.map { $0.compactMap { $0.scalar?.value } }
    }
}

extension YAMLPair {
    /// A pair whose key is `key`, written at `location` (the value's when not given).
    static func upgraded(_ key: String, _ value: YAMLNode, at location: SourceLocation? = nil) -> YAMLPair {
        YAMLPair(key: .upgradedScalar(key, at: location ?? value.location), value: value)
    }

    /// The key's text, or `nil` for a key that is no scalar.
    var keyText: String? { key.scalar?.value }
}
