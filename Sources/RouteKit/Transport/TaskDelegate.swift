import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The task-level delegate of RouteKit's sessions: keeps the calls in flight by task, hands
/// redirect responses back instead of following them (see ``Transport/urlSession(_:)``),
/// delivers a `401` that challenges for authentication as the response it is (see
/// ``SessionDelegate``), and performs download tasks.
///
/// A plain `TaskDelegate` — ``downloads`` — is the delegate of the sessions downloads run on,
/// because it is no `URLSessionDataDelegate`: swift-corelibs-foundation, handing a redirect
/// response that was not followed to a task's delegate, force-casts the task to a data task
/// whenever the delegate is a data delegate (`_ProtocolClient.urlProtocol(_:didLoad:)`), which
/// ends the process for a download task. ``SessionDelegate`` adds the data tasks.
///
/// `@unchecked Sendable` only because the compiler checks final classes alone (``SessionDelegate``
/// extends this one); its one piece of state, `calls`, is a ``Locked``.
class TaskDelegate: NSObject, URLSessionDownloadDelegate, @unchecked Sendable {
    /// The delegate of the sessions downloads run on.
    static let downloads = TaskDelegate()

    /// The calls in flight, by task: URLSession reads them on its delegate queue while callers
    /// register them from any task. An entry holds its task, so the identifier stays unique
    /// until the entry is removed when the task completes.
    let calls = Locked<[ObjectIdentifier: (task: URLSessionTask, call: any TaskObserver)]>([:])

    /// Sends `request` as a download task of `session` — whose delegate must be this one, and
    /// not a data delegate (see ``SessionDelegate/download(_:on:)``) — and
    /// returns, once the whole body is in, the temporary file holding it (now the caller's) and
    /// the response.
    ///
    /// A download task is how a large body stays out of memory on Linux: swift-corelibs-foundation
    /// writes each chunk into the task's file inside libcurl's write callback, so libcurl reads
    /// no faster than the disk takes it — where a data task's chunks are queued for the delegate
    /// without bound. The task reports its response only when it completes, so the head comes
    /// with the end of the body.
    ///
    /// Cancelling the calling task fails the call with `URLError(.cancelled)` at once and
    /// cancels the download task as ``stream(_:on:)`` does, without racing its completion
    /// (``cancel(_:on:)``) — abandoning it would let it write the rest of the body to disk.
    func download(_ request: URLRequest, through session: URLSession) async throws -> (URL, HTTPURLResponse) {
        let task = session.downloadTask(with: request)
        let call = DownloadCall(task: task)
        calls.withLock { $0[ObjectIdentifier(task)] = (task, call) }
        let (file, response) = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if call.start(continuation) {
                    task.resume()
                } else {
                    calls.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(task)) }
                }
            }
        } onCancel: { [weak self, weak session] in
            call.finish(.failure(URLError(.cancelled)))
            guard let self, let session else { return }
            self.cancel(task, on: session)
        }
        return (file.take(), response)
    }

    /// Cancels `task` of `session`, unless it has completed, without racing its completion.
    ///
    /// In swift-corelibs-foundation, `cancel()` checks the task's state and queues the failure
    /// on the task's own work queue, where it looks the task up in the session's registry; the
    /// task's completion runs on the delegate queue (`didCompleteWithError`, then `completed`)
    /// and queues the task's removal from the registry on the *session's* work queue. The two
    /// queues keep no order between them, so a failure queued by a `cancel()` from anywhere can
    /// run after the removal and end the process ("Trying to access a behaviour for a task that
    /// in not in the registry"; reproduced by `StreamCancellationStressTests`).
    ///
    /// So the cancellation runs as an operation on the delegate queue, where the completion
    /// cannot run meanwhile, and only while the task is still registered here (its completion
    /// not delivered); and before the operation ends it waits for the failure `cancel()` queued:
    /// reading `priority` is a `sync` on the task's work queue, which is serial, so it returns
    /// once the failure has run — with the task still in the registry, since its removal can
    /// only be queued by a completion after this operation. It is read twice because
    /// swift-corelibs-foundation's main branch queues the failure from an asynchronous block
    /// (its issue 5412): the first read waits for that block, the second for the failure.
    ///
    /// The failure is queued at once only when the task's protocol exists. A session with a
    /// `URLCache` creates it after a cache lookup on a background queue, and a failure asked
    /// for before that runs whenever the lookup ends, unordered with the task's completion (a
    /// probe cancelling 2,000 tasks as they start ended the process in 4 runs of 6 with a cache,
    /// in none of 6 without). RouteKit's sessions on Linux therefore keep no `URLCache`
    /// (``Transport/redirectRefusingSession(configuration:)``).
    func cancel(_ task: URLSessionTask, on session: URLSession) {
        session.delegateQueue.addOperation { [self] in
            guard calls.withLock({ $0[ObjectIdentifier(task)] != nil }) else { return }
            task.cancel()
            _ = task.priority
            _ = task.priority
        }
    }

    func call(for task: URLSessionTask) -> (any TaskObserver)? {
        calls.withLock { $0[ObjectIdentifier(task)]?.call }
    }

    /// Takes the finished download's file before URLSession may remove it (Darwin removes it
    /// when this returns): it is moved to a name of RouteKit's own in the same folder.
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        call(for: downloadTask)?.finishedDownloading(to: location)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let call = calls.withLock({ $0.removeValue(forKey: ObjectIdentifier(task))?.call }) else { return }
        call.complete(with: error)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        #if canImport(FoundationNetworking)
        if let response = challenge.failureResponse as? HTTPURLResponse, let call = call(for: task) {
            call.challenged(with: response)
            completionHandler(.cancelAuthenticationChallenge, nil)
            return
        }
        #endif
        completionHandler(.performDefaultHandling, nil)
    }
}

