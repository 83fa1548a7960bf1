#if Server
import Foundation
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// A webhook in RouteGen's own format whose subscriber verifies a signature header
/// (Tests/WebhookSpecs/signed-hooks.yaml): the API side signs with its authenticated router,
/// the subscriber's authenticator verifies before the handler runs.
@Suite("Signed webhooks over loopback HTTP", .timeLimit(.minutes(3)))
struct SignedWebhookEndToEndTests {
    static let signature = "sha256=0f1e"

    /// The subscriber: writes down each paid invoice with the credential it was verified by.
    actor Subscriber: BillingWebhooks {
        private(set) var paid: [(route: Billing.InvoicePaidRoute, signature: String)] = []

        func invoicePaid(_ route: Billing.InvoicePaidRoute, signature: String) async throws -> Billing.Receipt {
            paid.append((route, signature))
            return Billing.Receipt(received: route.body.id == route.id)
        }
    }

    func run(_ body: @Sendable (URL, Subscriber) async throws -> Void) async throws {
        let subscriber = Subscriber()
        let router = Hummingbird.Router()
        router.group("billing").addWebhookRoutes(
            Billing.self,
            service: subscriber,
            signature: Authenticator(Billing.SignatureAuth.self) { key, _ in
                guard key.value == Self.signature else { throw Rejected() }
                return "verified"
            })
        try await withLoopbackServer(router) { url in
            try await body(url.appendingPathComponent("billing"), subscriber)
        }
    }

    @Test("a signed webhook arrives with its path, query and body, and its typed answer returns")
    func signed() async throws {
        try await run { hooks, subscriber async throws in
            let api = Billing.router(baseURL: hooks).authenticated(
                Billing.SignatureAuth.self, with: APIKey(Self.signature))
            let receipt = try await api.perform(
                .invoicePaid(id: 12, body: Billing.Invoice(id: 12, amountCents: 4_200, paid: true), attempt: 3))
            #expect(receipt.received)
            let paid = try #require(await subscriber.paid.last)
            #expect(
                paid.route.id == 12 && paid.route.attempt == 3 && paid.route.body.amountCents == 4_200
                    && paid.route.body.paid)
            #expect(paid.signature == "verified")
        }
    }

    @Test("a forged signature answers 401 and the handler never runs")
    func forged() async throws {
        try await run { hooks, subscriber async throws in
            let forger = Billing.router(baseURL: hooks).authenticated(
                Billing.SignatureAuth.self, with: APIKey("forged"))
            let refused = await #expect(throws: RouteError.self) {
                try await forger.perform(.invoicePaid(id: 1, body: Billing.Invoice(id: 1, amountCents: 1)))
            }
            guard case .unacceptableStatus(_, let failure)? = refused else {
                Issue.record("\(String(describing: refused))"); return
            }
            #expect(failure.statusCode == 401)
            #expect(await subscriber.paid.isEmpty)
        }
    }
}
#endif
