import Foundation
import Testing

@testable import RouteGenCore

/// What `routegen-mock` serves (``MockAPIBuilder``): each operation with what a request must
/// carry and the responses it answers with, from the specs alone; the server itself is tested in
/// RouteKitServerTests (`MockServerTests`).
@Suite struct MockAPIBuilderTests {
    static let spec =
        header + """
            auth: { member: bearer, key: { apiKey: X-Key, in: header }, both: { all: [member, key] } }
            models:
              Item: { fields: { id: Int, name: String }, examples: { first: { value: { id: 1, name: one } } } }
              Problem: { fields: { message: String } }
              Color: { enum: [red, green] }
            routes:
              items:
                GET: /items
                query: { color: Color?, page: Int = 1, ids: { type: "[Int]?", style: pipeDelimited } }
                headers: { X-Trace: UUID }
                response: [Item]
                errors: { 404: Problem, default: Problem }
                examples: { 404: { gone: { value: { message: gone } } }, 4XX: [{ message: any }] }
              item: { GET: "/items/{id: Int}", auth: [member, none], response: Item, responseHeaders: { ETag: String } }
              note: { GET: /note, response: String, errors: { 409: String } }
              upload: { PUT: /upload, auth: both, body: Data, contentType: image/png }
              remove: { DELETE: "/items/{id: Int}", auth: key }
            """

    static func api(_ text: String = spec) throws -> MockAPI {
        MockAPIBuilder.build([SpecLoader.load(text, path: "spec.yaml").0])
    }

    static func operation(_ name: String, in api: MockAPI) throws -> MockOperation {
        try #require(api.operations.first { $0.name == name })
    }

    @Test func parametersAreReadAsTheGeneratedServerReadsThem() throws {
        let items = try Self.operation("items", in: Self.api())
        #expect(
            items.parameters == [
                MockParameter(
                    place: .query, name: "color",
                    reading: .text(
                        .enumeration(values: ["red", "green"], isOpen: false), isArray: false, delimiter: nil),
                    isRequired: false, what: "query parameter color"),
                MockParameter(
                    place: .query, name: "page", reading: .text(.builtin(.int), isArray: false, delimiter: nil),
                    isRequired: false, what: "query parameter page"),
                MockParameter(
                    place: .query, name: "ids", reading: .text(.builtin(.int), isArray: true, delimiter: "pipe"),
                    isRequired: false, what: "query parameter ids"),
                MockParameter(
                    place: .header, name: "X-Trace", reading: .text(.builtin(.uuid), isArray: false, delimiter: nil),
                    isRequired: true, what: "header X-Trace"),
            ])
        let item = try Self.operation("item", in: Self.api())
        #expect(item.parameters.map(\.what) == ["path parameter id"] && item.parameters.allSatisfy(\.isRequired))
    }

    @Test func responsesAreTheDocumentedStatusesWithTheirExamplesElseSynthesizedOnes() throws {
        let items = try Self.operation("items", in: Self.api())
        #expect(items.responses.map(\.status) == [200, 400, 404])
        // An array of a model with examples has none of its own: one synthesized.
        #expect(items.responses[0].examples.map(\.body) == [#"[{"id":0,"name":"name"}]"#])
        #expect(items.responses[0].examples.first?.isSynthesized == true)
        // `4XX` answers as 400, with default's type; 404 with its named example.
        #expect(items.responses[1].examples.map(\.body) == [#"{"message":"any"}"#])
        #expect(items.responses[2].examples.map(\.name) == ["gone"])
        #expect(items.defaultResponse?.examples.map(\.body) == [#"{"message":"message"}"#])

        let item = try Self.operation("item", in: Self.api())
        #expect(item.responses.map(\.status) == [200] && item.responses[0].examples.map(\.name) == ["first"])
        #expect(item.responseHeaders.map(\.name) == ["ETag"] && item.responseHeaders.map(\.value) == ["string"])

        // A client decodes every error body as JSON: a `String` one is a JSON string.
        let note = try Self.operation("note", in: Self.api())
        #expect(note.responses.map(\.body) == [.text, .json])
        #expect(note.responses.map { $0.examples.map(\.body) } == [["string"], [#""string""#]])

        let remove = try Self.operation("remove", in: Self.api())
        #expect(remove.responses == [MockResponse(status: 204, body: .none, examples: [])])
    }

    @Test func credentialsAndBodies() throws {
        let upload = try Self.operation("upload", in: Self.api())
        #expect(upload.credentials.map(\.scheme) == ["both"])
        #expect(
            upload.credentials.first?.kind
                == .all([
                    MockCredential(scheme: "member", kind: .bearer),
                    MockCredential(scheme: "key", kind: .apiKeyHeader("X-Key")),
                ]))
        #expect(upload.credentials.first?.challenge == "Bearer")
        #expect(upload.body?.mediaType == "image/png" && upload.body?.isOptional == false)
        let item = try Self.operation("item", in: Self.api())
        #expect(item.credentialIsOptional && item.credentials.map(\.kind) == [.bearer])
        #expect(try Self.operation("remove", in: Self.api()).credentials.first?.challenge == nil)
    }

    @Test func aJSONBodyIsCheckedByTheRulesOfExamples() throws {
        let text =
            header + """
                models: { Item: { fields: { id: Int, tags: "[String]" } } }
                routes: { add: { POST: /items, body: Item } }
                """
        let add = try Self.operation("add", in: Self.api(text))
        guard case .json(let check)? = add.body?.kind else {
            Issue.record("not a JSON body: \(String(describing: add.body))")
            return
        }
        #expect(check.mismatch(ofJSON: Array(#"{"id":9223372036854775807,"tags":["a"]}"#.utf8)) == nil)
        #expect(
            check.mismatch(ofJSON: Array(#"{"id":1,"tags":["a",2]}"#.utf8))
                == ".tags[1]: expected string, found number 2")
        #expect(check.mismatch(ofJSON: Array(#"{"tags":[]}"#.utf8)) == #": missing required property "id""#)
        // Text that does not parse is the server's JSON decoding's to refuse.
        #expect(check.mismatch(ofJSON: Array("{".utf8)) == nil)
    }

    @Test func webhooksAreNotServed() throws {
        let text =
            header + """
                routes: { ping: { GET: /ping } }
                webhooks: { pinged: { POST: /pinged } }
                """
        #expect(try Self.api(text).operations.map(\.name) == ["ping"])
    }

    @Test func aSpecWithAnErrorIsNotServed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mock-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("spec.yaml").path
        try (header + "routes: { item: { GET: /item, response: Itme } }\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        let (api, diagnostics) = MockAPIBuilder.load(specPaths: [path])
        #expect(api == nil)
        #expect(diagnostics.map(\.description) == ["\(path):3:41: error: unknown type \"Itme\""])
    }
}
