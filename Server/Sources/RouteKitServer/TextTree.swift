/// Text values as a request carries them, shaped as the value they stand for: a parameter is
/// one `.text`, a deepObject query parameter an `.object` of them (`filter[tags][]=a` →
/// `["tags": .array([.text("a")])]`). ``TextTreeDecoder`` reads a `Decodable` from one.
enum TextTree: Sendable {
    case text(String)
    case object([String: TextTree])
    case array([TextTree])

    /// The deepObject parameter `name` of `items` (names already percent-decoded), the inverse
    /// of RouteKit's `DeepObjectEncoder`: `name[key]` sets a key, `name[key][]` appends to an
    /// array; `nil` when no item belongs to it.
    static func deepObject(named name: String, in items: [(name: String, value: String)]) throws(RequestDecodingError) -> TextTree? {
        var root: TextTree?
        for item in items where item.name.hasPrefix(name + "[") {
            guard let path = keyPath(item.name.dropFirst(name.count)) else {
                throw .badRequest("query parameter \(name) has a malformed key")
            }
            var tree = root ?? .object([:])
            guard tree.insert(item.value, at: path[...]) else {
                throw .badRequest("query parameter \(name) has conflicting keys")
            }
            root = tree
        }
        return root
    }

    /// `[a][b][]` → `["a", "b", ""]`; `nil` unless the text is a sequence of bracketed keys.
    private static func keyPath(_ text: Substring) -> [String]? {
        var keys: [String] = []
        var rest = text
        while !rest.isEmpty {
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
            keys.append(String(rest[rest.index(after: rest.startIndex)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return keys.isEmpty ? nil : keys
    }

    /// Puts `value` at `path` (an empty key appends to an array); `false` when the path
    /// crosses a value of another shape.
    private mutating func insert(_ value: String, at path: ArraySlice<String>) -> Bool {
        guard let key = path.first else {
            guard case .object(let members) = self, members.isEmpty else { return false }
            self = .text(value)
            return true
        }
        let rest = path.dropFirst()
        switch self {
        case .object(var members) where !key.isEmpty:
            var child = members[key] ?? (rest.first == "" ? .array([]) : .object([:]))
            guard child.insert(value, at: rest) else { return false }
            members[key] = child
            self = .object(members)
            return true
        case .array(var elements) where key.isEmpty:
            // An element that is an object takes further keys until one repeats, as
            // `items[][a]=1&items[][b]=2&items[][a]=3` holds two elements.
            if let nextKey = rest.first, !nextKey.isEmpty, case .object(let last)? = elements.last, last[nextKey] == nil {
                var element = TextTree.object(last)
                guard element.insert(value, at: rest) else { return false }
                elements[elements.count - 1] = element
            } else {
                var element = TextTree.object([:])
                guard element.insert(value, at: rest) else { return false }
                elements.append(element)
            }
            self = .array(elements)
            return true
        default:
            return false
        }
    }
}
