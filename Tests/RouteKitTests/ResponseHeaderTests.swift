import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

/// The headers a hand-written route documents, as generated code would declare them.
private struct VersionHeaders: DecodableHeaders {
    let etag: String
    let remaining: Int?
    let lastModified: Date?
    let allow: [String]?

    init(from fields: ResponseHeaderFields) throws(HeaderFieldFailure) {
        etag = try fields.decode(forName: "ETag")
        remaining = fields.decodeIfPresent(forName: "X-RateLimit-Remaining")
        lastModified = fields.decodeIfPresent(forName: "Last-Modified")
        allow = fields.decodeIfPresent(forName: "Allow")
    }
}

private struct GetVersion: PublicRoute {
    typealias Response = Todo
    typealias ResponseHeaders = VersionHeaders
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos/1"
}

private enum Shade: String, StringEnumParameter {
    case light, dark
}

@Suite("Response headers", .timeLimit(.minutes(3)))
struct ResponseHeaderTests {
    static let todo = Todo(id: 1, title: "Write tests", due: nil)

    private func fields(_ headers: [String: String]) throws -> ResponseHeaderFields {
        let url = try #require(URL(string: "https://api.example.test/todos/1"))
        let response = try #require(
            HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers))
        return ResponseHeaderFields(response)
    }

    @Test("names are looked up in any case")
    func caseInsensitive() throws {
        let fields = try fields(["etag": "\"v1\"", "X-RATELIMIT-REMAINING": "41"])
        #expect(fields["ETag"] == "\"v1\"")
        #expect(fields["x-ratelimit-remaining"] == "41")
        let headers = try VersionHeaders(from: fields)
        #expect(headers.etag == "\"v1\"")
        #expect(headers.remaining == 41)
    }

    @Test("a missing required field fails, naming it; a missing optional one is nil")
    func missing() throws {
        #expect(throws: HeaderFieldFailure(field: "ETag", reason: "the required field is missing")) {
            try VersionHeaders(from: try fields(["X-RateLimit-Remaining": "3"]))
        }
        let headers = try VersionHeaders(from: try fields(["ETag": "x"]))
        #expect(headers.remaining == nil)
        #expect(headers.lastModified == nil)
    }

    @Test("a malformed required field fails, naming it; a malformed optional one is nil")
    func malformed() throws {
        let fields = try fields(["ETag": "x", "X-RateLimit-Remaining": "many", "Last-Modified": "yesterday"])
        let headers = try VersionHeaders(from: fields)
        #expect(headers.remaining == nil)
        #expect(headers.lastModified == nil)
        #expect(throws: HeaderFieldFailure(field: "X-RateLimit-Remaining", reason: "\"many\" is not an Int")) {
            try fields.decode(Int.self, forName: "X-RateLimit-Remaining")
        }
    }

    @Test("values of each type parse from their wire text")
    func types() throws {
        let fields = try fields([
            "Int": " 42 ", "Double": "0.25", "Bool": "TRUE", "UUID": "6f9619ff-8b86-d011-b42d-00c04fc964ff",
            "URL": "https://example.test/next", "HTTP-Date": "Sun, 06 Nov 1994 08:49:37 GMT",
            "ISO-Date": "1994-11-06T08:49:37Z", "Day": "2027-01-18", "Shade": "dark", "List": "a, b,,c",
        ])
        #expect(try fields.decode(Int.self, forName: "int") == 42)
        #expect(try fields.decode(Double.self, forName: "Double") == 0.25)
        #expect(try fields.decode(Bool.self, forName: "Bool") == true)
        #expect(
            try fields.decode(UUID.self, forName: "UUID") == UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        #expect(try fields.decode(URL.self, forName: "URL") == URL(string: "https://example.test/next"))
        #expect(try fields.decode(Date.self, forName: "HTTP-Date") == Date(timeIntervalSince1970: 784_111_777))
        #expect(try fields.decode(Date.self, forName: "ISO-Date") == Date(timeIntervalSince1970: 784_111_777))
        #expect(try fields.decode(CalendarDate.self, forName: "Day") == CalendarDate(year: 2027, month: 1, day: 18))
        #expect(try fields.decode(Shade.self, forName: "Shade") == .dark)
        #expect(try fields.decode([String].self, forName: "List") == ["a", "b", "c"])
        #expect(fields.decodeIfPresent([Int].self, forName: "List") == nil)
        #expect(fields.decodeIfPresent(Shade.self, forName: "Bool") == nil)
    }

    /// A field sent twice under one spelling arrives joined by a comma. (FoundationNetworking
    /// keeps only one of two spellings differing in case, which nothing above it can undo.)
    @Test("a field sent twice arrives joined: a list reads every element, a scalar is malformed")
    func repeated() async throws {
        let server = try RawSocketServer { connection in
            let body = #"{"id":1,"title":"Write tests"}"#
            connection.write(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nETag: v1\r\nAllow: GET\r\nAllow: HEAD\r\n"
                    + "X-RateLimit-Remaining: 4\r\nX-RateLimit-Remaining: 3\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
            )
        }
        defer { server.stop() }
        let response = try await Router(baseURL: server.baseURL).response(for: GetVersion())
        #expect(response.headers.allow == ["GET", "HEAD"])
        #expect(response.headers.remaining == nil)
        #expect(response.headerFields["x-ratelimit-remaining"] == "4, 3")
        #expect(response.body == Self.todo)
    }

    @Test("response(for:) returns status, typed and raw headers, and body over HTTP")
    func wholeResponse() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /todos/1",
                with: try .json(
                    Self.todo, status: 203,
                    headers: [
                        "ETag": "\"v7\"", "X-RateLimit-Remaining": "12",
                        "Last-Modified": "Sun, 06 Nov 1994 08:49:37 GMT", "X-Other": "kept",
                    ]))
            let router = Router(baseURL: server.baseURL, transport: server.transport)
            let response = try await router.response(for: GetVersion())
            #expect(response.status == 203)
            #expect(response.body == Self.todo)
            #expect(response.headers.etag == "\"v7\"")
            #expect(response.headers.remaining == 12)
            #expect(response.headers.lastModified == Date(timeIntervalSince1970: 784_111_777))
            #expect(response.headerFields["x-other"] == "kept")
            #expect(response.httpResponse.statusCode == 203)
            #expect(try await router.perform(GetVersion()) == Self.todo)
        }
    }

    @Test("a missing required header fails response(for:) as a decoding error naming it; perform does not read it")
    func missingOverHTTP() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /todos/1", with: try .json(Self.todo))
            let router = Router(baseURL: server.baseURL, transport: server.transport)
            let error = await #expect(throws: RouteError.self) { try await router.response(for: GetVersion()) }
            guard case .decodingFailed(let route, let failure)? = error else {
                Issue.record("expected decodingFailed, got \(String(describing: error))")
                return
            }
            #expect(route == "GET /todos/1")
            #expect(failure.codingPath == "ETag")
            #expect(failure.type == "VersionHeaders")
            #expect(try await router.perform(GetVersion()) == Self.todo)
        }
    }

    @Test("a route documenting no headers gets NoResponseHeaders, and the raw fields")
    func noHeaders() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /health", with: StubResponse(status: 204, headers: ["X-Trace": "t-1"]))
            let response = try await Router(baseURL: server.baseURL, transport: server.transport).response(
                for: Health())
            #expect(response.headers == NoResponseHeaders())
            #expect(response.headerFields["X-Trace"] == "t-1")
            #expect(response.status == 204)
        }
    }

    @Test("the authenticated router's response(for:) sends the credential and goes through the middleware")
    func authenticated() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /me", with: try .json(Self.todo, headers: ["X-Seen": "yes"]))
            let seen = Recorder<String>()
            let middleware = Middleware { request, context, next in
                seen.append(context.route)
                return try await next(request)
            }
            let router = Router(baseURL: server.baseURL, transport: server.transport, middleware: [middleware])
                .authenticated(
                    UserAuth.self, with: BearerToken("t"))
            let response = try await router.response(for: GetProfile())
            #expect(response.body == Self.todo)
            #expect(response.headerFields["x-seen"] == "yes")
            #expect(seen.all == ["GET /me"])
            #expect(await server.lastRequest?.header("Authorization") == "Bearer t")
        }
    }
}
