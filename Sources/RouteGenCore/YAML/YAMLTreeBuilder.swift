/// Turns the event stream of one YAML file into a ``YAMLNode`` tree.
///
/// Open collections live on an explicit stack, so hostile nesting is stopped by
/// ``YAMLLimits/maximumDepth`` instead of overflowing the call stack. Aliases are expanded by
/// copying the anchored node (cheap: the tree is copy-on-write) while their expanded size is
/// counted against ``YAMLLimits/maximumNodeCount``, so a "billion laughs" file stops early.
struct YAMLTreeBuilder {
    private var open: [YAMLOpenCollection] = []
    private var anchors: [String: YAMLAnchor] = [:]
    private var nodeCount = 0
    private var sawDocument = false

    /// The document's root once it is complete; `nil` for an empty document or none at all.
    private(set) var root: YAMLNode?
    /// Problems that do not stop the load: duplicate keys, bad aliases, malformed merges.
    private(set) var diagnostics: [Diagnostic] = []

    /// Adds one event to the tree; returns `false` once the stream has ended. Throws the located
    /// error for a second document or an exceeded limit, after which the tree is incomplete.
    mutating func handle(_ event: YAMLEvent) throws(YAMLLoadFailure) -> Bool {
        switch event {
        case .streamStart, .documentEnd:
            break
        case .streamEnd:
            return false
        case .documentStart(let location):
            if sawDocument {
                throw YAMLLoadFailure(
                    diagnostic: .error("a spec file holds one YAML document; found a second one here", at: location))
            }
            sawDocument = true
        case .alias(let name, let location):
            try addAlias(name, at: location)
        case .scalar(let scalar, let anchor, let location):
            try count(1, at: location)
            let node = YAMLNode(content: .scalar(scalar), location: location)
            if let anchor { anchors[anchor] = .defined(node, size: 1) }
            attach(node, size: 1)
        case .sequenceStart(let anchor, let location):
            try openCollection(.sequence, anchor: anchor, at: location)
        case .mappingStart(let anchor, let location):
            try openCollection(.mapping, anchor: anchor, at: location)
        case .sequenceEnd, .mappingEnd:
            closeCollection()
        }
        return true
    }

    private mutating func openCollection(_ kind: YAMLOpenCollection.Kind, anchor: String?, at location: SourceLocation)
        throws(YAMLLoadFailure)
    {
        guard open.count < YAMLLimits.maximumDepth else {
            throw YAMLLoadFailure(
                diagnostic: .error("nesting deeper than \(YAMLLimits.maximumDepth) levels", at: location))
        }
        try count(1, at: location)
        if let anchor { anchors[anchor] = .open }
        open.append(YAMLOpenCollection(kind: kind, anchor: anchor, location: location))
    }

    private mutating func closeCollection() {
        let collection = open.removeLast()
        let node = collection.finished()
        // A nested node with the same anchor, written later, has taken the name over.
        if let anchor = collection.anchor, case .open? = anchors[anchor] {
            anchors[anchor] = .defined(node, size: collection.size)
        }
        attach(node, size: collection.size)
    }

    /// Adds a copy of the anchored node, or reports the alias and adds a null in its place so
    /// the rest of the file is still checked.
    private mutating func addAlias(_ name: String, at location: SourceLocation) throws(YAMLLoadFailure) {
        switch anchors[name] {
        case .defined(let node, let size)?:
            nodeCount += size
            guard nodeCount <= YAMLLimits.maximumNodeCount else {
                throw YAMLLoadFailure(
                    diagnostic: .error("aliases expand to more than \(YAMLLimits.maximumNodeCount) nodes", at: location)
                )
            }
            attach(node, size: size)
            return
        case .open?:
            diagnostics.append(
                .error(
                    "alias \"*\(name)\" refers to a node that contains it; recursive aliases are not supported",
                    at: location))
        case nil:
            diagnostics.append(.error("unknown alias \"*\(name)\"", at: location))
        }
        try count(1, at: location)
        attach(YAMLNode(content: .scalar(YAMLScalar(value: "")), location: location), size: 1)
    }

    private mutating func count(_ nodes: Int, at location: SourceLocation) throws(YAMLLoadFailure) {
        nodeCount += nodes
        guard nodeCount <= YAMLLimits.maximumNodeCount else {
            throw YAMLLoadFailure(
                diagnostic: .error("the document has more than \(YAMLLimits.maximumNodeCount) nodes", at: location))
        }
    }

    /// Hands a finished node to the innermost open collection, or makes it the root. A root that
    /// is an untagged empty plain scalar is what libyaml reports for an empty document, so it
    /// becomes no root at all.
    private mutating func attach(_ node: YAMLNode, size: Int) {
        if open.isEmpty {
            root = node.scalar == YAMLScalar(value: "") ? nil : node
        } else {
            open[open.count - 1].add(node, size: size, diagnostics: &diagnostics)
        }
    }
}
