import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RouteKit

/// Benchmark 4: streams. RouteKit's Server-Sent Events parser on a multi-megabyte stream, the
/// time from a chunk leaving a loopback server to its event reaching the loop of
/// `router.stream(_:)`, and (`--download`, a process of its own so its peak memory is its own)
/// a large download to a file.
enum StreamingBenchmark {
    /// An OpenAI-style chat completion stream of `events` events, `[DONE]` last.
    static func chatStream(events: Int) -> Data {
        var text = ""
        text.reserveCapacity(events * 260)
        for index in 0..<events {
            text +=
                #"data: {"id":"chatcmpl-9x","object":"chat.completion.chunk","created":1730000000,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"content":"token \#(index)"},"finish_reason":null}]}"#
            text += "\n\n"
        }
        text += "data: [DONE]\n\n"
        return Data(text.utf8)
    }

    /// `data` in chunks of `size` bytes, as a network would hand them over.
    static func chunks(of data: Data, size: Int) -> [Data] {
        stride(from: 0, to: data.count, by: size).map { data.subdata(in: $0..<min($0 + size, data.count)) }
    }

    struct ParseResult {
        let bytes: Int
        let events: Int
        /// Events per second, median of the rounds: parsing into `ServerSentEvent` values.
        let eventsPerSecond: Double
        /// The same through `RouteStream`'s typed path: each event's data decoded as JSON.
        let decodedPerSecond: Double
    }

