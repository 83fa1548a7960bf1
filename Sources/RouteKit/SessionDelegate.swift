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
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    static let shared = SessionDelegate()

    private let lock = NSLock()
    /// The calls in flight, by task. An entry holds its task, so the identifier stays unique
    /// until the entry is removed when the task completes.
    private var calls: [ObjectIdentifier: (task: URLSessionTask, call: PendingCall)] = [:]

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

    private func call(for task: URLSessionTask) -> PendingCall? {
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

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let call = lock.withLock({ calls.removeValue(forKey: ObjectIdentifier(task))?.call }) else { return }
        if let error {
            call.finish(.failure(error))
        } else {
            call.finishWithResponse()
        }
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
            call.finish(with: response)
            completionHandler(.cancelAuthenticationChallenge, nil)
            return
        }
        #endif
        completionHandler(.performDefaultHandling, nil)
    }
}

/// One call's continuation and what has arrived for it; completed once, by whichever comes
/// first: the task's end, the response a challenge brings, or the caller's cancellation.
/// `@unchecked Sendable`: every stored property is read and written under `lock` only.
private final class PendingCall: @unchecked Sendable {
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
