/// Reading a route's `tags:`.
extension SpecReader {
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