/// What the delegate tells one call about its task, on the session's delegate queue.
protocol TaskObserver: AnyObject, Sendable {
    /// The response head.
    func receive(_ response: URLResponse)
    /// A chunk of the body.
    func receive(_ data: Data)
    /// The task ended: with `error`, or completely without one.
    func complete(with error: (any Error)?)
    /// A `401` that challenges for authentication, whose body has all arrived (Linux only).
    func challenged(with response: HTTPURLResponse)
    /// A download task's body is all in the file at `location`, which is removed after this.
    func finishedDownloading(to location: URL)
}

extension TaskObserver {
    /// Data tasks download nothing.
    func finishedDownloading(to location: URL) {}
}

/// One download: its task, the file its body went into, and its result, delivered once (by the
/// task's end, a challenge's response or the caller's cancellation, whichever comes first).
private final class DownloadCall: TaskObserver {
    private let task: URLSessionTask
    private let outcome = SingleResumption<(TemporaryFile, HTTPURLResponse)>()
    /// The body's file once URLSession has handed it over, or why it could not be kept.
    private let file = Locked<(file: TemporaryFile?, moveFailure: (any Error)?)>((nil, nil))

    init(task: URLSessionTask) {
        self.task = task
    }

    /// Stores `continuation`, or resumes it at once with what came first (a cancellation);
    /// returns whether the request is still to be sent.
    func start(_ continuation: CheckedContinuation<(TemporaryFile, HTTPURLResponse), any Error>) -> Bool {
        outcome.start(continuation) == nil
    }

    func receive(_ response: URLResponse) {}

    func receive(_ data: Data) {}

    func finishedDownloading(to location: URL) {
        let owned = location.deletingLastPathComponent()
            .appendingPathComponent("routekit-\(UUID().uuidString).download")
        do {
            try FileManager.default.moveItem(at: location, to: owned)
            file.withLock { $0.file = TemporaryFile(owned) }
        } catch {
            try? FileManager.default.removeItem(at: location)
            file.withLock { $0.moveFailure = error }
        }
    }

    func complete(with error: (any Error)?) {
        if let error {
            finish(.failure(error))
            return
        }
        let (file, moveFailure) = self.file.withLock { $0 }
        guard let response = task.response as? HTTPURLResponse else {
            finish(.failure(URLError(.badServerResponse)))
            return
        }
        guard let file else {
            finish(.failure(moveFailure ?? URLError(.cannotWriteToFile)))
            return
        }
        finish(.success((file, response)))
    }

    /// The challenge's body went into a file URLSession does not name on Linux, so the
    /// response comes with an empty one.
    func challenged(with response: HTTPURLResponse) {
        do {
            finish(.success((try TemporaryFile.create(), response)))
        } catch {
            finish(.failure(error))
        }
    }

    func finish(_ result: Result<(TemporaryFile, HTTPURLResponse), any Error>) {
        outcome.resume(with: result)
    }
}
