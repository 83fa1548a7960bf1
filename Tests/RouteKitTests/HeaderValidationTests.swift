import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

/// URLSession on Linux silently drops a header field whose value holds CR, LF or NUL, or whose
/// name is not a token, and sends the request without it; RouteKit refuses such a request
/// before sending it, wherever the field came from.
@Suite("Header validation", .timeLimit(.minutes(3)))
struct HeaderValidationTests {
    static let forbiddenValues = ["a\u{0}b", "a\r\nX-Injected: 1", "a\rb", "a\nb", "\u{0}"]
    static let invalidNames = ["", "X Bad", "X:Bad", "X-Ünï", "X\r\nInjected", "X\u{0}", "(X)", "X/Y", "X\"", "X@Y"]

    @Test("a route header value with CR, LF or NUL is an invalid request", arguments: forbiddenValues)
    func routeValue(value: String) {
        let router = Router(baseURL: URL(string: "https://api.example.com")!)
        let error = #expect(throws: RouteError.self) {
            try TemplateRoute.request(TemplateRoute(headers: [("X-Note", value)]), template: "/ping", router: router)
        }
        #expect(error?.invalidRequestReason == "the value of header X-Note contains CR, LF or NUL")
    }

    @Test("a route header name that is not an RFC 9110 token is an invalid request", arguments: invalidNames)
    func routeName(name: String) {
        let router = Router(baseURL: URL(string: "https://api.example.com")!)
        let error = #expect(throws: RouteError.self) {
            try TemplateRoute.request(TemplateRoute(headers: [(name, "v")]), template: "/ping", router: router)
        }
        #expect(error?.invalidRequestReason?.hasPrefix("the header name ") == true)
    }

    @Test("token names with every tchar and values with tabs and non-ASCII text pass")
    func validFieldsPass() throws {
        let router = Router(baseURL: URL(string: "https://api.example.com")!)
        let request = try TemplateRoute.request(
            TemplateRoute(headers: [("X-!#$%&'*+-.^_`|~09az", "a\tb café")]), template: "/ping", router: router)
        #expect(request.value(forHTTPHeaderField: "X-!#$%&'*+-.^_`|~09az") == "a\tb café")
    }

    @Test(
        "a .headers middleware value with CR, LF or NUL is an invalid request; nothing is sent",
        arguments: forbiddenValues)
    func middlewareValue(value: String) async {
        let sent = Recorder<URLRequest>()
        let router = Router(
            baseURL: URL(string: "https://api.example.com")!,
            transport: .recording(into: sent),
            middleware: [.headers(["X-Client": value])]
        )
        let error = await #expect(throws: RouteError.self) {
            try await TemplateRoute.$template.withValue("/ping") { try await router.perform(TemplateRoute()) }
        }
        #expect(error?.invalidRequestReason == "the value of header X-Client contains CR, LF or NUL")
        #expect(sent.all.isEmpty)
    }

    @Test(
        "a .headers middleware name that is not a token is an invalid request; nothing is sent", arguments: invalidNames
    )
    func middlewareName(name: String) async {
        let sent = Recorder<URLRequest>()
        let router = Router(
            baseURL: URL(string: "https://api.example.com")!,
            transport: .recording(into: sent),
            middleware: [.headers([name: "v"])]
        )
        let error = await #expect(throws: RouteError.self) {
            try await TemplateRoute.$template.withValue("/ping") { try await router.perform(TemplateRoute()) }
        }
        #expect(error?.invalidRequestReason?.hasPrefix("the header name ") == true)
        #expect(sent.all.isEmpty)
    }

    /// A value with CR, LF or NUL that a custom middleware sets is dropped by Foundation on Linux
    /// inside `setValue`, before RouteKit can see it; a name is still there to check.
    @Test("a header name a custom middleware adds is checked too, and the request is not retried")
    func customMiddleware() async {
        let sent = Recorder<URLRequest>()
        let attempts = Recorder<Void>()
        let addsBadHeader = Middleware { request, _, next in
            attempts.append(())
            var request = request
            request.setValue("v", forHTTPHeaderField: "X Signature")
            return try await next(request)
        }
        let router = Router(
            baseURL: URL(string: "https://api.example.com")!,
            transport: .recording(into: sent),
            middleware: [.retry(RetryPolicy(maxAttempts: 3, initialDelay: .zero, jitter: 0)), addsBadHeader]
        )
        let error = await #expect(throws: RouteError.self) { try await router.perform(RetryableTemplateRoute()) }
        #expect(error?.invalidRequestReason == #"the header name "X Signature" is not an RFC 9110 token"#)
        #expect(attempts.all.count == 1)
        #expect(sent.all.isEmpty)
    }

    @Test("a credential with NUL is an invalid request; nothing is sent without it")
    func credentialWithNUL() async {
        let sent = Recorder<URLRequest>()
        let router = Router(baseURL: URL(string: "https://api.example.com")!, transport: .recording(into: sent))
        let bearer = await #expect(throws: RouteError.self) {
            try await router.authenticated(UserAuth.self, with: BearerToken("abc\u{0}def")).perform(BearerPing())
        }
        let key = await #expect(throws: RouteError.self) {
            try await router.authenticated(HeaderKeyAuth.self, with: APIKey("abc\u{0}def")).perform(KeyPing())
        }
        #expect(bearer?.invalidRequestReason == "the value of header Authorization contains a line break or NUL")
        #expect(key?.invalidRequestReason == "the value of header X-API-Key contains a line break or NUL")
        #expect(sent.all.isEmpty)
    }

    @Test("over the wire, a valid route header still arrives unchanged")
    func validHeaderArrives() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let router = Router(
                baseURL: server.baseURL, transport: server.transport,
                middleware: [.headers(["X-Client": "app/1.0 (café)"])])
            _ = try await TemplateRoute.$template.withValue("/ping") {
                try await router.perform(TemplateRoute(headers: [("X-Note", "a\tb")]))
            }
            let request = try #require(await server.lastRequest)
            #expect(request.header("X-Note") == "a\tb")
            #expect(request.header("X-Client") == "app/1.0 (café)")
        }
    }
}

