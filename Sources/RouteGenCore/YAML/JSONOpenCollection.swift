/// A JSON object or array whose `{` or `[` has been read but not its end: one entry of
/// ``JSONTreeReader``'s explicit stack.
///
/// The JSON counterpart of ``YAMLOpenCollection``, without what JSON cannot express (anchors,
/// aliases, merge keys), so it is cheaper per node; duplicate keys are found and worded exactly
/// as ``YAMLOpenCollection`` finds and words them, because both paths must report the same.
/// Children are appended to the collection's own array, which then becomes the node without
/// being copied.
struct JSONOpenCollection {
    /// The keys of every open object, each object's after its parent's: one list the reader
    /// shares between them (an object's keys are always the list's end while it reads them),
    /// so finding a duplicate costs no array per object and no copy of a key node.
    typealias KeyList = [(name: String, line: Int)]

    /// Whether this is an object (pairs) rather than an array (items).
    let isMapping: Bool
    /// Where the collection starts: its `{` or `[`, as libyaml locates it.
    let location: SourceLocation
    /// Where this object's keys start in the ``KeyList``.
    let firstKey: Int

    private var items: [YAMLNode] = []
    private var pairs: [YAMLPair] = []
    /// The key read last, waiting for its value.
    private var pendingKey: YAMLNode?
    /// Each key's text and the line it first appears on, built only once the object outgrows
    /// ``YAMLOpenCollection/linearKeySearchLimit`` so small objects never pay for hashing.
    private var firstKeyLines: [String: Int]?

    /// Opens an object (`isMapping`) or array that starts at `location`; its keys will start
    /// at `firstKey` in the reader's ``KeyList``.
    init(isMapping: Bool, location: SourceLocation, firstKey: Int) {
        self.isMapping = isMapping
        self.location = location
        self.firstKey = firstKey
    }

    /// Takes an object's next key, whose text is `name`, adding it to `keys`; reports it to
    /// `diagnostics` when an earlier key of this object has the same text (Swift string
    /// equality, as ``YAMLOpenCollection`` compares them).
    mutating func addKey(
        _ key: consuming YAMLNode, named name: String, keys: inout KeyList, diagnostics: inout [Diagnostic]
    ) {
        let line = key.location.line
        if let firstLine = firstLine(ofKey: name, in: keys) {
            diagnostics.append(YAMLOpenCollection.duplicateKey(name, firstLine: firstLine, at: key.location))
        }
        keys.append((name, line))
        if firstKeyLines != nil {
            if firstKeyLines?[name] == nil {
                firstKeyLines?[name] = line
            }
        } else if keys.count - firstKey > YAMLOpenCollection.linearKeySearchLimit {
            var lines: [String: Int] = [:]
            lines.reserveCapacity(2 * (keys.count - firstKey))
            for (name, line) in keys[firstKey...] where lines[name] == nil {
                lines[name] = line
            }
            firstKeyLines = lines
        }
        pendingKey = key
    }

    /// Adds the next item of an array, or the value of an object's pending key.
    mutating func add(_ node: consuming YAMLNode) {
        guard isMapping else {
            items.append(node)
            return
        }
        guard let key = pendingKey.take() else {
            preconditionFailure("JSONTreeReader adds an object's value before its key")
        }
        pairs.append(YAMLPair(key: key, value: node))
    }

    /// The finished node; this object's keys leave `keys`.
    consuming func finished(keys: inout KeyList) -> YAMLNode {
        guard isMapping else { return YAMLNode(content: .sequence(items), location: location) }
        keys.removeLast(keys.count - firstKey)
        return YAMLNode(content: .mapping(pairs), location: location)
    }

    /// The line of this object's first key whose text is `name`, if there is one.
    private func firstLine(ofKey name: String, in keys: KeyList) -> Int? {
        if let firstKeyLines { return firstKeyLines[name] }
        var index = firstKey
        while index < keys.count {
            if keys[index].name == name { return keys[index].line }
            index += 1
        }
        return nil
    }
}
