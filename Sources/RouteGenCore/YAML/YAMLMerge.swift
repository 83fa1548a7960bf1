/// A `<<` merge key seen in a mapping, waiting to be applied when the mapping ends.
///
/// Merging waits for the end because explicit keys win over merged ones, including explicit
/// keys written after the `<<`.
struct YAMLMerge {
    /// Where the `<<` key is, for reporting a second one.
    let keyLocation: SourceLocation
    /// How many explicit pairs came before the `<<`; merged pairs are inserted there so the
    /// mapping keeps file order.
    let index: Int
    /// The pairs of each merged mapping, in the order the `<<` value lists them.
    let sources: [[YAMLPair]]

    /// Whether `key` is a merge key: an untagged (or `!!merge`-tagged) plain `<<`. A quoted
    /// `"<<"` is an ordinary key.
    static func isMergeKey(_ key: YAMLNode) -> Bool {
        guard let scalar = key.scalar, scalar.style == .plain, scalar.value == "<<" else { return false }
        return scalar.tag == nil || scalar.tag == "tag:yaml.org,2002:merge"
    }

    /// The mappings a `<<` value names: one mapping, or a sequence of mappings. Anything else is
    /// reported at the offending node and contributes nothing.
    static func sources(of value: YAMLNode, diagnostics: inout [Diagnostic]) -> [[YAMLPair]] {
        switch value.content {
        case .mapping(let pairs):
            return [pairs]
        case .sequence(let items):
            var sources: [[YAMLPair]] = []
            for item in items {
                if let pairs = item.mapping {
                    sources.append(pairs)
                } else {
                    diagnostics.append(
                        .error(
                            "a merge key's sequence must hold only mappings; found \(item.kindName)", at: item.location)
                    )
                }
            }
            return sources
        case .scalar:
            diagnostics.append(
                .error(
                    "a merge key's value must be a mapping or a sequence of mappings; found a scalar",
                    at: value.location))
            return []
        }
    }

    /// `pairs` with the merged pairs inserted, following the YAML merge spec: a merged key is
    /// skipped when the mapping has it explicitly or an earlier merged mapping already supplied it.
    func apply(to pairs: [YAMLPair]) -> [YAMLPair] {
        var taken = Set(pairs.compactMap { $0.key.scalar?.value })
        var merged: [YAMLPair] = []
        for source in sources {
            for pair in source {
                if let key = pair.key.scalar?.value, !taken.insert(key).inserted { continue }
                merged.append(pair)
            }
        }
        var result = pairs
        result.insert(contentsOf: merged, at: index)
        return result
    }
}
