import Dispatch

/// One result slot per index, filled from several threads by `DispatchQueue.concurrentPerform`
/// and read once it has returned.
///
/// Each index is written by exactly one iteration, and distinct elements are distinct memory,
/// so writes need no lock; `concurrentPerform` returns only after every iteration has finished,
/// which orders the writes before the read. Results land by index, so output never depends on
/// which thread finished first.
final class ConcurrentSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    private init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// `transform` of every index in `0..<count`, run on all cores, in index order.
    static func map(_ count: Int, _ transform: (Int) -> Value) -> [Value] {
        let results = ConcurrentSlots(count: count)
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let transform = transform
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.slots[index] = transform(index)
            }
        }
        return results.slots.map { $0! }
    }
}
