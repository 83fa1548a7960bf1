import Foundation
import RouteKit
import Testing
import TestSupport

/// Generated unions decoded from real responses: by discriminator, by trying each variant in
/// order, recursively, and failing as `RouteError.decodingFailed` when nothing matches.
@Suite(.timeLimit(.minutes(3)))
struct UnionEndToEndTests {
    static let taskID = GeneratedRoutesEndToEndTests.taskID
    static let at = Date(timeIntervalSince1970: 1_800_000_000)

    static let feed = """
        [
          {"type": "task.created", "at": "2027-01-15T08:00:00Z", "task": {"id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "project_id": 7, "title": "Write docs", "tags": [], "labels": {}, "created_at": "2027-01-15T08:00:00Z"}},
          {"type": "task.moved", "task_id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "from": "OPEN", "to": "DONE", "at": "2027-01-15T08:00:00Z"},
          {"type": "comment.added", "task_id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "at": "2027-01-15T08:00:00Z", "comment": {"id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "author": {"id": 1, "name": "Ann"}, "text": "Done!"}}
        ]
        """

    @Test func discriminatorSelectsTheVariant() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /projects/7/feed", with: .jsonText(Self.feed))
            let events = try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(
                .feed(id: 7))
            #expect(events.count == 3)
            guard case .taskCreated(let created) = events[0] else {
                Issue.record("expected taskCreated, got \(events[0])"); return
            }
            #expect(created.type == "task.created")
            #expect(created.task.title == "Write docs")
            #expect(
                events[1] == .taskMoved(Taskboard.TaskMoved(taskID: Self.taskID, from: .open, to: .done, at: Self.at)))
            guard case .commentAdded(let added) = events[2] else {
                Issue.record("expected commentAdded, got \(events[2])"); return
            }
            #expect(added.comment.text == "Done!")
        }
    }

    @Test func encodingWritesTheDiscriminatorSoEventsRoundTrip() throws {
        let coding = JSONCoding.default
        let events = try coding.decoder.decode([Taskboard.Event].self, from: Data(Self.feed.utf8))
        let encoded = try coding.encoder.encode(events)
        let objects = try #require(try JSONSerialization.jsonObject(with: encoded) as? [[String: Any]])
        // TaskMoved declares no `type`: the union writes it, once.
        #expect(objects.map { $0["type"] as? String } == ["task.created", "task.moved", "comment.added"])
        #expect(String(decoding: encoded, as: UTF8.self).components(separatedBy: "\"task.moved\"").count == 2)
        #expect(try coding.decoder.decode([Taskboard.Event].self, from: encoded) == events)
    }

    @Test func unknownDiscriminatorValueFailsDecoding() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /projects/7/feed",
                with: .jsonText(
                    #"[{"type": "task.moved", "task_id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "from": "OPEN", "to": "DONE", "at": "2027-01-15T08:00:00Z"}, {"type": "project.renamed", "name": "x"}]"#
                ))
            let error = await #expect(throws: RouteError.self) {
                try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(.feed(id: 7))
            }
            guard case .decodingFailed(_, let failure)? = error else {
                Issue.record("expected decodingFailed, got \(String(describing: error))")
                return
            }
            #expect(failure.codingPath == "1.type")
            #expect(
                failure.reason
                    == #"Unknown type "project.renamed" for Event; expected "task.created", "task.moved" or "comment.added"."#
            )
        }
    }

    @Test func missingDiscriminatorFailsDecoding() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /projects/7/feed", with: .jsonText(#"[{"at": "2027-01-15T08:00:00Z"}]"#))
            let error = await #expect(throws: RouteError.self) {
                try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(.feed(id: 7))
            }
            guard case .decodingFailed(_, let failure)? = error else {
                Issue.record("expected decodingFailed, got \(String(describing: error))")
                return
            }
            #expect(failure.codingPath == "0.type")
            #expect(failure.reason == #"missing key "type""#)
        }
    }

    @Test func withoutDiscriminatorTheFirstVariantThatDecodesWins() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let task = try String(
                decoding: JSONCoding.default.encoder.encode(GeneratedRoutesEndToEndTests.sampleTask()), as: UTF8.self)
            let comment =
                #"{"id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "author": {"id": 1, "name": "Ann"}, "text": "a comment"}"#
            await server.respond(to: "GET /tasks/search", with: .jsonText("[\(comment), \(task)]"))
            let hits = try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(
                .searchTasks())
            #expect(hits.count == 2)
            guard case .comment(let found) = hits[0] else { Issue.record("expected a comment, got \(hits[0])"); return }
            #expect(found.text == "a comment")
            #expect(hits[1] == .task(GeneratedRoutesEndToEndTests.sampleTask()))
        }
    }

    @Test func noVariantDecodingFailsWithTheUnionsMessage() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /tasks/search", with: .jsonText(#"[{"id": 1}]"#))
            let error = await #expect(throws: RouteError.self) {
                try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(.searchTasks())
            }
            guard case .decodingFailed(_, let failure)? = error else {
                Issue.record("expected decodingFailed, got \(String(describing: error))")
                return
            }
            #expect(failure.codingPath == "0")
            #expect(failure.reason == "Expected Task or Comment for SearchHit; none of them decodes.")
        }
    }

    @Test func recursiveUnionsDecodeAndEncode() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let json =
                #"[{"id": 1, "name": "Urgent, not done", "condition": [{"not": "done"}, "urgent", [{"not": {"not": "x"}}]]}]"#
            await server.respond(to: "GET /searches", with: .jsonText(json))
            let searches = try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(
                .savedSearches)
            let expected: Taskboard.Condition = .all([
                .not(.init(not: .tag("done"))),
                .tag("urgent"),
                .all([.not(.init(not: .not(.init(not: .tag("x")))))]),
            ])
            #expect(searches == [Taskboard.SavedSearch(id: 1, name: "Urgent, not done", condition: expected)])
            let encoded = try JSONCoding.default.encoder.encode(expected)
            #expect(String(decoding: encoded, as: UTF8.self) == #"[{"not":"done"},"urgent",[{"not":{"not":"x"}}]]"#)
        }
    }
}
