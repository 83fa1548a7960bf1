/// One result slot per index, filled from several threads by `DispatchQueue.concurrentPerform`
/// and read once it has returned.
///
/// Each index is written by exactly one iteration, and distinct elements are distinct memory,
/// so writes need no lock; `concurrentPerform` returns only after every iteration has finished,
/// which orders the writes before the read. Results land by index, so output never depends on
/// which thread finished first.
final class ConcurrentSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    /// `count` empty slots.
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Fills slot `index`; called by the one iteration that owns it.
    func set(_ index: Int, _ value: Value) {
        slots[index] = value
    }

    /// Every slot's value in index order, once all iterations have returned; `nil` for a slot
    /// never filled.
    var values: [Value?] {
        Array(slots)
    }
}
