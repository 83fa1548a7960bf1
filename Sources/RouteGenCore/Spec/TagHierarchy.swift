/// The tags of a run by their `parent`: a selector naming a tag selects the routes of the tags
/// under it too, so `--include animals` selects the routes tagged `pets` when `pets` belongs
/// under `animals`, whichever format describes them.
///
/// ``RouteSelection/Route`` carries a route's tags with their ancestors, so both places that
/// select (``OperationSelection`` before an OpenAPI document is translated, ``RouteFilter``
/// after) read the hierarchy the same way; a tag that only groups others, on no route itself,
/// still selects theirs.
package struct TagHierarchy: Sendable, Hashable {
    /// Each described tag's parent, by name; the first description of a tag counts.
    private var parents: [String: Located<String>] = [:]
    /// The described tags, in the order given.
    private var tags: [TagSpec] = []

    /// The hierarchy `tags` describe.
    package init(_ tags: [TagSpec] = []) {
        for tag in tags where !self.tags.contains(where: { $0.name.value == tag.name.value }) {
            self.tags.append(tag)
            if let parent = tag.parent { parents[tag.name.value] = parent }
        }
    }

    /// `tags` followed by their ancestors, each once, nearest first; a cycle ends where it
    /// comes back.
    func withAncestors(_ tags: [String]) -> [String] {
        var all = tags
        var index = 0
        while index < all.count {
            if let parent = parents[all[index]]?.value, !all.contains(parent) { all.append(parent) }
            index += 1
        }
        return all
    }

    /// What is wrong with the hierarchy, each at its place: a `parent` that names no described
    /// tag (with the nearest name), and each cycle once, at the `parent` of its first tag.
    package var problems: [(message: String, location: SourceLocation)] {
        let names = tags.map(\.name.value)
        var problems: [(message: String, location: SourceLocation)] = []
        var inCycles: Set<String> = []
        for tag in tags {
            guard let parent = tag.parent else { continue }
            guard names.contains(parent.value) else {
                problems.append(
                    (
                        "the parent \"\(parent.value)\" of tag \"\(tag.name.value)\" is no tag described here"
                            + Suggestion.didYouMean(parent.value, among: names.filter { $0 != tag.name.value }),
                        parent.location
                    ))
                continue
            }
            guard !inCycles.contains(tag.name.value), let cycle = cycle(from: tag.name.value) else { continue }
            inCycles.formUnion(cycle)
            problems.append(
                (
                    "tag \"\(tag.name.value)\" is its own ancestor: "
                        + (cycle + [tag.name.value]).map { "\"\($0)\"" }.joined(separator: " → "),
                    parent.location
                ))
        }
        return problems
    }

    /// The tags from `name` up its parents back to `name`, when they come back to it.
    private func cycle(from name: String) -> [String]? {
        var path = [name]
        while let parent = parents[path[path.count - 1]]?.value {
            if parent == name { return path }
            if path.contains(parent) { return nil }
            path.append(parent)
        }
        return nil
    }
}
