import Foundation
import RouteKit
import Testing
import TestSupport

/// A generated open enum: unknown values decode instead of failing, and every value, known or
/// not, is sent as its raw value.
@Suite(.timeLimit(.minutes(3)))
struct OpenEnumEndToEndTests {
    @Test func unknownValuesDecodeAndDefaultsApply() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let json =
                #"[{"user": {"id": 1, "name": "Ann"}, "role": "owner"}, {"user": {"id": 2, "name": "Bo"}, "role": "auditor"}, {"user": {"id": 3, "name": "Cy"}}]"#
            await server.respond(to: "GET /projects/7/members", with: .jsonText(json))
            let members = try await Taskboard.router(baseURL: server.baseURL, transport: server.transport).perform(
                .members(id: 7))
            #expect(members.map(\.role) == [.owner, .unknown("auditor"), .viewer])
        }
    }

    @Test func knownAndUnknownValuesAreSentAsTheirRawValue() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /projects/7/members", with: .jsonText("[]"))
            let router = Taskboard.router(baseURL: server.baseURL, transport: server.transport)
            _ = try await router.perform(.members(id: 7, role: .editor))
            _ = try await router.perform(.members(id: 7, role: .unknown("auditor & co")))
            #expect(
                await server.requests.map(\.queryItems) == [[.init("role", "editor")], [.init("role", "auditor & co")]])
        }
    }

    @Test func rawValuesRoundTripAndEqualityFollowsTheWireValue() throws {
        #expect(Taskboard.Role(rawValue: "viewer") == .viewer)
        #expect(Taskboard.Role(rawValue: "auditor").rawValue == "auditor")
        // `.unknown` holding a listed value sends the same text, so it is the same value.
        #expect(Taskboard.Role.unknown("owner") == .owner)
        let encoded = try JSONEncoder().encode([Taskboard.Role.owner, .unknown("auditor")])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["owner","auditor"]"#)
        #expect(try JSONDecoder().decode([Taskboard.Role].self, from: encoded) == [.owner, .unknown("auditor")])
    }
}
