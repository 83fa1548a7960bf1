import Dispatch

/// Where the ``LoopbackServer``s run their handlers: Dispatch threads of their own, never Swift's
/// cooperative pool.
///
/// The pool is as wide as the machine has cores (two here) and every suite of the test process
/// queues its work on it. A server answering there waits behind that work: on a loaded machine a
/// request waited past URLSession's sixty-second timeout (`NSURLErrorDomain -1001`) while tests
/// that compute or block held both threads. With the sockets on threads of the server's own
/// (``LoopbackListener``) and the handlers here, a server answers whatever the tests beside it do.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class HandlerExecutor: TaskExecutor {
    /// The one executor every server of the test process shares.
    static let shared = HandlerExecutor()

    private let queue = DispatchQueue(label: "LoopbackServer.handlers", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
