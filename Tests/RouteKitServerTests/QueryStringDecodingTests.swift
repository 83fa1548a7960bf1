#if Server
import Foundation
import RouteKit
@_spi(RouteGen) import RouteKitServer
import Testing

/// A querystring parameter read back from the whole query string, without a server: the
/// inverse of RouteKit's `RequestParts.queryString`, and a `400` naming the parameter for
/// anything malformed or beyond its bounds.
@Suite("Decoding querystring parameters")
struct QueryStringDecodingTests {
    struct Criteria: Decodable, Equatable {
        struct Window: Decodable, Equatable {
            let start: CalendarDate?
        }

        let q: String
        let tags: [String]?
        let limit: Int?
        let window: Window?
    }

    struct Loose: Decodable, Equatable {
        let q: String?
    }

    func request(query: String?) throws -> IncomingRequest {
        try IncomingRequest(pathParameters: [:], query: query, headers: [:], body: Data())
    }

    /// The message of the `400` reading `query` as `Criteria` answers.
    func rejection(_ query: String) throws -> String? {
        let error = #expect(throws: RequestDecodingError.self) {
            try request(query: query).queryString("criteria", form: Criteria.self)
        }
        #expect(error?.status == .badRequest)
        return error?.message
    }

    @Test("form items become the properties: a repeated key an array, one item an array of one, brackets nest")
    func formItems() throws {
        let criteria = try request(query: "q=a%26b%20c+d&tags=x&tags=y%2Cz&window%5Bstart%5D=2025-01-31&other=1")
            .queryString("criteria", form: Criteria.self)
        #expect(
            criteria
                == Criteria(
                    q: "a&b c d", tags: ["x", "y,z"], limit: nil, window: .init(start: CalendarDate("2025-01-31"))))
        let single = try request(query: "q=a&tags=x").queryString("criteria", form: Criteria.self)
        #expect(single?.tags == ["x"])
    }

    @Test("an empty query string is the value without properties when the type has one, else absent")
    func emptyQuery() throws {
        #expect(try request(query: nil).queryString("criteria", form: Criteria.self) == nil)
        #expect(try request(query: "").queryString("loose", form: Loose.self) == Loose(q: nil))
    }

    @Test("JSON and text content are the whole query string, percent-decoded")
    func wholeQueryString() throws {
        let json = try request(query: "%7B%22q%22%3A%22a%26b%22%2C%22tags%22%3A%5B%22x%22%5D%7D")
            .queryString("criteria", json: Criteria.self)
        #expect(json == Criteria(q: "a&b", tags: ["x"], limit: nil, window: nil))
        #expect(try request(query: "a%20b%26c%3Dd").queryString("term", as: String.self) == "a b&c=d")
        #expect(try request(query: "").queryString("term", as: String.self) == nil)
        let error = #expect(throws: RequestDecodingError.self) {
            try request(query: "%7Bnot-json").queryString("criteria", json: Criteria.self)
        }
        #expect(error?.message == "querystring parameter criteria is not JSON of the expected shape")
    }

    @Test("malformed or unbounded input is a 400 naming the parameter")
    func badInput() throws {
        #expect(try rejection("tags=x") == "querystring parameter criteria has an invalid value")
        #expect(try rejection("q=a&limit=many") == "querystring parameter criteria has an invalid value")
        #expect(try rejection("q=%zz") == "querystring parameter criteria is not percent-encoded correctly")
        #expect(try rejection("q=a&q[x]=b") == "querystring parameter criteria has conflicting keys")
        #expect(try rejection("q=a&window[start=x") == "querystring parameter criteria has a malformed key")
        let deep = "q=a&window" + String(repeating: "[a]", count: 40) + "=1"
        #expect(try rejection(deep) == "querystring parameter criteria is nested deeper than 32 levels")
        let many = "q=a" + String(repeating: "&tags=x", count: 1_000)
        #expect(try rejection(many) == "querystring parameter criteria has more than 1000 items")
        let long = "q=" + String(repeating: "a", count: 70_000)
        #expect(try rejection(long) == "querystring parameter criteria is longer than 65536 bytes")
    }
}
#endif
