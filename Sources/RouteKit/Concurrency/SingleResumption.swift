import Foundation

/// A continuation resumed exactly once, with whichever result comes first — the response, a
/// failure or a cancellation — however many threads offer one; a result that comes before the
/// continuation exists is kept for it, and every later one is ignored.
///
/// Every call RouteKit makes through URLSession races like this: the delegate queue delivers
/// the task's end, a challenge or a response head while the caller's cancellation handler runs
/// on another thread, possibly before the continuation is made. A continuation resumed twice
/// ends the process and one never resumed hangs its caller, so this logic lives here once.
final class SingleResumption<Value: Sendable>: Sendable {
    private enum State {
        /// Neither the continuation nor a result yet.
        case idle
        /// The continuation, waiting for a result.
        case waiting(CheckedContinuation<Value, any Error>)
        /// A result that came before the continuation.
        case early(Result<Value, any Error>)
        /// The continuation has been resumed (or is about to be, outside the lock).
        case resumed
    }

    private let state = Locked(State.idle)

    /// Keeps `continuation` for the result to come; or, when a result came first, resumes it at
    /// once with that result and returns it. Called once.
    @discardableResult
    func start(_ continuation: CheckedContinuation<Value, any Error>) -> Result<Value, any Error>? {
        let early: Result<Value, any Error>? = state.withLock { state in
            switch state {
            case .idle:
                state = .waiting(continuation)
                return nil
            case .early(let result):
                state = .resumed
                return result
            case .waiting, .resumed:
                preconditionFailure("SingleResumption.start(_:) is called once")
            }
        }
        if let early { continuation.resume(with: early) }
        return early
    }

    /// Resumes the continuation with `result` — or keeps `result` for it, if it has not started
    /// — unless a result came before; returns whether `result` is the one delivered.
    @discardableResult
    func resume(with result: Result<Value, any Error>) -> Bool {
        let (first, waiting): (Bool, CheckedContinuation<Value, any Error>?) = state.withLock { state in
            switch state {
            case .idle:
                state = .early(result)
                return (true, nil)
            case .waiting(let continuation):
                state = .resumed
                return (true, continuation)
            case .early, .resumed:
                return (false, nil)
            }
        }
        waiting?.resume(with: result)
        return first
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
