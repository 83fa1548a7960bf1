@testable import RouteKit
import Dispatch
import Testing
import TestSupport

/// ``SingleResumption``, the resume-once logic of every URLSession call, on its own: the first
/// result is delivered exactly once whichever side comes first, however many results race.
@Suite("SingleResumption", .timeLimit(.minutes(2)))
struct SingleResumptionTests {
    struct Failure: Error, Equatable {
        let number: Int
    }

    @Test("a result that comes before the continuation is kept for it; later ones are ignored")
    func resultFirst() async throws {
        let resumption = SingleResumption<Int>()
        #expect(resumption.resume(with: .success(1)))
        #expect(!resumption.resume(with: .failure(Failure(number: 2))))
        var early: Result<Int, any Error>?
        let value = try await withCheckedThrowingContinuation { continuation in
            early = resumption.start(continuation)
        }
        #expect(value == 1)
        #expect(try early?.get() == 1)
        #expect(!resumption.resume(with: .success(3)))
    }

    @Test("a continuation that comes first waits for the first result; later ones are ignored")
    func continuationFirst() async throws {
        let resumption = SingleResumption<Int>()
        var early: Result<Int, any Error>? = .success(0)
        await #expect(throws: Failure(number: 1)) {
            try await withCheckedThrowingContinuation { continuation in
                early = resumption.start(continuation)
                #expect(resumption.resume(with: .failure(Failure(number: 1))))
                #expect(!resumption.resume(with: .success(2)))
            }
        }
        #expect(early == nil)
    }

    @Test("results racing each other and the continuation on many threads: exactly one is delivered, the winner's")
    func contention() async throws {
        let racers = 16
        for round in 0..<300 {
            let resumption = SingleResumption<Int>()
            let winners = Locked<[Int]>([])
            let finished = DispatchGroup()
            // The continuation arrives at a different place among the results each round: first,
            // last, or anywhere between.
            let startsAt = round % (racers + 1)
            let value = try await withCheckedThrowingContinuation { continuation in
                for racer in 0...racers {
                    DispatchQueue.global().async(group: finished) {
                        if racer == startsAt {
                            resumption.start(continuation)
                        } else if resumption.resume(with: .success(racer)) {
                            winners.withLock { $0.append(racer) }
                        }
                    }
                }
            }
            await withCheckedContinuation { continuation in
                finished.notify(queue: .global()) { continuation.resume() }
            }
            #expect(winners.withLock { $0 } == [value], "round \(round)")
        }
    }

    @Test("value(of:) ends with CancellationError as soon as its caller is cancelled, leaving the task running")
    func cancelledWaiter() async throws {
        let release = Signal()
        let task = Task<Int, any Error> {
            _ = await release.wait()
            return 7
        }
        let waiter = Task { try await SingleResumption.value(of: task) }
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        #expect(!task.isCancelled)
        release.fire()
        #expect(try await task.value == 7)
    }
}
