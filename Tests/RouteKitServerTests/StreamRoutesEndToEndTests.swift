#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing

/// The streaming routes of `Specs/` served by the generated server and read by the generated
/// client's `stream`: Server-Sent Events with the `[DONE]` terminator, with either scheme, and
/// JSON Lines.
@Suite("Stream routes over loopback HTTP", .timeLimit(.minutes(3)))
struct StreamRoutesEndToEndTests {
    @Test("liveActivity: each event reaches the client before the next one exists, then [DONE] ends the stream")
    func liveActivityStreamsElementByElement() async throws {
        try await TaskboardHarness.run { harness async throws in
            let feed = await harness.service.openLiveFeed()
            let sent = (1...3).map {
                Taskboard.Activity(
                    id: Int64($0), summary: "step \($0)", at: Fixtures.date.addingTimeInterval(Double($0)))
            }
            var received: [Taskboard.Activity] = []
            feed.yield(sent[0])
            // The service yields the next activity only once the client holds the previous one:
            // the server writes each element as it comes, not the whole body at the end.
            for try await activity in harness.member.stream(.liveActivity(id: 7)) {
                received.append(activity)
                if received.count < sent.count {
                    feed.yield(sent[received.count])
                } else {
                    feed.finish()
                }
            }
            #expect(received == sent)
            let route = try #require(await harness.service.last(Taskboard.LiveActivityRoute.self))
            #expect(route.id == 7)
            #expect(await harness.service.credential(of: Taskboard.LiveActivityRoute.self) == "ada")
        }
    }

    @Test("liveActivity: the other scheme's credential reaches the handler; none answers 401")
    func liveActivityWithEitherScheme() async throws {
        try await TaskboardHarness.run { harness async throws in
            // The largest id: Schemathesis found the in-memory service trapping on it (it
            // multiplied the id).
            var summaries: [String] = []
            for try await activity in harness.integration.stream(.liveActivity(id: .max)) {
                summaries.append(activity.summary)
            }
            #expect(summaries == (1...3).map { "event \($0) of \(Int64.max)" })
            #expect(await harness.service.credential(of: Taskboard.LiveActivityRoute.self) == "ci-bot")
            let anonymous = try await harness.send("GET", "/projects/4/activity/live")
            #expect(anonymous.status == 401)
            #expect(await harness.service.count(of: Taskboard.LiveActivityRoute.self) == 1)
        }
    }

    @Test("liveActivity on the wire: text/event-stream, one data line per event, then data: [DONE]")
    func liveActivityWireFormat() async throws {
        try await TaskboardHarness.run(over: .loopback) { harness async throws in
            guard let url = URL(string: harness.baseURL.absoluteString + "/projects/2/activity/live") else {
                throw URLError(.badURL)
            }
            var request = URLRequest(url: url)
            request.setValue("Bearer \(TaskboardHarness.memberToken)", forHTTPHeaderField: "Authorization")
            let (data, response) = try await URLSession.shared.data(for: request)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 200)
            #expect(http.value(forHTTPHeaderField: "Content-Type") == "text/event-stream")
            let events = try (1...3).map { index in
                let activity = Taskboard.Activity(id: Int64(index), summary: "event \(index) of 2", at: Fixtures.date)
                return "data: \(String(decoding: try JSONCoding.default.encoder.encode(activity), as: UTF8.self))\n\n"
            }
            #expect(String(decoding: data, as: UTF8.self) == events.joined() + "data: [DONE]\n\n")
        }
    }

    @Test("exportTasks: every task of the project as JSON Lines, in order; an empty export is an empty body")
    func exportTasksAsJSONLines() async throws {
        try await TaskboardHarness.run(over: .loopback) { harness async throws in
            var empty: [Taskboard.TaskModel] = []
            for try await task in harness.member.stream(.exportTasks(id: 3)) { empty.append(task) }
            #expect(empty.isEmpty)

            var created: [Taskboard.TaskModel] = []
            for title in ["one", "two", "three"] {
                created.append(
                    try await harness.member.perform(.createTask(projectID: 3, body: Taskboard.NewTask(title: title))))
            }
            _ = try await harness.member.perform(.createTask(projectID: 4, body: Taskboard.NewTask(title: "elsewhere")))
            var exported: [Taskboard.TaskModel] = []
            for try await task in harness.member.stream(.exportTasks(id: 3)) { exported.append(task) }
            #expect(exported == created.sorted { $0.id.uuidString < $1.id.uuidString })

            guard let url = URL(string: harness.baseURL.absoluteString + "/projects/3/tasks/export") else {
                throw URLError(.badURL)
            }
            var request = URLRequest(url: url)
            request.setValue("Bearer \(TaskboardHarness.memberToken)", forHTTPHeaderField: "Authorization")
            let (data, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "application/jsonl")
            #expect(
                String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).count
                    == 4)
        }
    }
}
#endif
