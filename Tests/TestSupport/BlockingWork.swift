import Dispatch

/// Work that blocks a thread — waiting for a process, a FIFO, a pipe or a semaphore — run on a
/// Dispatch thread instead of one of Swift's cooperative threads.
///
/// The cooperative pool is as wide as the machine has cores (two here), and every suite of the
/// test process shares it with the loopback servers, whose requests are answered on it. Two
/// tests blocked there at once stop every server in the process: under load, the routegen
/// process tests held both threads in a FIFO `open`, a pipe `read` and `waitUntilExit` for over
/// a minute, and the requests of the loopback suites beside them failed with URLSession's
/// sixty-second timeout (`NSURLErrorDomain -1001`). Anything that blocks goes through here.
public enum BlockingWork {
    /// Runs `work` on a Dispatch thread and returns its result; the calling task suspends
    /// meanwhile, leaving its thread to others.
    public static func run<T: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> T
    ) async throws(Failure) -> T {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, Failure>, Never>) in
            DispatchQueue.global().async {
                do throws(Failure) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }
}
