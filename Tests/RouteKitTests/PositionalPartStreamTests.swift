import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(RouteGen) import RouteKit
import Testing

/// A stream element of the kind RouteGen generates for OpenAPI 3.2's `prefixEncoding`: the first
/// part a JSON summary, the second text, every other part bytes.
private enum ReportPart: PositionalPart, Equatable {
    struct Summary: Codable, Equatable, Sendable {
        var rows: Int
    }

    case summary(Summary)
    case note(String)
    case item(Data)

    init(part index: Int, contentType: String?, body: Data, coding: JSONCoding) throws {
        switch index {
        case 0: self = .summary(try coding.decoder.decode(Summary.self, from: body))
        case 1: self = .note(try PartBody.text(body))
        default: self = .item(body)
        }
    }

    func part(coding: JSONCoding) throws -> (contentType: String, body: Data) {
        switch self {
        case .summary(let value): ("application/json", try coding.encoder.encode(value))
        case .note(let value): ("text/plain", Data(value.utf8))
        case .item(let value): ("application/octet-stream", value)
        }
    }
}

private struct Report: PublicRoute, StreamingRoute {
    typealias Element = ReportPart
    static let method = HTTPMethod.get
    static let pathTemplate = "/report"
    static let streamFormat = StreamFormat.multipartMixed
}

/// `RouteStream` of ``PositionalPart`` elements: each part made by its position, across any
/// chunking, and a part that is not what its position says a typed `decodingFailed` naming it.
@Suite("A multipart/mixed stream of parts by position", .timeLimit(.minutes(2)))
struct PositionalPartStreamTests {
    static let body =
        "--b\r\nContent-Type: application/json\r\n\r\n{\"rows\":2}\r\n--b\r\nContent-Type: text/plain\r\n\r\n"
        + "two\r\nlines\r\n--b\r\nContent-Type: image/png\r\n\r\n\u{1}\u{2}\r\n--b\r\n\r\n\r\n--b--\r\n"

    fileprivate static let expected: [ReportPart] = [
        .summary(.init(rows: 2)), .note("two\r\nlines"), .item(Data([1, 2])), .item(Data()),
    ]

    /// The elements of a `200` whose body arrives in `chunks`, and the `decodingFailed` it ends
    /// with, if any.
    fileprivate static func read(_ chunks: [Data]) async throws -> (elements: [ReportPart], failure: DecodingFailure?) {
        let transport = Transport(send: { _ in throw URLError(.badServerResponse) }) { request in
            let body = AsyncThrowingStream<Data, any Error> { continuation in
                for chunk in chunks { continuation.yield(chunk) }
                continuation.finish()
            }
            let url = request.url ?? URL(fileURLWithPath: "/")
            let head = HTTPURLResponse(
                url: url, statusCode: 200, httpVersion: nil,
                headerFields: ["Content-Type": "multipart/mixed; boundary=b"])
            guard let head else { throw URLError(.badServerResponse) }
            return (ResponseBody(body), head)
        }
        let base = try #require(URL(string: "https://api.example.com"))
        var elements: [ReportPart] = []
        do {
            for try await element in Router(baseURL: base, transport: transport).stream(Report()) {
                elements.append(element)
            }
            return (elements, nil)
        } catch RouteError.decodingFailed(_, let failure) {
            return (elements, failure)
        }
    }

    @Test("each part is the case of its position, whatever the chunking")
    func positions() async throws {
        let bytes = Data(Self.body.utf8)
        let whole = try await Self.read([bytes])
        #expect(whole.elements == Self.expected)
        #expect(whole.failure == nil)
        for split in 0...bytes.count {
            let read = try await Self.read([bytes.prefix(split), bytes.dropFirst(split)])
            #expect(read.elements == Self.expected, "split at \(split)")
            #expect(read.failure == nil)
        }
        let oneByteEach = try await Self.read(bytes.map { Data([$0]) })
        #expect(oneByteEach.elements == Self.expected)
    }

    @Test("a part that is not what its position says fails, naming the part, after the parts before it")
    func wrongPart() async throws {
        let notJSON = try await Self.read([Data("--b\r\n\r\nplain text\r\n--b--".utf8)])
        #expect(notJSON.elements.isEmpty)
        #expect(notJSON.failure?.reason.hasPrefix("part 1 of the multipart/mixed response: ") == true)
        #expect(notJSON.failure?.type == "ReportPart")

        let missingKey = try await Self.read([
            Data("--b\r\n\r\n{\"rows\":1}\r\n--b\r\n\r\nok\r\n--b\r\n\r\n{}\r\n--b--".utf8)
        ])
        #expect(missingKey.elements == [.summary(.init(rows: 1)), .note("ok"), .item(Data("{}".utf8))])
        #expect(missingKey.failure == nil)

        let wrongType = try await Self.read([Data("--b\r\n\r\n{\"rows\":\"two\"}\r\n--b--".utf8)])
        #expect(wrongType.failure?.reason.hasPrefix("part 1 of the multipart/mixed response: expected Int") == true)
        #expect(wrongType.failure?.codingPath == "rows")

        let notText = try await Self.read([
            Data("--b\r\n\r\n{\"rows\":1}\r\n--b\r\n\r\n".utf8) + Data([0xFF, 0xFE]) + Data("\r\n--b--".utf8)
        ])
        #expect(notText.elements == [.summary(.init(rows: 1))])
        #expect(
            notText.failure?.reason == "part 2 of the multipart/mixed response: the part's body is not UTF-8 text")
    }

    @Test("an element is not JSON: decoding or encoding one as JSON throws, saying so")
    func notJSON() throws {
        let decoding = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ReportPart.self, from: Data("{}".utf8))
        }
        #expect("\(String(describing: decoding))".contains("by its position, not from JSON"))
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(ReportPart.note("x")) }
    }

    @Test("a part's media type and body as the element says")
    func encodedParts() throws {
        let summary = try ReportPart.summary(.init(rows: 3)).part(coding: .default)
        #expect(summary.contentType == "application/json" && summary.body == Data("{\"rows\":3}".utf8))
        let note = try ReportPart.note("hi").part(coding: .default)
        #expect(note.contentType == "text/plain" && note.body == Data("hi".utf8))
    }
}
