#if Server
import Foundation
import RouteKit
import RouteKitServer
import Testing

/// What a request whose body does not decode is answered: a `400` naming the field by its JSON
/// path, as parameters are named, in the body the route's spec documents when the app makes
/// one (`ServerOptions.answerRequestErrors(with:)`), else in Hummingbird's (issue 40).
@Suite("Request errors name the field and use the documented body", .timeLimit(.minutes(3)))
struct RequestErrorBodyTests {
    static let member = ["Authorization": "Bearer \(TaskboardHarness.memberToken)", "Content-Type": "application/json"]

    /// Options whose request errors are the spec's `Problem`, with the status as its code.
    static var problemOptions: ServerOptions {
        var options = ServerOptions(maxBodySize: TaskboardHarness.maxBodySize)
        options.answerRequestErrors { error in Taskboard.Problem(message: error.message, code: Int(error.status.code)) }
        return options
    }

    /// Hummingbird's error body's message.
    static func hummingbirdMessage(_ body: String) -> String? {
        struct Body: Decodable {
            struct Error: Decodable { let message: String }
            let error: Error
        }
        return try? JSONDecoder().decode(Body.self, from: Data(body.utf8)).error.message
    }

    @Test(
        "a body missing a required field, with a null one or a wrong type deep inside, names the field by its JSON path",
        arguments: [
            (#"{"priority":"high"}"#, "body field title is required"),
            (#"{"title":null}"#, "body field title must not be null"),
            (#"{"title":"t","tags":["a",1]}"#, "body field tags[1] has an invalid value"),
            (#"{"title":"t","due":"yesterday"}"#, "body field due has an invalid value"),
            (#"[]"#, "the body is not valid JSON of the expected shape"),
            (#"{"title":"#, "the body is not valid JSON of the expected shape"),
        ])
    func fieldNamed(body: String, message: String) async throws {
        try await TaskboardHarness.run { harness async throws in
            let answer = try await harness.send(
                "POST", "/projects/1/tasks", headers: Self.member, body: Data(body.utf8))
            #expect(answer.status == 400)
            #expect(Self.hummingbirdMessage(answer.body) == message, "\(answer.body)")
        }
    }

    @Test("a key the client sent is named in a path only when it is plain: nothing else it sent comes back")
    func clientKeysAreNotEchoed() async throws {
        try await TaskboardHarness.run { harness async throws in
            // Deeper than a JSONValue may nest (64), so the settings' custom value fails inside.
            let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
            for (key, shown) in [("plain_key", "plain_key"), ("<b onload=x>", "?")] {
                let body = Data(#"{"notify":true,"\#(key)":\#(deep)}"#.utf8)
                let answer = try await harness.send("PUT", "/projects/1/settings", headers: Self.member, body: body)
                #expect(answer.status == 400)
                let message = try #require(Self.hummingbirdMessage(answer.body), "\(answer.body)")
                #expect(
                    message == "body field \(shown)" + String(repeating: "[0]", count: 15) + "… has an invalid value",
                    "\(message)")
                #expect(!answer.body.contains("<b"))
            }
        }
    }

    @Test(
        "with answerRequestErrors, a route that documents the status or a default answers its Problem; others Hummingbird's body"
    )
    func documentedBody() async throws {
        try await TaskboardHarness.run(options: Self.problemOptions) { harness async throws in
            // createTask documents `default: Problem`.
            let missing = try await harness.send(
                "POST", "/projects/1/tasks", headers: Self.member, body: Data(#"{"priority":"high"}"#.utf8))
            #expect(missing.status == 400)
            let problem = try JSONDecoder().decode(Taskboard.Problem.self, from: Data(missing.body.utf8))
            #expect(problem == Taskboard.Problem(message: "body field title is required", code: 400))
            var headers = Self.member
            headers["Content-Type"] = "text/plain"
            let unsupported = try await harness.send(
                "POST", "/projects/1/tasks", headers: headers, body: Data("x".utf8))
            #expect(unsupported.status == 415)
            #expect(
                try JSONDecoder().decode(Taskboard.Problem.self, from: Data(unsupported.body.utf8))
                    == Taskboard.Problem(message: "the body must be application/json", code: 415))
            // updateSettings documents no error body.
            let settings = try await harness.send(
                "PUT", "/projects/1/settings", headers: Self.member, body: Data(#"{"notify":"yes"}"#.utf8))
            #expect(settings.status == 400)
            #expect(
                Self.hummingbirdMessage(settings.body) == "body field notify has an invalid value", "\(settings.body)")
            #expect(await harness.service.calls.isEmpty)
        }
    }

    @Test("the generated client decodes the documented body of a request error like any documented error")
    func clientDecodesIt() async throws {
        try await TaskboardHarness.run(options: Self.problemOptions) { harness async throws in
            // A title the client sends but the server's model cannot hold is not possible here, so
            // the route is performed with a body of another media type by a middleware.
            let textBody = Middleware { request, _, next in
                var request = request
                request.setValue("text/plain", forHTTPHeaderField: "Content-Type")
                return try await next(request)
            }
            let member = Taskboard.router(
                baseURL: harness.baseURL, transport: harness.transport, middleware: [textBody]
            ).authenticated(
                Taskboard.MemberAuth.self, with: BearerToken(TaskboardHarness.memberToken))
            let error = await #expect(throws: RouteError.self) {
                try await member.perform(.createTask(projectID: 1, body: Taskboard.NewTask(title: "t")))
            }
            guard case .unacceptableStatus(_, let failure)? = error else {
                Issue.record("expected a status failure, got \(String(describing: error))")
                return
            }
            #expect(failure.statusCode == 415)
            #expect(failure.decodedBody(as: Taskboard.Problem.self)?.message == "the body must be application/json")
        }
    }
}
#endif
