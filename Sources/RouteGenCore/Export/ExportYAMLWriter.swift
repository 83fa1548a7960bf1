/// Writes an ``ExportNode`` as block-style YAML: mappings a key per line, lists of scalars on
/// one flow line while they fit, text through the spec writer's escaping (``YAMLText``).
///
/// Text that a YAML 1.1 reader such as PyYAML would read as a number, a date or a special
/// float (`200`, `2024-05-01`, `.inf`) is quoted too, although libyaml's tree keeps it as text:
/// the document is meant for tools outside RouteGen.
enum ExportYAMLWriter {
    /// The widest flow list; a longer one is written a line per item.
    static let flowWidth = 100

    /// Appends `node`, the value of a mapping entry or list item at `indent`, to `text`.
    static func write(_ node: ExportNode, indent: Int, into text: inout String) {
        switch node {
        case .mapping(let entries):
            for (key, value) in entries {
                text += String(repeating: " ", count: indent) + self.key(key) + ":"
                writeValue(value, indent: indent, into: &text)
            }
        case .sequence(let items):
            for item in items {
                text += String(repeating: " ", count: indent) + "-"
                switch item {
                case .mapping(let entries) where !entries.isEmpty:
                    // The first entry goes on the dash's line, the rest below it, aligned.
                    var nested = ""
                    write(item, indent: indent + 2, into: &nested)
                    text += " " + nested.dropFirst(indent + 2)
                default:
                    writeValue(item, indent: indent, into: &text)
                }
            }
        case .text, .literal:
            text += inline(node) ?? ""
            text += "\n"
        }
    }

    /// The rest of an entry's line after `key:` (or a list item's after `-`), and the lines
    /// of a nested collection below it.
    private static func writeValue(_ value: ExportNode, indent: Int, into text: inout String) {
        switch value {
        case .text(let string) where string.contains("\n"):
            text += YAMLText.value(string, indent: indent) + "\n"
        case .text, .literal:
            text += " " + (inline(value) ?? "") + "\n"
        case .mapping(let entries):
            if entries.isEmpty {
                text += " {}\n"
            } else {
                text += "\n"
                write(value, indent: indent + 2, into: &text)
            }
        case .sequence(let items):
            if let flow = flowList(items), indent + flow.count <= flowWidth {
                text += " " + flow + "\n"
            } else {
                text += "\n"
                write(value, indent: indent + 2, into: &text)
            }
        }
    }

    /// `[a, b]` for a list of one-line scalars (`[]` for none); `nil` when an item is not one.
    private static func flowList(_ items: [ExportNode]) -> String? {
        var parts: [String] = []
        for item in items {
            switch item {
            case .literal(let value): parts.append(value)
            case .text(let string) where !string.contains("\n"): parts.append(scalar(string, flow: true))
            default: return nil
            }
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    /// A scalar node on one line; `nil` for a collection.
    private static func inline(_ node: ExportNode) -> String? {
        switch node {
        case .literal(let value): value
        case .text(let string): scalar(string, flow: false)
        case .mapping, .sequence: nil
        }
    }

    /// A mapping key, quoted like text.
    static func key(_ text: String) -> String {
        text == "<<" ? YAMLText.quoted(text) : scalar(text, flow: false)
    }

    /// `text` as a scalar every YAML reader reads back as that text.
    static func scalar(_ text: String, flow: Bool) -> String {
        readsAsOtherThanText(text) ? YAMLText.quoted(text) : YAMLText.scalar(text, flow: flow)
    }

    /// Whether a YAML 1.1 reader would take `text`, unquoted, for a number, a date or a
    /// special float: it starts with a digit, or with a sign or point and then a digit, or it
    /// is `.inf` or `.nan` in any spelling.
    static func readsAsOtherThanText(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(2))
        guard let first = scalars.first else { return false }
        let isDigit = { (scalar: Unicode.Scalar) in scalar >= "0" && scalar <= "9" }
        if isDigit(first) { return true }
        if "+-.".unicodeScalars.contains(first), scalars.count > 1, isDigit(scalars[1]) { return true }
        return [".inf", "+.inf", "-.inf", ".nan"].contains(text.lowercased())
    }
}
