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
                for item in items where item.scalar == nil { stack.append(item) }
            case .mapping(let pairs):
                // One pass over the pairs finds both keywords and the collections below.
                var format: String?
                var values: [YAMLNode]?
                for pair in pairs {
                    switch pair.value.content {
                    case .scalar(let scalar):
                        if pair.key.isScalar("format") { format = scalar.value }
                    case .sequence(let items):
                        if pair.key.isScalar("enum") { values = items }
                        stack.append(pair.value)
                    case .mapping:
                        stack.append(pair.value)
                    }
                }
                if let format, let values { counts[key(format: format, values: values), default: 0] += 1 }
            }
        }
    }
}
