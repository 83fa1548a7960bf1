/// Reads one YAML mapping of a spec, reporting keys it does not know with a suggestion.
///
/// Every spec object (the file, a model, a route, a field) is read through one of these, so
/// "unknown key" and "expected a mapping" diagnostics read the same everywhere.
struct MappingReader {
    /// The pairs in file order.
    let pairs: [YAMLPair]
    /// Where the mapping starts.
    let location: SourceLocation

    /// Reads `node` as a mapping whose keys must be among `known`; reports anything else.
    /// Returns `nil` (after reporting) when `node` is not a mapping.
    init?(_ node: YAMLNode, what: String, known: [String], diagnostics: inout [Diagnostic]) {
        guard let pairs = node.mapping else {
            diagnostics.append(.error("expected \(what) to be a mapping, found \(node.kindName)", at: node.location))
            return nil
        }
        self.pairs = pairs
        self.location = node.location
        for pair in pairs {
            guard let key = pair.key.scalar?.value else {
                diagnostics.append(.error("keys of \(what) must be plain text, found \(pair.key.kindName)", at: pair.key.location))
                continue
            }
            if !known.contains(key) {
                diagnostics.append(.error(
                    "unknown key \"\(key)\" in \(what)" + Suggestion.didYouMean(key, among: known),
                    at: pair.key.location))
            }
        }
    }

    /// The value for `key`, if present.
    subscript(key: String) -> YAMLNode? {
        pairs.first { $0.key.scalar?.value == key }?.value
    }

    /// The key node for `key`, if present (for locating problems with the key itself).
    func keyNode(_ key: String) -> YAMLNode? {
        pairs.first { $0.key.scalar?.value == key }?.key
    }

    /// The scalar text of `key`; reports a non-scalar value.
    func string(_ key: String, diagnostics: inout [Diagnostic]) -> Located<String>? {
        guard let node = self[key] else { return nil }
        guard let scalar = node.scalar else {
            diagnostics.append(.error("expected \"\(key)\" to be text, found \(node.kindName)", at: node.location))
            return nil
        }
        return Located(scalar.value, at: node.location)
    }
}
