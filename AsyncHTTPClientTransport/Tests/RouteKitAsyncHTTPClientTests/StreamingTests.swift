import Foundation
import LoopbackServer
import NIOCore
import RouteKit
import RouteKitAsyncHTTPClient
import Testing

@Suite("AsyncHTTPClient transport: streamed responses", .timeLimit(.minutes(2)))
struct StreamingTests {
    @Test("Each event reaches the loop before the server sends the next")
    func eventsAsTheyArrive() async throws {
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let server = try await LoopbackServer { _, writer in
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
        let router = Router(baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())

        var seen: [String] = []
        for try await event in router.stream(Events()) {
            seen.append(event.data)
            open.yield()
        }

        #expect(seen == [#"{"n":1}"#, #"{"n":2}"#, #"{"n":3}"#])
    }

    @Test("Leaving the loop early closes the connection")
    func droppedStreamEndsExchange() async throws {
        let (closed, close) = AsyncStream.makeStream(of: Int.self)
        let server = try await LoopbackServer { _, writer in
            try await writer.head(.ok, [("Content-Type", "text/event-stream"), ("Transfer-Encoding", "chunked")])
            var sent = 0
            do {
                while sent < 1_000_000 {
                    try await writer.body(ByteBuffer(string: "data: \(sent)\n\n"))
                    sent += 1
                }
            } catch {
                close.yield(sent)
                throw error
            }
        }
        defer { server.stop() }
        let router = Router(baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), transport: .asyncHTTPClient())

        for try await event in router.stream(Events()) {
            #expect(event.data == "0")
            break
        }

        // The server's writes fail once the client has closed the connection: an endless stream
        // stops instead of running to its million events.
        var stopped = closed.makeAsyncIterator()
        let sent = await stopped.next()
        #expect(sent.map { $0 < 1_000_000 } == true)
    }
}