    static func parse(events: Int, rounds: Int) async throws -> ParseResult {
        let stream = chatStream(events: events)
        let parts = chunks(of: stream, size: 16_384)
        let parse = {
            var parser = ServerSentEventParser()
            var count = 0
            for part in parts {
                parser.parse(part) { event in
                    count += 1
                    blackHole(event)
                }
            }
            precondition(count == events + 1)
        }
        let decode: @Sendable () async throws -> Void = {
            let transport = Transport { request in
                (stream, HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
            } stream: { request in
                (
                    ResponseBody(ChunkList(chunks: parts)),
                    HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
                )
            }
            let router = Router(baseURL: URL(string: "http://127.0.0.1")!, transport: transport)
            var count = 0
            for try await chunk in router.stream(ChatChunks()) {
                count += 1
                blackHole(chunk)
            }
            precondition(count == events)
        }
        let medians = try await Measurement.medians(rounds: rounds, operations: events, [{ parse() }, decode])
        return ParseResult(
            bytes: stream.count, events: events, eventsPerSecond: 1e9 / medians[0], decodedPerSecond: 1e9 / medians[1])
    }

    struct LatencyResult {
        let events: Int
        let median: Double
        let p99: Double
        let max: Double
    }

    /// A server writes one event at a time — after the client has seen the previous one — and
    /// notes when; the loop over `router.stream(_:)` notes when the event arrives.
    static func latency(events: Int) async throws -> LatencyResult {
        let server = try PacedEventServer(events: events)
        let router = Router(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!)
        var samples: [Double] = []
        samples.reserveCapacity(events)
        for try await event in router.stream(RawEvents()) {
            let arrived = ContinuousClock.now
            guard let index = Int(event.data), let sent = server.sentTime(of: index) else { continue }
            samples.append(Measurement.nanoseconds(arrived - sent) / 1_000)
            server.next()
        }
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { throw PacedEventServer.ServerError.noEvents }
        return LatencyResult(
            events: sorted.count,
            median: Measurement.median(sorted),
            p99: sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))],
            max: sorted.last!)
    }

    struct DownloadResult {
        let bytes: Int64
        let seconds: Double
        let peakResidentBefore: Int
        let peakResident: Int
    }

    /// Downloads `bytes` from a loopback server into a file in the temporary folder, then
    /// removes it; the process's peak resident set size (`getrusage`) before and after.
    static func download(bytes: Int64) async throws -> DownloadResult {
        let before = peakResidentKiB()
        let server = try BulkServer(bytes: bytes)
        let router = Router(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routekit-benchmark-\(UUID().uuidString).bin")
        defer { try? FileManager.default.removeItem(at: file) }
        let clock = ContinuousClock()
        var written: Int64 = 0
        let elapsed = try await clock.measure {
            written = try await router.download(Bulk(), to: file)
        }
        guard written == bytes else { throw BulkServer.ServerError.short(written) }
        return DownloadResult(
            bytes: written, seconds: Measurement.nanoseconds(elapsed) / 1e9, peakResidentBefore: before,
            peakResident: peakResidentKiB())
    }

    /// `bytes` from a loopback server read through the URLSession transport's `stream` and
    /// dropped chunk by chunk.
    static func drain(bytes: Int64) async throws -> DownloadResult {
        let before = peakResidentKiB()
        let server = try BulkServer(bytes: bytes)
        let transport = Transport.urlSession()
        let request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/bulk")!)
        let clock = ContinuousClock()
        var read: Int64 = 0
        let elapsed = try await clock.measure {
            let (body, _) = try await transport.stream(request)
            for try await chunk in body { read += Int64(chunk.count) }
        }
        guard read == bytes else { throw BulkServer.ServerError.short(read) }
        return DownloadResult(
            bytes: read, seconds: Measurement.nanoseconds(elapsed) / 1e9, peakResidentBefore: before,
            peakResident: peakResidentKiB())
    }

    struct EndlessResult {
        let format: String
        let limit: Int?
        /// What the server wrote before the client went away (or all of it, `cap`).
        let written: Int64
        let cap: Int64
        let seconds: Double
        /// How the loop ended: the error's description, or "ended" with the elements read.
        let outcome: String
        let peakResidentBefore: Int
        /// The process's peak when the loop ended, before the request was cancelled.
        let peakResidentAtEnd: Int
        let peakResident: Int
    }

    /// A stream whose one element never ends (issue 29): a loopback server writes `format`'s
    /// start of an element and then filler — at `rate` MiB/s, or as fast as it can — until the
    /// client goes away or `cap` bytes went out; the loop runs with the default element limit,
    /// or `limit` bytes. With `pull`, no server: the transport makes each chunk when the
    /// stream asks for it, as a transport with backpressure reads, so what is left is
    /// RouteKit's own memory.
    static func endless(format: String, cap: Int64, limit: Int?, rate: Int?, pull: Bool) async throws -> EndlessResult {
        let before = peakResidentKiB()
        let (contentType, prefix, filler): (String, String, UInt8) =
            switch format {
            case "sse-data": ("text/event-stream", "", 0)
            case "jsonl": ("application/jsonl", "\"", UInt8(ascii: "x"))
            case "json-seq": ("application/json-seq", "\u{1E}\"", UInt8(ascii: "x"))
            default: ("text/event-stream", "data: ", UInt8(ascii: "x"))
            }
        let server =
            pull
            ? nil : try EndlessServer(contentType: contentType, prefix: prefix, filler: filler, cap: cap, rate: rate)
        let pulled = PulledChunks(prefix: Data(prefix.utf8), block: EndlessServer.block(filler: filler), cap: cap)
        let transport = Transport(
            send: { _ in throw URLError(.unsupportedURL) },
            stream: { request in
                (
                    ResponseBody(pulled),
                    HTTPURLResponse(
                        url: request.url!, statusCode: 200, httpVersion: nil,
                        headerFields: ["Content-Type": contentType])!
                )
            })
        let router =
            server.map { Router(baseURL: URL(string: "http://127.0.0.1:\($0.port)")!) }
            ?? Router(baseURL: URL(string: "http://endless.invalid")!, transport: transport)
        var outcome = ""
        var atEnd = 0
        let clock = ContinuousClock()
        let elapsed = await clock.measure {
            switch format {
            case "jsonl":
                outcome = await loop(router.stream(EndlessLines()), limit: limit) { atEnd = peakResidentKiB() }
            case "json-seq":
                outcome = await loop(router.stream(EndlessTexts()), limit: limit) { atEnd = peakResidentKiB() }
            default: outcome = await loop(router.stream(EndlessEvents()), limit: limit) { atEnd = peakResidentKiB() }
            }
        }
        let written = server?.waitUntilDone() ?? pulled.made
        return EndlessResult(
            format: format, limit: limit, written: written, cap: cap, seconds: Measurement.nanoseconds(elapsed) / 1e9,
            outcome: outcome, peakResidentBefore: before, peakResidentAtEnd: atEnd, peakResident: peakResidentKiB())
    }

    /// Reads `stream` to its end, calling `ended` as the loop ends — before the stream's body
    /// is dropped, which cancels the request.
    private static func loop<Element>(_ stream: RouteStream<Element>, limit: Int?, ended: () -> Void) async -> String {
        var count = 0
        var iterator = (limit.map { stream.limitingElements(to: $0) } ?? stream).makeAsyncIterator()
        defer { withExtendedLifetime(iterator) {} }
        do {
            while try await iterator.next() != nil { count += 1 }
            ended()
            return "ended after \(count) elements"
        } catch {
            ended()
            return String(String(describing: error).prefix(110))
        }
    }

    /// The process's peak resident set size so far, in KiB (Linux reports `ru_maxrss` in KiB,
    /// macOS in bytes).
    static func peakResidentKiB() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) / 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }
}

