import Foundation
import RouteKit
import Testing
import TestSupport

private struct NewTodo: Codable, Hashable, Sendable {
    var title: String
    var due: Date
    var remindAt: Date?
}

private struct CreateTodo: PublicRoute {
    typealias Response = NewTodo
    static let method = HTTPMethod.post
    static let pathTemplate = "/todos"

    var body: NewTodo

    func encode(into request: inout RequestParts) {
        request.jsonBody(body)
    }
}

private struct SignIn: PublicRoute {
    static let method = HTTPMethod.post
    static let pathTemplate = "/session"

    var username: String
    var password: String
    var scopes: [String]?
    var remember: Bool?
    var otp: String?

    func encode(into request: inout RequestParts) {
        request.formBody { form in
            form.field("username", username)
            form.field("password", password)
            form.field("scope", scopes)
            form.field("remember", remember)
            form.field("otp", otp)
        }
    }
}

private struct UploadAvatar: PublicRoute {
    static let method = HTTPMethod.put
    static let pathTemplate = "/avatar"

    var image: Data

    func encode(into request: inout RequestParts) {
        request.rawBody(image, contentType: "image/png")
    }
}

@Suite("Request bodies", .timeLimit(.minutes(3)))
struct RequestBodyTests {
    @Test("JSON bodies: content type, sorted keys, ISO 8601 dates with and without fractions")
    func jsonBody() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("POST /todos") { request in
                StubResponse(status: 201, headers: ["Content-Type": "application/json"], body: request.body)
            }
            let todo = NewTodo(title: "milk & eggs/bread", due: Dates.whole, remindAt: Dates.fractional)
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(CreateTodo(body: todo))

            let request = try #require(await server.lastRequest)
            #expect(request.method == "POST")
            #expect(request.header("Content-Type") == "application/json")
            #expect(
                request.bodyText
                    == #"{"due":"2027-01-15T08:00:00Z","remindAt":"2027-01-15T08:00:00.250Z","title":"milk & eggs/bread"}"#
            )
        }
    }

    @Test(
        "JSON dates round-trip through the server, fractional seconds included",
        arguments: [
            Dates.whole, Dates.fractional, Date(timeIntervalSince1970: 1_800_000_000.125),
            Date(timeIntervalSince1970: -1.5),
        ])
    func jsonDateRoundTrip(date: Date) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.handle("POST /todos") { request in
                StubResponse(status: 201, headers: ["Content-Type": "application/json"], body: request.body)
            }
            let todo = NewTodo(title: "t", due: date, remindAt: nil)
            let echoed = try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                CreateTodo(body: todo))
            #expect(echoed == todo)
            #expect(await server.lastRequest?.bodyText.contains("remindAt") == false)
        }
    }

    @Test("form bodies encode hostile values so the server decodes the originals")
    func formBody() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let password = "p+ss w&rd=é%20🦊"
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                SignIn(
                    username: "ann@example.com", password: password, scopes: ["read", "write all"], remember: true))

            let request = try #require(await server.lastRequest)
            #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
            #expect(
                request.formFields == [
                    .init("username", "ann@example.com"),
                    .init("password", password),
                    .init("scope", "read"),
                    .init("scope", "write all"),
                    .init("remember", "true"),
                ])
            #expect(!request.bodyText.contains("+"))
            #expect(!request.bodyText.contains(" "))
        }
    }

    @Test("raw bodies go out byte for byte with their content type")
    func rawBody() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x0D, 0x0A, 0xFF, 0x00])
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                UploadAvatar(image: bytes))

            let request = try #require(await server.lastRequest)
            #expect(request.method == "PUT")
            #expect(request.header("Content-Type") == "image/png")
            #expect(request.body == bytes)
        }
    }

    @Test("empty form values are sent, not dropped")
    func emptyFormValues() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .noContent)
            _ = try await Router(baseURL: server.baseURL, transport: server.transport).perform(
                SignIn(username: "", password: ""))
            let request = try #require(await server.lastRequest)
            #expect(request.formFields == [.init("username", ""), .init("password", "")])
        }
    }
}
