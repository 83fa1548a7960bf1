#if Server
/// Text values as a request carries them, shaped as the value they stand for: a parameter is
/// one `.text`, a deepObject query parameter an `.object` of them (`filter[tags][]=a` →
/// `["tags": .array([.text("a")])]`). ``TextTreeDecoder`` reads a `Decodable` from one.
enum TextTree: Sendable {
    case text(String)
    case object([String: TextTree])
    case array([TextTree])

    /// How many bracketed keys one deepObject item may have (`filter[due][from]` has two).
    /// Decoding follows the nesting, so it is bounded before anything is built: a request of
    /// 10,000 levels once overflowed the stack of the recursive insertion this replaced.
    static let maxDepth = 32

    /// The deepObject parameter `name` of `items` (names already percent-decoded), the inverse
    /// of RouteKit's `DeepObjectEncoder`: `name[key]` sets a key, `name[key][]` appends to an
    /// array; `nil` when no item belongs to it. Linear in the items' length.
    static func deepObject(named name: String, in items: [(name: String, value: String)]) throws(RequestDecodingError)
        -> TextTree?
    {
        let what = ParameterName(place: .query, name: name)
        let prefix = name + "["
        let root = Node(.object)
        var found = false
        for item in items where item.name.utf8.starts(with: prefix.utf8) {
            found = true
            let path = try keyPath(item.name.utf8.dropFirst(name.utf8.count), what: what)
            guard root.insert(item.value, at: path[...]) else {
                throw .badRequest("\(what) has conflicting keys")
            }
        }
        return found ? root.tree : nil
    }

    /// The form items of a querystring parameter (names and values percent-decoded), the
    /// inverse of RouteKit's `DeepObjectEncoder.formItems`: `key=value` sets a member, a key
    /// repeated makes an array of its values (`tag=a&tag=b`), and bracketed keys nest as a
    /// deepObject's (`due[from]=…`); `what` names the parameter in a `400`.
    static func form(_ items: [(name: String, value: String)], what: ParameterName) throws(RequestDecodingError)
        -> TextTree
    {
        let root = Node(.object)
        for item in items {
            let bracket = item.name.utf8.firstIndex(of: UInt8(ascii: "[")) ?? item.name.utf8.endIndex
            let key = String(Substring(item.name.utf8[..<bracket]))
            guard !key.isEmpty else { throw .badRequest("\(what) has a malformed key") }
            let path = try [key] + keyPath(item.name.utf8[bracket...], what: what)
            if path.count == 1, let member = root.members[key], member.kind != .object || !member.members.isEmpty {
                // Repeated: the values so far and this one, an array of texts.
                guard member.kind == .text || (member.kind == .array && member.elements.allSatisfy { $0.kind == .text })
                else { throw .badRequest("\(what) has conflicting keys") }
                if member.kind == .text {
                    let first = Node(.text)
                    first.text = member.text
                    member.kind = .array
                    member.elements = [first]
                }
                let element = Node(.text)
                element.text = item.value
                member.elements.append(element)
                continue
            }
            guard root.insert(item.value, at: path[...]) else { throw .badRequest("\(what) has conflicting keys") }
        }
        return root.tree
    }

    /// `[a][b][]` → `["a", "b", ""]`; a `400` unless the text is a sequence of at most
    /// ``maxDepth`` bracketed keys.
    private static func keyPath(_ text: Substring.UTF8View, what: ParameterName) throws(RequestDecodingError)
        -> [String]
    {
        var keys: [String] = []
        var rest = text
        while !rest.isEmpty {
            guard rest.first == UInt8(ascii: "["), let close = rest.firstIndex(of: UInt8(ascii: "]")) else {
                throw .badRequest("\(what) has a malformed key")
            }
            guard keys.count < maxDepth else { throw .badRequest("\(what) is nested deeper than \(maxDepth) levels") }
            keys.append(String(Substring(rest[rest.index(after: rest.startIndex)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        return keys
    }

    /// A tree while its items are inserted. Nodes are references, so an insertion changes its
    /// path in place: inserting into enum values copied each level's members on the way down,
    /// quadratic in the number of items, and recursed once per level.
    private final class Node {
        enum Kind { case object, array, text }

        /// An object without members takes a text in its place: that is how a new leaf starts.
        var kind: Kind
        var text = ""
        var members: [String: Node] = [:]
        var elements: [Node] = []

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// Puts `value` at `path` (an empty key appends to an array); `false` when the path
        /// crosses a value of another shape.
        func insert(_ value: String, at path: ArraySlice<String>) -> Bool {
            var node = self
            var path = path
            while let key = path.first {
                let rest = path.dropFirst()
                switch node.kind {
                case .object where !key.isEmpty:
                    if let child = node.members[key] {
                        node = child
                    } else {
                        let child = Node(rest.first == "" ? .array : .object)
                        node.members[key] = child
                        node = child
                    }
                case .array where key.isEmpty:
                    // An element that is an object takes further keys until one repeats, as
                    // `items[][a]=1&items[][b]=2&items[][a]=3` holds two elements.
                    if let nextKey = rest.first, !nextKey.isEmpty, let last = node.elements.last, last.kind == .object,
                        last.members[nextKey] == nil
                    {
                        node = last
                    } else {
                        let element = Node(.object)
                        node.elements.append(element)
                        node = element
                    }
                default:
                    return false
                }
                path = rest
            }
            guard node.kind == .object, node.members.isEmpty else { return false }
            node.kind = .text
            node.text = value
            return true
        }

        /// The finished tree; its depth is at most ``TextTree/maxDepth``.
        var tree: TextTree {
            switch kind {
            case .text: .text(text)
            case .object: .object(members.mapValues(\.tree))
            case .array: .array(elements.map(\.tree))
            }
        }
    }
}
#endif
