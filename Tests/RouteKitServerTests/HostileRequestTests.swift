#if Server
import Foundation
import RouteKit
import Testing

/// The requests of issue 29's hostile-use trial against the generated server, each answered
/// with a `400` naming what is wrong, by a server that goes on serving.
@Suite("Hostile requests are bounded", .timeLimit(.minutes(3)))
struct HostileRequestTests {
    static let member = ["Authorization": "Bearer \(TaskboardHarness.memberToken)"]

    /// `name` followed by `levels` bracketed keys.
    static func nested(_ name: String, levels: Int) -> String {
        name + String(repeating: "[a]", count: levels)
    }

    @Test("a deepObject parameter nested 10,000 levels deep answers 400 naming it, where it once overflowed the stack")
    func deepObjectNesting() async throws {
        try await TaskboardHarness.run(over: .loopback) { harness async throws in
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
        try await TaskboardHarness.run(over: .loopback) { harness async throws in
            let words = try await harness.send("GET", "/tasks/search?words=%ff%fe")
            #expect(words.status == 400)
            #expect(words.body.contains("query parameter words is not percent-encoded correctly"), "\(words.body)")
            let port = try #require(harness.baseURL.port)
            let filter = try await onOwnThread {
                let connection = try RawHTTPConnection(port: port)
                try connection.send(
                    Array("GET /tasks/search?words=a&filter[tags][]=%ff HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
                return try connection.readResponse()
            }
            #expect(
                filter?.status == 400
                    && filter?.text.contains("query parameter filter is not percent-encoded correctly") == true,
                "\(filter?.text ?? "")")
        }
    }

    @Test(
        "a credential sent twice, in the query, a header or Authorization, answers 400 like any other parameter sent twice"
    )
    func duplicatedCredential() async throws {
        try await TaskboardHarness.run(over: .loopback) { harness async throws in
            let json = ["Content-Type": "application/json"]
            let body = Data(#"{"event":"ping","payload":{}}"#.utf8)
            let query = try await harness.send(
                "POST", "/webhooks/deliveries?signature=webhook-signature&signature=forged", headers: json, body: body)
            #expect(
                query.status == 400 && query.body.contains("query parameter signature is sent more than once"),
                "\(query.body)")
            let once = try await harness.send(
                "POST", "/webhooks/deliveries?signature=webhook-signature", headers: json, body: body)
            #expect(once.status == 204)

            // URLSession joins a repeated header into one field, so these go byte by byte.
            let port = try #require(harness.baseURL.port)
            let id = UUID().uuidString
            let (key, authorization) = try await onOwnThread {
                let connection = try RawHTTPConnection(port: port)
                try connection.send(
                    Array(
                        ("GET /tasks/\(id)/attachment HTTP/1.1\r\nHost: localhost\r\nX-Taskboard-Key: integration-key\r\n"
                            + "X-Taskboard-Key: other-key\r\n\r\n").utf8))
                let key = try connection.readResponse()
                try connection.send(
                    Array(
                        ("GET /me HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer member-token\r\n"
                            + "Authorization: Bearer other-token\r\n\r\n").utf8))
                return (key, try connection.readResponse())
            }
            #expect(
                key?.status == 400 && key?.text.contains("header X-Taskboard-Key is sent more than once") == true,
                "\(key?.text ?? "")")
            #expect(
                authorization?.status == 400
                    && authorization?.text.contains("header Authorization is sent more than once") == true)
            #expect(await harness.service.calls.count == 1)
        }
    }

    @Test("a valid query credential beside a malformed query item answers 400 naming the query, not 401")
    func malformedQueryBesideTheCredential() async throws {
        try await TaskboardHarness.run(over: .loopback) { harness async throws in
            let port = try #require(harness.baseURL.port)
            let body = #"{"event":"ping","payload":{}}"#
            let response = try await onOwnThread {
                let connection = try RawHTTPConnection(port: port)
                try connection.send(
                    Array(
                        ("POST /webhooks/deliveries?signature=webhook-signature&bad%zz=1 HTTP/1.1\r\nHost: localhost\r\n"
                            + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
                            .utf8))
                return try connection.readResponse()
            }
            #expect(response?.status == 400, "\(response?.text ?? "")")
            #expect(response?.text.contains("a query or form name is not percent-encoded correctly") == true)
            #expect(await harness.service.calls.isEmpty)
        }
    }

    @Test("a multipart boundary longer than RFC 2046's 70 characters answers 400; one of 70 is read")
    func multipartBoundaryLength() async throws {
        try await TaskboardHarness.run(over: .loopback) { harness async throws in
            func attach(boundary: String, body: Data) async throws -> (status: Int, body: String) {
                try await harness.send(
                    "POST", "/tasks/\(UUID())/files",
                    headers: Self.member.merging(["Content-Type": "multipart/form-data; boundary=\(boundary)"]) { $1 },
                    body: body)
            }
            func form(_ boundary: String) -> Data {
                Data(
                    ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\n\r\nbytes\r\n"
                        + "--\(boundary)\r\nContent-Disposition: form-data; name=\"info\"\r\nContent-Type: application/json\r\n\r\n{}\r\n"
                        + "--\(boundary)--\r\n").utf8)
            }
            let longest = String(repeating: "b", count: 70)
            #expect(try await attach(boundary: longest, body: form(longest)).status == 200)
            let tooLong = String(repeating: "b", count: 71)
            let refused = try await attach(boundary: tooLong, body: form(tooLong))
            #expect(
                refused.status == 400 && refused.body.contains("the multipart boundary is longer than 70 characters"))
            // The trial's request: a boundary of dashes and one other byte, against a body of dashes.
            let hostile = try await attach(
                boundary: String(repeating: "-", count: 512) + "x",
                body: Data(repeating: UInt8(ascii: "-"), count: 60_000))
            #expect(hostile.status == 400)
            let quoted = try await attach(boundary: "\"a b\"", body: form("a b"))
            #expect(quoted.status == 200)
            #expect(try await attach(boundary: "a{b", body: form("a{b")).status == 400)
            #expect(await harness.service.count(of: Taskboard.AttachFileRoute.self) == 2)
        }
    }

    @Test("JSON nested far deeper than any body needs answers 400, in a model and in a JSONValue")
    func deepJSON() async throws {
        try await TaskboardHarness.run(over: .loopback) { harness async throws in
            let json = Self.member.merging(["Content-Type": "application/json"]) { $1 }
            let arrays = Data((String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000)).utf8)
            #expect(try await harness.send("POST", "/projects/1/tasks", headers: json, body: arrays).status == 400)
            let custom =
                #"{"notify":true,"deep":"# + String(repeating: "[", count: 20_000)
                + String(repeating: "]", count: 20_000) + "}"
            #expect(
                try await harness.send("PUT", "/projects/1/settings", headers: json, body: Data(custom.utf8)).status
                    == 400)
            #expect(await harness.service.calls.isEmpty)
        }
    }
}
#endif
