import Foundation
import RouteKit
import Testing
import TestSupport

/// A generated streaming route answered with something other than its stream, over real HTTP:
/// the loop fails with `notAStream`, never ends quietly after no element.
@Suite(.timeLimit(.minutes(3)))
struct UnstreamedEndToEndTests {
    @Test func anEventStreamAnsweredWithJSONFailsNamingTheContentType() async throws {
        try await LoopbackServer.with { server in
            let activity = Taskboard.Activity(id: 1, summary: "created", at: Date(timeIntervalSince1970: 1_800_000_000))
            await server.respond(to: "GET /projects/7/activity/live", with: try .json([activity]))
            let member = Taskboard.router(baseURL: server.baseURL).authenticated(
                Taskboard.MemberAuth.self, with: BearerToken("m"))
            var received = 0
            do {
                for try await _ in member.stream(.liveActivity(id: 7)) { received += 1 }
                Issue.record("the stream ended without an error after \(received) elements")
            } catch RouteError.notAStream(let route, let response) {
                #expect(route == "GET /projects/{id}/activity/live")
                #expect(response.contentType == "application/json")
                #expect(response.expected == "text/event-stream")
                #expect(
                    try JSONCoding.default.decoder.decode([Taskboard.Activity].self, from: response.body).map(\.id) == [
                        1
                    ])
                // The route documents no JSON body beside its stream: nothing to decode it as.
                #expect(response.decodedBody == nil)
            } catch {
                Issue.record("expected notAStream, got \(error)")
            }
            #expect(received == 0)
        }
    }
}
