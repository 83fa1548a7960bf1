import Foundation
import RouteKit
import Testing

/// The examples `Specs/` documents on its models, generated as Swift values (`--examples`), are
/// the values their JSON decodes to: the same value whichever way an app reaches it, and one
/// that encodes back to JSON that decodes to it again. The JSON here is each example as the
/// spec writes it.
@Suite struct ModelExamplesTests {
    static func decoded<Model: Decodable>(_ json: String, as model: Model.Type) throws -> Model {
        try JSONCoding.default.decoder.decode(Model.self, from: Data(json.utf8))
    }

    static func roundTripped<Model: Codable>(_ value: Model) throws -> Model {
        let coding = JSONCoding.default
        return try coding.decoder.decode(Model.self, from: try coding.encoder.encode(value))
    }

    @Test("a struct's example, with defaults, dates, UUIDs and dictionaries")
    func aTask() throws {
        let json = """
            {"id": "5f0c6e2a-8d3b-4c1e-9a7f-2b4d6e8f0a1c", "project_id": 7, "title": "Write the release notes",
             "state": "IN_PROGRESS", "tags": ["docs", "release"], "labels": {"team": "docs"},
             "created_at": "2026-11-02T09:30:00Z"}
            """
        let example = try #require(Taskboard.TaskModel.examples.first)
        #expect(Taskboard.TaskModel.examples == [try Self.decoded(json, as: Taskboard.TaskModel.self)])
        #expect(example.state == .inProgress)
        #expect(example.priority == .normal, "what the server assumes, the example leaving it out")
        #expect(try Self.roundTripped(example) == example)
    }

    @Test("recursive models, an open enum's unlisted value, and values JSONValue holds")
    func nestedValues() throws {
        #expect(
            Taskboard.Comment.examples == [
                try Self.decoded(
                    """
                    {"id": "0b6e4c8a-1f2d-4e3a-9b5c-7d8e9f0a1b2c", "author": {"id": 1, "name": "Grace"},
                     "text": "Looks good to me.", "replies": [{"id": "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d",
                     "author": {"id": 2, "name": "Alan"}, "text": "Thanks!"}]}
                    """, as: Taskboard.Comment.self)
            ])
        let member = try #require(Taskboard.Member.examples.first)
        #expect(member.role == .unknown("auditor"))
        #expect(
            member
                == (try Self.decoded(
                    #"{"user": {"id": 3, "name": "Ada"}, "role": "auditor"}"#, as: Taskboard.Member.self)))
        #expect(
            Taskboard.AttachmentInfo.examples == [
                try Self.decoded(
                    #"{"caption": "The launch slide", "metadata": {"camera": "X100", "iso": 200, "tags": ["launch"], "flash": null}}"#,
                    as: Taskboard.AttachmentInfo.self)
            ])
        let settings = try #require(Taskboard.ProjectSettings.examples.first)
        #expect(settings.custom == ["theme": ["contrast": 1.5, "dark": true]], "the members it does not declare")
        #expect(
            settings
                == (try Self.decoded(
                    #"{"color": "teal", "theme": {"dark": true, "contrast": 1.5}}"#, as: Taskboard.ProjectSettings.self))
        )
    }

    @Test("a union's example is the variant it selects, by discriminator or by shape")
    func unions() throws {
        let event = try #require(Taskboard.Event.examples.first)
        guard case .taskMoved(let moved) = event else {
            Issue.record("\(event) is not taskMoved")
            return
        }
        #expect(moved.to == .done)
        #expect(
            event
                == (try Self.decoded(
                    #"{"type": "task.moved", "task_id": "5f0c6e2a-8d3b-4c1e-9a7f-2b4d6e8f0a1c", "from": "OPEN", "to": "DONE", "at": "2026-11-03T16:45:00Z"}"#,
                    as: Taskboard.Event.self)))
        #expect(try Self.roundTripped(event) == event)
        #expect(
            Taskboard.Condition.examples == [
                try Self.decoded(#"["urgent", {"not": "wontfix"}]"#, as: Taskboard.Condition.self)
            ])
        #expect(Taskboard.Condition.examples == [.all([.tag("urgent"), .not(.init(not: .tag("wontfix")))])])
    }
}
