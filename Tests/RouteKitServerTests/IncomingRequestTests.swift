#if Server
import Foundation
import HTTPTypes
import RouteKit
import RouteKitServer
import Testing

/// The decoding machinery without a server: what `IncomingRequest` reads from the parts of a
/// request, and that no input makes it trap.
@Suite("Decoding requests")
struct IncomingRequestTests {
    /// A deepObject parameter whose array holds objects.
    struct Order: Decodable, Equatable {
        struct Line: Decodable, Equatable {
            let sku: String
            let count: Int?
        }

        let lines: [Line]
        let note: String?
    }

    /// A string enum as the generator writes one.
    enum Light: String, Decodable, StringEnumParameter {
        case red, green
    }

    func request(query: String? = nil, headers: HTTPFields = [:], body: String = "") throws -> IncomingRequest {
        try IncomingRequest(pathParameters: ["id": "a%2Fb"], query: query, headers: headers, body: Data(body.utf8))
    }

    @Test("a malformed percent escape in the query is a 400 where it is read, not a crash")
    func malformedEscape() throws {
        let value = #expect(throws: RequestDecodingError.self) {
            try request(query: "a=%zz").query("a", as: String.self)
        }
        #expect(value?.status == .badRequest && value?.message == "query parameter a is not percent-encoded correctly")
        #expect(throws: RequestDecodingError.self) { try request(query: "%zz=1") }
        #expect(try request(query: "unread=%zz&a=1").query("a", as: Int.self) == 1)
    }

    @Test("a query value decodes escapes and + byte by byte, and decoded bytes must be UTF-8")
    func escapesDecodeToUTF8() throws {
        #expect(try request(query: "a=caf%C3%A9+au%20lait%2B").query("a", as: String.self) == "café au lait+")
        #expect(try request(query: "a=%e2%82%ac").query("a", as: String.self) == "€")
        for malformed in ["a=%FF", "a=%C3", "a=%4", "a=%", "a=%%41"] {
            let error = #expect(throws: RequestDecodingError.self) {
                try request(query: malformed).query("a", as: String.self)
            }
            #expect(error?.message == "query parameter a is not percent-encoded correctly", "\(malformed)")
        }
    }

    @Test("empty pairs between & are skipped, and a name without = has an empty value")
    func queryPairs() throws {
        let incoming = try request(query: "&a=1&&b=&c&")
        #expect(try incoming.query("a", as: Int.self) == 1)
        #expect(try incoming.query("b", as: String.self) == "")
        #expect(try incoming.query("c", as: String.self) == "")
        #expect(try incoming.query("d", as: String.self) == nil)
    }

    @Test("string enums decode by raw value in the path, the query and headers; an unknown value is a 400 naming it")
    func stringEnums() throws {
        var headers = HTTPFields()
        headers[try #require(HTTPField.Name("X-Light"))] = "green"
        headers[try #require(HTTPField.Name("X-Lights"))] = "green, red"
        let query = "light=green&lights=red&lights=green&piped=red%7Cgreen&bad=blue"
        let incoming = try IncomingRequest(
            pathParameters: ["light": "red"], query: query, headers: headers, body: Data())
        #expect(try incoming.path("light", as: Light.self) == .red)
        #expect(try incoming.query("light", as: Light.self) == .green)
        #expect(try incoming.query("lights", arrayOf: Light.self) == [.red, .green])
        #expect(try incoming.query("piped", arrayOf: Light.self, delimitedBy: .pipe) == [.red, .green])
        #expect(try incoming.header("X-Light", as: Light.self) == .green)
        #expect(try incoming.header("X-Lights", arrayOf: Light.self) == [.green, .red])
        #expect(try incoming.query("missing", as: Light.self) == nil)
        let error = #expect(throws: RequestDecodingError.self) { try incoming.query("bad", as: Light.self) }
        #expect(error?.status == .badRequest && error?.message == "query parameter bad has an invalid value")
        // The accessors for any Decodable type, which a caller that knows no more takes, agree.
        func decodable<T: Decodable>(_ name: String, as type: T.Type) throws -> T? {
            try incoming.query(name, as: type)
        }
        #expect(try decodable("light", as: Light.self) == .green)
        let generic = #expect(throws: RequestDecodingError.self) { try decodable("bad", as: Light.self) }
        #expect(generic?.message == error?.message)
    }

    @Test("path parameters are percent-decoded")
    func pathDecoding() throws {
        #expect(try request().path("id", as: String.self) == "a/b")
        #expect(throws: RequestDecodingError.self) { try request().path("id", as: Int.self) }
    }

    @Test("deepObject arrays of objects split where a key repeats; conflicting shapes are a 400")
    func deepObjectArrays() throws {
        let query = "order[lines][][sku]=a&order[lines][][count]=2&order[lines][][sku]=b&order[note]=x%20y"
        let order = try request(query: query).query("order", deepObject: Order.self)
        #expect(order == Order(lines: [.init(sku: "a", count: 2), .init(sku: "b", count: nil)], note: "x y"))
        #expect(try request(query: "other=1").query("order", deepObject: Order.self) == nil)
        #expect(throws: RequestDecodingError.self) {
            try request(query: "order[note]=a&order[note][x]=b").query("order", deepObject: Order.self)
        }
        #expect(throws: RequestDecodingError.self) {
            try request(query: "order[note=a").query("order", deepObject: Order.self)
        }
    }

    @Test("form bodies read + as a space, and headers split arrays at commas")
    func formAndHeaders() throws {
        var headers = HTTPFields()
        headers[.contentType] = "application/x-www-form-urlencoded; charset=utf-8"
        headers[try #require(HTTPField.Name("X-Ids"))] = "1, 2,3"
        let incoming = try request(headers: headers, body: "name=Ada+Lovelace&plus=%2B")
        let form = try incoming.formBody()
        #expect(try form.field("name", as: String.self) == "Ada Lovelace")
        #expect(try form.field("plus", as: String.self) == "+")
        #expect(try incoming.header("X-Ids", arrayOf: Int.self) == [1, 2, 3])
    }

    @Test("no multipart body, however malformed, traps: each parses or is a 400", arguments: 0..<4)
    func multipartNeverTraps(seed: UInt64) throws {
        var generator = SplitMix(seed: seed)
        let pieces = [
            "--b", "--b--", "\r\n", "\r\n\r\n", "Content-Disposition: form-data; name=\"x\"", "; filename=\"a;b\"", "x",
            "\"", ":",
        ]
        for _ in 0..<250 {
            var body = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                body += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            var headers = HTTPFields()
            headers[.contentType] = "multipart/form-data; boundary=b"
            do {
                let parts = try request(headers: headers, body: body).multipartBody()
                _ = try parts.text("x", arrayOf: String.self)
            } catch let error as RequestDecodingError {
                #expect(error.status == .badRequest)
            }
        }
    }

    @Test(
        "multipart parts are found wherever their contents nearly repeat the boundary",
        arguments: ["aab", "abab", "a-a-", "--a", "-", "ab-ab-abc"])
    func multipartNearBoundaries(boundary: String) throws {
        var generator = SplitMix(seed: UInt64(boundary.utf8.count))
        // Pieces of the delimiter (CRLF, dashes, the boundary's own prefixes) and bytes around it.
        let pieces =
            ["a", "b", "-", "\r", "\n", "\r\n", "\r\n-", "\r\n--"]
            + (1..<boundary.count).map { "\r\n--" + boundary.prefix($0) }
        for _ in 0..<200 {
            var contents: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                var content = ""
                for _ in 0..<Int.random(in: 0...8, using: &generator) {
                    content += pieces.randomElement(using: &generator) ?? ""
                }
                // A content holding the delimiter would end its part there; the client never sends one.
                if !(content + "\r\n").contains("\r\n--\(boundary)") { contents.append(content) }
            }
            var body = Int.random(in: 0...1, using: &generator) == 0 ? "" : "preamble \r\n-- not it\r\n"
            for content in contents {
                body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n\(content)\r\n"
            }
            body += "--\(boundary)--\r\n"
            var headers = HTTPFields()
            headers[.contentType] = "multipart/form-data; boundary=\(boundary)"
            let parts = try request(headers: headers, body: body).multipartBody()
            #expect(
                try parts.file("x", arrayOf: Data.self) == (contents.isEmpty ? nil : contents.map { Data($0.utf8) }),
                "\(body.debugDescription)")
        }
    }
}

/// A small seeded generator, so a failing case can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
#endif
