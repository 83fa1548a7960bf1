import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

private struct Events: PublicRoute, StreamingRoute {
    typealias Element = ServerSentEvent
    static let method = HTTPMethod.get
    static let pathTemplate = "/events"
    static let streamFormat = StreamFormat.serverSentEvents(terminator: nil)
}

private struct Lines: PublicRoute, StreamingRoute {
    typealias Element = String
    static let method = HTTPMethod.get
    static let pathTemplate = "/lines"
    static let streamFormat = StreamFormat.jsonLines
}

private struct Texts: PublicRoute, StreamingRoute {
    typealias Element = JSONValue
    static let method = HTTPMethod.get
    static let pathTemplate = "/texts"
    static let streamFormat = StreamFormat.jsonSequence
}

/// What a server that never ends its element wrote, and whether the client went away.
private final class Written: @unchecked Sendable {
    // `@unchecked Sendable`: `total` and `closed` are read and written only with `lock` held.
    private let lock = NSLock()
    private var total = 0
    private var closed = false
    let done = DispatchSemaphore(value: 0)

    var bytes: Int { lock.withLock { total } }
    var clientClosed: Bool { lock.withLock { closed } }
    func add(_ count: Int) { lock.withLock { total += count } }
    func close() { lock.withLock { closed = true } }
}

/// How much an endless server writes at full speed before it only trickles: more than the
/// client may hold of one element (12 MiB of `data:` lines hold 8.9 MiB of data), so a client
/// without a limit would read it all and wait for more.
private let endlessBurst = 12 << 20

/// A server answering with `contentType`, then `prefix`, then `filler` over and over in chunks
/// of `transfer-encoding: chunked` — `endlessBurst` bytes at once, then a little every 10 ms —
/// until the client goes away (a write fails), or, after 30 s, ends the body.
private func endlessServer(contentType: String, prefix: String, filler: String, written: Written) throws
    -> RawSocketServer
{
    try RawSocketServer { connection in
        defer { written.done.signal() }
        connection.write("HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nTransfer-Encoding: chunked\r\n\r\n")
        if !prefix.isEmpty {
            guard connection.writeChunk(prefix) else { return written.close() }
            written.add(prefix.utf8.count)
        }
        let chunk = String(repeating: filler, count: max(1, (64 << 10) / filler.utf8.count))
        while written.bytes < endlessBurst {
            guard connection.writeChunk(chunk) else { return written.close() }
            written.add(chunk.utf8.count)
        }
        let trickle = String(repeating: filler, count: max(1, 1024 / filler.utf8.count))
        // Long enough for a client on a machine the whole suite loads to go away (it has taken
        // more than 30 s there); a client that never does fails the test when this passes.
        let deadline = ContinuousClock.now + .seconds(90)
        while ContinuousClock.now < deadline {
            guard connection.writeChunk(trickle) else { return written.close() }
            written.add(trickle.utf8.count)
            Thread.sleep(forTimeInterval: 0.01)
        }
        connection.write("0\r\n\r\n")
    }
}

/// Runs `body` with a router on a session of its own: a stream ended past its limit is
/// cancelled on its session's delegate queue, which the other tests' requests need not share.
private func withRouter<T>(_ baseURL: URL, _ body: (Router) async throws -> T) async rethrows -> T {
    let session = Transport.redirectRefusingSession(configuration: .ephemeral)
    defer { session.finishTasksAndInvalidate() }
    return try await body(Router(baseURL: baseURL, transport: .urlSession(session)))
}

/// Waits for `semaphore` off the cooperative pool.
private func wait(for semaphore: DispatchSemaphore, seconds: Int) async -> Bool {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(returning: semaphore.wait(timeout: .now() + .seconds(seconds)) == .success)
        }
    }
}

@Suite("Stream limits: one element or line", .serialized, .timeLimit(.minutes(3)))
struct StreamLimitTests {
    /// The reason of the error an element past the default limit ends a stream with.
    private let defaultLimitReason = "longer than the limit of \(8 << 20) bytes"

    /// Reads `stream` to its end; returns the elements and the error it ended with.
    private func read<Element>(_ stream: RouteStream<Element>) async -> ([Element], RouteError?) {
        var elements: [Element] = []
        do {
            for try await element in stream { elements.append(element) }
            return (elements, nil)
        } catch {
            return (elements, error)
        }
    }

    /// Checks that `error` is the limit's, and that the client ended the request: the server's
    /// writes failed.
    private func expectLimit(_ error: RouteError?, reason: String, written: Written) async {
        guard case .decodingFailed(_, let failure)? = error else {
            Issue.record("expected the limit's decodingFailed, got \(String(describing: error))")
            return
        }
        #expect(failure.reason.contains(reason), "\(failure.reason)")
        #expect(await wait(for: written.done, seconds: 120), "the server stopped writing")
        #expect(written.clientClosed, "the client went away (after \(written.bytes) bytes)")
    }

