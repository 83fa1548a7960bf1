import Foundation
import RouteKit
import Testing

private struct Sample: Encodable, Sendable {
    var name: String
    var at: Date
}

/// An item whose encoding fails.
private struct Refused: Encodable, Sendable {
    struct Failure: Error {}

    func encode(to encoder: any Encoder) throws {
        throw Failure()
    }
}

/// Sends its items as JSON Lines or as a JSON text sequence, under `contentType` when given.
private struct Ingest<Item: Encodable & Sendable>: PublicRoute {
    typealias Response = Empty
    static var method: HTTPMethod { .post }
    static var pathTemplate: String { "/ingest" }

    var items: [Item]
    var sequence = false
    var contentType: String?

    func encode(into request: inout RequestParts) {
        switch (sequence, contentType) {
        case (false, nil): request.jsonLinesBody(items)
        case (false, let type?): request.jsonLinesBody(items, contentType: type)
        case (true, nil): request.jsonSequenceBody(items)
        case (true, let type?): request.jsonSequenceBody(items, contentType: type)
        }
    }
}

/// `RequestParts.jsonLinesBody` and `jsonSequenceBody`: the framing of a request body of items,
/// as the `URLRequest` the router builds carries it.
@Suite("Request bodies of items")
struct ItemsBodyTests {
    static let router = Router(baseURL: URL(string: "https://ingest.example")!)
    static let at = Date(timeIntervalSince1970: 1_700_000_000)

    fileprivate func sent<Item>(_ route: Ingest<Item>, router: Router = Self.router) throws -> (
        body: String, contentType: String?
    ) {
        let request = try router.request(for: route)
        return (
            String(decoding: request.httpBody ?? Data(), as: UTF8.self),
            request.value(forHTTPHeaderField: "Content-Type")
        )
    }

    @Test("JSON Lines: each item's JSON text, encoded with the router's coding, and a line feed")
    func jsonLines() throws {
        let items = [Sample(name: "a", at: Self.at), Sample(name: "line\nbreak\u{1E}", at: Self.at)]
        let sent = try sent(Ingest(items: items))
        #expect(sent.contentType == "application/jsonl")
        #expect(
            sent.body
                == #"{"at":"2023-11-14T22:13:20Z","name":"a"}"# + "\n"
                + #"{"at":"2023-11-14T22:13:20Z","name":"line\nbreak\u001e"}"# + "\n")
        #expect(
            try self.sent(Ingest(items: items, contentType: "application/x-ndjson")).contentType
                == "application/x-ndjson")
    }

    @Test("a JSON text sequence: a record separator, each item's JSON text and a line feed (RFC 7464)")
    func jsonSequence() throws {
        let sent = try sent(Ingest(items: [1, 2], sequence: true))
        #expect(sent.contentType == "application/json-seq")
        #expect(sent.body == "\u{1E}1\n\u{1E}2\n")
        let geo = try self.sent(Ingest(items: ["x"], sequence: true, contentType: "application/geo+json-seq"))
        #expect(geo.contentType == "application/geo+json-seq")
        #expect(geo.body == "\u{1E}\"x\"\n")
    }

    @Test("a pretty-printing encoder's line breaks are sent as spaces: each item stays on its line")
    func prettyPrinted() throws {
        let coding = JSONCoding.default
        coding.encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let router = Router(baseURL: URL(string: "https://ingest.example")!, coding: coding)
        let sent = try sent(Ingest(items: [["a": 1], ["b": 2]]), router: router)
        #expect(sent.body.split(separator: "\n").count == 2)
        let items = try sent.body.split(separator: "\n").map {
            try JSONDecoder().decode([String: Int].self, from: Data($0.utf8))
        }
        #expect(items == [["a": 1], ["b": 2]])
    }

    @Test("no items is an empty body, still labelled")
    func empty() throws {
        let sent = try sent(Ingest(items: [Sample]()))
        #expect(sent.body.isEmpty)
        #expect(sent.contentType == "application/jsonl")
    }

    @Test("an item that cannot be encoded fails the request, naming it")
    func refusedItem() {
        let error = #expect(throws: RouteError.self) {
            try Self.router.request(for: Ingest(items: [Refused(), Refused()], sequence: true))
        }
        guard case .encodingFailed(_, let reason)? = error else {
            Issue.record("expected encodingFailed, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("item 1 of the body: "))
    }
}
