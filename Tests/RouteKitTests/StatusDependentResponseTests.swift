import Foundation
import RouteKit
import Testing
import TestSupport

/// The body of `202 Accepted`: where the queued import stands.
private struct ImportJob: Codable, Hashable, Sendable {
    var position: Int
}

/// `POST /imports`, whose body depends on the status, as a generated route declares it.
private struct ImportTodo: PublicRoute {
    static let method = HTTPMethod.post
    static let pathTemplate = "/imports"

    enum Response: StatusDependentResponse, Equatable {
        case created(Todo)
        case accepted(ImportJob)
        case noContent

        init(status: Int, body: SuccessBody) throws(RouteError) {
            switch status {
            case 201: self = .created(try body.decode())
            case 202: self = .accepted(try body.decode())
            case 204: self = .noContent
            default: throw body.undocumentedStatus()
            }
        }
    }
}

/// `GET /imports/last`, cacheable: a cache hit decodes by the stored status.
private struct LastImport: PublicRoute, CacheableRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/imports/last"

    enum Response: StatusDependentResponse, Equatable {
        case ok(Todo)
        case nonAuthoritativeInformation(ImportJob)

        init(status: Int, body: SuccessBody) throws(RouteError) {
            switch status {
            case 200: self = .ok(try body.decode())
            case 203: self = .nonAuthoritativeInformation(try body.decode())
            default: throw body.undocumentedStatus()
            }
        }
    }
}

@Suite("Status-dependent responses", .timeLimit(.minutes(3)))
struct StatusDependentResponseTests {
    static let todo = Todo(id: 9, title: "Imported", due: nil)

    @Test("each documented status decodes its own body")
    func eachStatus() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let router = Router(baseURL: server.baseURL, transport: server.transport)
            let answers = [
                try StubResponse.json(Self.todo, status: 201), try .json(ImportJob(position: 3), status: 202),
                .noContent,
            ]
            // The calls are sequential: the n-th request gets the n-th answer.
            let received = Recorder<Int>()
            await server.handle("POST /imports") { _ in
                received.append(received.all.count)
                return answers[min(received.all.count - 1, answers.count - 1)]
            }
            #expect(try await router.perform(ImportTodo()) == .created(Self.todo))
            #expect(try await router.perform(ImportTodo()) == .accepted(ImportJob(position: 3)))
            #expect(try await router.perform(ImportTodo()) == .noContent)
            #expect(await server.lastRequest?.header("Accept") == "application/json")
        }
    }

    @Test("the whole response carries the status and the case")
    func wholeResponse() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "POST /imports", with: try .json(ImportJob(position: 1), status: 202))
            let response = try await Router(baseURL: server.baseURL, transport: server.transport).response(
                for: ImportTodo())
            #expect(response.status == 202)
            #expect(response.body == .accepted(ImportJob(position: 1)))
        }
    }

    @Test("an undocumented success status fails as an unacceptable status, with its body")
    func undocumentedSuccess() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "POST /imports", with: .jsonText(#"{"id":9}"#, status: 200))
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(ImportTodo())
            }
            guard case .unacceptableStatus(let route, let failure)? = error else {
                Issue.record("expected unacceptableStatus, got \(String(describing: error))")
                return
            }
            #expect(route == "POST /imports")
            #expect(failure.statusCode == 200)
            #expect(failure.body == Data(#"{"id":9}"#.utf8))
        }
    }

    @Test("a body that is not its status's type fails as a decoding error")
    func wrongBody() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "POST /imports", with: try .json(ImportJob(position: 1), status: 201))
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(ImportTodo())
            }
            guard case .decodingFailed(_, let failure)? = error else {
                Issue.record("expected decodingFailed, got \(String(describing: error))")
                return
            }
            #expect(failure.type == "Todo")
        }
    }

    @Test("an error status still decodes as an error, not as a case")
    func errorStatus() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "POST /imports", with: .jsonText("{}", status: 409))
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL, transport: server.transport).perform(ImportTodo())
            }
            guard case .unacceptableStatus(_, let failure)? = error else {
                Issue.record("expected unacceptableStatus, got \(String(describing: error))")
                return
            }
            #expect(failure.statusCode == 409)
        }
    }

    @Test("a cache hit answers with the stored case")
    func cacheHit() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /imports/last",
                with: try .json(
                    ImportJob(position: 2), status: 203,
                    headers: ["Cache-Control": "max-age=60"]))
            let router = Router(baseURL: server.baseURL, transport: server.transport, cache: ResponseCache())
            #expect(try await router.perform(LastImport()) == .nonAuthoritativeInformation(ImportJob(position: 2)))
            #expect(try await router.perform(LastImport()) == .nonAuthoritativeInformation(ImportJob(position: 2)))
            #expect(await server.requests.count == 1)
        }
    }

    @Test("decoding the enum without a status fails with an explanation")
    func decoderRefuses() throws {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ImportTodo.Response.self, from: Data("{}".utf8))
        }
    }
}