/// `chat.completion.chunk`, the part the benchmark decodes.
struct ChatChunk: Decodable, Sendable {
    struct Choice: Decodable, Sendable {
        struct Delta: Decodable, Sendable {
            let content: String?
        }
        let index: Int
        let delta: Delta
        let finish_reason: String?
    }
    let id: String
    let created: Int
    let model: String
    let choices: [Choice]
}

struct ChatChunks: PublicRoute, StreamingRoute {
    typealias Element = ChatChunk
    static var method: HTTPMethod { .post }
    static var pathTemplate: String { "/chat/completions" }
    static var streamFormat: StreamFormat { .serverSentEvents }
}

struct RawEvents: PublicRoute, StreamingRoute {
    typealias Element = ServerSentEvent
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/events" }
    static var streamFormat: StreamFormat { .serverSentEvents }
}

struct Bulk: PublicRoute {
    typealias Response = Data
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/bulk" }
}

/// Chunks in memory, for a transport that streams them.
struct ChunkList: AsyncSequence, Sendable {
    typealias Element = Data
    let chunks: [Data]

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(chunks: chunks[...]) }

    struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: ArraySlice<Data>
        mutating func next() async throws -> Data? { chunks.popFirst() }
    }
}

/// Accepts one connection, answers with an event stream (chunked), and writes event `n` once
/// ``next()`` has been called for event `n - 1`, noting the time just before each write.
///
/// `@unchecked Sendable`: `sent` is read and written under `lock`; the semaphore is thread-safe.
final class PacedEventServer: @unchecked Sendable {
    enum ServerError: Error { case socket(Int32), noEvents }

    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var sent: [ContinuousClock.Instant] = []
    private let turn = DispatchSemaphore(value: 0)

    init(events: Int) throws {
        (listener, port) = try listeningSocket()
        Thread.detachNewThread { [self] in serve(events: events) }
    }

    func sentTime(of index: Int) -> ContinuousClock.Instant? {
        lock.withLock { index < sent.count ? sent[index] : nil }
    }

    func next() { turn.signal() }

    private func serve(events: Int) {
        let connection = accept(listener, nil, nil)
        close(listener)
        guard connection >= 0 else { return }
        defer { close(connection) }
        var yes: Int32 = 1
        setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        readHead(connection)
        guard
            writeAll(
                connection,
                Array("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n".utf8))
        else { return }
        for index in 0..<events {
            let event = Array("data: \(index)\n\n".utf8)
            let chunk = Array((String(event.count, radix: 16) + "\r\n").utf8) + event + Array("\r\n".utf8)
            lock.withLock { sent.append(ContinuousClock.now) }
            guard writeAll(connection, chunk), turn.wait(timeout: .now() + 30) == .success else { return }
        }
        _ = writeAll(connection, Array("0\r\n\r\n".utf8))
    }
}

/// Answers one request with `bytes` of `application/octet-stream`, written from a 1 MiB buffer.
///
/// `@unchecked Sendable`: its stored properties are `let`s set in `init`, before the serving
/// thread starts; the thread owns the connection it accepts.
final class BulkServer: @unchecked Sendable {
    enum ServerError: Error { case short(Int64) }

    let port: UInt16
    private let listener: Int32

    init(bytes: Int64) throws {
        (listener, port) = try listeningSocket()
        Thread.detachNewThread { [self] in serve(bytes: bytes) }
    }

    private func serve(bytes: Int64) {
        let connection = accept(listener, nil, nil)
        close(listener)
        guard connection >= 0 else { return }
        defer { close(connection) }
        readHead(connection)
        guard
            writeAll(
                connection,
                Array(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: \(bytes)\r\n\r\n".utf8
                ))
        else { return }
        // Written from one buffer, without a copy per write: the server must not churn the
        // process's memory, whose peak the benchmark reports for the client.
        let block = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var remaining = bytes
        while remaining > 0 {
            let count = Int(min(remaining, Int64(block.count)))
            let result = block.withUnsafeBytes { write(connection, $0.baseAddress, count) }
            guard result > 0 else { return }
            remaining -= Int64(result)
        }
    }
}

struct EndlessEvents: PublicRoute, StreamingRoute {
    typealias Element = ServerSentEvent
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/endless" }
    static var streamFormat: StreamFormat { .serverSentEvents(terminator: nil) }
}

