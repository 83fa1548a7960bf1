#if Server
import Foundation
import RouteKit
import Testing

/// Requests the generated client would never send: each is answered `400`, `413` or `415` with
/// a short message that does not echo the input, and the handler never runs.
@Suite("Malformed requests never reach a handler", .timeLimit(.minutes(3)))
struct MalformedRequestTests {
    static let member = ["Authorization": "Bearer \(TaskboardHarness.memberToken)"]

    @Test("wrong types in the path, the query and a header answer 400")
    func wrongTypes() async throws {
        try await TaskboardHarness.run { harness async throws in
            let path = try await harness.send("GET", "/projects/not-a-number")
            #expect(
                path.status == 400 && path.body.contains("path parameter id") && !path.body.contains("not-a-number"))
            #expect(try await harness.send("GET", "/projects?page=two").status == 400)
            #expect(try await harness.send("GET", "/projects/1/tasks?state=LOST").status == 400)
            #expect(try await harness.send("GET", "/projects/1/tasks?ids=1,2").status == 400)
            #expect(try await harness.send("GET", "/projects/1/tasks?due_before=yesterday").status == 400)
            #expect(try await harness.send("GET", "/projects?page=1&page=2").status == 400)
            #expect(try await harness.send("GET", "/tasks/search?filter[state]=LOST").status == 400)
            #expect(try await harness.send("GET", "/tasks/search?filter[due]=2020&filter[due][from]=x").status == 400)
            let header = try await harness.send(
                "POST", "/projects/1/archive", headers: Self.member.merging(["Idempotency-Key": "nope"]) { $1 })
            #expect(header.status == 400 && header.body.contains("header Idempotency-Key"))
            #expect(await harness.service.calls.isEmpty)
        }
    }

    @Test("missing required parameters answer 400")
    func missingParameters() async throws {
        try await TaskboardHarness.run { harness async throws in
            let header = try await harness.send("POST", "/projects/1/archive", headers: Self.member)
            #expect(header.status == 400 && header.body.contains("header Idempotency-Key is required"))
            let form = try await harness.send(
                "POST", "/session", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Data("grant_type=password&username=ada".utf8))
            #expect(form.status == 400 && form.body.contains("form field password is required"))
            let part = try await harness.send(
                "POST", "/tasks/\(UUID())/files",
                headers: Self.member.merging(["Content-Type": "multipart/form-data; boundary=b"]) { $1 },
                body: Data("--b\r\nContent-Disposition: form-data; name=\"description\"\r\n\r\nx\r\n--b--\r\n".utf8))
            #expect(part.status == 400 && part.body.contains("multipart field file is required"))
            #expect(await harness.service.calls.isEmpty)
        }
    }

    @Test("bad JSON, a body of the wrong shape and a malformed multipart body answer 400")
    func badBodies() async throws {
        try await TaskboardHarness.run { harness async throws in
            let json = Self.member.merging(["Content-Type": "application/json"]) { $1 }
            let broken = try await harness.send(
                "POST", "/projects/1/tasks", headers: json, body: Data("{\"title\": ".utf8))
            #expect(broken.status == 400 && broken.body.contains("not valid JSON"))
            #expect(
                try await harness.send("POST", "/projects/1/tasks", headers: json, body: Data("{\"title\": 5}".utf8))
                    .status == 400)
            #expect(try await harness.send("POST", "/projects/1/tasks", headers: json).status == 400)
            let multipart = Self.member.merging(["Content-Type": "multipart/form-data; boundary=b"]) { $1 }
            #expect(
                try await harness.send("POST", "/tasks/\(UUID())/files", headers: multipart, body: Data("garbage".utf8))
                    .status == 400)
            #expect(await harness.service.calls.isEmpty)
        }
    }

    @Test("a body of another media type answers 415")
    func wrongContentType() async throws {
        try await TaskboardHarness.run { harness async throws in
            let text = Self.member.merging(["Content-Type": "text/plain"]) { $1 }
            let json = try await harness.send(
                "POST", "/projects/1/tasks", headers: text, body: Data("{\"title\":\"x\"}".utf8))
            #expect(json.status == 415 && json.body.contains("the body must be application"))
            #expect(
                try await harness.send(
                    "POST", "/session", headers: ["Content-Type": "application/json"], body: Data("{}".utf8)
                ).status == 415)
            #expect(
                try await harness.send("POST", "/tasks/\(UUID())/files", headers: text, body: Data("x".utf8)).status
                    == 415)
            let upload = ["X-Taskboard-Key": TaskboardHarness.integrationKey, "Content-Type": "image/jpeg"]
            #expect(
                try await harness.send("PUT", "/tasks/\(UUID())/attachment", headers: upload, body: Data([1])).status
                    == 415)
            #expect(await harness.service.calls.isEmpty)
        }
    }

    @Test("a body over the limit answers 413, whether its length is declared or not")
    func oversizedBody() async throws {
        try await TaskboardHarness.run { harness async throws in
            let upload = ["X-Taskboard-Key": TaskboardHarness.integrationKey, "Content-Type": "image/png"]
            let large = Data(repeating: 7, count: TaskboardHarness.maxBodySize + 1)
            #expect(
                try await harness.send("PUT", "/tasks/\(UUID())/attachment", headers: upload, body: large).status == 413
            )
            let fits = Data(repeating: 7, count: TaskboardHarness.maxBodySize)
            #expect(
                try await harness.send("PUT", "/tasks/\(UUID())/attachment", headers: upload, body: fits).status == 204)
            #expect(await harness.service.calls.count == 1)
        }
    }
}
#endif
