import Foundation

/// A continuation resumed by whichever comes first — the result or a cancellation — and only
/// once; a cancellation that arrives before the continuation exists is kept for it.
///
/// `@unchecked Sendable`: its three stored properties are read and written only with `lock`
/// held, and the continuation is resumed outside it, at most once.
final class SingleResumption<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?
    private var early: Result<Value, any Error>?
    private var done = false

    func start(_ continuation: CheckedContinuation<Value, any Error>) {
        lock.lock()
        let early = self.early
        if early == nil { self.continuation = continuation }
        lock.unlock()
        if let early { continuation.resume(with: early) }
    }

    func resume(with result: Result<Value, any Error>) {
        lock.lock()
        let first = !done
        done = true
        let continuation = self.continuation
        self.continuation = nil
        if first, continuation == nil { early = result }
        lock.unlock()
        if first { continuation?.resume(with: result) }
    }

    /// The value of `task`, or `CancellationError` as soon as the waiting task is cancelled —
    /// even while `task` still runs, so a hanging refresh or a shared exchange never holds a
    /// cancelled caller, and one caller's cancellation never cancels it for the others.
    static func value(of task: Task<Value, any Error>) async throws -> Value {
        let waiter = SingleResumption<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiter.start(continuation)
                Task { waiter.resume(with: await task.result) }
            }
        } onCancel: {
            waiter.resume(with: .failure(CancellationError()))
        }
    }
}
