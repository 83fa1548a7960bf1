import Foundation
import Testing
@testable import RouteGenCore

/// `--server`: one more file per API, and nothing else changes.
@Suite struct ServerGenerationTests {
    static let spec = """
        api: Shop
        baseURL: https://shop.example
        auth: { clerk: bearer }
        routes:
          item: { GET: "/items/{id: Int}", query: { lang: String = en, tags: "[String]?" }, response: String }
          restock: { POST: "/items/{id: Int}/restock", auth: clerk, headers: { X-Count: Int }, form: { note: String? } }
          peek: { GET: /peek, auth: [clerk, none] }
        """

    @Test("without --server the output is what it was; with it, only <API>+Server.swift is added")
    func clientOutputUnchanged() throws {
        let client = generate([("spec.yaml", Self.spec)]).files
        let both = generate([("spec.yaml", Self.spec)], routeStyle: RouteStyle(generatesServer: true)).files
        #expect(client.map(\.name) == ["Shop.swift", "Spec.swift"])
        #expect(both.map(\.name) == ["Shop.swift", "Spec.swift", "Shop+Server.swift"])
        #expect(Array(both.prefix(2)) == client)
    }

    @Test("the service has a requirement per route, the credential of its scheme and the route's decoder")
    func serverFile() throws {
        let files = generate([("spec.yaml", Self.spec)], routeStyle: RouteStyle(generatesServer: true)).files
        let server = try #require(files.last?.contents)
        #expect(server.contains("public protocol ShopService: Sendable {"))
        #expect(server.contains("associatedtype ClerkCredential: Sendable"))
        #expect(server.contains("func item(_ route: Shop.ItemRoute) async throws -> Shop.ItemRoute.Response"))
        #expect(
            server.contains(
                "func restock(_ route: Shop.RestockRoute, clerk: ClerkCredential) async throws -> Shop.RestockRoute.Response"
            ))
        #expect(
            server.contains(
                "func peek(_ route: Shop.PeekRoute, clerk: ClerkCredential?) async throws -> Shop.PeekRoute.Response"))
        #expect(server.contains("clerk: Authenticator<Shop.ClerkAuth, Service.ClerkCredential>,"))
        #expect(
            server.contains(
                "routes.add(Shop.RestockRoute.self, authenticatedBy: clerk) { route, credential in\n            try await service.restock(route, clerk: credential)\n        }"
            ))
        #expect(server.contains("routes.add(Shop.PeekRoute.self, acceptingAnyOf: [clerk], isOptional: true)"))
        // Stored as it came; the route's `lang` reads "en" where the request leaves it out.
        #expect(server.contains("_lang: try request.query(\"lang\", as: String.self),"))
        #expect(server.contains("tags: try request.query(\"tags\", arrayOf: String.self)"))
        #expect(server.contains("let form = try request.formBody()"))
        #expect(server.contains("xCount: try request.header(\"X-Count\", as: Int.self).required(\"header X-Count\")"))
        #expect(server.contains("note: try form.field(\"note\", as: String.self)"))
        #expect(!server.contains("Deprecated"))
    }

    @Test("the build plugin's naming puts the server beside the namespace file")
    func namingFollowsTheNamespaceFile() throws {
        #expect(OutputNaming.serverFileName(forNamespaceFile: "RouteGenAPI.swift") == "RouteGenAPI+Server.swift")
        #expect(OutputNaming.serverFileName(forNamespaceFile: "Shop.swift") == "Shop+Server.swift")
    }

    @Test(
        "response headers make the requirement return a RouteReply; several success bodies are sent by their case's status"
    )
    func responseHeadersAndStatuses() throws {
        let spec = """
            api: Shop
            baseURL: https://shop.example
            routes:
              stock: { GET: /stock, response: Int, responseHeaders: { ETag: String, X-Left: Int? } }
              order: { POST: /orders, responses: { 201: String, 204: none } }
            """
        let files = generate([("spec.yaml", spec)], routeStyle: RouteStyle(generatesServer: true)).files
        let server = try #require(files.last?.contents)
        #expect(server.contains("func stock(_ route: Shop.StockRoute) async throws -> RouteReply<Shop.StockRoute>"))
        #expect(server.contains("func order(_ route: Shop.OrderRoute) async throws -> Shop.OrderRoute.Response"))
        #expect(server.contains("nonisolated extension Shop.StockRoute.ResponseHeaders: EncodableHeaders {"))
        #expect(server.contains("    public init(eTag: String, xLeft: Int? = nil) {"))
        #expect(server.contains("        fields.set(\"X-Left\", xLeft)"))
        #expect(server.contains("nonisolated extension Shop.OrderRoute.Response: EncodableStatusDependentResponse {"))
        #expect(server.contains("        case .created(let body): body"))
        #expect(server.contains("        case .noContent: nil"))
        #expect(server.contains("        case .noContent: 204"))
    }

    @Test("a streaming route is served: its handler returns the elements, addStream sends them")
    func streamsServed() throws {
        let spec = """
            api: Shop
            baseURL: https://shop.example
            auth: { member: bearer }
            models: { Tick: { fields: { price: Double } } }
            routes:
              item: { GET: /item, response: String }
              ticker: { GET: /ticker, stream: lines Tick }
              quotes: { GET: /quotes, stream: events String, auth: member }
            """
        let (diagnostics, files) = generate([("spec.yaml", spec)], routeStyle: RouteStyle(generatesServer: true))
        let server = try #require(files.last?.contents)
        #expect(
            server.contains(
                "func ticker(_ route: Shop.TickerRoute) async throws -> RouteEventStream<Shop.TickerRoute.Element>"))
        #expect(server.contains("routes.addStream(Shop.TickerRoute.self) { route in try await service.ticker(route) }"))
        #expect(
            server.contains(
                """
                    func quotes(
                        _ route: Shop.QuotesRoute,
                        member: MemberCredential
                    ) async throws -> RouteEventStream<Shop.QuotesRoute.Element>
                """
            ))
        #expect(
            server.contains("routes.addStream(Shop.QuotesRoute.self, authenticatedBy: member) { route, credential in"))
        #expect(server.contains("nonisolated extension Shop.TickerRoute: DecodableRoute {"))
        #expect(diagnostics.allSatisfy { $0.cause != .serverStreams })
    }

    @Test("a stream of raw events or bytes is left out of the server, with a warning at its stream:")
    func rawStreamsLeftOut() throws {
        let spec = """
            api: Shop
            baseURL: https://shop.example
            routes:
              item: { GET: /item, response: String }
              ticker: { GET: /ticker, stream: events ServerSentEvent }
            """
        let (diagnostics, files) = generate([("spec.yaml", spec)], routeStyle: RouteStyle(generatesServer: true))
        let server = try #require(files.last?.contents)
        #expect(server.contains("func item(_ route: Shop.ItemRoute)"))
        #expect(!server.contains("Ticker"))
        let warning = try #require(diagnostics.first { $0.cause == .serverStreams })
        #expect(warning.description.hasPrefix("spec.yaml:5:35: warning: "))
        #expect(warning.message.contains("\"ticker\"") && warning.message.contains("ShopService"))
        #expect(generate([("spec.yaml", spec)]).diagnostics.allSatisfy { $0.cause != .serverStreams })
    }

    @Test("an API without schemes registers without authenticators")
    func publicAPI() throws {
        let files = generate(
            [("spec.yaml", "api: Open\nbaseURL: https://open.example\nroutes:\n  ping: { GET: /ping }\n")],
            routeStyle: RouteStyle(generatesServer: true)
        ).files
        let server = try #require(files.last?.contents)
        #expect(!server.contains("associatedtype"))
        #expect(server.contains("        service: Service,\n        options: ServerOptions = ServerOptions()\n"))
    }
}
