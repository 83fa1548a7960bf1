#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// The OpenAPI Initiative's webhook and callback examples (Tests/WebhookSpecs in the root
/// package), generated with `--server`: the API's side performs each webhook with the generated
/// client routes against the subscriber's generated `WebhookExampleWebhooks` server.
@Suite("Webhooks and callbacks over loopback HTTP", .timeLimit(.minutes(3)))
struct WebhookEndToEndTests {
    /// The subscriber: answers each webhook and writes down what it received.
    actor Subscriber: WebhookExampleWebhooks {
        private(set) var received: [any Sendable] = []

        func last<R: Route>(_ type: R.Type) -> R? {
            received.last { $0 is R } as? R
        }

        func myCallback(_ route: WebhookExample.MyCallbackRoute) async throws -> Empty {
            received.append(route)
            // The example documents no error: an error the handler throws is a server bug, a 500.
            guard route.body?.message.isEmpty == false else {
                throw RouteErrorResponse(status: 422, "an empty message")
            }
            return Empty()
        }

        func onData(_ route: WebhookExample.OnDataRoute) async throws -> Empty {
            received.append(route)
            return Empty()
        }

        func newPet(_ route: WebhookExample.NewPetRoute) async throws -> Empty {
            received.append(route)
            return Empty()
        }
    }

    /// Serves the subscriber's webhooks under `/hooks` and hands `body` the URL a subscription
    /// would name, and the subscriber.
    func run(_ body: @Sendable (URL, Subscriber) async throws -> Void) async throws {
        let subscriber = Subscriber()
        let router = Hummingbird.Router()
        router.group("hooks").addWebhookRoutes(WebhookExample.self, service: subscriber)
        try await withLoopbackServer(router) { url in
            try await body(url.appendingPathComponent("hooks"), subscriber)
        }
    }

    @Test("newPet: the webhook's JSON body arrives decoded at /hooks/newPet")
    func newPet() async throws {
        try await run { hooks, subscriber async throws in
            let api = WebhookExample.router(baseURL: hooks)
            _ = try await api.perform(.newPet(body: WebhookExample.Pet(id: 7, name: "Rex", tag: "dog")))
            let received = try #require(await subscriber.last(WebhookExample.NewPetRoute.self))
            #expect(received.body?.id == 7 && received.body?.name == "Rex" && received.body?.tag == "dog")
        }
    }

    @Test("callbacks: myCallback at the URL itself (/myCallback under it), onData at its literal /data suffix")
    func callbacks() async throws {
        try await run { hooks, subscriber async throws in
            // The API evaluates `{$request.query.queryUrl}` and performs the callback against it.
            let api = WebhookExample.router(baseURL: hooks)
            _ = try await api.perform(.myCallback(body: WebhookExample.SomePayload(message: "hello")))
            #expect(await subscriber.last(WebhookExample.MyCallbackRoute.self)?.body?.message == "hello")

            let stamp = Date(timeIntervalSince1970: 1_700_000_000)
            let data = try await api.response(for: .onData(body: .init(timestamp: stamp, userData: "42")))
            #expect((200...299).contains(data.status))
            let received = try #require(await subscriber.last(WebhookExample.OnDataRoute.self))
            #expect(received.body?.timestamp == stamp && received.body?.userData == "42")
        }
    }

    @Test(
        "a subscriber's undocumented error reaches the API's side as a 500; a malformed webhook is a 400 and no handler runs"
    )
    func errors() async throws {
        try await run { hooks, subscriber async throws in
            let api = WebhookExample.router(baseURL: hooks)
            let refused = await #expect(throws: RouteError.self) {
                try await api.perform(.myCallback(body: WebhookExample.SomePayload(message: "")))
            }
            guard case .unacceptableStatus(_, let failure)? = refused else {
                Issue.record("\(String(describing: refused))"); return
            }
            #expect(failure.statusCode == 500)

            var request = URLRequest(url: hooks.appendingPathComponent("newPet"))
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data("{\"id\": \"seven\"}".utf8)
            let (_, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 400)
            #expect(await subscriber.last(WebhookExample.NewPetRoute.self) == nil)
        }
    }
}
#endif
