import Foundation
import RouteKit
import Testing
import TestSupport

private struct Range: Codable, Hashable, Sendable {
    var from: Date?
    var to: Date?
}

private struct Filter: Codable, Hashable, Sendable {
    var name: String?
    var age: Int?
    var owner: UUID?
    var status: TodoStatus?
    var tags: [String]?
    var due: Range?
    var extra: JSONValue?
}

private struct Search: PublicRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/search"

    var commas: [String]?
    var spaces: [String]?
    var pipes: [String]?
    var statuses: [TodoStatus]?
    var filter: Filter?

    func encode(into request: inout RequestParts) {
        request.query("c", commas, delimitedBy: .comma)
        request.query("s", spaces, delimitedBy: .space)
        request.query("p", pipes, delimitedBy: .pipe)
        request.query("st", statuses, delimitedBy: .pipe)
        request.query("filter", deepObject: filter)
    }
}

/// A value whose encoding fails, as a custom `Encodable` may.
private struct Unencodable: Encodable, Sendable {
    struct Refused: Error {}

    func encode(to encoder: any Encoder) throws {
        throw Refused()
    }
}

private struct RefusedFilter: PublicRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/search"

    func encode(into request: inout RequestParts) {
        request.query("filter", deepObject: Unencodable())
    }
}

@Suite("Query parameter styles", .timeLimit(.minutes(3)))
struct QueryStyleTests {
    private func received(_ route: Search) async throws -> RecordedRequest {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(route)
            return try #require(await server.lastRequest)
        }
    }

    @Test("delimited styles join the elements in one item, each element percent-encoded")
    func delimitedStyles() async throws {
        let request = try await received(
            Search(
                commas: ["a", "b,c", "d e"], spaces: ["x", "y"], pipes: ["1", "2|3", "&=#?"],
                statuses: [.open, .inProgress]))
        // The comma travels as itself, so a server splitting before decoding keeps "b,c" whole;
        // a space and a pipe must be encoded, like the same characters inside an element.
        #expect(request.query == "c=a,b%2Cc,d%20e&s=x%20y&p=1%7C2%7C3%7C%26%3D%23%3F&st=open%7Cin-progress")
        #expect(
            request.queryItems == [
                .init("c", "a,b,c,d e"), .init("s", "x y"), .init("p", "1|2|3|&=#?"), .init("st", "open|in-progress"),
            ])
    }

    @Test("hostile elements never leave their item", arguments: ["a&b=c", "100%", "café ☕️", "+", "#frag", "x\r\ny"])
    func hostileElements(value: String) async throws {
        let request = try await received(Search(commas: [value, "z"], pipes: [value]))
        #expect(request.queryValues("c") == [value + ",z"])
        #expect(request.queryValues("p") == [value])
        #expect(request.query.split(separator: "&").count == 2)
        #expect(!request.query.contains("+"))
    }

    @Test("nil and empty arrays send nothing")
    func emptyArrays() async throws {
        let request = try await received(Search(commas: [], spaces: nil, pipes: []))
        #expect(request.query.isEmpty)
    }

    @Test("deepObject sends each property as a bracketed key; nested objects nest, arrays repeat with []")
    func deepObject() async throws {
        let owner = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let filter = Filter(
            name: "a&b", age: 30, owner: owner, status: .inProgress, tags: ["x", "y z"],
            due: Range(from: Dates.whole, to: nil), extra: ["deep": ["k": true], "list": [1, nil, "s"]])
        let request = try await received(Search(filter: filter))
        #expect(
            request.queryItems.prefix(7) == [
                .init("filter[name]", "a&b"),
                .init("filter[age]", "30"),
                .init("filter[owner]", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"),
                .init("filter[status]", "in-progress"),
                .init("filter[tags][]", "x"),
                .init("filter[tags][]", "y z"),
                .init("filter[due][from]", "2027-01-15T08:00:00Z"),
            ])
        // `extra` is a JSON object, whose keys have no fixed order; an array keeps its order.
        let extra = request.queryItems.dropFirst(7)
        #expect(
            Set(extra) == [
                .init("filter[extra][deep][k]", "true"), .init("filter[extra][list][]", "1"),
                .init("filter[extra][list][]", "s"),
            ])
        #expect(request.queryValues("filter[extra][list][]") == ["1", "s"])
        #expect(extra.count == 3)
        #expect(request.query.hasPrefix("filter%5Bname%5D=a%26b&filter%5Bage%5D=30&"))
    }

    @Test("a nil deepObject and an object of nils send nothing")
    func emptyDeepObject() async throws {
        #expect(try await received(Search(filter: nil)).query.isEmpty)
        #expect(try await received(Search(filter: Filter())).query.isEmpty)
    }

    @Test("a deepObject value that cannot be encoded fails the request before it is sent")
    func encodingFailure() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(RefusedFilter())
            }
            guard case .encodingFailed(_, let reason)? = error else {
                Issue.record("expected encodingFailed, got \(String(describing: error))")
                return
            }
            #expect(reason.hasPrefix("query parameter filter: "))
            #expect(await server.requests.isEmpty)
        }
    }
}
