import Foundation

/// A one-time event that a server's thread fires and a test awaits, or the other way round.
///
/// Waits are bounded by the suites' time limits, not by seconds of their own: a test's tasks run
/// on Swift's cooperative pool, which the other suites of the process share, and on a loaded
/// machine a task may wait there longer than any fixed number of seconds that still looks like a
/// hang guard (a 20-second wait for a download to begin failed that way). ``wait()`` ends when the
/// waiting task is cancelled, which the time limit does; ``waitBlocking()`` frees a server's thread
/// after ``threadLimit``, longer than any suite's limit, so it ends only for a test that has
/// already failed.
public final class Signal: @unchecked Sendable {
    /// How long a server's thread waits for a test at most: longer than every suite's time limit.
    public static let threadLimit: Duration = .seconds(600)

    /// ``threadLimit`` from now, for a thread's semaphore waits.
    public static var threadDeadline: DispatchTime {
        .now() + .seconds(Int(threadLimit.components.seconds))
    }

    // Safe to share: `fired` and `waiters` are read and written under `lock` only.
    private let lock = NSLock()
    private let semaphore = DispatchSemaphore(value: 0)
    private var fired = false
    private var waiters: [UUID: CheckedContinuation<Bool, Never>] = [:]

    public init() {}

    /// Fires the event: every wait, present and future, returns `true`.
    public func fire() {
        let waiting = lock.withLock {
            guard !fired else { return [CheckedContinuation<Bool, Never>]() }
            fired = true
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        semaphore.signal()
        for continuation in waiting { continuation.resume(returning: true) }
    }

    /// Waits until the event fires (`true`) or the waiting task is cancelled (`false`).
    public func wait() async -> Bool {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let now: Bool? = lock.withLock {
                    if fired { return true }
                    if Task.isCancelled { return false }
                    waiters[id] = continuation
                    return nil
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume(returning: false)
        }
    }

    /// Blocks the calling thread — a server's, never a task's — until the event fires (`true`) or
    /// ``threadLimit`` passes (`false`).
    public func waitBlocking() -> Bool {
        guard semaphore.wait(timeout: Self.threadDeadline) == .success else { return false }
        semaphore.signal()  // every later blocking wait returns at once too
        return true
    }
}
