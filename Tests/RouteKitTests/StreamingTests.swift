import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import RouteKitTesting
import Testing
import TestSupport

private struct ChatCompletion: PublicRoute, StreamingRoute {
    typealias Response = OpenAIChatStream.Chunk
    typealias Element = OpenAIChatStream.Chunk
    static let method = HTTPMethod.post
    static let pathTemplate = "/chat/completions"
    static let streamFormat = StreamFormat.serverSentEvents
    static var errorBodies: [ErrorBody] { [.default(Problem.self)] }
}

private struct ChatEvents: PublicRoute, StreamingRoute {
    typealias Element = ServerSentEvent
    static let method = HTTPMethod.get
    static let pathTemplate = "/events"
    static let streamFormat = StreamFormat.serverSentEvents(terminator: nil)
}

private struct TodoLines: PublicRoute, StreamingRoute, RetryableRoute {
    typealias Element = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos.jsonl"
    static let streamFormat = StreamFormat.jsonLines
}

private struct TodoSequence: PublicRoute, StreamingRoute {
    typealias Element = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos.json-seq"
    static let streamFormat = StreamFormat.jsonSequence
}

private struct PrivateFeed: AuthenticatedRoute, StreamingRoute {
    typealias Scheme = UserAuth
    typealias Element = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/feed"
    static let streamFormat = StreamFormat.jsonLines
}

/// The stream's head and events over a raw socket, in chunked transfer encoding.
private let eventStreamHead = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"

/// A count shared by a server thread and a test.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

@Suite("Streaming responses over loopback", .timeLimit(.minutes(3)))
struct StreamingTests {
    @Test("an OpenAI chat completion stream arrives event by event: each before the server sends the next")
    func eventByEvent() async throws {
        let next = DispatchSemaphore(value: 0)
        let sent = Counter()
        let server = try RawSocketServer { connection in
            connection.write(eventStreamHead)
            for event in OpenAIChatStream.events {
                connection.writeChunk(event)
                sent.increment()
                // The server sends the next event only once the test has seen this one: were
                // events held back until the body ends, the test would see none, and fail here
                // after the wait instead of hanging.
                guard next.wait(timeout: Signal.threadDeadline) == .success else { return }
            }
            connection.write("0\r\n\r\n")
        }
        defer { server.stop() }
        let expected = try OpenAIChatStream.chunks.map {
            try JSONDecoder().decode(OpenAIChatStream.Chunk.self, from: Data($0.utf8))
        }
        var received: [OpenAIChatStream.Chunk] = []
        for try await chunk in Router(baseURL: server.baseURL).stream(ChatCompletion()) {
            #expect(sent.value == received.count + 1, "the server has sent this event and not the next")
            received.append(chunk)
            next.signal()
        }
        next.signal()
        #expect(received == expected)
        #expect(received.compactMap { $0.choices.first?.delta.content }.joined() == "Hello! How can I help?")
    }

    @Test("leaving the loop early cancels the request: the server sees the connection close")
    func breakCancels() async throws {
        let closed = Signal()
        let server = try RawSocketServer { connection in
            connection.write(eventStreamHead)
            connection.writeChunk("data: {\"id\":1,\"title\":\"a\"}\n\n")
            if connection.waitUntilClosed(timeout: Signal.threadLimit) { closed.fire() }
        }
        defer { server.stop() }
        for try await event in Router(baseURL: server.baseURL).stream(ChatEvents()) {
            #expect(event.data == "{\"id\":1,\"title\":\"a\"}")
            break
        }
        #expect(await closed.wait(), "the connection was closed after the loop ended")
    }

    @Test("cancelling the task of the loop cancels the request and ends it with .cancelled")
    func taskCancellation() async throws {
        let closed = Signal()
        let server = try RawSocketServer { connection in
            connection.write(eventStreamHead)
            connection.writeChunk("data: first\n\n")
            if connection.waitUntilClosed(timeout: Signal.threadLimit) { closed.fire() }
        }
        defer { server.stop() }
        let firstArrived = Signal()
        let router = Router(baseURL: server.baseURL)
        let task = Task { () async throws -> [String] in
            var seen: [String] = []
            for try await event in router.stream(ChatEvents()) {
                seen.append(event.data)
                firstArrived.fire()
            }
            return seen
        }
        #expect(await firstArrived.wait())
        task.cancel()
        let result = await task.result
        guard case .failure(let error as RouteError) = result, case .cancelled = error else {
            Issue.record("expected .cancelled, got \(result)")
            return
        }
        #expect(await closed.wait(), "the connection was closed after the cancellation")
    }

