import Foundation
import RouteKit
import Testing

/// `Shapes.Notification` (Tests/ShapeSpecs/shapes.yaml) has a `defaultMapping`: a kind of
/// notification the app was not built with decodes as `OtherNotification`, holding the kind it
/// came with, instead of failing the whole response.
struct UnionDefaultMappingEndToEndTests {
    static func decode(_ json: String) throws -> Shapes.Notification {
        try JSONCoding.default.decoder.decode(Shapes.Notification.self, from: Data(json.utf8))
    }

    @Test func aKnownKindDecodesAsItsVariant() throws {
        guard case .mention(let mention) = try Self.decode(#"{"kind":"mention","text":"hi"}"#) else {
            Issue.record("not a mention")
            return
        }
        #expect(mention.text == "hi")
        guard case .invitation(let invitation) = try Self.decode(#"{"kind":"invite","project":"p1"}"#) else {
            Issue.record("not an invitation")
            return
        }
        #expect(invitation.project == "p1")
    }

    @Test func anUnknownOrMissingKindDecodesAsTheDefaultAndKeepsWhatCame() throws {
        guard case .otherNotification(let poll) = try Self.decode(#"{"kind":"poll","summary":"Vote"}"#) else {
            Issue.record("an unknown kind did not decode as the default")
            return
        }
        #expect(poll.kind == "poll")
        #expect(poll.summary == "Vote")
        guard case .otherNotification(let bare) = try Self.decode(#"{"summary":"No kind"}"#) else {
            Issue.record("a missing kind did not decode as the default")
            return
        }
        #expect(bare.kind == nil)
        // Encoding writes the kind it came with, so it decodes as the default again.
        let encoded = try JSONCoding.default.encoder.encode(Shapes.Notification.otherNotification(poll))
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: String])
        #expect(object == ["kind": "poll", "summary": "Vote"])
    }

    @Test func aKnownKindWithAWrongShapeStillFails() {
        // The default is for kinds the app does not know, not for broken objects of one it does.
        #expect(throws: DecodingError.self) { try Self.decode(#"{"kind":"mention"}"#) }
    }
}
