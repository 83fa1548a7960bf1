/// The in-memory entries of a ``ResponseCache``, bounded by their total cost in bytes: adding
/// past the bound drops the least recently used first.
///
/// A doubly linked list threaded through a dictionary, so a lookup, a use and an eviction each
/// take constant time. Not synchronized; the cache holds it behind its lock.
struct LeastRecentlyUsed<Key: Hashable, Value> {
    fileprivate struct Node {
        var value: Value
        var cost: Int
        var older: Key?
        var newer: Key?
    }

    /// The most the entries may cost together.
    let capacity: Int
    /// What the entries cost now.
    private(set) var totalCost = 0
    private var nodes: [Key: Node] = [:]
    private var newest: Key?
    private var oldest: Key?

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let node = nodes[key] else { return nil }
        unlink(key, node)
        link(key, node)
        return node.value
    }

    /// Stores `value` as the most recently used and evicts the least recently used entries
    /// until the total fits. A value costing more than the whole capacity is not kept.
    mutating func set(_ value: Value, cost: Int, for key: Key) {
        removeValue(for: key)
        guard cost <= capacity else { return }
        link(key, Node(value: value, cost: cost))
        totalCost += cost
        while totalCost > capacity, let oldest { removeValue(for: oldest) }
    }

    /// Removes the entry for `key`, if any.
    mutating func removeValue(for key: Key) {
        guard let node = nodes[key] else { return }
        unlink(key, node)
        nodes[key] = nil
        totalCost -= node.cost
    }

    /// Removes every entry whose key satisfies `condition`.
    mutating func removeAll(where condition: (Key) -> Bool) {
        for key in nodes.keys.filter(condition) { removeValue(for: key) }
    }

    private mutating func unlink(_ key: Key, _ node: Node) {
        if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
        if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
    }

    private mutating func link(_ key: Key, _ node: Node) {
        var node = node
        node.older = newest
        node.newer = nil
        if let newest { nodes[newest]?.newer = key } else { oldest = key }
        newest = key
        nodes[key] = node
    }
}

// Sendable when its keys and values are, so the compiler checks the cache state that holds one.
extension LeastRecentlyUsed: Sendable where Key: Sendable, Value: Sendable {}

extension LeastRecentlyUsed.Node: Sendable where Key: Sendable, Value: Sendable {}
