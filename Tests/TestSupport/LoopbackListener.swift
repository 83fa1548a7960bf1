import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sockets of a ``LoopbackServer``: a listening socket on `127.0.0.1`, a thread that accepts
/// connections and a thread per connection that reads its requests, has ``ServerState`` answer
/// them and writes the responses.
///
/// Threads of its own, blocking in `accept` and `recv`, rather than tasks: nothing the server
/// does waits for Swift's cooperative pool, which the test process's suites share (see
/// ``HandlerExecutor``). ``stop()`` shuts every socket down, which wakes each thread, and waits
/// for them all.
final class LoopbackListener: @unchecked Sendable {
    // Safe to share: `open`, `isStopped` and `handlerTasks` are read and written under `lock`
    // only; the rest is set in `init`.
    private let lock = NSLock()
    private let listener: Int32
    private let state: ServerState
    private let threads = DispatchGroup()
    /// The connected sockets, which `stop()` shuts down. A thread removes its socket here before
    /// closing it, so a number the system reuses is never shut down by mistake.
    private var open: Set<Int32> = []
    /// The handlers running, which `stop()` cancels.
    private var handlerTasks: [UUID: Task<Void, Never>] = [:]
    private var isStopped = false

    /// The port the system assigned.
    let port: UInt16

    /// Listens on `127.0.0.1` with a port the system picks, and starts accepting.
    init(state: ServerState) throws {
        self.state = state
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw LoopbackServerError.cannotListen(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // A backlog for a thousand clients connecting at once.
        guard bound == 0, listen(listener, 1024) == 0 else {
            let failure = errno
            close(listener)
            throw LoopbackServerError.cannotListen(failure)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        startThread { [self] in acceptConnections() }
    }

    /// Stops accepting, shuts every connection down, cancels the handlers still running and
    /// returns once every thread of the server has ended.
    func stop() async {
        let tasks = lock.withLock {
            isStopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            for descriptor in open { shutdown(descriptor, Int32(SHUT_RDWR)) }
            return Array(handlerTasks.values)
        }
        for task in tasks { task.cancel() }
        await BlockingWork.run { [threads] in threads.wait() }
        close(listener)
    }

    // MARK: Threads

    private func startThread(_ body: @escaping @Sendable () -> Void) {
        threads.enter()
        let thread = Thread { [threads] in
            body()
            threads.leave()
        }
        // Connection threads only parse and write; the handlers run elsewhere.
        thread.stackSize = 512 * 1024
        thread.start()
    }

    private func acceptConnections() {
        while true {
            let descriptor = accept(listener, nil, nil)
            if descriptor < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            let accepted = lock.withLock {
                guard !isStopped else { return false }
                open.insert(descriptor)
                return true
            }
            guard accepted else {
                close(descriptor)
                return
            }
            var noDelay: Int32 = 1
            // The head and body go out in one write; no Nagle delay on what follows either.
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
            startThread { [self] in serve(descriptor) }
        }
    }

    /// Answers the requests of one connection until the client closes it or asks to.
    private func serve(_ descriptor: Int32) {
        var reader = RequestReader(descriptor: descriptor)
        while let request = reader.next(continueBody: { Self.write("HTTP/1.1 100 Continue\r\n\r\n", to: descriptor) }) {
            let response = answer(request)
            let written = Self.write(Self.bytes(of: response, for: request), to: descriptor)
            if !written || request.closes { break }
        }
        lock.withLock { _ = open.remove(descriptor) }
        close(descriptor)
    }

    /// Records `request` and runs the handler that answers it on ``HandlerExecutor``, waiting for
    /// it on this connection's thread.
    private func answer(_ request: RequestReader.Request) -> StubResponse {
        let target = request.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let recorded = RecordedRequest(
            method: request.method,
            path: String(target[0]),
            query: target.count > 1 ? String(target[1]) : "",
            headers: Dictionary(request.fields.map { ($0.name, $0.value) }) { "\($0), \($1)" },
            body: request.body
        )
        let handler = state.record(recorded)
        let answered = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        let id = UUID()
        let run: @Sendable () async -> Void = {
            outcome.response = await ServerState.respond(to: recorded, with: handler)
            answered.signal()
        }
        let task: Task<Void, Never>
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            task = Task(executorPreference: HandlerExecutor.shared, operation: run)
        } else {
            task = Task(operation: run)
        }
        let stopped = lock.withLock {
            handlerTasks[id] = task
            return isStopped
        }
        if stopped { task.cancel() }
        answered.wait()
        lock.withLock { _ = handlerTasks.removeValue(forKey: id) }
        return outcome.response
    }

    // MARK: Writing

    /// The status line, header fields and body of `response` (no body for `HEAD`, `204` or `304`).
    private static func bytes(of response: StubResponse, for request: RequestReader.Request) -> Data {
        var head = "HTTP/1.1 \(response.status) Stub\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
            head += "\(name): \(value)\r\n"
        }
        let bodiless = response.status == 204 || response.status == 304
        if !bodiless { head += "Content-Length: \(response.body.count)\r\n" }
        if request.closes { head += "Connection: close\r\n" }
        head += "\r\n"
        var bytes = Data(head.utf8)
        if !bodiless, request.method != "HEAD" { bytes.append(response.body) }
        return bytes
    }

    @discardableResult
    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        write(Data(text.utf8), to: descriptor)
    }

    /// Writes all of `bytes`; `false` once the client has gone (no `SIGPIPE`).
    private static func write(_ bytes: Data, to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var written = 0
            while written < buffer.count {
                let count = send(descriptor, base + written, buffer.count - written, Int32(MSG_NOSIGNAL))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }
}

/// A handler's response, handed from the handler's task to the connection's thread; the
/// semaphore the task signals after setting it orders the two.
private final class Outcome: @unchecked Sendable {
    var response = StubResponse(status: 500)
}
