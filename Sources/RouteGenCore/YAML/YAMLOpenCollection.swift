/// A mapping or sequence whose start event has been read but not its end: one entry of the
/// tree builder's explicit stack.
///
/// Keeping open collections on a stack instead of recursing means nesting depth costs heap, not
/// call stack, so the depth limit is a choice rather than a crash.
struct YAMLOpenCollection {
    /// Which collection this is.
    enum Kind {
        /// Alternating keys and values.
        case mapping
        /// Items.
        case sequence
    }

    /// Above this many pairs, duplicate keys are found by hashing instead of scanning the pairs
    /// (``JSONOpenCollection`` uses the same bound).
    static let linearKeySearchLimit = 16

    /// Which collection this is.
    let kind: Kind
    /// The anchor written on the collection, defined as the finished node when it ends.
    let anchor: String?
    /// Where the collection starts.
    let location: SourceLocation
    /// Nodes in this subtree so far, the collection itself included and aliases counted at
    /// their expanded size.
    private(set) var size = 1

    private var items: [YAMLNode] = []
    private var pairs: [YAMLPair] = []
    private var pendingKey: YAMLNode?
    /// Whether `pendingKey` is `<<`, so its value is a merge source rather than a pair.
    private var pendingKeyIsMerge = false
    private var merge: YAMLMerge?
    /// Explicit scalar keys and the line each first appears on, built only once the mapping
    /// outgrows ``linearKeySearchLimit`` so small mappings never pay for hashing.
    private var firstKeyLines: [String: Int]?

    /// Opens a collection of `kind` that starts at `location`.
    init(kind: Kind, anchor: String?, location: SourceLocation) {
        self.kind = kind
        self.anchor = anchor
        self.location = location
    }

    /// Adds the next child: an item, or alternately a key and its value. `size` is the child's
    /// node count; a duplicate key or a malformed merge value is reported to `diagnostics`.
    mutating func add(_ node: YAMLNode, size: Int, diagnostics: inout [Diagnostic]) {
        self.size += size
        switch kind {
        case .sequence:
            items.append(node)
        case .mapping:
            if let key = pendingKey {
                pendingKey = nil
                addValue(node, forKey: key, diagnostics: &diagnostics)
            } else {
                pendingKey = node
                checkKey(node, diagnostics: &diagnostics)
            }
        }
    }

    /// The finished node, with any merge key applied.
    func finished() -> YAMLNode {
        switch kind {
        case .sequence:
            YAMLNode(content: .sequence(items), location: location)
        case .mapping:
            YAMLNode(content: .mapping(merge?.apply(to: pairs) ?? pairs), location: location)
        }
    }

    private mutating func checkKey(_ key: YAMLNode, diagnostics: inout [Diagnostic]) {
        if YAMLMerge.isMergeKey(key) {
            pendingKeyIsMerge = true
            if let merge {
                diagnostics.append(
                    .error("duplicate key \"<<\" (first at line \(merge.keyLocation.line))", at: key.location))
            }
        } else if let name = key.scalar?.value, let firstLine = firstLine(ofKey: name) {
            diagnostics.append(Self.duplicateKey(name, firstLine: firstLine, at: key.location))
        }
    }

    /// The error for a key written a second time in one mapping, where the first one is on
    /// `firstLine`; shared with ``JSONOpenCollection`` so both readers word it alike.
    static func duplicateKey(_ name: String, firstLine: Int, at location: SourceLocation) -> Diagnostic {
        .error("duplicate key \"\(name)\" (first at line \(firstLine))", at: location)
    }

    private mutating func addValue(_ value: YAMLNode, forKey key: YAMLNode, diagnostics: inout [Diagnostic]) {
        if pendingKeyIsMerge {
            pendingKeyIsMerge = false
            let sources = YAMLMerge.sources(of: value, diagnostics: &diagnostics)
            if merge == nil {
                merge = YAMLMerge(keyLocation: key.location, index: pairs.count, sources: sources)
            }
            return
        }
        pairs.append(YAMLPair(key: key, value: value))
        if firstKeyLines != nil {
            if let name = key.scalar?.value, firstKeyLines?[name] == nil {
                firstKeyLines?[name] = key.location.line
            }
        } else if pairs.count > Self.linearKeySearchLimit {
            firstKeyLines = Dictionary(
                pairs.compactMap { pair in pair.key.scalar.map { ($0.value, pair.key.location.line) } },
                uniquingKeysWith: { first, _ in first }
            )
        }
    }

    /// The line of the first explicit key named `name`, if there is one.
    private func firstLine(ofKey name: String) -> Int? {
        if let firstKeyLines { return firstKeyLines[name] }
        return pairs.first { $0.key.isScalar(name) }?.key.location.line
    }
}