private struct BearerPing: AuthenticatedRoute {
    typealias Scheme = UserAuth
    static let method = HTTPMethod.get
    static let pathTemplate = "/ping"
}

private struct KeyPing: AuthenticatedRoute {
    typealias Scheme = HeaderKeyAuth
    static let method = HTTPMethod.get
    static let pathTemplate = "/ping"
}

private struct RetryableTemplateRoute: PublicRoute, RetryableRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/ping"
}

extension Transport {
    /// Records each request it is handed and answers `status` (`204` unless told), for tests
    /// that check what would have been sent without a server, or need an answer at once.
    static func recording(into sent: Recorder<URLRequest>, status: Int = 204) -> Transport {
        Transport { request in
            sent.append(request)
            guard let url = request.url,
                let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])
            else { throw URLError(.badURL) }
            return (Data(), response)
        }
    }
}

/// A raw body whose content type the caller chooses, as a route with `contentType:` sends it.
private struct UploadRaw: PublicRoute {
    static let method = HTTPMethod.put
    static let pathTemplate = "/raw"

    var contentType: String

    func encode(into request: inout RequestParts) {
        request.rawBody(Data("bytes".utf8), contentType: contentType)
    }
}

@Suite("Raw body content types", .timeLimit(.minutes(3)))
struct RawContentTypeValidationTests {
    @Test(
        "a raw body's content type with CR, LF or NUL is an invalid request",
        arguments: HeaderValidationTests.forbiddenValues)
    func forbiddenContentType(value: String) {
        let router = Router(baseURL: URL(string: "https://api.example.com")!)
        let error = #expect(throws: RouteError.self) { try router.request(for: UploadRaw(contentType: value)) }
        #expect(error?.invalidRequestReason == "the value of header Content-Type contains CR, LF or NUL")
    }

    @Test("a raw body's ordinary content type is sent as given")
    func ordinaryContentType() throws {
        let router = Router(baseURL: URL(string: "https://api.example.com")!)
        let request = try router.request(for: UploadRaw(contentType: "image/png; name=\"a b\""))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "image/png; name=\"a b\"")
    }
}
