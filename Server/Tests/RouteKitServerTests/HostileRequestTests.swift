import Foundation
import RouteKit
import Testing

/// The requests of issue 29's hostile-use trial against the generated server, each answered
/// with a `400` naming what is wrong, by a server that goes on serving.
@Suite("Hostile requests are bounded", .timeLimit(.minutes(3)))
struct HostileRequestTests {
    /// `name` followed by `levels` bracketed keys.
    static func nested(_ name: String, levels: Int) -> String {
        name + String(repeating: "[a]", count: levels)
    }

    @Test("a deepObject parameter nested 10,000 levels deep answers 400 naming it, where it once overflowed the stack")
    func deepObjectNesting() async throws {
        try await TaskboardHarness.run { harness async throws in
            let deep = try await harness.send("GET", "/tasks/search?\(Self.nested("filter", levels: 10_000))=1")
            #expect(deep.status == 400)
            #expect(deep.body.contains("query parameter filter is nested deeper than 32 levels"))
            // The deepest nesting allowed still decodes (TaskFilter ignores keys it does not know).
            #expect(try await harness.send("GET", "/tasks/search?\(Self.nested("filter", levels: 32))=1").status == 200)
            #expect(try await harness.send("GET", "/tasks/search?\(Self.nested("filter", levels: 33))=1").status == 400)
            #expect(try await harness.send("GET", "/tasks/search?filter[state]=OPEN").status == 200)
        }
    }

    @Test("a malformed value of another query parameter is that parameter's error, not the deepObject parameter's")
    func deepObjectReadsOnlyItsOwnItems() async throws {
        try await TaskboardHarness.run { harness async throws in
            let words = try await harness.send("GET", "/tasks/search?words=%ff%fe")
            #expect(words.status == 400)
            #expect(words.body.contains("query parameter words is not percent-encoded correctly"), "\(words.body)")
            let port = try #require(harness.baseURL.port)
            let filter = try await onOwnThread {
                let connection = try RawHTTPConnection(port: port)
                try connection.send(Array("GET /tasks/search?words=a&filter[tags][]=%ff HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
                return try connection.readResponse()
            }
            #expect(filter?.status == 400 && filter?.text.contains("query parameter filter is not percent-encoded correctly") == true, "\(filter?.text ?? "")")
        }
    }
}
