import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import RouteKitTesting
import Testing
import TestSupport

private struct Parts: PublicRoute, StreamingRoute {
    typealias Element = JSONValue
    static let method = HTTPMethod.get
    static let pathTemplate = "/parts"
    static let streamFormat = StreamFormat.multipartMixed
}

private struct Files: PublicRoute, StreamingRoute {
    typealias Element = Data
    static let method = HTTPMethod.get
    static let pathTemplate = "/files"
    static let streamFormat = StreamFormat.multipartMixed
}

/// `RouteStream` over a `multipart/mixed` response: the parts as elements, and every response it
/// cannot read a typed `decodingFailed` naming why — and the part — after the parts before it.
@Suite("A multipart/mixed stream", .timeLimit(.minutes(3)))
struct MultipartStreamTests {
    /// The elements `stream` yields from a `200` of `contentType` and `body`, and the reason of
    /// the `decodingFailed` it ends with, if any.
    private static func read(contentType: String, body: String, limit: Int? = nil) async throws -> (
        elements: [JSONValue], failure: String?
    ) {
        let server = try RawSocketServer { connection in
            connection.write(
                "HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        }
        defer { server.stop() }
        var stream = Router(baseURL: server.baseURL).stream(Parts())
        if let limit { stream = stream.limitingElements(to: limit) }
        var elements: [JSONValue] = []
        do {
            for try await element in stream { elements.append(element) }
            return (elements, nil)
        } catch RouteError.decodingFailed(_, let failure) {
            return (elements, failure.reason)
        }
    }

    @Test("StubbedRoutes answers a multipart/mixed stream with one part per element, whatever the parts hold")
    func stubbedParts() async throws {
        let stubs = StubbedRoutes()
        let elements: [JSONValue] = [.object(["n": .number(1)]), .string("--routekit-stub"), .array([])]
        try stubs.answer(Parts.self, streaming: elements)
        // Bytes that hold the first boundary RouteKitTesting tries, and no part at all.
        try stubs.answer(Files.self, streaming: [Data("a\r\n--routekit-stub\r\nb".utf8), Data()])
        let router = Router(baseURL: URL(string: "https://api.example.com")!, transport: stubs.transport)
        var received: [JSONValue] = []
        for try await element in router.stream(Parts()) { received.append(element) }
        #expect(received == elements)
        var files: [Data] = []
        for try await file in router.stream(Files()) { files.append(file) }
        #expect(files == [Data("a\r\n--routekit-stub\r\nb".utf8), Data()])
        let empty = StubbedRoutes()
        try empty.answer(Parts.self, streaming: [])
        var none: [JSONValue] = []
        for try await element in Router(baseURL: URL(string: "https://api.example.com")!, transport: empty.transport)
            .stream(Parts())
        {
            none.append(element)
        }
        #expect(none.isEmpty)
    }

    @Test("the parts are the elements, the boundary quoted or not")
    func parts() async throws {
        let body = "--a b\r\nContent-Type: application/json\r\n\r\n{\"n\":1}\r\n--a b\r\n\r\n[2]\r\n--a b--\r\n"
        let read = try await Self.read(contentType: "multipart/mixed; boundary=\"a b\"", body: body)
        #expect(read.elements == [.object(["n": .number(1)]), .array([.number(2)])])
        #expect(read.failure == nil)
    }

    @Test("a missing boundary, a cut-off body and a part over the limit fail, naming the part")
    func failures() async throws {
        let missing = try await Self.read(contentType: "multipart/mixed", body: "--b\r\n\r\n1\r\n--b--")
        #expect(missing.elements.isEmpty)
        #expect(missing.failure?.contains("names no boundary") == true)
        let cut = try await Self.read(contentType: "multipart/mixed; boundary=b", body: "--b\r\n\r\n1\r\n--b\r\n\r\n2")
        #expect(cut.elements == [.number(1)])
        #expect(cut.failure == "part 2 of the multipart/mixed response: the response ended before its close delimiter")
        let long = try await Self.read(
            contentType: "multipart/mixed; boundary=b", body: "--b\r\n\r\n1\r\n--b\r\n\r\n12345\r\n--b--", limit: 4)
        #expect(long.elements == [.number(1)])
        #expect(
            long.failure?.hasPrefix("part 2 of the multipart/mixed response: its body is longer than the limit of 4")
                == true)
    }
}
