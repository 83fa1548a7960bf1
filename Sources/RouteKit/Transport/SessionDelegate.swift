import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of RouteKit's sessions: performs their data tasks — whole and streamed — on
/// top of what every task needs (``TaskDelegate``: redirects handed back, a `401` challenge
/// delivered as the response it is), and their downloads on a companion session.
///
/// Why tasks run through this delegate rather than `URLSession.data(for:)`: on Linux,
/// swift-corelibs-foundation meets a `401` whose `WWW-Authenticate` names Basic or Digest with
/// a challenge, and up to its 6.3 releases, whatever the delegate answers, the task never
/// returns the response — default handling leaves it waiting forever (fixed on its main branch
/// by pull request 5457), rejecting or cancelling fails it as cancelled without the response,
/// and a credential makes URLSession send one RouteKit never chose. The challenge only comes
/// once the whole response has been loaded, so this delegate collects each task's response and
/// body itself and, on that challenge, completes the call with them; it then cancels the
/// challenge, which ends the task without sending anything.
/// Elsewhere (Darwin) the challenge comes before the body, and default handling delivers it.
///
/// `@unchecked Sendable` restated from ``TaskDelegate``, as Swift requires of a subclass; its own
/// state, `downloadSessions`, is a ``Locked``.
final class SessionDelegate: TaskDelegate, URLSessionDataDelegate, @unchecked Sendable {
    static let shared = SessionDelegate()

    /// The sessions downloads run on, one per session of this delegate: created with the same
    /// configuration, and kept as long as the process, as sessions are.
    private let downloadSessions = Locked<[ObjectIdentifier: (session: URLSession, downloads: URLSession)]>([:])

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
        calls.withLock { $0[ObjectIdentifier(task)] = (task, call) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if call.start(continuation) {
                    task.resume()
                } else {
                    calls.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(task)) }
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
        calls.withLock { $0[ObjectIdentifier(task)] = (task, call) }
        let response = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if call.start(continuation) {
                    task.resume()
                } else {
                    calls.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(task)) }
                }
            }
        } onCancel: {
            call.fail(URLError(.cancelled))
            call.cancelTask()
        }
        return (ResponseBody(call.takeBody()), response)
    }

    /// Sends `request` as a download task with `session`'s configuration and returns, once the
    /// whole body is in, the temporary file holding it (now the caller's) and the response.
    ///
    /// The task runs on a companion session whose delegate is ``TaskDelegate/downloads``, no
    /// data delegate (the crash that avoids is described there).
    func download(_ request: URLRequest, on session: URLSession) async throws -> (URL, HTTPURLResponse) {
        let downloads = downloadSessions.withLock { downloadSessions in
            if let existing = downloadSessions[ObjectIdentifier(session)] { return existing.downloads }
            let created = URLSession(
                configuration: session.configuration, delegate: TaskDelegate.downloads, delegateQueue: nil)
            downloadSessions[ObjectIdentifier(session)] = (session, created)
            return created
        }
        return try await TaskDelegate.downloads.download(request, through: downloads)
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
}

/// One call's continuation and what has arrived for it; completed once, by whichever comes
/// first: the task's end, the response a challenge brings, or the caller's cancellation.
private final class PendingCall: TaskObserver {
    private let outcome = SingleResumption<(Data, HTTPURLResponse)>()
    private let received = Locked<(response: URLResponse?, body: Data)>((nil, Data()))

    /// Stores `continuation`, or resumes it at once with what came first (a cancellation);
    /// returns whether the request is still to be sent.
    func start(_ continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) -> Bool {
        outcome.start(continuation) == nil
    }

    func receive(_ response: URLResponse) {
        received.withLock { $0.response = response }
    }

    func receive(_ data: Data) {
        received.withLock { $0.body.append(data) }
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
        let (response, body) = received.withLock { $0 }
        guard let http = response as? HTTPURLResponse else {
            finish(.failure(URLError(.badServerResponse)))
            return
        }
        finish(.success((body, http)))
    }

    /// Completes with `response` and the body loaded.
    func finish(with response: HTTPURLResponse) {
        let body = received.withLock { $0.body }
        finish(.success((body, response)))
    }

    func finish(_ result: Result<(Data, HTTPURLResponse), any Error>) {
        outcome.resume(with: result)
    }
}

/// One streaming call: its head, delivered once (by the response, a failure or the caller's
/// cancellation, whichever comes first), and its body, a stream the delegate yields chunks into.
private final class StreamingCall: TaskObserver {
    /// The body until it is taken: the call must not keep it, since the stream ends — and
    /// cancels the task — only when no one holds it any more.
    private let body: Locked<AsyncThrowingStream<Data, any Error>?>
    /// Cancels the data task (once it is known not to have completed).
    let cancelTask: @Sendable () -> Void
    private let chunks: AsyncThrowingStream<Data, any Error>.Continuation
    private let head = SingleResumption<HTTPURLResponse>()

    /// `cancelTask` cancels the data task; it is called when the body's reader goes away
    /// before the task ended.
    init(cancelTask: @escaping @Sendable () -> Void) {
        let (body, chunks) = AsyncThrowingStream<Data, any Error>.makeStream(bufferingPolicy: .unbounded)
        self.body = Locked(body)
        self.chunks = chunks
        self.cancelTask = cancelTask
        chunks.onTermination = { termination in
            if case .cancelled = termination { cancelTask() }
        }
    }

    /// The body, handed over once to the caller.
    func takeBody() -> AsyncThrowingStream<Data, any Error> {
        body.withLock { body in
            defer { body = nil }
            return body ?? AsyncThrowingStream { $0.finish() }
        }
    }

    /// Stores `continuation`, or resumes it at once with what came first; returns whether the
    /// request is still to be sent.
    func start(_ continuation: CheckedContinuation<HTTPURLResponse, any Error>) -> Bool {
        let early = head.start(continuation)
        if case .failure? = early { chunks.finish() }
        return early == nil
    }

    func receive(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse else {
            fail(URLError(.badServerResponse))
            return
        }
        head.resume(with: .success(http))
    }

    func receive(_ data: Data) {
        chunks.yield(data)
    }

    func complete(with error: (any Error)?) {
        head.resume(with: .failure(error ?? URLError(.badServerResponse)))
        if let error {
            chunks.finish(throwing: error)
        } else {
            chunks.finish()
        }
    }

    func challenged(with response: HTTPURLResponse) {
        head.resume(with: .success(response))
        chunks.finish()
    }

    /// Fails the call: the head if it has not come yet, else the body.
    func fail(_ error: any Error) {
        head.resume(with: .failure(error))
        chunks.finish(throwing: error)
    }
}
