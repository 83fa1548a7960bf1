/// The document's root `tags`, read as ``TagSpec`` values: their `parent`s widen `--include`
/// (``TagHierarchy``) and `convert` keeps their words.
///
/// A tag is documentation, so nothing about one stops generation: a field that is not text is
/// left out, and a `parent` that is not text, names no tag of the list or makes a cycle leaves
/// the tag without a parent, each with a warning at it.
enum TagObjects {
    /// The tags `node` (the root `tags`) describes, in order.
    static func read(_ node: YAMLNode?, log: inout OpenAPIDiagnostics) -> [TagSpec] {
        var tags: [TagSpec] = []
        for item in node?.sequence ?? [] {
            guard let nameNode = item.value(forKey: "name"), let name = nameNode.scalar?.value else { continue }
            var tag = TagSpec(name: Located(name, at: nameNode.location))
            tag.summary = text("summary", of: item, tag: name, log: &log)
            tag.doc = text("description", of: item, tag: name, log: &log)
            tag.kind = text("kind", of: item, tag: name, log: &log)
            if let parent = item.value(forKey: "parent") {
                if let value = parent.scalar?.value {
                    tag.parent = Located(value, at: parent.location)
                } else {
                    log.warn(
                        .tagParents,
                        "expected \"parent\" of tag \"\(name)\" to be the name of a tag, found \(parent.kindName): the tag has no parent",
                        at: parent.location)
                }
            }
            tags.append(tag)
        }
        let hierarchy = TagHierarchy(tags)
        let wrong = Set(hierarchy.problems.map(\.location))
        for problem in hierarchy.problems {
            log.warn(.tagParents, problem.message + ": the tag has no parent", at: problem.location)
        }
        for index in tags.indices where tags[index].parent.map({ wrong.contains($0.location) }) ?? false {
            tags[index].parent = nil
        }
        return tags
    }

    /// The text of `key` in the tag object `item`, or nothing, with a warning, for another node.
    private static func text(_ key: String, of item: YAMLNode, tag: String, log: inout OpenAPIDiagnostics)
        -> String?
    {
        guard let node = item.value(forKey: key) else { return nil }
        guard let value = node.scalar?.value else {
            log.warn(
                .malformed, "expected \"\(key)\" of tag \"\(tag)\" to be text, found \(node.kindName): it is left out",
                at: node.location)
            return nil
        }
        return value
    }
}