struct EndlessLines: PublicRoute, StreamingRoute {
    typealias Element = String
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/endless" }
    static var streamFormat: StreamFormat { .jsonLines }
}

struct EndlessTexts: PublicRoute, StreamingRoute {
    typealias Element = String
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/endless" }
    static var streamFormat: StreamFormat { .jsonSequence }
}

/// `prefix`, then 1 MiB blocks made when the stream asks for the next chunk, up to `cap`
/// bytes: an endless body from a transport that reads only as fast as its reader.
///
/// `@unchecked Sendable`: `made` is only written by the one iterator, whose reader is the
/// benchmark's one loop, and read after the loop ended.
final class PulledChunks: AsyncSequence, @unchecked Sendable {
    typealias Element = Data
    let prefix: Data
    let block: [UInt8]
    let cap: Int64
    private(set) var made: Int64 = 0

    init(prefix: Data, block: [UInt8], cap: Int64) {
        (self.prefix, self.block, self.cap) = (prefix, block, cap)
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(source: self) }

    struct AsyncIterator: AsyncIteratorProtocol {
        let source: PulledChunks
        var started = false

        mutating func next() async throws -> Data? {
            if !started {
                started = true
                return source.prefix
            }
            guard source.made < source.cap else { return nil }
            source.made += Int64(source.block.count)
            return Data(source.block)
        }
    }
}

/// Answers one request with `prefix` and then `filler` bytes — or, for a filler of 0, the
/// line `data: x` over and over — without ever ending an element, until the client goes away
/// or `cap` bytes went out, at `rate` MiB/s or as fast as it can; the body ends when the
/// connection closes.
///
/// `@unchecked Sendable`: `written` is written by the serving thread before it signals `done`,
/// and read only after `done`; the other stored properties are `let`s set in `init`.
final class EndlessServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private var written: Int64 = 0
    private let done = DispatchSemaphore(value: 0)

    init(contentType: String, prefix: String, filler: UInt8, cap: Int64, rate: Int?) throws {
        (listener, port) = try listeningSocket()
        Thread.detachNewThread { [self] in
            serve(contentType: contentType, prefix: prefix, filler: filler, cap: cap, rate: rate)
            done.signal()
        }
    }

    /// 1 MiB of `filler`, or of `data: x` lines for a filler of 0.
    static func block(filler: UInt8) -> [UInt8] {
        filler == 0
            ? Array(String(repeating: "data: x\n", count: (1 << 20) / 8).utf8)
            : [UInt8](repeating: filler, count: 1 << 20)
    }

    /// The bytes written, once the serving thread is done.
    func waitUntilDone() -> Int64 {
        done.wait()
        return written
    }

    private func serve(contentType: String, prefix: String, filler: UInt8, cap: Int64, rate: Int?) {
        let connection = accept(listener, nil, nil)
        close(listener)
        guard connection >= 0 else { return }
        defer { close(connection) }
        readHead(connection)
        guard
            writeAll(
                connection,
                Array("HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nConnection: close\r\n\r\n\(prefix)".utf8))
        else { return }
        let block = Self.block(filler: filler)
        let start = ContinuousClock.now
        while written < cap {
            let count = Int(min(cap - written, Int64(block.count)))
            let result = block.withUnsafeBytes { send(connection, $0.baseAddress, count, Int32(MSG_NOSIGNAL)) }
            guard result > 0 else { return }
            written += Int64(result)
            if let rate {
                let due = start + .milliseconds(Int(written * 1000 / (Int64(rate) << 20)))
                if due > .now { Thread.sleep(forTimeInterval: Measurement.nanoseconds(due - .now) / 1e9) }
            }
        }
    }
}

/// A socket listening on 127.0.0.1 at a port the system picks.
private func listeningSocket() throws -> (Int32, UInt16) {
    #if canImport(Glibc)
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let listener = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard listener >= 0 else { throw PacedEventServer.ServerError.socket(errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard bound == 0, listen(listener, 8) == 0 else { throw PacedEventServer.ServerError.socket(errno) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    return (listener, UInt16(bigEndian: address.sin_port))
}

/// Reads until the end of a request head.
private func readHead(_ connection: Int32) {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !(received.count >= 4 && Array(received.suffix(4)) == [13, 10, 13, 10]) {
        let count = read(connection, &buffer, buffer.count)
        guard count > 0 else { return }
        received += buffer[0..<count]
    }
}

private func writeAll(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
        guard result > 0 else { return false }
        written += result
    }
    return true
}
