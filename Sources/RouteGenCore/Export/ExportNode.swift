/// One value of an exported OpenAPI document: text, a literal (number, boolean), a mapping
/// whose keys keep the order they were added in, or a list.
///
/// The exporter builds the whole document as this tree and ``ExportNode/yaml`` writes it in
/// one pass, so the text depends on nothing but the tree: byte-identical across runs.
indirect enum ExportNode {
    /// Text: written plain where every YAML reader reads it back as that text, else quoted.
    case text(String)
    /// A number or boolean, written as it is.
    case literal(String)
    /// A mapping, in the order of its entries.
    case mapping([(key: String, value: ExportNode)])
    /// A list.
    case sequence([ExportNode])

    /// An empty mapping, the schema that allows any JSON value.
    static let empty = ExportNode.mapping([])

    /// The node as a YAML document in block style, ending with a line break.
    var yaml: String {
        var text = ""
        ExportYAMLWriter.write(self, indent: 0, into: &text)
        return text
    }

    /// The entries of a mapping; empty for any other node.
    var entries: [(key: String, value: ExportNode)] {
        if case .mapping(let entries) = self { return entries }
        return []
    }

    /// The value of `key` in a mapping.
    subscript(key: String) -> ExportNode? {
        entries.first { $0.key == key }?.value
    }
}
