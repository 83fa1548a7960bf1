import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import RouteKitTesting
import Testing
import TestSupport

/// A capability an app adds itself: routes that carry an idempotency key.
private protocol IdempotentRoute: Route {
    var idempotencyKey: String { get }
}

private struct CreateOrder: PublicRoute, IdempotentRoute {
    typealias Response = Todo
    static let method = HTTPMethod.post
    static let pathTemplate = "/orders"
    let reference: String
    var idempotencyKey: String { "order-\(reference)" }
}

private struct ListOrders: PublicRoute, CacheableRoute {
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/orders"
}

/// Adds `Idempotency-Key` to the requests of routes that have the capability, and no others.
private let idempotencyKeys = Middleware { request, context, next in
    var request = request
    if let route = context.capability((any IdempotentRoute).self) {
        request.setValue(route.idempotencyKey, forHTTPHeaderField: "Idempotency-Key")
    }
    return try await next(request)
}

@Suite("Capabilities of the app's own", .timeLimit(.minutes(3)))
struct CapabilityTests {
    @Test("a middleware reaches a capability protocol of the app's own through the context, typed")
    func middlewareReadsCapability() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "POST /orders", with: try .json(Todo(id: 1, title: "Order")))
            await server.respond(to: "GET /orders", with: try .json([Todo]()))
            let router = Router(baseURL: server.baseURL, transport: server.transport, middleware: [idempotencyKeys])
            _ = try await router.perform(CreateOrder(reference: "42"))
            _ = try await router.perform(ListOrders())
            let requests = await server.requests
            #expect(requests.map { $0.header("Idempotency-Key") } == ["order-42", nil])
        }
    }

    @Test("the context names the route's type and values, and equal contexts ignore the values")
    func contextCarriesRoute() {
        let first = RequestContext(for: CreateOrder(reference: "1"))
        let second = RequestContext(for: CreateOrder(reference: "2"))
        #expect(first == second)
        #expect(first == RequestContext(for: CreateOrder.self))
        #expect(first.capability((any IdempotentRoute).self)?.idempotencyKey == "order-1")
        #expect(first.capability((any CacheableRoute).self) == nil)
        #expect(RequestContext(for: CreateOrder.self).capability((any IdempotentRoute).self) == nil)
    }

    @Test("stubs answer with the cache in the loop: a cacheable route is asked for once while fresh")
    func stubsWithCache() async throws {
        let stubs = StubbedRoutes()
        try stubs.answer(
            ListOrders.self, with: [Todo(id: 1, title: "Stubbed")], headers: ["Cache-Control": "max-age=60"])
        let statuses = Recorder<CacheStatus>()
        let router = Router(
            baseURL: URL(string: "https://api.example")!,
            transport: stubs.transport,
            middleware: [
                Middleware { request, context, next in
                    let answer = try await next(request)
                    statuses.append(context.cacheStatus)
                    return answer
                }
            ],
            cache: ResponseCache())
        let first = try await router.perform(ListOrders())
        let second = try await router.perform(ListOrders())
        #expect(first == second)
        #expect(stubs.requests(for: ListOrders.self).count == 1)
        #expect(statuses.all == [.miss, .hit])
    }
}
