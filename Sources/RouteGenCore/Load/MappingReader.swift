/// Reads one YAML mapping of a spec by its keys, `Key`, reporting any other key with a
/// suggestion.
///
/// Every spec object (the file, a model, a route, a field) is read through one of these, so
/// "unknown key" and "expected a mapping" diagnostics read the same everywhere, and a key is
/// looked up only as a case of its ``SpecKey`` type.
struct MappingReader<Key: SpecKey> {
    /// The pairs in file order.
    let pairs: [YAMLPair]
    /// Where the mapping starts.
    let location: SourceLocation

    /// Reads `node` as a mapping whose keys must be cases of `Key`; reports anything else.
    /// Returns `nil` (after reporting) when `node` is not a mapping.
    ///
    /// An unknown key's message says how to fix it: the close known key, or else `Key.hints`
    /// (what the format says instead, for keys users bring from other formats) or the keys
    /// allowed here, and whether the key may only be indented too little for the mapping above it.
    init?(_ node: YAMLNode, what: String, diagnostics: inout [Diagnostic]) {
        guard let pairs = node.mapping else {
            diagnostics.append(.error("expected \(what) to be a mapping, found \(node.kindName)", at: node.location))
            return nil
        }
        self.pairs = pairs
        self.location = node.location
        for (index, pair) in pairs.enumerated() {
            guard let key = pair.key.scalar?.value else {
                diagnostics.append(
                    .error("keys of \(what) must be plain text, found \(pair.key.kindName)", at: pair.key.location))
                continue
            }
            guard Key(rawValue: key) == nil else { continue }
            let known = Key.allCases.map(\.rawValue)
            var message = "unknown key \"\(key)\" in \(what)"
            let suggestion = Suggestion.didYouMean(key, among: known)
            if !suggestion.isEmpty {
                message += suggestion
            } else if let hint = Key.hints[key] {
                message += ": " + hint
            } else {
                message += " (the keys here are " + known.joined(separator: ", ") + ")"
            }
            if index > 0, let indent = Self.indentHint(for: pair.key, after: pairs[index - 1]) {
                message += "; " + indent
            }
            diagnostics.append(.error(message, at: pair.key.location))
        }
    }

    /// "If it belongs under `fields`, indent it to column 7": for a key at the column of the key
    /// before it, whose value is a block mapping, the likeliest slip is an entry meant for that
    /// mapping written a few columns too far left.
    private static func indentHint(for key: YAMLNode, after previous: YAMLPair) -> String? {
        guard let name = key.scalar?.value, let previousName = previous.key.scalar?.value,
            let firstChild = previous.value.mapping?.first?.key,
            firstChild.location.line > previous.key.location.line,
            key.location.column < firstChild.location.column
        else { return nil }
        return "if \"\(name)\" belongs under \"\(previousName)\", indent it to column \(firstChild.location.column)"
    }

    /// The value for `key`, if present.
    subscript(key: Key) -> YAMLNode? {
        pairs.first { $0.key.scalar?.value == key.rawValue }?.value
    }

    /// The key node for `key`, if present (for locating problems with the key itself).
    func keyNode(_ key: Key) -> YAMLNode? {
        pairs.first { $0.key.scalar?.value == key.rawValue }?.key
    }

    /// Where `key` is written, or where the mapping starts when it is not.
    func location(of key: Key) -> SourceLocation {
        keyNode(key)?.location ?? location
    }

    /// The pairs whose keys are among `choices`, in file order, each with its key: which of the
    /// keys that exclude each other were given, and where.
    func pairs(among choices: [Key]) -> [(key: Key, pair: YAMLPair)] {
        pairs.compactMap { pair in
            pair.key.scalar.flatMap { Key(rawValue: $0.value) }.flatMap { choices.contains($0) ? ($0, pair) : nil }
        }
    }

    /// The keys among `choices` the mapping holds, in file order.
    func given(among choices: [Key]) -> [Key] {
        pairs(among: choices).map(\.key)
    }

    /// The scalar text of `key`; reports a non-scalar value.
    func string(_ key: Key, diagnostics: inout [Diagnostic]) -> Located<String>? {
        guard let node = self[key] else { return nil }
        guard let scalar = node.scalar else {
            diagnostics.append(
                .error("expected \"\(key.rawValue)\" to be text, found \(node.kindName)", at: node.location))
            return nil
        }
        return Located(scalar.value, at: node.location)
    }
}
