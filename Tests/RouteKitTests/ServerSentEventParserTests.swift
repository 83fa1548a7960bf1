import Foundation
@testable import RouteKit
import Testing

/// The WHATWG event-stream rules, one test each; every stream is also parsed split at every
/// byte position (and byte by byte), which must give the same events.
@Suite("Server-Sent Events parser")
struct ServerSentEventParserTests {
    /// The events of `text`, checked to be the same however the bytes are split into chunks.
    private func events(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [ServerSentEvent] {
        events(Data(text.utf8), sourceLocation: sourceLocation)
    }

    private func events(_ bytes: Data, sourceLocation: SourceLocation = #_sourceLocation) -> [ServerSentEvent] {
        var parser = ServerSentEventParser()
        let whole = parser.parse(bytes)
        for split in 0...bytes.count {
            var parser = ServerSentEventParser()
            let events = parser.parse(bytes.prefix(split)) + parser.parse(bytes.dropFirst(split))
            #expect(events == whole, "split at \(split)", sourceLocation: sourceLocation)
        }
        var byteByByte = ServerSentEventParser()
        let single = bytes.indices.flatMap { byteByByte.parse(bytes[$0...$0]) }
        #expect(single == whole, "byte by byte", sourceLocation: sourceLocation)
        return whole
    }

    @Test("data lines are joined with line feeds and a blank line dispatches the event")
    func dataLines() {
        #expect(
            events("data: first\ndata: second\n\ndata: third\n\n") == [
                ServerSentEvent(data: "first\nsecond"),
                ServerSentEvent(data: "third"),
            ])
    }

    @Test("LF, CR and CRLF all end lines, mixed in one stream")
    func lineEndings() {
        let expected = [ServerSentEvent(data: "a\nb"), ServerSentEvent(data: "c"), ServerSentEvent(data: "d")]
        #expect(events("data: a\r\ndata: b\r\n\r\ndata: c\r\rdata: d\n\n") == expected)
        #expect(events("data: a\rdata: b\r\rdata: c\n\ndata: d\r\n\r\n") == expected)
    }

    @Test("a CR ending one chunk and an LF starting the next are one line break")
    func carriageReturnAtChunkBoundary() {
        var parser = ServerSentEventParser()
        #expect(parser.parse(Data("data: a\r".utf8)).isEmpty)
        // The LF belongs to the CR: were it a line of its own, it would dispatch here.
        #expect(parser.parse(Data("\n".utf8)).isEmpty)
        #expect(parser.parse(Data("\r\n".utf8)) == [ServerSentEvent(data: "a")])
    }

    @Test("a CR at the end of a chunk followed by another line is a line break")
    func carriageReturnThenText() {
        var parser = ServerSentEventParser()
        #expect(parser.parse(Data("data: a\r".utf8)).isEmpty)
        #expect(parser.parse(Data("data: b\r".utf8)).isEmpty)
        #expect(parser.parse(Data("\r".utf8)) == [ServerSentEvent(data: "a\nb")])
    }

    @Test("a leading byte order mark is skipped, once, and only at the start")
    func byteOrderMark() {
        let bom = Data([0xEF, 0xBB, 0xBF])
        #expect(events(bom + Data("data: x\n\n".utf8)) == [ServerSentEvent(data: "x")])
        // A second BOM is part of the field name, which is then not `data`.
        #expect(events(bom + bom + Data("data: x\n\n".utf8)).isEmpty)
        // Not at the start: part of the value.
        #expect(events(Data("data: ".utf8) + bom + Data("x\n\n".utf8)) == [ServerSentEvent(data: "\u{FEFF}x")])
    }

    @Test("comment lines are ignored, also between the lines of one event")
    func comments() {
        #expect(events(": keep-alive\n\n:\ndata: a\n: note\ndata: b\n\n") == [ServerSentEvent(data: "a\nb")])
    }

