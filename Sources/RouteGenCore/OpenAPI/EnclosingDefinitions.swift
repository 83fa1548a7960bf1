/// The schemas holding `$defs` (or `definitions`) around each `$ref` of one file, nearest first.
///
/// A schema written as a standalone JSON Schema and pasted inline — what pydantic and FastAPI
/// emit into a response — keeps its definitions beside it and refers to them as `#/$defs/Item`,
/// meaning its own root; inside an OpenAPI document `#` is the document's root, which has no
/// `$defs`. ``ReferenceResolver`` reads such a reference in the nearest enclosing definitions.
/// The tree has no parent links, so the enclosing schemas of every reference are found by where
/// the reference is written, in one walk of the file, made only when a file has such a reference.
struct EnclosingDefinitions {
    /// The mappings that hold definitions around each `$ref`, nearest first, by where the
    /// reference's text is written; references outside any such mapping are left out.
    private var holders: [SourceLocation: [YAMLNode]] = [:]

    /// The definitions around every `$ref` of the file whose root is `root`. The root itself is
    /// not among them: a reference is read there first.
    init(root: YAMLNode) {
        var around: [YAMLNode] = []
        for child in Self.children(of: root) {
            collect(child, around: &around)
        }
    }

    /// The mappings holding definitions around the `$ref` whose text is written at `location`,
    /// nearest first.
    func holders(ofReferenceAt location: SourceLocation) -> [YAMLNode] {
        holders[location] ?? []
    }

    /// Records the references in `node`; `around` holds the enclosing holders, outermost first.
    /// The depth is the tree's, which the YAML reader bounds.
    private mutating func collect(_ node: YAMLNode, around: inout [YAMLNode]) {
        guard let pairs = node.mapping else {
            for item in node.sequence ?? [] { collect(item, around: &around) }
            return
        }
        let holds = pairs.contains { pair in
            JSONPointer.definitionTokens.contains(pair.key.scalar?.value ?? "") && pair.value.mapping != nil
        }
        if holds { around.append(node) }
        for pair in pairs {
            // The first place wins for a node an alias repeats, which has its anchor's location.
            if !around.isEmpty, pair.key.isScalar("$ref"), pair.value.scalar != nil, holders[pair.value.location] == nil
            {
                holders[pair.value.location] = around.reversed()
            }
            collect(pair.value, around: &around)
        }
        if holds { around.removeLast() }
    }

    private static func children(of node: YAMLNode) -> [YAMLNode] {
        node.mapping?.map(\.value) ?? node.sequence ?? []
    }
}
