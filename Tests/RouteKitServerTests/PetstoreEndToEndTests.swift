#if Server
import Foundation
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// The real Petstore OpenAPI description (Tests/RealSpecs in the root package), generated with
/// `--server`: every route performed by the generated client against the generated server.
@Suite("Petstore routes over loopback HTTP", .timeLimit(.minutes(3)))
struct PetstoreEndToEndTests {
    /// Answers from the request and writes down every route it receives.
    actor Store: PetstoreService {
        private(set) var routes: [any Sendable] = []

        func last<R: Route>(_ type: R.Type) -> R? {
            routes.last { $0 is R } as? R
        }

        func listPets(_ route: Petstore.ListPetsRoute) async throws -> RouteReply<Petstore.ListPetsRoute> {
            routes.append(route)
            guard route.limit != 0 else {
                throw RouteErrorResponse(status: 500, Petstore.ErrorModel(code: 7, meSage: "the store is closed"))
            }
            let pets = [
                Petstore.Pet(id: 1, name: route.filter.name, tag: route.sort?.id, genome: Data([9]), kind: .dog)
            ]
            let answered = route.myRequestUUID.map { "answer-to-" + $0.uuidString.lowercased() } ?? "answer"
            return RouteReply(
                pets, headers: .init(myResponseUUID: answered, myTracingHeader: route.limit == 5 ? "traced" : nil))
        }

        func createPet(_ route: Petstore.CreatePetRoute) async throws -> RouteReply<Petstore.CreatePetRoute> {
            routes.append(route)
            let pet = Petstore.Pet(
                id: 2, name: route.body.name, tag: route.xExtraArguments.map { "code \($0.code)" },
                genome: route.body.genome, kind: route.body.kind)
            return RouteReply(pet, headers: .init(xExtraArguments: route.xExtraArguments.map { "code \($0.code)" }))
        }

        func createPetWithForm(_ route: Petstore.CreatePetWithFormRoute) async throws -> Empty {
            routes.append(route)
            return Empty()
        }

        func getStats(_ route: Petstore.GetStatsRoute) async throws -> Petstore.PetStats {
            routes.append(route)
            return Petstore.PetStats(count: 42)
        }

        func postStats(_ route: Petstore.PostStatsRoute) async throws -> Empty {
            routes.append(route)
            return Empty()
        }

        func postStatsText(_ route: Petstore.PostStatsTextRoute) async throws -> Empty {
            routes.append(route)
            return Empty()
        }

        func postStatsData(_ route: Petstore.PostStatsDataRoute) async throws -> Empty {
            routes.append(route)
            return Empty()
        }

        func probe(_ route: Petstore.ProbeRoute) async throws -> Empty {
            routes.append(route)
            return Empty()
        }

        func updatePet(_ route: Petstore.UpdatePetRoute) async throws -> Empty {
            routes.append(route)
            guard route.petId > 0 else {
                throw RouteErrorResponse(
                    status: 400, Petstore.UpdatePetRoute.Error400(message: "no pet \(route.petId)"))
            }
            return Empty()
        }

        func uploadAvatarForPet(_ route: Petstore.UploadAvatarForPetRoute) async throws -> Data {
            routes.append(route)
            // A server decoder always delivers the bytes (`.data`); a file is a client's way to send them.
            guard case .data(let bytes) = route.body, !bytes.isEmpty else {
                throw RouteErrorResponse(status: 412, "an avatar needs bytes")
            }
            return Data(bytes.reversed())
        }

        func multipartUploadTyped(_ route: Petstore.MultipartUploadTypedRoute) async throws -> Empty {
            routes.append(route)
            return Empty()
        }

        func multipartDownloadTyped(_ route: Petstore.MultipartDownloadTypedRoute) async throws -> Data {
            routes.append(route)
            return Data("--b\r\n\r\nlog\r\n--b--\r\n".utf8)
        }
    }

    func run(_ body: @Sendable (APIRouter<Petstore>, Store) async throws -> Void) async throws {
        let store = Store()
        let router = Hummingbird.Router()
        router.addRoutes(Petstore.self, service: store)
        try await withLoopbackServer(router) { url in
            try await body(Petstore.router(baseURL: url), store)
        }
    }

