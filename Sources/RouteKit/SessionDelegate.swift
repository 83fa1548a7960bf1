import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of RouteKit's sessions: performs their data tasks, hands redirect responses
/// back instead of following them (see ``Transport/urlSession(_:)``), and delivers a `401` that
/// challenges for authentication as the response it is.
///
/// Why tasks run through this delegate rather than `URLSession.data(for:)`: on Linux,
/// swift-corelibs-foundation meets a `401` whose `WWW-Authenticate` names Basic or Digest with
/// a challenge, and up to its 6.3 releases, whatever the delegate answers, the task never
/// returns the response — default handling leaves it waiting forever (fixed on its main branch
/// by pull request 5457), rejecting or cancelling fails it as cancelled without the response,
/// and a credential makes URLSession send one RouteKit never chose. The challenge only comes once the whole response has been loaded, so this delegate
/// collects each task's response and body itself and, on that challenge, completes the call
/// with them; it then cancels the challenge, which ends the task without sending anything.
/// Elsewhere (Darwin) the challenge comes before the body, and default handling delivers it.
///
/// `@unchecked Sendable`: URLSession calls it from its delegate queue while callers register
/// calls from any task; its one piece of state, `calls`, is only touched under `lock`.
final class SessionDelegate: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate, @unchecked Sendable {
    static let shared = SessionDelegate()

    private let lock = NSLock()
    /// The calls in flight, by task: whole-body calls and streams. An entry holds its task, so
    /// the identifier stays unique until the entry is removed when the task completes.
    private var calls: [ObjectIdentifier: (task: URLSessionTask, call: any TaskObserver)] = [:]

