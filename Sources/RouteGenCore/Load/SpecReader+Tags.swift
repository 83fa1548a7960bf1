/// Reading a route's `tags:`, and the tags a file describes under its own `tags:`.
extension SpecReader {
    /// `pets: { parent: animals, summary: Pets, kind: nav, doc: … }`, every key optional
    /// (`pets: {}` describes a tag by name only).
    mutating func readTag(_ name: Located<String>, _ node: YAMLNode) -> TagSpec? {
        var tag = TagSpec(name: name)
        if node.isNull { return tag }
        guard
            let reader = MappingReader<SpecKeys.Tag>(node, what: "tag \"\(name.value)\"", diagnostics: &diagnostics)
        else { return nil }
        tag.parent = reader.string(.parent, diagnostics: &diagnostics)
        tag.summary = reader.string(.summary, diagnostics: &diagnostics)?.value
        tag.kind = reader.string(.kind, diagnostics: &diagnostics)?.value
        tag.doc = reader.string(.doc, diagnostics: &diagnostics)?.value
        return tag
    }

    /// `tags: [chat, admin]`, a list of names (one name alone is a list of one); repeats are
    /// dropped.
    mutating func readTags(_ node: YAMLNode, route: String) -> [String] {
        guard let items = node.sequence ?? node.scalar.map({ _ in [node] }) else {
            diagnostics.append(
                .error(
                    "expected \"tags\" of \"\(route)\" to be a list of names, like [chat], found \(node.kindName)",
                    at: node.location))
            return []
        }
        var tags: [String] = []
        for item in items {
            guard let tag = item.scalar?.value, !tag.isEmpty else {
                diagnostics.append(
                    .error("expected a name in \"tags\" of \"\(route)\", found \(item.kindName)", at: item.location))
                continue
            }
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }
}
