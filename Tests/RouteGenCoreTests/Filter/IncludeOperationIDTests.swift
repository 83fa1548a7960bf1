import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// `--include` selects an OpenAPI operation by its `operationId` as the document writes it
/// (`get-an-artist`), as Docs/Configuration.md and Docs/OpenAPI.md say, besides the route name
/// made from it (`getAnArtist`); a selector that selects nothing suggests either (issue 40).
@Suite(.timeLimit(.minutes(5)))
struct IncludeOperationIDTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Music }
        servers: [{ url: "https://music.example" }]
        paths:
          /artists/{id}:
            get:
              operationId: get-an-artist
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses: { "200": { description: An artist., content: { application/json: { schema: { $ref: "#/components/schemas/Artist" } } } } }
          /albums:
            get:
              operationId: list_albums
              responses: { "200": { description: Albums., content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Album" } } } } } }
        components:
          schemas:
            Artist: { type: object, properties: { name: { type: string } } }
            Album: { type: object, properties: { title: { type: string } } }

        """

    @Test(arguments: ["get-an-artist", "getAnArtist"])
    func theOperationIDAsWrittenAndTheRouteNameSelect(_ selector: String) throws {
        let run = try PipelineRun([("music.yaml", Self.document)], selection: [selector])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        #expect(run.code.contains("struct GetAnArtistRoute"))
        #expect(run.code.contains("struct Artist:"))
        #expect(!run.code.contains("ListAlbumsRoute") && !run.code.contains("struct Album:"))
    }

    @Test func aMisspeltOperationIDSuggestsIt() throws {
        let run = try PipelineRun([("music.yaml", Self.document)], selection: ["get-an-artst"])
        defer { run.remove() }
        #expect(
            run.diagnostics == [
                "<command line>:1:1: error: --include \"get-an-artst\" selects no route: no route of the specs has that name, tag or path (did you mean \"get-an-artist\"?)"
            ])
    }
}
