import Dispatch
import RouteKit
import Testing
import TestSupport

/// ``Locked``, the one lock of RouteKit and RouteKitTesting, on its own: under contention from
/// threads and from tasks, no update is lost and no body sees another's change half done.
@Suite("Locked", .timeLimit(.minutes(2)))
struct LockedTests {
    /// What every body checks and changes: `first` and `second` are equal between bodies, and
    /// `torn` counts the bodies that found them apart — another body inside at the same time.
    struct Pair {
        var first = 0
        var second = 0
        var torn = 0

        mutating func increment() {
            if first != second { torn += 1 }
            first += 1
            second = first
        }
    }

    @Test("threads incrementing at once lose no update, and no body overlaps another")
    func threads() async {
        let threads = 8
        let increments = 20_000
        let pair = Locked(Pair())
        await BlockingWork.run {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                for _ in 0..<increments { pair.withLock { $0.increment() } }
            }
        }
        let result = pair.withLock { $0 }
        #expect(result.first == threads * increments)
        #expect(result.second == threads * increments)
        #expect(result.torn == 0)
    }

    @Test("tasks incrementing at once lose no update")
    func tasks() async {
        let tasks = 200
        let increments = 500
        let pair = Locked(Pair())
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<increments { pair.withLock { $0.increment() } }
                }
            }
        }
        let result = pair.withLock { $0 }
        #expect(result.first == tasks * increments)
        #expect(result.torn == 0)
    }

    @Test("a body's typed error reaches the caller, its changes before it stay, and the lock is free again")
    func throwingBody() {
        struct Stop: Error {}
        let values = Locked([1])
        #expect(throws: Stop.self) {
            try values.withLock { values throws(Stop) in
                values.append(2)
                throw Stop()
            }
        }
        #expect(values.withLock { $0 } == [1, 2])
    }
}
