import Foundation
import RouteKit
import Testing
import TestSupport

/// The generated streaming routes of `Specs/` — an event stream with two schemes, a JSON Lines
/// export — and a generated binary route downloaded to a file, over real HTTP.
@Suite(.timeLimit(.minutes(3)))
struct GeneratedStreamingEndToEndTests {
    static let at = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func liveActivityStreamsDecodedEventsWithEitherCredential() async throws {
        try await LoopbackServer.with { server in
            let events = [
                Taskboard.Activity(id: 1, summary: "created", at: Self.at),
                Taskboard.Activity(id: 2, summary: "renamed", at: Self.at.addingTimeInterval(60)),
            ]
            let body = try events.map {
                "event: activity\ndata: \(String(decoding: try JSONCoding.default.encoder.encode($0), as: UTF8.self))\n\n"
            }.joined()
            await server.respond(
                to: "GET /projects/7/activity/live", with: .text(body, contentType: "text/event-stream"))
            let router = Taskboard.router(baseURL: server.baseURL)
            var byMember: [Taskboard.Activity] = []
            for try await activity in router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("m")).stream(
                .liveActivity(id: 7))
            {
                byMember.append(activity)
            }
            var byIntegration: [Int64] = []
            for try await activity in router.authenticated(Taskboard.IntegrationAuth.self, with: APIKey("k")).stream(
                .liveActivity(id: 7))
            {
                byIntegration.append(activity.id)
            }
            #expect(byMember.map(\.summary) == ["created", "renamed"])
            #expect(byMember.last?.at == Self.at.addingTimeInterval(60))
            #expect(byIntegration == [1, 2])
            let requests = await server.requests
            #expect(requests.map { $0.header("Accept") } == ["text/event-stream", "text/event-stream"])
            #expect(requests.map { $0.header("Authorization") } == ["Bearer m", nil])
            #expect(requests.map { $0.header("X-Taskboard-Key") } == [nil, "k"])
        }
    }

    @Test func exportTasksStreamsJSONLines() async throws {
        try await LoopbackServer.with { server in
            let task = GeneratedRoutesEndToEndTests.sampleTask()
            let line = String(decoding: try JSONCoding.default.encoder.encode(task), as: UTF8.self)
            await server.respond(
                to: "GET /projects/7/tasks/export", with: .text("\(line)\n\(line)\n", contentType: "application/jsonl"))
            let router = Taskboard.router(baseURL: server.baseURL).authenticated(
                Taskboard.MemberAuth.self, with: BearerToken("m"))
            var tasks: [Taskboard.TaskModel] = []
            for try await exported in router.stream(.exportTasks(id: 7)) { tasks.append(exported) }
            #expect(tasks == [task, task])
        }
    }

    @Test func aGeneratedBinaryRouteDownloadsToAFile() async throws {
        try await LoopbackServer.with { server in
            let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0) })
            await server.respond(to: "GET /tasks/*/attachment", with: .data(bytes))
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "attachment-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: file) }
            let router = Taskboard.router(baseURL: server.baseURL).authenticated(
                Taskboard.IntegrationAuth.self, with: APIKey("k"))
            let written = try await router.download(
                .downloadAttachment(id: GeneratedRoutesEndToEndTests.taskID), to: file)
            #expect(written == Int64(bytes.count))
            #expect(try Data(contentsOf: file) == bytes)
        }
    }
}
