#if AsyncHTTPClient
import Foundation
import NIOTestServer
import NIOCore
import RouteKit
import RouteKitAsyncHTTPClient
import Testing

@Suite("AsyncHTTPClient transport: streamed responses", .timeLimit(.minutes(2)))
struct StreamingTests {
    @Test("Each event reaches the loop before the server sends the next")
    func eventsAsTheyArrive() async throws {
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let server = try await NIOTestServer { _, writer in
            try await writer.head(.ok, [("Content-Type", "text/event-stream"), ("Transfer-Encoding", "chunked")])
            var gates = gate.makeAsyncIterator()
            for number in 1...3 {
                try await writer.body(ByteBuffer(string: "id: \(number)\ndata: {\"n\":\(number)}\n\n"))
                // The next event goes out only once the client has seen this one: a transport
                // that waited for the whole body would never get it.
                guard await gates.next() != nil else { return }
            }
            try await writer.end()
        }
        defer { server.stop() }
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())

        var seen: [String] = []
        for try await event in router.stream(Events()) {
            seen.append(event.data)
            open.yield()
        }

        #expect(seen == [#"{"n":1}"#, #"{"n":2}"#, #"{"n":3}"#])
    }

    @Test("Leaving the loop early closes the connection")
    func droppedStreamEndsExchange() async throws {
        // 16 KiB events, 4,096 of them (64 MiB): far more than the socket buffers and the
        // client's read-ahead hold, so the server's writes wait once the client stops reading,
        // and fail once it closes the connection.
        let filler = String(repeating: "x", count: 16 << 10)
        let count = 4_096
        let (outcome, report) = AsyncStream.makeStream(of: Int?.self)
        let server = try await NIOTestServer { _, writer in
            try await writer.head(.ok, [("Content-Type", "text/event-stream"), ("Transfer-Encoding", "chunked")])
            var sent = 0
            do {
                while sent < count {
                    try Task.checkCancellation()
                    try await writer.body(ByteBuffer(string: "data: \(sent) \(filler)\n\n"))
                    sent += 1
                }
                report.yield(nil)
            } catch {
                report.yield(sent)
                throw error
            }
        }
        defer { server.stop() }
        let router = Router(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())

        for try await event in router.stream(Events()) {
            #expect(event.data.hasPrefix("0 "))
            break
        }

        var outcomes = outcome.makeAsyncIterator()
        let stoppedAfter = await outcomes.next()
        #expect(stoppedAfter.map { $0 != nil } == true, "the server sent every event: the connection stayed open")
    }
}
#endif
