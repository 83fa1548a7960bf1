import Foundation
import RouteKit
import Testing
import TestSupport

/// `ProjectSettings` (Specs/Projects.yaml) keeps the settings it does not declare in `custom`:
/// over real HTTP they reach the server beside the declared ones and come back from it typed.
@Suite(.timeLimit(.minutes(3)))
struct AdditionalPropertiesEndToEndTests {
    @Test func undeclaredKeysTravelBothWays() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "PUT /projects/7/settings",
                with: .jsonText(
                    #"{"color":"teal","notify":false,"theme":{"dark":true},"pinned":[1,2],"owner_note":null}"#))
            let router = Taskboard.router(baseURL: server.baseURL, transport: server.transport).authenticated(
                Taskboard.MemberAuth.self, with: BearerToken("t"))
            let sent = Taskboard.ProjectSettings(
                color: "teal", custom: ["theme": ["dark": true], "zoom": 1.5, "notify": false])
            let answer = try await router.perform(.updateSettings(id: 7, body: sent))

            #expect(answer.color == "teal")
            #expect(answer.notify == false)
            #expect(answer.custom == ["theme": ["dark": true], "pinned": [1, 2], "owner_note": .null])

            let request = try #require(await server.lastRequest)
            // The declared `notify` is the property's, left unset, so the server assumes its default;
            // the dictionary's copy of the key is not sent either.
            #expect(request.bodyText == #"{"color":"teal","theme":{"dark":true},"zoom":1.5}"#)
        }
    }

    @Test func aModelWithoutUndeclaredKeysSendsOnlyItsFields() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "PUT /projects/7/settings", with: .jsonText(#"{"notify":true}"#))
            let router = Taskboard.router(baseURL: server.baseURL, transport: server.transport).authenticated(
                Taskboard.MemberAuth.self, with: BearerToken("t"))
            let answer = try await router.perform(.updateSettings(id: 7, body: Taskboard.ProjectSettings()))
            #expect(answer == Taskboard.ProjectSettings(notify: true))
            #expect(try #require(await server.lastRequest).bodyText == "{}")
        }
    }
}