    @Test(
        "listPets: form arrays, enums with an empty case, two deepObjects, a date and a UUID header; its default error")
    func listPets() async throws {
        try await run { petstore, store async throws in
            let id = UUID()
            let since = Date(timeIntervalSince1970: 1_650_000_000)
            let pets = try await petstore.perform(
                .listPets(
                    limit: 5, habitat: .empty, feeds: [.omnivore, .herbivore], sort: .init(id: "name", name: "asc"),
                    filter: Petstore.PetFilter(name: "Rex", state: "sold"), since: since,
                    jsonFilters: [Petstore.PetFilter(name: "a")],
                    myRequestUUID: id))
            #expect(
                pets.map(\.name) == ["Rex"] && pets.first?.tag == "name" && pets.first?.kind == .dog
                    && pets.first?.genome == Data([9]))
            let route = try #require(await store.last(Petstore.ListPetsRoute.self))
            #expect(route.limit == 5 && route.habitat == .empty && route.feeds == [.omnivore, .herbivore])
            #expect(
                route.sort?.id == "name" && route.sort?.name == "asc" && route.filter.name == "Rex"
                    && route.filter.state == "sold")
            // A parameter described by `content: application/json` travels as JSON text (issue 39).
            #expect(route.since == since && route.jsonFilters?.map(\.name) == ["a"] && route.myRequestUUID == id)
            let answered = try await petstore.response(
                for: .listPets(limit: 5, filter: Petstore.PetFilter(name: "Rex"), myRequestUUID: id))
            #expect(
                answered.headers.myResponseUUID == "answer-to-" + id.uuidString.lowercased()
                    && answered.headers.myTracingHeader == "traced")
            let untraced = try await petstore.response(
                for: .listPets(limit: 6, filter: Petstore.PetFilter(name: "Rex")))
            #expect(untraced.headers.myResponseUUID == "answer" && untraced.headers.myTracingHeader == nil)

            let closed = await #expect(throws: RouteError.self) {
                try await petstore.perform(.listPets(limit: 0, filter: Petstore.PetFilter(name: "x")))
            }
            guard case .unacceptableStatus(_, let failure)? = closed else {
                Issue.record("\(String(describing: closed))"); return
            }
            #expect(
                failure.statusCode == 500
                    && failure.decodedBody(as: Petstore.ErrorModel.self)?.meSage == "the store is closed")
        }
    }

    @Test(
        "createPet, createPetWithForm, getStats, postStats (JSON, text, bytes), probe: JSON, form and raw bodies, a header, empty routes"
    )
    func bodies() async throws {
        try await run { petstore, store async throws in
            let created = try await petstore.perform(
                .createPet(body: .init(name: "Tom", kind: .cat, genome: Data([1, 2])), xExtraArguments: .init(code: 1)))
            #expect(
                created.name == "Tom" && created.kind == .cat && created.genome == Data([1, 2])
                    && created.tag == "code 1")
            let echoed = try await petstore.response(
                for: .createPet(body: .init(name: "Tom", kind: .cat), xExtraArguments: .init(code: 2)))
            #expect(echoed.status == 200 && echoed.headers.xExtraArguments == "code 2")

            _ = try await petstore.perform(.createPetWithForm(name: "Tom Cat", kind: .cat, genome: "AAAA"))
            let form = try #require(await store.last(Petstore.CreatePetWithFormRoute.self))
            #expect(form.name == "Tom Cat" && form.kind == .cat && form.tag == nil && form.genome == "AAAA")

            #expect(try await petstore.perform(.getStats).count == 42)
            _ = try await petstore.perform(.postStats(body: .init(count: 3)))
            #expect(await store.last(Petstore.PostStatsRoute.self)?.body.count == 3)
            // postStats also accepts text/plain and application/octet-stream: a route each,
            // which the request's Content-Type picks on the server.
            _ = try await petstore.perform(.postStatsText(body: .data(Data("count=4".utf8))))
            _ = try await petstore.perform(.postStatsData(body: .data(Data([5]))))
            #expect(await store.last(Petstore.PostStatsTextRoute.self)?.body == .data(Data("count=4".utf8)))
            #expect(await store.last(Petstore.PostStatsDataRoute.self)?.body == .data(Data([5])))
            _ = try await petstore.perform(.probe)
            #expect(await store.last(Petstore.ProbeRoute.self) != nil)
        }
    }

    @Test("updatePet and uploadAvatarForPet: path, JSON and raw bodies; documented 400 and 412 bodies")
    func updates() async throws {
        try await run { petstore, store async throws in
            _ = try await petstore.perform(.updatePet(petId: 8, body: .init(name: "Fido", kind: .dog)))
            let update = try #require(await store.last(Petstore.UpdatePetRoute.self))
            #expect(
                update.petId == 8 && update.body?.name == "Fido" && update.body?.kind == .dog && update.body?.tag == nil
            )

            let missing = await #expect(throws: RouteError.self) {
                try await petstore.perform(.updatePet(petId: 0, body: .init()))
            }
            guard case .unacceptableStatus(_, let failure)? = missing else {
                Issue.record("\(String(describing: missing))"); return
            }
            #expect(
                failure.statusCode == 400
                    && failure.decodedBody(as: Petstore.UpdatePetRoute.Error400.self)?.message == "no pet 0")

            #expect(
                try await petstore.perform(.uploadAvatarForPet(petId: 8, body: .data(Data([1, 2, 3]))))
                    == Data([3, 2, 1]))
            let empty = await #expect(throws: RouteError.self) {
                try await petstore.perform(.uploadAvatarForPet(petId: 8, body: .data(Data())))
            }
            guard case .unacceptableStatus(_, let precondition)? = empty else {
                Issue.record("\(String(describing: empty))"); return
            }
            #expect(
                precondition.statusCode == 412 && precondition.decodedBody(as: String.self) == "an avatar needs bytes")
        }
    }

    @Test("multipartUploadTyped and multipartDownloadTyped: text, JSON and repeated parts; bytes back")
    func multipart() async throws {
        try await run { petstore, store async throws in
            let createdAt = Date(timeIntervalSince1970: 1_700_000_123)
            _ = try await petstore.perform(
                .multipartUploadTyped(
                    log: "line 1\r\nline 2", metadata: .init(createdAt: createdAt), keyword: ["a", "b"]))
            let upload = try #require(await store.last(Petstore.MultipartUploadTypedRoute.self))
            #expect(
                upload.log == "line 1\r\nline 2" && upload.metadata?.createdAt == createdAt
                    && upload.keyword == ["a", "b"])
            #expect(try await petstore.perform(.multipartDownloadTyped) == Data("--b\r\n\r\nlog\r\n--b--\r\n".utf8))
        }
    }
}
#endif
