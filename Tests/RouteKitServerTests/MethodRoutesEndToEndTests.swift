#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// `Tests/ShapeSpecs/methods.yaml` of the root package (OpenAPI 3.2's `query` operation and
/// `additionalOperations`), generated with `--server`: the generated client against the
/// generated server over a real socket, so URLSession (FoundationNetworking on Linux) is seen
/// to send a QUERY and a method of the API's own, each with its body.
@Suite("QUERY and other methods over loopback HTTP", .timeLimit(.minutes(3)))
struct MethodRoutesEndToEndTests {
    /// Answers every route and writes down what it receives.
    actor Service: LibraryService, LibraryWebhooks {
        private(set) var received: [String] = []
        static let books = [Library.Book(id: 1, title: "Swift"), Library.Book(id: 2, title: "HTTP")]

        func listBooks(_ route: Library.ListBooksRoute) async throws -> [Library.Book] {
            received.append("GET")
            return Self.books
        }

        func searchBooks(_ route: Library.SearchBooksRoute) async throws -> [Library.Book] {
            received.append("QUERY \(route.body.words) \(route.body.limit.map(String.init) ?? "-")")
            return Self.books.filter { route.body.words.contains($0.title) }
        }

        func purgeBooks(_ route: Library.PurgeBooksRoute) async throws -> Empty {
            received.append("PURGE \(route.olderThan.map(String.init) ?? "-")")
            return Empty()
        }

        func lockBook(_ route: Library.LockBookRoute, token: String) async throws -> Library.Lock {
            received.append("LOCK \(route.id) \(route.body.owner) by \(token)")
            guard route.id == 1 else { throw RouteErrorResponse(status: 409, Library.Problem(title: "locked already")) }
            return Library.Lock(token: "l1", owner: route.body.owner)
        }

        func catalogChanged(_ route: Library.CatalogChangedRoute) async throws -> Empty {
            received.append("NOTIFY \(route.body.words)")
            return Empty()
        }
    }

    func run(
        cache: ResponseCache? = nil, _ body: @Sendable (APIRouter<Library>, URL, Service) async throws -> Void
    ) async throws {
        let service = Service()
        let router = Hummingbird.Router()
        router.addRoutes(Library.self, service: service, token: Authenticator { token, _ in token.token })
        router.group("hooks").addWebhookRoutes(Library.self, service: service)
        try await withLoopbackServer(router) { url in
            try await body(Library.router(baseURL: url, cache: cache), url, service)
        }
    }

    @Test("a QUERY and a custom method are sent with their bodies and served by their routes")
    func queryAndCustomMethodsCarryTheirBodies() async throws {
        try await run { library, _, service async throws in
            let found = try await library.perform(.searchBooks(body: .init(words: ["HTTP"], limit: 5)))
            #expect(found.map(\.id) == [2])
            let member = library.authenticated(Library.TokenAuth.self, with: BearerToken("t1"))
            let lock = try await member.perform(.lockBook(id: 1, body: .init(owner: "ann")))
            #expect(lock.token == "l1" && lock.owner == "ann")
            _ = try await library.perform(.purgeBooks(olderThan: 30))
            #expect(await service.received == ["QUERY [\"HTTP\"] 5", "LOCK 1 ann by t1", "PURGE 30"])

            // A documented error of a custom method's route arrives as it does for any other.
            let refused = await #expect(throws: RouteError.self) {
                try await member.perform(.lockBook(id: 2, body: .init(owner: "bob")))
            }
            guard case .unacceptableStatus(_, let failure)? = refused else {
                Issue.record("\(String(describing: refused))"); return
            }
            #expect(failure.statusCode == 409)
            #expect(failure.decodedBody(as: Library.Problem.self)?.title == "locked already")
        }
    }

    @Test("the server checks a QUERY or custom-method request as it checks any other")
    func requestsAreValidatedAlike() async throws {
        try await run { _, url, service async throws in
            func send(_ method: String, _ path: String, body: String?, token: String? = nil) async throws -> Int {
                var request = URLRequest(url: url.appendingPathComponent(path))
                request.httpMethod = method
                if let body {
                    request.httpBody = Data(body.utf8)
                    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                }
                if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
                let (_, response) = try await URLSession.shared.data(for: request)
                return (response as? HTTPURLResponse)?.statusCode ?? 0
            }
            #expect(try await send("QUERY", "books", body: #"{"limit": 1}"#) == 400)
            #expect(try await send("QUERY", "books", body: nil) == 415)  // no JSON body, as for a POST
            #expect(try await send("LOCK", "books/1", body: #"{"owner": "ann"}"#) == 401)
            #expect(try await send("LOCK", "books/one", body: #"{"owner": "ann"}"#, token: "t") == 400)
            // Methods are case-sensitive: `lock` is not the route's LOCK.
            #expect(try await send("lock", "books/1", body: #"{"owner": "ann"}"#, token: "t") != 200)
            #expect(try await send("QUERY", "books", body: #"{"words": ["Swift"]}"#) == 200)
            #expect(await service.received == ["QUERY [\"Swift\"] -"])
        }
    }

    /// QUERY is safe and idempotent: retried like GET, never answered from the cache (its
    /// answer depends on its body, which the cache's key leaves out), and its success leaves
    /// what the cache holds for its URL, where another method's success removes it.
    @Test("QUERY is retryable, never cached, and invalidates nothing; a custom method invalidates")
    func queryAndTheCache() async throws {
        #expect(Library.SearchBooksRoute.isRetryable && !Library.PurgeBooksRoute.isRetryable)
        #expect(!Library.LockBookRoute.isRetryable && Library.ListBooksRoute.isRetryable)
        try await run(cache: ResponseCache()) { library, _, service async throws in
            _ = try await library.perform(.listBooks)
            _ = try await library.perform(.searchBooks(body: .init(words: ["Swift"])))
            _ = try await library.perform(.searchBooks(body: .init(words: ["Swift"])))
            _ = try await library.perform(.listBooks)
            _ = try await library.perform(.purgeBooks())
            _ = try await library.perform(.listBooks)
            #expect(
                await service.received == [
                    "GET", "QUERY [\"Swift\"] -", "QUERY [\"Swift\"] -", "PURGE -", "GET",
                ])
        }
    }

    @Test("a webhook of a custom method is sent to and served by the subscriber")
    func customMethodWebhooks() async throws {
        try await run { _, url, service async throws in
            let subscriber = Library.router(baseURL: url.appendingPathComponent("hooks"))
            _ = try await subscriber.perform(.catalogChanged(body: .init(words: ["new"])))
            #expect(await service.received == ["NOTIFY [\"new\"]"])
        }
    }
}
#endif
