import Foundation
import RouteKit
import Testing

/// A union's variant is made without its discriminator: `TaskCreated`'s `type` is fixed by
/// `Event`'s mapping, so the caller cannot get it wrong and encoding always writes it.
struct UnionDiscriminatorEndToEndTests {
    @Test func aVariantMadeWithoutItsDiscriminatorEncodesAndDecodesAsItsCase() throws {
        let task = GeneratedRoutesEndToEndTests.sampleTask()
        let event = Taskboard.Event.taskCreated(Taskboard.TaskCreated(task: task, at: UnionEndToEndTests.at))
        let coding = JSONCoding.default
        let encoded = try coding.encoder.encode(event)
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["type"] as? String == "task.created")
        #expect(String(decoding: encoded, as: UTF8.self).components(separatedBy: "\"type\"").count == 2)
        #expect(try coding.decoder.decode(Taskboard.Event.self, from: encoded) == event)
    }
}
