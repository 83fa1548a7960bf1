import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// `--include` keeps the schemes an `all:` scheme sends together when a selected route uses it,
/// in both spec formats: the combined scheme's `Credential` names each part's scheme type
/// (issue 40).
@Suite(.timeLimit(.minutes(5)))
struct IncludeCombinedAuthTests {
    static let spec = """
        api: Shop
        baseURL: https://shop.example
        auth:
          member: bearer
          clientId: { apiKey: X-Client-Id }
          clientSecret: { apiKey: X-Client-Secret }
          client: { all: [clientId, clientSecret] }
        routes:
          sync: { POST: /sync, auth: client }
          me: { GET: /me, auth: member }

        """

    static let document = """
        openapi: 3.1.0
        info: { title: Shop }
        servers: [{ url: "https://shop.example" }]
        paths:
          /sync:
            post: { operationId: sync, security: [{ clientId: [], clientSecret: [] }], responses: { "204": { description: Synced. } } }
          /me:
            get: { operationId: me, security: [{ member: [] }], responses: { "204": { description: Me. } } }
        components:
          securitySchemes:
            member: { type: http, scheme: bearer }
            clientId: { type: apiKey, in: header, name: X-Client-Id }
            clientSecret: { type: apiKey, in: header, name: X-Client-Secret }

        """

    @Test(arguments: [("Shop.yaml", spec), ("shop-openapi.yaml", document)])
    func aRouteOfACombinedSchemeKeepsItsParts(file: String, text: String) async throws {
        let run = try PipelineRun([(file, text)], selection: ["sync"])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        let code = run.code
        for kept in ["struct SyncRoute", "enum ClientIdAuth", "enum ClientSecretAuth", "CombinedAuthentication"] {
            #expect(code.contains(kept), "\(kept)")
        }
        for dropped in ["MeRoute", "MemberAuth"] {
            #expect(!code.contains(dropped), "\(dropped)")
        }
        let checked = try await run.typeCheck()
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }
}
