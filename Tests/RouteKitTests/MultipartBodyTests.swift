import Foundation
import RouteKit
import Testing
import TestSupport

private struct Caption: Codable, Hashable, Sendable {
    var text: String
    var at: Date
}

private struct Upload: PublicRoute {
    static let method = HTTPMethod.post
    static let pathTemplate = "/uploads"

    var boundary: String?
    var file: Data
    var note: String?
    var tags: [String]?
    var count: Int?
    var caption: Caption?
    var more: [Data]?
    var name = "file"
    var fileContentType = "application/octet-stream"
    var photos: [FilePart]?

    func encode(into request: inout RequestParts) {
        request.multipartBody(boundary: boundary) { parts in
            parts.file(name, file, contentType: fileContentType)
            parts.text("note", note)
            parts.text("tag", tags)
            parts.text("count", count)
            parts.json("caption", caption)
            parts.file("more", more, filename: "more.bin")
            parts.file("photo", photos, contentType: "image/jpeg")
        }
    }
}

@Suite("Multipart bodies", .timeLimit(.minutes(3)))
struct MultipartBodyTests {
    @Test("a FilePart goes with its own file name and type, else the field's name and the spec's type")
    func filePartsCarryTheirNameAndType() async throws {
        let photos = [
            FilePart(Data([1, 2]), filename: "cat.png", contentType: "image/png"),
            FilePart(Data([3])),
        ]
        let request = try await received(Upload(file: Data([9]), photos: photos))
        let parts = try #require(request.multipartParts).filter { $0.name == "photo" }
        #expect(parts.map(\.filename) == ["cat.png", "photo"])
        #expect(parts.map(\.contentType) == ["image/png", "image/jpeg"])
        #expect(parts.map(\.body) == [Data([1, 2]), Data([3])])
    }

    private func received(_ route: Upload) async throws -> RecordedRequest {
        try await LoopbackServer.with { server in
            await server.respond(with: .noContent)
            _ = try await Router(baseURL: server.baseURL).perform(route)
            return try #require(await server.lastRequest)
        }
    }

    /// The boundary named by the request's `Content-Type`.
    private func boundary(of request: RecordedRequest) throws -> String {
        let contentType = try #require(request.header("Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary="))
        return String(contentType.dropFirst("multipart/form-data; boundary=".count))
    }

    @Test("parts go out byte for byte: files, text, repeated arrays, JSON; nil values left out")
    func exactBytes() async throws {
        let file = Data([0x00, 0xFF, 0x0D, 0x0A, 0x2D, 0x2D])
        let request = try await received(
            Upload(
                boundary: "test-boundary", file: file, note: "héllo\r\nworld", tags: ["a", "b"], count: nil,
                caption: Caption(text: "hi", at: Dates.whole), more: [Data("x".utf8), Data()]))

        #expect(try boundary(of: request) == "test-boundary")
        var expected = Data()
        expected.append(
            Data(
                "--test-boundary\r\nContent-Disposition: form-data; name=\"file\"; filename=\"file\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                    .utf8))
        expected.append(file)
        expected.append(
            Data(
                """
                \r
                --test-boundary\r
                Content-Disposition: form-data; name="note"\r
                \r
                héllo\r
                world\r
                --test-boundary\r
                Content-Disposition: form-data; name="tag"\r
                \r
                a\r
                --test-boundary\r
                Content-Disposition: form-data; name="tag"\r
                \r
                b\r
                --test-boundary\r
                Content-Disposition: form-data; name="caption"\r
                Content-Type: application/json\r
                \r
                {"at":"2027-01-15T08:00:00Z","text":"hi"}\r
                --test-boundary\r
                Content-Disposition: form-data; name="more"; filename="more.bin"\r
                Content-Type: application/octet-stream\r
                \r
                x\r
                --test-boundary\r
                Content-Disposition: form-data; name="more"; filename="more.bin"\r
                Content-Type: application/octet-stream\r
                \r
                \r
                --test-boundary--\r

                """.utf8))
        #expect(request.body == expected)
    }

    @Test("a boundary a part contains is replaced by a random one no part contains")
    func boundaryNeverInsideAPart() async throws {
        let hostile = Data("--chosen\r\nContent-Disposition: form-data; name=\"admin\"\r\n\r\ntrue\r\n--chosen--".utf8)
        let request = try await received(Upload(boundary: "chosen", file: hostile))
        let boundary = try boundary(of: request)
        #expect(boundary != "chosen")
        #expect(boundary.hasPrefix("RouteKit-"))
        #expect(!hostile.contains(Data(boundary.utf8)))
        // The body is exactly one part whose content is the hostile bytes.
        let head = Data(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"file\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                .utf8)
        #expect(request.body == head + hostile + Data("\r\n--\(boundary)--\r\n".utf8))
    }

    @Test("a boundary found in a part's name is replaced too; quotes and line breaks in names are encoded")
    func namesAreEscaped() async throws {
        let request = try await received(Upload(boundary: "b0", file: Data("ok".utf8), name: "a\"b\r\nc-b0"))
        let boundary = try boundary(of: request)
        #expect(boundary != "b0")
        #expect(
            request.bodyText.contains(
                "Content-Disposition: form-data; name=\"a%22b%0D%0Ac-b0\"; filename=\"a%22b%0D%0Ac-b0\"\r\n"))
    }

    @Test(
        "without a boundary asked for, each request gets a random one",
        arguments: [nil, "", "has space", String(repeating: "x", count: 71)])
    func randomBoundary(preferred: String?) async throws {
        let first = try boundary(of: try await received(Upload(boundary: preferred, file: Data())))
        let second = try boundary(of: try await received(Upload(boundary: preferred, file: Data())))
        #expect(first != second)
        #expect(first.count == "RouteKit-".count + 32)
        #expect(first.dropFirst("RouteKit-".count).allSatisfy { $0.isHexDigit })
    }

    @Test("a part content type with a line break fails the request before it is sent")
    func contentTypeInjection() async throws {
        try await LoopbackServer.with { server in
            await server.respond(with: .noContent)
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: server.baseURL).perform(
                    Upload(file: Data(), fileContentType: "text/plain\r\nX-Evil: 1"))
            }
            #expect(error?.invalidRequestReason == "the content type of part file contains a line break")
            #expect(await server.requests.isEmpty)
        }
    }
}