    @Test("one space after the colon is removed, no more; a value may hold colons")
    func spaceAfterColon() {
        #expect(
            events("data:a\n\ndata:  b\n\ndata: c: d\n\n") == [
                ServerSentEvent(data: "a"),
                ServerSentEvent(data: " b"),
                ServerSentEvent(data: "c: d"),
            ])
    }

    @Test("a field without a colon has an empty value: `data` alone is an empty line of data")
    func fieldWithoutColon() {
        #expect(events("data\n\n") == [ServerSentEvent(data: "")])
        #expect(events("data\ndata\n\n") == [ServerSentEvent(data: "\n")])
        #expect(events("data: a\ndata\n\n") == [ServerSentEvent(data: "a\n")])
    }

    @Test("an event without data is not dispatched, whatever other fields it has")
    func noData() {
        #expect(events("event: ping\n\nid: 3\n\nretry: 10\n\n").isEmpty)
        #expect(events("\n\n\n").isEmpty)
    }

    @Test("the event type applies to its event only")
    func eventType() {
        #expect(
            events("event: add\ndata: 1\n\ndata: 2\n\nevent: remove\nevent: update\ndata: 3\n\n") == [
                ServerSentEvent(event: "add", data: "1"),
                ServerSentEvent(data: "2"),
                ServerSentEvent(event: "update", data: "3"),
            ])
        // A type without data is dropped with its event.
        #expect(events("event: lost\n\ndata: 4\n\n") == [ServerSentEvent(data: "4")])
    }

    @Test("the last event id persists across events until set again; an empty id clears it")
    func lastEventID() {
        var parser = ServerSentEventParser()
        #expect(
            events("id: 1\ndata: a\n\ndata: b\n\nid: 2\n\ndata: c\n\nid\ndata: d\n\n") == [
                ServerSentEvent(data: "a", id: "1"),
                ServerSentEvent(data: "b", id: "1"),
                ServerSentEvent(data: "c", id: "2"),
                ServerSentEvent(data: "d"),
            ])
        _ = parser.parse(Data("id: 7\n\n".utf8))
        #expect(parser.lastEventID == "7")
    }

    @Test("an id holding NUL is ignored")
    func idWithNull() {
        #expect(
            events("id: 1\ndata: a\n\nid: 2\u{0}3\ndata: b\n\n") == [
                ServerSentEvent(data: "a", id: "1"),
                ServerSentEvent(data: "b", id: "1"),
            ])
    }

    @Test("retry takes ASCII digits only and sets the reconnection time")
    func retry() {
        #expect(
            events("retry: 1500\ndata: a\n\nretry: 15x\ndata: b\n\nretry:\ndata: c\n\nretry: -1\ndata: d\n\n") == [
                ServerSentEvent(data: "a", retry: 1500),
                ServerSentEvent(data: "b"),
                ServerSentEvent(data: "c"),
                ServerSentEvent(data: "d"),
            ])
        var parser = ServerSentEventParser()
        _ = parser.parse(Data("retry: 250\n\nretry: nope\n\n".utf8))
        #expect(parser.reconnectionTime == 250)
        _ = parser.parse(Data("retry: 99999999999999999999999\n\n".utf8))
        #expect(parser.reconnectionTime == .max)
    }

    @Test("unknown fields are ignored, and field names are case-sensitive")
    func unknownFields() {
        #expect(events("foo: bar\nData: x\nDATA: y\ndata: z\n\n") == [ServerSentEvent(data: "z")])
    }

    @Test("an event not ended by a blank line is discarded when the stream ends")
    func incompleteEvent() {
        var parser = ServerSentEventParser()
        #expect(parser.parse(Data("data: done\n\ndata: cut".utf8)) == [ServerSentEvent(data: "done")])
        parser.finish()
        #expect(parser.parse(Data("\n\n".utf8)).isEmpty)
        #expect(events("data: x\n").isEmpty)
    }

    @Test("invalid UTF-8 becomes U+FFFD; other text passes through")
    func utf8() {
        #expect(
            events(Data("data: a".utf8) + Data([0xFF]) + Data("b\n\n".utf8)) == [ServerSentEvent(data: "a\u{FFFD}b")])
        #expect(events("data: grüße 🚀\n\n") == [ServerSentEvent(data: "grüße 🚀")])
    }

    @Test("an OpenAI chat completion stream, with its [DONE] as an ordinary event here")
    func openAIStream() {
        let stream = OpenAIChatStream.text
        let parsed = events(stream)
        #expect(parsed.count == OpenAIChatStream.chunks.count + 1)
        #expect(parsed.last == ServerSentEvent(data: "[DONE]"))
    }
}

