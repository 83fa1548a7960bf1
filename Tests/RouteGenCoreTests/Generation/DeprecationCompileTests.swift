import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// What a spec deprecates — operations, parameters, properties, models — warns at the app's own
/// line that uses it, and nowhere in the generated code: the generated files compile without a
/// warning, also where a live route's body is identical to a deprecated route's (Spotify's
/// `addTracksToPlaylist` and `addItemsToPlaylist`, whose twin, when it was an alias of the
/// deprecated route's body, made every build print "'AddTracksToPlaylistRoute' is deprecated").
@Suite("Deprecations warn at the app's line only", .timeLimit(.minutes(5)))
struct DeprecationCompileTests {
    static let document =
        openAPIHeader + """
            paths:
              /playlists/{id}/tracks:
                post:
                  operationId: addTracks
                  deprecated: true
                  x-routegen-deprecated: Use addItems.
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: string } }
                  requestBody:
                    required: true
                    content: { application/json: { schema: { type: object, required: [uris], properties: { uris: { type: array, items: { type: string } } } } } }
                  responses:
                    "201": { description: Added., content: { application/json: { schema: { type: object, properties: { snapshot: { type: string } } } } } }
              /playlists/{id}/items:
                post:
                  operationId: addItems
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: string } }
                    - { name: position, in: query, deprecated: true, schema: { type: integer } }
                  requestBody:
                    required: true
                    content: { application/json: { schema: { type: object, required: [uris], properties: { uris: { type: array, items: { type: string } } } } } }
                  responses:
                    "201": { description: Added., content: { application/json: { schema: { type: object, properties: { snapshot: { type: string } } } } } }
              /tracks/{id}:
                get:
                  operationId: track
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: string } }
                  responses:
                    "200": { description: A track., content: { application/json: { schema: { $ref: "#/components/schemas/Track" } } } }
            components:
              schemas:
                Track:
                  type: object
                  required: [id]
                  properties:
                    id: { type: string }
                    popularity: { type: integer, deprecated: true, x-routegen-deprecated: Popularity is no longer computed. }
                    rank: { type: integer, deprecated: true, default: 0 }
                    album: { $ref: "#/components/schemas/OldAlbum" }
                OldAlbum:
                  deprecated: true
                  type: object
                  properties:
                    name: { type: string }

            """

    /// The app's file: each use of something deprecated on a line of its own.
    static let app = """
        import Foundation
        import RouteKit

        func use(router: APIRouter<Shop>, track: Shop.Track) async throws {
            _ = try await router.perform(.addTracks(id: "p", body: .init(uris: ["a"])))
            _ = try await router.perform(.addItems(id: "p", body: .init(uris: ["a"])))
            _ = track.popularity
            _ = track.id
            _ = track.album?.name
            _ = Shop.OldAlbum(name: "x")
            _ = track.rank
        }

        """

    @Test(
        "the generated code compiles warning-free; the app is warned where it calls a deprecated route, reads a deprecated property or builds a deprecated model",
        arguments: [ModelStyle(), ModelStyle(mutable: true, hashable: true)])
    func warningsAtTheAppsLinesOnly(style: ModelStyle) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-deprecation-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let translation = translate(Self.document)
        #expect(!translation.diagnostics.contains { $0.severity == .error }, "\(translation.diagnostics)")
        let (model, diagnostics) = APIModelBuilder.build([translation.spec], access: .public, style: style)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let generated = Renderer(templates: try TemplateSet.builtin()).render(try #require(model))
        let code = generated.map(\.contents).joined()
        // The twin body is declared in each route: a type nested in another route is never aliased.
        #expect(code.components(separatedBy: "public struct RequestBody: Codable").count == 3)
        #expect(code.contains("/// Deprecated."), "the deprecated parameter is documented")
        let files = try write(generated, into: folder)
        let app = folder.appendingPathComponent("App.swift")
        try Self.app.write(to: app, atomically: true, encoding: .utf8)
        let checked = try await SwiftTypeChecker.typeCheck(files + [app], moduleName: "ShopClient")
        #expect(checked.errors.isEmpty, "\(checked.output)")
        let warnings = checked.warnings
        #expect(warnings.allSatisfy { $0.file.hasSuffix("App.swift") }, "\(checked.output)")
        #expect(warnings.map(\.line) == [5, 7, 10, 11], "\(checked.output)")
        #expect(warnings.first?.text.contains("Use addItems.") == true, "\(checked.output)")
        #expect(
            warnings.dropFirst().first?.text.contains("Popularity is no longer computed.") == true, "\(checked.output)")
    }

    @Test("RouteGen's format says the same with deprecated:, which convert writes and export-openapi reads back")
    func theSpecFormatRoundTrips() throws {
        let spec = converted(Self.document)
        #expect(spec.contains("deprecated: \"Popularity is no longer computed.\""), "\(spec)")
        #expect(spec.contains("  OldAlbum:\n    deprecated: true\n"), "\(spec)")
        #expect(spec.contains("deprecated: \"Use addItems.\""), "\(spec)")
        let (file, loadDiagnostics) = SpecLoader.load(
            "api: Shop\nbaseURL: https://shop.example/api\n" + spec, path: "Shop.yaml")
        #expect(loadDiagnostics.isEmpty, "\(loadDiagnostics)")
        let track = try #require(file.models.first { $0.name.value == "Track" })
        guard case .object(let fields) = track.kind else { Issue.record("Track is not an object"); return }
        #expect(fields.map(\.deprecated) == [nil, "Popularity is no longer computed.", "", nil])
        #expect(file.models.first { $0.name.value == "OldAlbum" }?.deprecated == "")
        #expect(file.routes.first { $0.name.value == "addItems" }?.query.first?.deprecated == "")
        // And back to OpenAPI.
        let exported = OpenAPIExporter.document([file]).text
        #expect(exported.contains("x-routegen-deprecated: Popularity is no longer computed."), "\(exported)")
    }
}
