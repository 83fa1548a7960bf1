import Foundation
import RouteKit
import Testing
import TestSupport

/// The checked-in code generated from the real Petstore OpenAPI description (the OpenAPI golden
/// files), performed over HTTP: an OpenAPI operation works like a route of RouteGen's own format.
@Suite(.timeLimit(.minutes(3)))
struct PetstoreEndToEndTests {
    @Test func listPetsSendsItsQueryAndDecodesThePets() async throws {
        try await LoopbackServer.with { server in
            let pets = [Petstore.Pet(id: 1, name: "Fluffy", tag: nil, genome: Data([1, 2]), kind: nil)]
            await server.respond(to: "GET /pets", with: try .json(pets))
            let router = Petstore.router(baseURL: server.baseURL)
            let received = try await router.perform(
                .listPets(
                    limit: 10, habitat: .water, filter: .init(name: "Fluffy", state: "ok & well")))
            // Petstore's golden files keep the default declarations: models are not Equatable.
            #expect(received.map(\.id) == [1])
            #expect(received.map(\.name) == ["Fluffy"])
            #expect(received.map(\.genome) == [Data([1, 2])])
            let request = try #require(await server.lastRequest)
            #expect(
                request.queryItems.map(\.description) == [
                    "limit=10", "habitat=water", "filter[name]=Fluffy", "filter[state]=ok & well",
                ])
        }
    }
}
