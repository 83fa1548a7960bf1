extension ReferenceResolver {
    /// `node` with each media type of its `content` that is a `$ref` (OpenAPI 3.2's
    /// `components.mediaTypes`) replaced by what the reference points at.
    ///
    /// Done where parameters, headers, request bodies and responses are dereferenced, so every
    /// reader of `content` sees a referenced media type as if written inline, and none of them
    /// can read the bare `$ref` as a media type without a schema. An entry whose reference
    /// cannot be followed stays as written, after the resolver's located warning.
    mutating func resolvingMediaTypes(in node: YAMLNode, log: inout OpenAPIDiagnostics) -> YAMLNode {
        guard var pairs = node.mapping,
            let index = pairs.firstIndex(where: { $0.key.scalar?.value == "content" }),
            let entries = pairs[index].value.mapping,
            entries.contains(where: { $0.value.value(forKey: "$ref") != nil })
        else { return node }
        let resolved = entries.map { entry in
            guard entry.value.value(forKey: "$ref") != nil, let (target, _) = dereference(entry.value, log: &log)
            else { return entry }
            return YAMLPair(key: entry.key, value: target)
        }
        let content = pairs[index].value
        pairs[index].value = YAMLNode(content: .mapping(resolved), location: content.location)
        return YAMLNode(content: .mapping(pairs), location: node.location)
    }
}
