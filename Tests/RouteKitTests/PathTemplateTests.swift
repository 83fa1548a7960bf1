import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

/// Templates come from specs, which may hold any text; building a request from one must never
/// trap in `URLComponents`.
@Suite("Path templates", .timeLimit(.minutes(3)))
struct PathTemplateTests {
    private let router = Router(baseURL: URL(string: "https://api.example.com/v1")!)

    @Test(
        "literal template text a path cannot hold is percent-encoded; escapes and pchars stay",
        arguments: [
            ("/ünïcødé/{id}", "/%C3%BCn%C3%AFc%C3%B8d%C3%A9/7"),
            ("/a b/<c>/{id}", "/a%20b/%3Cc%3E/7"),
            ("/100%/{id}", "/100%25/7"),
            ("/%zz%4/{id}", "/%25zz%254/7"),
            ("/caf%C3%A9/{id}", "/caf%C3%A9/7"),
            ("/quote\"pipe|caret^tick`/{id}", "/quote%22pipe%7Ccaret%5Etick%60/7"),
            ("/tab\t/nul\u{0}/cr\r\n/{id}", "/tab%09/nul%00/cr%0D%0A/7"),
            ("/{id}/open{", "/7/open%7B"),
            ("/close}/{id}", "/close%7D/7"),
            ("/keep:@!$&'()*+,;=-._~/{id}", "/keep:@!$&'()*+,;=-._~/7"),
        ])
    func literalTextIsEncoded(template: String, path: String) throws {
        let request = try TemplateRoute.request(
            TemplateRoute(pathValues: ["id": "7"]), template: template, router: router)
        let url = try #require(request.url)
        #expect(url.absoluteString == "https://api.example.com/v1" + path)
    }

    @Test(
        "a literal ? or # in a template is refused: it would change what the URL means",
        arguments: [
            "/a?x=1", "/a#frag", "/{id}?", "/items#{id}",
        ])
    func queryOrFragmentDelimiterIsRefused(template: String) {
        let error = #expect(throws: RouteError.self) {
            try TemplateRoute.request(TemplateRoute(pathValues: ["id": "7"]), template: template, router: router)
        }
        #expect(error?.invalidRequestReason?.hasPrefix("the path template holds a literal ") == true)
    }

    @Test("a non-ASCII template reaches the server and decodes to its text")
    func nonASCIITemplateOverTheWire() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let router = Router(baseURL: server.baseURL, transport: server.transport)
            _ = try await TemplateRoute.$template.withValue("/ünïcødé/{id}") {
                try await router.perform(TemplateRoute(pathValues: ["id": "ä b"]))
            }
            let request = try #require(await server.lastRequest)
            #expect(request.decodedPathSegments == ["ünïcødé", "ä b"])
        }
    }
}