/// JSON Lines and JSON text sequences, split at every byte position.
@Suite("JSON stream framing")
struct JSONStreamFramingTests {
    private func lines(_ text: String) -> [String] {
        let bytes = Data(text.utf8)
        func run(_ chunks: [Data]) -> [String] {
            var framer = JSONLinesFramer()
            var texts: [String] = []
            for chunk in chunks {
                chunk.withUnsafeBytes { framer.parse($0) { texts.append(String(decoding: $0, as: UTF8.self)) } }
            }
            framer.finish { texts.append(String(decoding: $0, as: UTF8.self)) }
            return texts
        }
        let whole = run([bytes])
        for split in 0...bytes.count {
            #expect(run([bytes.prefix(split), bytes.dropFirst(split)]) == whole, "split at \(split)")
        }
        return whole
    }

    private func sequence(_ bytes: Data) -> [String] {
        func run(_ chunks: [Data]) -> [String] {
            var framer = JSONSequenceFramer()
            var texts: [String] = []
            for chunk in chunks {
                chunk.withUnsafeBytes { framer.parse($0) { texts.append(String(decoding: $0, as: UTF8.self)) } }
            }
            framer.finish()
            return texts
        }
        let whole = run([bytes])
        for split in 0...bytes.count {
            #expect(run([bytes.prefix(split), bytes.dropFirst(split)]) == whole, "split at \(split)")
        }
        #expect(run(bytes.indices.map { bytes[$0...$0] }) == whole, "byte by byte")
        return whole
    }

    @Test("JSON Lines: one text per line, CRLF allowed, blank lines skipped, a last line without LF kept")
    func jsonLines() {
        #expect(lines("{\"a\":1}\n\n{\"a\":2}\r\n  \r\n\t\n[3]") == ["{\"a\":1}", "{\"a\":2}", "[3]"])
        #expect(lines("").isEmpty)
        #expect(lines("\n\n").isEmpty)
    }

    @Test("JSON text sequence: RS starts a text, LF after a whole value ends it")
    func jsonSequence() {
        let rs = "\u{1E}"
        #expect(
            sequence(Data("\(rs){\"a\":1}\n\(rs)[1,2]\n\(rs)\"x\"\n\(rs)42\n".utf8)) == [
                "{\"a\":1}", "[1,2]", "\"x\"", "42",
            ])
    }

    @Test("JSON text sequence: line feeds inside a pretty-printed text or a string do not end it")
    func jsonSequencePretty() {
        let rs = "\u{1E}"
        #expect(
            sequence(Data("\(rs){\n  \"a\": \"}\\\"\\n\",\n  \"b\": [\n1]\n}\n".utf8)) == [
                "{\n  \"a\": \"}\\\"\\n\",\n  \"b\": [\n1]\n}"
            ])
    }

    @Test("JSON text sequence: a text cut short by the next RS or the end is skipped, as RFC 7464 says")
    func jsonSequenceTruncated() {
        let rs = "\u{1E}"
        #expect(sequence(Data("\(rs){\"a\":\(rs){\"b\":2}\n\(rs){\"c\"".utf8)) == ["{\"b\":2}"])
        // Bytes before the first RS belong to no text.
        #expect(sequence(Data("junk\n\(rs)1\n".utf8)) == ["1"])
    }
}

/// A recorded-style OpenAI chat completion stream (`stream: true`): role, content deltas, the
/// finish reason, then `[DONE]`.
enum OpenAIChatStream {
    static let chunks: [String] = [
        #"{"id":"chatcmpl-9x","object":"chat.completion.chunk","created":1730000000,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}"#,
        #"{"id":"chatcmpl-9x","object":"chat.completion.chunk","created":1730000000,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"content":"Hello"},"finish_reason":null}]}"#,
        #"{"id":"chatcmpl-9x","object":"chat.completion.chunk","created":1730000000,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"content":"! How"},"finish_reason":null}]}"#,
        #"{"id":"chatcmpl-9x","object":"chat.completion.chunk","created":1730000000,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"content":" can I help?"},"finish_reason":null}]}"#,
        #"{"id":"chatcmpl-9x","object":"chat.completion.chunk","created":1730000000,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#,
    ]

    /// Each chunk as the event OpenAI sends, `data: {…}` and a blank line.
    static var events: [String] { chunks.map { "data: \($0)\n\n" } + ["data: [DONE]\n\n"] }

    static var text: String { events.joined() }

    struct Chunk: Codable, Equatable, Sendable {
        struct Choice: Codable, Equatable, Sendable {
            struct Delta: Codable, Equatable, Sendable {
                var role: String?
                var content: String?
            }
            var index: Int
            var delta: Delta
            var finish_reason: String?
        }
        var id: String
        var object: String
        var created: Int
        var model: String
        var choices: [Choice]
    }
}
