import Foundation
import RouteKit
import Testing
import TestSupport

/// Generated routes upload files from disk without a change to the route: a binary body takes
/// `.file(url)`, a `FilePart` field `FilePart(fileURL:)`; the server receives every byte.
@Suite(.timeLimit(.minutes(3)))
struct FileUploadEndToEndTests {
    /// A temporary file of `size` seeded pseudo-random bytes, removed after `body`.
    private func withFile(size: Int, _ body: (URL, Data) async throws -> Void) async throws {
        var generator = SeededGenerator(seed: 42)
        let bytes = generator.bytes(size)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-upload-\(UUID()).png")
        try bytes.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try await body(url, bytes)
    }

    @Test func aBinaryBodyFromAFileArrivesWhole() async throws {
        try await withFile(size: 32 << 20) { url, bytes in
            try await LoopbackServer.with { server in
                await server.respond(to: "PUT /tasks/*/attachment", with: .noContent)
                let integration = Taskboard.router(baseURL: server.baseURL)
                    .authenticated(Taskboard.IntegrationAuth.self, with: APIKey("key-1"))
                _ = try await integration.perform(
                    .uploadAttachment(id: GeneratedRoutesEndToEndTests.taskID, body: .file(url)))
                let request = try #require(await server.lastRequest)
                #expect(request.header("Content-Type") == "image/png")
                #expect(request.body.count == bytes.count)
                #expect(request.body == bytes)
            }
        }
    }

    @Test func aFilePartFromAFileArrivesAsItsPart() async throws {
        try await withFile(size: 256 << 10) { url, bytes in
            try await LoopbackServer.with { server in
                await server.respond(
                    to: "POST /tasks/*/files", with: .jsonText(MultipartEndToEndTests.attachment, status: 201))
                let member = Taskboard.router(baseURL: server.baseURL)
                    .authenticated(Taskboard.MemberAuth.self, with: BearerToken("member-token"))
                _ = try await member.perform(
                    .attachFile(
                        id: GeneratedRoutesEndToEndTests.taskID, file: FilePart(fileURL: url),
                        info: Taskboard.AttachmentInfo(caption: "Big")))
                let request = try #require(await server.lastRequest)
                let parts = try #require(request.multipartParts)
                #expect(parts.map(\.name) == ["file", "info"])
                #expect(parts[0].filename == url.lastPathComponent)
                #expect(parts[0].body == bytes)
                #expect(parts[1].text == #"{"caption":"Big"}"#)
            }
        }
    }
}
