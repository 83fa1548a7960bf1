import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// Response header fields several routes document alike are one struct of the namespace, named
/// after what the fields are: 228 of Discord's routes answered with
/// `GetMyApplicationRoute.ResponseHeaders`, named after the first of them (issue 39, item 10).
@Suite(.timeLimit(.minutes(5)))
struct SharedResponseHeadersTests {
    static let spec = """
        openapi: 3.1.0
        info: { title: Guilds, version: "1" }
        servers: [{ url: "https://guilds.example" }]
        paths:
          /me:
            get:
              operationId: getMyApplication
              responses:
                "200": { $ref: "#/components/responses/Limited" }
          /guilds:
            get:
              operationId: listGuilds
              responses:
                "200": { $ref: "#/components/responses/Limited" }
          /guilds/{id}:
            get:
              operationId: getGuild
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200":
                  description: The guild.
                  headers:
                    ETag: { schema: { type: string } }
                    Last-Modified: { schema: { type: string } }
                  content: { application/json: { schema: { type: object, properties: { name: { type: string } } } } }
          /guilds/{id}/icon:
            get:
              operationId: getGuildIcon
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200":
                  description: The icon's tag.
                  headers:
                    ETag: { schema: { type: string } }
                    Last-Modified: { schema: { type: string } }
          /audit:
            get:
              operationId: getAuditLog
              responses:
                "200":
                  description: The log.
                  headers: { X-Audit-Cursor: { schema: { type: string } } }
        components:
          responses:
            Limited:
              description: Rate limited.
              headers:
                X-RateLimit-Limit: { required: true, schema: { type: integer } }
                X-RateLimit-Remaining: { required: true, schema: { type: integer } }
                X-RateLimit-Reset-After: { schema: { type: number } }

        """

    @Test func sharedFieldsAreOneStructNamedAfterWhatTheyAre() async throws {
        let run = try PipelineRun([("guilds.yaml", Self.spec)])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        let code = run.code
        #expect(code.contains("public struct RateLimitHeaders: DecodableHeaders {"), "\(code)")
        #expect(code.contains("public struct ETagHeaders: DecodableHeaders {"))
        #expect(code.components(separatedBy: "public typealias ResponseHeaders = RateLimitHeaders").count == 3)
        #expect(code.components(separatedBy: "public typealias ResponseHeaders = ETagHeaders").count == 3)
        #expect(!code.contains("Route.ResponseHeaders"))
        // A route alone with its fields keeps its own struct.
        #expect(code.components(separatedBy: "public struct ResponseHeaders: DecodableHeaders").count == 2)
        #expect(code.contains("The response header fields 2 routes document alike"))
        let checked = try await run.typeCheck(moduleName: "GuildsClient")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    /// A spec split into models files keeps the shared structs (Discord's is split in 25): they
    /// were left out of the split, and every route naming one failed to compile.
    @Test func aSplitSpecKeepsItsSharedStructs() async throws {
        let run = try PipelineRun([("guilds.yaml", Self.spec)], modelFiles: ["guilds.yaml": 3])
        defer { run.remove() }
        #expect(run.result.files.count == 5)
        #expect(run.code.contains("public struct RateLimitHeaders: DecodableHeaders {"))
        let checked = try await run.typeCheck(moduleName: "GuildsSplit")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    @Test func aSharedNameNeverHidesAnotherDeclaration() {
        var names = SharedHeadersName(taken: ["RateLimitHeaders"])
        let fields = ["xRateLimitLimit", "xRateLimitRemaining"].map(Self.field)
        #expect(names.claim(for: fields) == "RateLimitHeaders2")
        #expect(names.claim(for: fields) == "RateLimitHeaders3")
        #expect(names.claim(for: ["xRequestID"].map(Self.field)) == "RequestIDHeaders")
        #expect(names.claim(for: ["eTag", "lastModified"].map(Self.field)) == "ETagHeaders")
    }

    private static func field(_ name: String) -> PropertyModel {
        PropertyModel(
            name: name, label: name, argumentLabel: name, bareName: name, type: .builtin(.int), initDefault: nil,
            key: name, docLines: [], isIndirect: false)
    }
}