    @Test("a failure status throws before any element, with the documented error body decoded")
    func failureStatus() async throws {
        let server = try RawSocketServer { connection in
            let body = #"{"title":"slow down","status":429}"#
            connection.write(
                "HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
            )
        }
        defer { server.stop() }
        var elements = 0
        let error = await #expect(throws: RouteError.self) {
            for try await _ in Router(baseURL: server.baseURL).stream(ChatCompletion()) { elements += 1 }
        }
        guard case .unacceptableStatus(_, let failure)? = error else {
            Issue.record("expected an unacceptable status, got \(String(describing: error))")
            return
        }
        #expect(elements == 0)
        #expect(failure.statusCode == 429)
        #expect(failure.decodedBody(as: Problem.self) == Problem(title: "slow down", status: 429))
    }

    @Test("a connection reset mid-stream is a transport failure after the events before it")
    func resetMidStream() async throws {
        // The reset waits until the test has the two events: a reset drops what the client's
        // kernel holds unread, so sent too early it could take them along.
        let bothSeen = Signal()
        let server = try RawSocketServer { connection in
            connection.write(eventStreamHead)
            connection.writeChunk("data: one\n\ndata: two\n\n")
            _ = bothSeen.waitBlocking()
            connection.writeChunk("data: thr")
            connection.reset()
        }
        defer { server.stop() }
        var seen: [String] = []
        let error = await #expect(throws: RouteError.self) {
            for try await event in Router(baseURL: server.baseURL).stream(ChatEvents()) {
                seen.append(event.data)
                if seen.count == 2 { bothSeen.fire() }
            }
        }
        #expect(seen == ["one", "two"])
        #expect(error?.isTransportFailure == true)
    }

    @Test("an element that does not decode throws after the elements before it in the same chunk")
    func decodingFailure() async throws {
        let server = try RawSocketServer { connection in
            connection.write("HTTP/1.1 200 OK\r\nContent-Type: application/jsonl\r\nConnection: close\r\n\r\n")
            connection.write("{\"id\":1,\"title\":\"a\"}\n{\"id\":\"two\"}\n{\"id\":3,\"title\":\"c\"}\n")
        }
        defer { server.stop() }
        var seen: [Todo] = []
        let error = await #expect(throws: RouteError.self) {
            for try await todo in Router(baseURL: server.baseURL).stream(TodoLines()) { seen.append(todo) }
        }
        #expect(seen == [Todo(id: 1, title: "a")])
        guard case .decodingFailed(_, let failure)? = error else {
            Issue.record("expected a decoding failure, got \(String(describing: error))")
            return
        }
        #expect(failure.codingPath == "id")
    }

    @Test("a body ending without a line feed, no Content-Length and no chunks: its last JSON line counts")
    func jsonLinesToTheEnd() async throws {
        let server = try RawSocketServer { connection in
            connection.write("HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nConnection: close\r\n\r\n")
            connection.write("{\"id\":1,\"title\":\"a\"}\n\n{\"id\":2,\"title\":\"b\"}")
        }
        defer { server.stop() }
        var seen: [Int] = []
        for try await todo in Router(baseURL: server.baseURL).stream(TodoLines()) { seen.append(todo.id) }
        #expect(seen == [1, 2])
    }

    @Test("a redirect is followed for a stream too, and its body dropped")
    func redirect() async throws {
        let target = try RawSocketServer { connection in
            connection.write(eventStreamHead)
            connection.writeChunk("data: moved\n\n")
            connection.write("0\r\n\r\n")
        }
        defer { target.stop() }
        let origin = try RawSocketServer { connection in
            connection.write(
                "HTTP/1.1 307 Temporary Redirect\r\nLocation: \(target.baseURL)/events\r\nContent-Length: 4\r\n\r\nnope"
            )
        }
        defer { origin.stop() }
        var seen: [String] = []
        for try await event in Router(baseURL: origin.baseURL).stream(ChatEvents()) { seen.append(event.data) }
        #expect(seen == ["moved"])
    }

    @Test("a 401 challenging for Basic authentication is a failure status, not a hang")
    func challenge() async throws {
        let server = try RawSocketServer { connection in
            connection.write(
                "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"feed\"\r\nContent-Length: 6\r\n\r\ndenied"
            )
        }
        defer { server.stop() }
        let error = await #expect(throws: RouteError.self) {
            for try await _ in Router(baseURL: server.baseURL).stream(ChatEvents()) {}
        }
        guard case .unacceptableStatus(_, let failure)? = error else {
            Issue.record("expected an unacceptable status, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 401)
        #expect(failure.body == Data("denied".utf8))
    }

    @Test("a long stream outlives a timeout middleware, which bounds the wait for the head only")
    func timeoutBoundsTheHead() async throws {
        // The stream lasts about 3 s, the limit is 2 s: generous for the head on a loaded machine.
        let server = try RawSocketServer { connection in
            connection.write(eventStreamHead)
            for index in 0..<4 {
                connection.writeChunk("data: \(index)\n\n")
                Thread.sleep(forTimeInterval: 0.75)
            }
            connection.write("0\r\n\r\n")
        }
        defer { server.stop() }
        let router = Router(baseURL: server.baseURL, middleware: [.timeout(.seconds(2))])
        var seen: [String] = []
        for try await event in router.stream(ChatEvents()) { seen.append(event.data) }
        #expect(seen == ["0", "1", "2", "3"])

        let silent = try RawSocketServer { connection in _ = connection.waitUntilClosed(timeout: .seconds(10)) }
        defer { silent.stop() }
        let error = await #expect(throws: RouteError.self) {
            for try await _ in Router(baseURL: silent.baseURL, middleware: [.timeout(.milliseconds(200))]).stream(
                ChatEvents())
            {}
        }
        guard case .transportFailed(_, let underlying as URLError)? = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
        #expect(underlying.code == .timedOut)
    }
}

