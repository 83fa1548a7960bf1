/// Counts the inline enums of a document that carry a `format`, by format and values, so the
/// translator knows which ones several properties share (Twilio's `format: http-method` on
/// every callback method) before it names the first: those share one model named after the
/// format, any other is named after its property.
enum FormatEnums {
    /// The key of an enum with `format` and the value nodes `values`: the format and the texts
    /// of the values, in order.
    static func key(format: String, values: [YAMLNode]) -> String {
        ([format] + values.compactMap { $0.isNull ? nil : $0.scalar?.value }).joined(separator: "\u{0}")
    }

    /// Adds to `counts` every mapping under `root` with a text `format` and an `enum` list, by
    /// ``key(format:values:)``. One pass over the tree with an explicit stack, so a deep
    /// document cannot exhaust the call stack.
    static func count(in root: YAMLNode, into counts: inout [String: Int]) {
        var stack = [root]
        while let node = stack.popLast() {
            switch node.content {
            case .scalar:
                continue
            case .sequence(let items):
                stack.append(contentsOf: items)
            case .mapping(let pairs):
                if let format = node.value(forKey: "format")?.scalar?.value, let values = node.value(forKey: "enum")?.sequence {
                    counts[key(format: format, values: values), default: 0] += 1
                }
                for pair in pairs where pair.value.scalar == nil {
                    stack.append(pair.value)
                }
            }
        }
    }
}
