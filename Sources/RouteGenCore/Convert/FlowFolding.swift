/// Puts each short block of a written spec on one flow line, the way a person writes a small
/// model or route in RouteGen's format: `PetStats: { fields: { count: Int } }`,
/// `getStats: { GET: "/pets/stats", response: PetStats }`.
///
/// It works on the writer's text, after the fact, because whether a block fits depends on all
/// of it. A block folds when every entry under it is one `key: value` line whose key and value
/// mean the same in a flow mapping (a plain scalar that needs no quotes there, a quoted scalar, or
/// a flow collection the writer or this fold made), the line fits `width` columns, and braces and
/// brackets nest at most two deep — deeper than that reads worse than the lines it saves. Block
/// scalars (`doc: |`) never fold. Top-level keys (`models:`, `routes:`) stay blocks.
enum FlowFolding {
    /// `text` with each foldable block of two or more indentation on one line.
    static func fold(_ text: String, width: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var output: [String] = []
        while index < lines.count {
            let node = Node.read(lines, at: &index)
            output += node.rendered(width: width)
        }
        return output.joined(separator: "\n")
    }

    /// The deepest nesting of `{` and `[` in flow text, outside quoted scalars.
    static func nesting(_ text: String) -> Int {
        var depth = 0
        var deepest = 0
        var quote: Character?
        var escaped = false
        for character in text {
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "{", "[":
                depth += 1
                deepest = max(deepest, depth)
            case "}", "]": depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// One line of the writer's text and the lines indented under it.
    private struct Node {
        /// The line as written.
        var line: String
        /// Its indentation.
        var indent: Int
        /// The lines under it: entries of its mapping, or the text of its block scalar.
        var children: [Node] = []
        /// Whether the line opens a block scalar, whose lines are text, not entries.
        var opensBlockScalar = false

        /// The line at `index` and everything under it; `index` moves past them.
        static func read(_ lines: [String], at index: inout Int) -> Node {
            let line = lines[index]
            var node = Node(line: line, indent: Self.indent(of: line))
            index += 1
            node.opensBlockScalar = Self.opensBlockScalar(line)
            while index < lines.count {
                let next = lines[index]
                let isBlank = next.allSatisfy { $0 == " " }
                if node.opensBlockScalar {
                    guard isBlank || Self.indent(of: next) > node.indent else { break }
                    node.children.append(Node(line: next, indent: Self.indent(of: next)))
                    index += 1
                } else {
                    guard !isBlank, Self.indent(of: next) > node.indent else { break }
                    node.children.append(read(lines, at: &index))
                }
            }
            return node
        }

        /// Its lines, folded where it can be.
        func rendered(width: Int) -> [String] {
            guard !opensBlockScalar, !children.isEmpty else { return [line] + children.map(\.line) }
            let lines = children.flatMap { $0.rendered(width: width) }
            if indent >= 2, let folded = folded(lines, width: width) { return [folded] }
            return [line] + lines
        }

        /// `key: { a: 1, b: 2 }` from `key:` and its entries, or `nil` when it does not fold.
        private func folded(_ lines: [String], width: Int) -> String? {
            guard let key = Entry(line)?.key, Entry(line)?.value == nil else { return nil }
            var entries: [String] = []
            for line in lines {
                guard Self.indent(of: line) == indent + 2, let entry = Entry(line), let value = entry.value,
                    Entry.isFlowSafe(value)
                else { return nil }
                entries.append(entry.key + ": " + value)
            }
            let folded = String(repeating: " ", count: indent) + key + ": { " + entries.joined(separator: ", ") + " }"
            guard folded.count <= width, FlowFolding.nesting(folded) <= 2 else { return nil }
            return folded
        }

        static func indent(of line: String) -> Int {
            line.prefix { $0 == " " }.count
        }

        /// Whether the line's value starts a block scalar (`doc: |`, `doc: >-`).
        static func opensBlockScalar(_ line: String) -> Bool {
            guard let value = Entry(line)?.value, let first = value.first else { return false }
            return first == "|" || first == ">"
        }
    }

    /// A `key: value` or `key:` line, split where the key ends; keys the writer quoted are kept
    /// only when simple (no quote or backslash inside).
    private struct Entry {
        var key: String
        var value: String?

        init?(_ line: String) {
            let text = line.drop { $0 == " " }
            guard let first = text.first, first != "-", first != "#" else { return nil }
            let keyEnd: String.Index
            if first == "\"" {
                guard let close = text.dropFirst().firstIndex(of: "\"") else { return nil }
                keyEnd = text.index(after: close)
                guard !text[text.index(after: text.startIndex)..<close].contains("\\") else { return nil }
            } else if let colon = text.range(of: ": ")?.lowerBound {
                keyEnd = colon
            } else if text.hasSuffix(":") {
                keyEnd = text.index(before: text.endIndex)
            } else {
                return nil
            }
            key = String(text[..<keyEnd])
            let rest = text[keyEnd...]
            if rest == ":" {
                value = nil
            } else if rest.hasPrefix(": ") {
                value = String(rest.dropFirst(2))
            } else {
                return nil
            }
            guard first == "\"" || Self.isFlowSafe(key) else { return nil }
        }

        /// Whether `text`, written as a block value, means the same inside a flow mapping.
        static func isFlowSafe(_ text: String) -> Bool {
            guard let first = text.first else { return false }
            switch first {
            case "\"", "'": return text.count > 1 && text.last == first
            case "{": return text.last == "}"
            case "[": return text.last == "]"
            default: return YAMLText.scalar(text, flow: true) == text
            }
        }
    }
}