@Suite("Streaming through middleware and stubs", .timeLimit(.minutes(3)))
struct StreamingMiddlewareTests {
    @Test("middleware see the head of a streaming exchange, marked as streaming, and an empty body")
    func middlewareSeeHeads() async throws {
        let stubs = StubbedRoutes()
        try stubs.answer(TodoLines.self, streaming: [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
        let trace = Recorder<String>()
        let inspect = Middleware { request, context, next in
            let (data, response) = try await next(request)
            trace.append("streaming:\(context.isStreaming) status:\(response.statusCode) bytes:\(data.count)")
            return (data, response)
        }
        let lines = Recorder<String>()
        let router = Router(
            baseURL: URL(string: "https://api.example.com")!, transport: stubs.transport,
            middleware: [inspect, .logging(lines.append)])
        var ids: [Int] = []
        for try await todo in router.stream(TodoLines()) { ids.append(todo.id) }
        #expect(ids == [1, 2])
        #expect(trace.all == ["streaming:true status:200 bytes:0"])
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.hasPrefix("GET /todos.jsonl → 200, streamed, ") == true)
        #expect(
            stubs.requests(for: TodoLines.self).first?.value(forHTTPHeaderField: "Accept")
                == "application/jsonl, application/x-ndjson")
    }

    @Test("retry sends a streaming request again on a retryable status, before any element")
    func retryBeforeTheBody() async throws {
        let stubs = StubbedRoutes()
        stubs.answer(TodoLines.self, status: 503, body: Data("busy".utf8))
        try stubs.answer(TodoLines.self, streaming: [Todo(id: 7, title: "after retry")])
        let policy = RetryPolicy(sleep: { _ in })
        let router = Router(
            baseURL: URL(string: "https://api.example.com")!, transport: stubs.transport, middleware: [.retry(policy)])
        var titles: [String] = []
        for try await todo in router.stream(TodoLines()) { titles.append(todo.title) }
        #expect(titles == ["after retry"])
        #expect(stubs.requests(for: TodoLines.self).count == 2)
    }