    @Test("an event-stream line that never ends fails the stream past the default limit, after the events before it")
    func endlessEventLine() async throws {
        let written = Written()
        let server = try endlessServer(
            contentType: "text/event-stream", prefix: "data: first\n\ndata: ", filler: "x", written: written)
        defer { server.stop() }
        let (events, error) = await withRouter(server.baseURL) { await read($0.stream(Events())) }
        #expect(events.map(\.data) == ["first"])
        await expectLimit(error, reason: defaultLimitReason, written: written)
    }

    @Test("an event whose data lines never end with a blank line fails the stream past the default limit")
    func endlessEventData() async throws {
        let written = Written()
        let server = try endlessServer(
            contentType: "text/event-stream", prefix: "", filler: "data: 0123456789abcdef\n", written: written)
        defer { server.stop() }
        let (events, error) = await withRouter(server.baseURL) { await read($0.stream(Events())) }
        #expect(events.isEmpty)
        await expectLimit(error, reason: defaultLimitReason, written: written)
    }

    @Test("a JSON Lines line that never ends fails the stream past the default limit")
    func endlessJSONLine() async throws {
        let written = Written()
        let server = try endlessServer(
            contentType: "application/jsonl", prefix: "\"one\"\n\"", filler: "x", written: written)
        defer { server.stop() }
        let (lines, error) = await withRouter(server.baseURL) { await read($0.stream(Lines())) }
        #expect(lines == ["one"])
        await expectLimit(error, reason: defaultLimitReason, written: written)
    }

    @Test("a JSON text sequence whose text never ends fails the stream past the default limit")
    func endlessJSONText() async throws {
        let written = Written()
        let server = try endlessServer(
            contentType: "application/json-seq", prefix: "\u{1E}[1]\n\u{1E}\"", filler: "x", written: written)
        defer { server.stop() }
        let (texts, error) = await withRouter(server.baseURL) { await read($0.stream(Texts())) }
        #expect(texts == [[1]])
        await expectLimit(error, reason: defaultLimitReason, written: written)
    }

    @Test(
        "limitingElements(to:) sets the limit: elements up to it arrive, the first past it fails the stream",
        arguments: [
            // Lines of 16 bytes pass, of 17 fail.
            ("text/event-stream", "data: aaaa\n\ndata: bbbbbbbbbb\n\ndata: ccccccccccc\n\ndata: d\n\n"),
            // Data of 16 bytes (its lines joined by a line feed) passes, of 17 fails.
            (
                "text/event-stream",
                "data: aaaa\n\ndata: bbbbbbb\ndata: bbbbbbbb\n\ndata: cccccccc\ndata: cccccccc\n\ndata: d\n\n"
            ),
            ("application/jsonl", "\"aaaa\"\n\"bbbbbbbbbbbbbb\"\n\"ccccccccccccccc\"\n\"d\"\n"),
            (
                "application/json-seq",
                "\u{1E}\"aaaa\"\n\u{1E}\"bbbbbbbbbbbbbb\"\n\u{1E}\"ccccccccccccccc\"\n\u{1E}\"d\"\n"
            ),
        ])
    func configuredLimit(contentType: String, body: String) async throws {
        let stubs = Transport { request in
            let response = HTTPURLResponse(
                url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": contentType]
            )!
            return (Data(body.utf8), response)
        }
        let router = Router(baseURL: URL(string: "https://api.example")!, transport: stubs)
        let elements: [String]
        let error: RouteError?
        switch contentType {
        case "text/event-stream":
            let (events, failure) = await read(router.stream(Events()).limitingElements(to: 16))
            (elements, error) = (events.map(\.data), failure)
        case "application/jsonl":
            (elements, error) = await read(router.stream(Lines()).limitingElements(to: 16))
        default:
            let (texts, failure) = await read(router.stream(Texts()).limitingElements(to: 16))
            (elements, error) = (texts.map { if case .string(let text) = $0 { text } else { "?" } }, failure)
        }
        #expect(elements.count == 2, "\(elements)")
        guard case .decodingFailed(_, let failure)? = error else {
            Issue.record("expected the limit's decodingFailed, got \(String(describing: error))")
            return
        }
        #expect(failure.reason.contains("longer than the limit of 16 bytes"))
        #expect(router.stream(Events()).elementLimit == StreamFormat.defaultElementLimit)
        #expect(StreamFormat.defaultElementLimit == 8 << 20)
    }

    @Test("the public parser stops at its limit, says so, and starts over after finish()")
    func parserLimit() {
        var parser = ServerSentEventParser(elementLimit: 12)
        #expect(parser.parse(Data("data: 12345\n\ndata: 1234567890x".utf8)).map(\.data) == ["12345"])
        #expect(parser.exceededElementLimit)
        #expect(parser.parse(Data("\n\ndata: later\n\n".utf8)).isEmpty)
        parser.finish()
        #expect(!parser.exceededElementLimit)
        #expect(parser.parse(Data("data: 12345\ndata: 1234\n\n".utf8)).map(\.data) == ["12345\n1234"])
        #expect(parser.parse(Data("data: 123456\ndata: 123456\n\n".utf8)).isEmpty)
        #expect(parser.exceededElementLimit)
        #expect(ServerSentEventParser().elementLimit == StreamFormat.defaultElementLimit)
    }
}
