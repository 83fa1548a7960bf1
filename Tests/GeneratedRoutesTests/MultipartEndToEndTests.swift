import Foundation
import RouteKit
import Testing
import TestSupport

/// A generated multipart route, split into parts by the server.
@Suite(.timeLimit(.minutes(3)))
struct MultipartEndToEndTests {
    static let attachment =
        #"{"id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "name": "plan.pdf", "size": 3, "info": {"caption": "Plan", "metadata": {"pages": 12, "draft": true, "by": ["Ann"], "note": null}}}"#

    @Test func filesTextAndJSONPartsReachTheServer() async throws {
        try await LoopbackServer.with { server in
            await server.respond(to: "POST /tasks/*/files", with: .jsonText(Self.attachment, status: 201))
            let member = Taskboard.router(baseURL: server.baseURL)
                .authenticated(Taskboard.MemberAuth.self, with: BearerToken("member-token"))
            let info = Taskboard.AttachmentInfo(caption: "Plan", metadata: ["pages": 12, "draft": true])
            let attachment = try await member.perform(
                .attachFile(
                    id: GeneratedRoutesEndToEndTests.taskID,
                    file: FilePart(Data([0x25, 0x50, 0x44]), filename: "plan.pdf", contentType: "application/pdf"),
                    info: info, tags: ["plans", "q3"], thumbnail: Data([0x89, 0x50])))
            #expect(attachment.info.metadata == ["pages": 12, "draft": true, "by": ["Ann"], "note": nil])

            let request = try #require(await server.lastRequest)
            #expect(request.header("Authorization") == "Bearer member-token")
            let parts = try #require(request.multipartParts)
            #expect(parts.map(\.name) == ["file", "info", "tags", "tags", "thumbnail"])
            #expect(parts[0].filename == "plan.pdf")
            #expect(parts[0].contentType == "application/pdf")
            #expect(parts[0].body == Data([0x25, 0x50, 0x44]))
            #expect(parts[1].filename == nil)
            #expect(parts[1].contentType == "application/json")
            #expect(parts[1].text == #"{"caption":"Plan","metadata":{"draft":true,"pages":12}}"#)
            #expect(parts[2...3].map(\.text) == ["plans", "q3"])
            #expect(parts[2...3].allSatisfy { $0.contentType == nil && $0.filename == nil })
            #expect(parts[4].filename == "thumbnail")
            #expect(parts[4].contentType == "image/png")
            #expect(parts[4].body == Data([0x89, 0x50]))
        }
    }
}
