import Dispatch
import Synchronization

/// Maps indices on all cores into one result slot each, joined in index order.
///
/// `transform` runs concurrently, so it must be `@Sendable`: the compiler checks that it only
/// reads what is safe to share. Each result is stored under a `Mutex` into its own slot, so
/// output never depends on which thread finished first.
enum ConcurrentSlots {
    /// `transform` of every index in `0..<count`, run on all cores, in index order. On Apple
    /// systems older than `Mutex` (before macOS 15, iOS 18) the indices are mapped one by one on
    /// the calling thread, which gives the same result.
    static func map<Value: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            return (0..<count).map(transform)
        }
        let slots = Mutex([Value?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let value = transform(index)
            slots.withLock { $0[index] = value }
        }
        // `concurrentPerform` returns only after every iteration has filled its slot.
        return slots.withLock { $0.compactMap { $0 } }
    }
}
