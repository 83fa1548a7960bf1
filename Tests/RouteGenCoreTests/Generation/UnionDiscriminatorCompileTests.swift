import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// Structs whose discriminator is a constant compile warning-free in every model style, also
/// when the constant is their only field (`{"type": "ping"}`): then only `encode(to:)` is
/// written and decoding an empty object is synthesized.
@Suite("Constant discriminators compile", .timeLimit(.minutes(5)))
struct UnionDiscriminatorCompileTests {
    static let spec = """
        api: Feed
        baseURL: https://feed.example
        models:
          Kind: { enum: [ping, note] }
          Ping: { fields: { type: String } }
          Note: { fields: { type: String, text: String } }
          Memo: { fields: { kind: Kind?, text: String } }
          Event: { oneOf: [Ping, Note], discriminator: type, mapping: { ping: Ping, note: Note } }
          Tagged: { oneOf: [Memo], discriminator: kind, mapping: { note: Memo } }

        """

    @Test(arguments: [ModelStyle(), ModelStyle(mutable: true, hashable: true)])
    func constantDiscriminatorsCompile(style: ModelStyle) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-discriminator-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (file, loadDiagnostics) = SpecLoader.load(Self.spec, path: "Feed.yaml")
        let (model, diagnostics) = APIModelBuilder.build([file], access: .public, style: style)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        let generated = Renderer(templates: try TemplateSet.builtin()).render(try #require(model))
        let files = try write(generated, into: folder)
        let feed = try #require(generated.first { $0.name == "Feed+Spec.swift" })
        #expect(feed.contents.contains("public var type: String { \"ping\" }"))
        #expect(feed.contents.contains("public var kind: Kind? { .note }"))
        let app = folder.appendingPathComponent("App.swift")
        try """
        import Foundation
        import RouteKit

        func events() throws -> [Feed.Event] {
            let sent: [Feed.Event] = [.ping(Feed.Ping()), .note(Feed.Note(text: "hi"))]
            _ = Feed.Tagged.memo(Feed.Memo(text: "hi"))
            return try JSONDecoder().decode([Feed.Event].self, from: JSONEncoder().encode(sent))
        }

        """.write(to: app, atomically: true, encoding: .utf8)
        let checked = try await SwiftTypeChecker.typeCheck(files + [app], moduleName: "FeedClient")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }
}