    /// Sends `request` as a data task of `session` — whose delegate must be this one — and
    /// returns the body and response. Cancelling the calling task fails the call with
    /// `URLError(.cancelled)` at once; a call cancelled before it started sends nothing.
    ///
    /// On Linux the data task itself is then abandoned, not cancelled: it runs on unobserved
    /// until it ends, because swift-corelibs-foundation's `cancel()` can race the task's own
    /// completion into a fatal error (see ``URLSessionExchange``). Elsewhere it is cancelled.
    func send(_ request: URLRequest, on session: URLSession) async throws -> (Data, HTTPURLResponse) {
        let task = session.dataTask(with: request)
        let call = PendingCall()
        lock.withLock { calls[ObjectIdentifier(task)] = (task, call) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if call.start(continuation) {
                    task.resume()
                } else {
                    lock.withLock { _ = calls.removeValue(forKey: ObjectIdentifier(task)) }
                }
            }
        } onCancel: {
            call.finish(.failure(URLError(.cancelled)))
            #if !canImport(FoundationNetworking)
            task.cancel()
            #endif
        }
    }

    /// Sends `request` as a data task of `session` — whose delegate must be this one — and
    /// returns once the response head has arrived, with the body as the chunks still to come.
    ///
    /// Each chunk URLSession hands this delegate is passed on as it is, through an unbounded
    /// buffer: swift-corelibs-foundation offers no way to stop reading a response for a while
    /// (`suspend()` removes the transfer from libcurl and `resume()` starts it again from the
    /// start), so a reader slower than the network lets chunks pile up in memory
    /// (Docs/Streaming.md has the measurements).
    ///
    /// When the body is dropped or its reader's task is cancelled before it ended, the data task
    /// is cancelled, in a way that cannot race the task's completion (``cancel(_:on:)``; the race
    /// ``URLSessionExchange`` avoids by abandoning tasks). Cancelling the calling task while it
    /// waits for the head cancels the data task too.
    func stream(_ request: URLRequest, on session: URLSession) async throws -> (ResponseBody, HTTPURLResponse) {
        let task = session.dataTask(with: request)
        let call = StreamingCall { [weak self, weak session] in
            guard let self, let session else { return }
            self.cancel(task, on: session)
        }
        lock.withLock { calls[ObjectIdentifier(task)] = (task, call) }
        let response = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if call.start(continuation) {
                    task.resume()
                } else {
                    lock.withLock { _ = calls.removeValue(forKey: ObjectIdentifier(task)) }
                }
            }
        } onCancel: {
            call.fail(URLError(.cancelled))
            call.cancelTask()
        }
        return (ResponseBody(call.takeBody()), response)
    }

    /// Sends `request` as a download task of `session` — whose delegate must be this one — and
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
    func download(_ request: URLRequest, on session: URLSession) async throws -> (URL, HTTPURLResponse) {
        let task = session.downloadTask(with: request)
        let call = DownloadCall(task: task)
        lock.withLock { calls[ObjectIdentifier(task)] = (task, call) }
        let (file, response) = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if call.start(continuation) {
                    task.resume()
                } else {
                    lock.withLock { _ = calls.removeValue(forKey: ObjectIdentifier(task)) }
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
    /// only be queued by a completion after this operation.
    private func cancel(_ task: URLSessionTask, on session: URLSession) {
        session.delegateQueue.addOperation { [self] in
            guard lock.withLock({ calls[ObjectIdentifier(task)] != nil }) else { return }
            task.cancel()
            _ = task.priority
        }
    }

    private func call(for task: URLSessionTask) -> (any TaskObserver)? {
        lock.withLock { calls[ObjectIdentifier(task)]?.call }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        call(for: dataTask)?.receive(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        call(for: dataTask)?.receive(data)
    }

    /// Takes the finished download's file before URLSession may remove it (Darwin removes it
    /// when this returns): it is moved to a name of RouteKit's own in the same folder.
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        call(for: downloadTask)?.finishedDownloading(to: location)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let call = lock.withLock({ calls.removeValue(forKey: ObjectIdentifier(task))?.call }) else { return }
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
private protocol TaskObserver: AnyObject, Sendable {
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

/// One call's continuation and what has arrived for it; completed once, by whichever comes
/// first: the task's end, the response a challenge brings, or the caller's cancellation.
/// `@unchecked Sendable`: every stored property is read and written under `lock` only.
private final class PendingCall: TaskObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
    private var early: Result<(Data, HTTPURLResponse), any Error>?
    private var done = false
    private var response: URLResponse?
    private var body = Data()

    /// Stores `continuation`, or resumes it at once with what came first (a cancellation);
    /// returns whether the request is still to be sent.
    func start(_ continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) -> Bool {
        let result: Result<(Data, HTTPURLResponse), any Error>? = lock.withLock {
            if early == nil { self.continuation = continuation }
            return early
        }
        if let result { continuation.resume(with: result) }
        return result == nil
    }

    func receive(_ response: URLResponse) {
        lock.withLock { self.response = response }
    }

    func receive(_ data: Data) {
        lock.withLock { body.append(data) }
    }

    func complete(with error: (any Error)?) {
        if let error {
            finish(.failure(error))
        } else {
            finishWithResponse()
        }
    }

    func challenged(with response: HTTPURLResponse) {
        finish(with: response)
    }

    /// Completes with the response received and the body loaded so far — all of it once the
    /// task has finished.
    func finishWithResponse() {
        let (response, body) = lock.withLock { (self.response, self.body) }
        guard let http = response as? HTTPURLResponse else {
            finish(.failure(URLError(.badServerResponse)))
            return
        }
        finish(.success((body, http)))
    }

    /// Completes with `response` and the body loaded.
    func finish(with response: HTTPURLResponse) {
        let body = lock.withLock { self.body }
        finish(.success((body, response)))
    }

    func finish(_ result: Result<(Data, HTTPURLResponse), any Error>) {
        let continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>? = lock.withLock {
            guard !done else { return nil }
            done = true
            if self.continuation == nil { early = result }
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(with: result)
    }
}

/// One streaming call: its head, delivered once (by the response, a failure or the caller's
/// cancellation, whichever comes first), and its body, a stream the delegate yields chunks into.
/// `@unchecked Sendable`: the head's state is read and written under `lock` only; the body's
/// continuation is itself thread-safe.
private final class StreamingCall: TaskObserver, @unchecked Sendable {
    /// The body until it is taken: the call must not keep it, since the stream ends — and
    /// cancels the task — only when no one holds it any more.
    private var body: AsyncThrowingStream<Data, any Error>?
    /// Cancels the data task (once it is known not to have completed).
    let cancelTask: @Sendable () -> Void
    private let chunks: AsyncThrowingStream<Data, any Error>.Continuation
    private let lock = NSLock()
    private var continuation: CheckedContinuation<HTTPURLResponse, any Error>?
    private var early: Result<HTTPURLResponse, any Error>?
    private var headDone = false

    /// `cancelTask` cancels the data task; it is called when the body's reader goes away
    /// before the task ended.
    init(cancelTask: @escaping @Sendable () -> Void) {
        let (body, chunks) = AsyncThrowingStream<Data, any Error>.makeStream(bufferingPolicy: .unbounded)
        self.body = body
        self.chunks = chunks
        self.cancelTask = cancelTask
        chunks.onTermination = { termination in
            if case .cancelled = termination { cancelTask() }
        }
    }

    /// The body, handed over once to the caller.
    func takeBody() -> AsyncThrowingStream<Data, any Error> {
        lock.withLock {
            defer { body = nil }
            return body ?? AsyncThrowingStream { $0.finish() }
        }
    }

    /// Stores `continuation`, or resumes it at once with what came first; returns whether the
    /// request is still to be sent.
    func start(_ continuation: CheckedContinuation<HTTPURLResponse, any Error>) -> Bool {
        let result: Result<HTTPURLResponse, any Error>? = lock.withLock {
            if early == nil { self.continuation = continuation }
            return early
        }
        if let result { continuation.resume(with: result) }
        if case .failure? = result { chunks.finish() }
        return result == nil
    }

    private func head(_ result: Result<HTTPURLResponse, any Error>) {
        let waiting: CheckedContinuation<HTTPURLResponse, any Error>? = lock.withLock {
            guard !headDone else { return nil }
            headDone = true
            if continuation == nil { early = result }
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }

    func receive(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse else {
            fail(URLError(.badServerResponse))
            return
        }
        head(.success(http))
    }

    func receive(_ data: Data) {
        chunks.yield(data)
    }

    func complete(with error: (any Error)?) {
        head(.failure(error ?? URLError(.badServerResponse)))
        if let error {
            chunks.finish(throwing: error)
        } else {
            chunks.finish()
        }
    }

    func challenged(with response: HTTPURLResponse) {
        head(.success(response))
        chunks.finish()
    }

    /// Fails the call: the head if it has not come yet, else the body.
    func fail(_ error: any Error) {
        head(.failure(error))
        chunks.finish(throwing: error)
    }
}

/// One download: its task, the file its body went into, and its result, delivered once (by the
/// task's end, a challenge's response or the caller's cancellation, whichever comes first).
/// `@unchecked Sendable`: every stored property but the constant `task` is read and written
/// under `lock` only.
private final class DownloadCall: TaskObserver, @unchecked Sendable {
    private let task: URLSessionTask
    private let lock = NSLock()
    private var continuation: CheckedContinuation<(TemporaryFile, HTTPURLResponse), any Error>?
    private var early: Result<(TemporaryFile, HTTPURLResponse), any Error>?
    private var done = false
    private var file: TemporaryFile?
    private var moveFailure: (any Error)?

    init(task: URLSessionTask) {
        self.task = task
    }

    /// Stores `continuation`, or resumes it at once with what came first (a cancellation);
    /// returns whether the request is still to be sent.
    func start(_ continuation: CheckedContinuation<(TemporaryFile, HTTPURLResponse), any Error>) -> Bool {
        let result: Result<(TemporaryFile, HTTPURLResponse), any Error>? = lock.withLock {
            if early == nil { self.continuation = continuation }
            return early
        }
        if let result { continuation.resume(with: result) }
        return result == nil
    }

    func receive(_ response: URLResponse) {}

    func receive(_ data: Data) {}

    func finishedDownloading(to location: URL) {
        let owned = location.deletingLastPathComponent()
            .appendingPathComponent("routekit-\(UUID().uuidString).download")
        do {
            try FileManager.default.moveItem(at: location, to: owned)
            lock.withLock { file = TemporaryFile(owned) }
        } catch {
            try? FileManager.default.removeItem(at: location)
            lock.withLock { moveFailure = error }
        }
    }

    func complete(with error: (any Error)?) {
        if let error {
            finish(.failure(error))
            return
        }
        let (file, moveFailure) = lock.withLock { (self.file, self.moveFailure) }
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
        let continuation: CheckedContinuation<(TemporaryFile, HTTPURLResponse), any Error>? = lock.withLock {
            guard !done else { return nil }
            done = true
            if self.continuation == nil { early = result }
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(with: result)
    }
}