    @Test("a failure while the body arrives is not retried: no stream is ever replayed")
    func noReplay() async throws {
        struct Lost: Error {}
        let sends = Counter()
        let transport = Transport(send: { _ in throw Lost() }) { request in
            sends.increment()
            let chunks = AsyncThrowingStream<Data, any Error> { continuation in
                continuation.yield(Data("{\"id\":1,\"title\":\"a\"}\n".utf8))
                continuation.finish(throwing: URLError(.networkConnectionLost))
            }
            return (
                ResponseBody(chunks),
                HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
            )
        }
        let router = Router(
            baseURL: URL(string: "https://api.example.com")!, transport: transport,
            middleware: [.retry(RetryPolicy(sleep: { _ in }))])
        var ids: [Int] = []
        let error = await #expect(throws: RouteError.self) {
            for try await todo in router.stream(TodoLines()) { ids.append(todo.id) }
        }
        #expect(ids == [1])
        #expect(error?.isTransportFailure == true)
        #expect(sends.value == 1)
    }

    @Test("a transport made from a send closure streams its whole body as one chunk")
    func sendOnlyTransport() async throws {
        let transport = Transport { request in
            (
                Data("\u{1E}{\"id\":1,\"title\":\"a\"}\n\u{1E}{\"id\":2,\"title\":\"b\"}\n".utf8),
                HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
            )
        }
        var ids: [Int] = []
        for try await todo in Router(baseURL: URL(string: "https://api.example.com")!, transport: transport).stream(
            TodoSequence())
        {
            ids.append(todo.id)
        }
        #expect(ids == [1, 2])
    }

    @Test("stubbed events arrive one by one, [DONE] ends the stream, and each loop sends the request again")
    func stubbedEvents() async throws {
        let stubs = StubbedRoutes()
        let chunks = try OpenAIChatStream.chunks.map {
            try JSONDecoder().decode(OpenAIChatStream.Chunk.self, from: Data($0.utf8))
        }
        try stubs.answer(ChatCompletion.self, streaming: chunks, pause: .milliseconds(1))
        let router = Router(baseURL: URL(string: "https://api.example.com")!, transport: stubs.transport)
        let stream = router.stream(ChatCompletion())
        var first: [OpenAIChatStream.Chunk] = []
        for try await chunk in stream { first.append(chunk) }
        var second = 0
        for try await _ in stream { second += 1 }
        #expect(first == chunks)
        #expect(second == chunks.count)
        #expect(stubs.requests(for: ChatCompletion.self).count == 2)
        #expect(
            stubs.requests(for: ChatCompletion.self).first?.value(forHTTPHeaderField: "Accept") == "text/event-stream")
    }

    @Test("raw events keep their type and id, and a [DONE] event ends them only when asked")
    func rawEvents() async throws {
        let stubs = StubbedRoutes()
        stubs.answer(
            ChatEvents.self, chunks: [Data("event: add\nid: 1\ndata: x\n\ndata: [DONE]\n\ndata: after\n\n".utf8)])
        var events: [ServerSentEvent] = []
        for try await event in Router(baseURL: URL(string: "https://api.example.com")!, transport: stubs.transport)
            .stream(ChatEvents())
        {
            events.append(event)
        }
        #expect(
            events == [
                ServerSentEvent(event: "add", data: "x", id: "1"),
                ServerSentEvent(data: "[DONE]", id: "1"),
                ServerSentEvent(data: "after", id: "1"),
            ])
    }

    @Test("an authenticated stream sends the credential and renews it once after a 401")
    func authenticated() async throws {
        let stubs = StubbedRoutes()
        stubs.answer(PrivateFeed.self, status: 401)
        try stubs.answer(PrivateFeed.self, streaming: [Todo(id: 5, title: "mine")])
        let session = BearerTokenSession(token: BearerToken("old")) { _ in BearerToken("new") }
        let router = Router(baseURL: URL(string: "https://api.example.com")!, transport: stubs.transport)
            .authenticated(UserAuth.self, session: session)
        var ids: [Int] = []
        for try await todo in router.stream(PrivateFeed()) { ids.append(todo.id) }
        #expect(ids == [5])
        #expect(
            stubs.requests(for: PrivateFeed.self).map { $0.value(forHTTPHeaderField: "Authorization") } == [
                "Bearer old", "Bearer new",
            ])
    }
}
