import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// `--include` leaves out of an OpenAPI document's warnings what it leaves out of the code: the
/// component schemas, schemes and operations only the routes left out use, which the translator
/// still read (issue 40). What a kept route reaches still warns, wherever it is declared.
@Suite(.timeLimit(.minutes(3)))
struct IncludeLeftOutWarningsTests {
    /// `listPets` uses Pet, whose tuple warns; `legacyReport` alone uses a cookie scheme, a cookie
    /// parameter, Report (a `not` schema and a misspelt keyword) and Lines (another tuple).
    static let document = """
        openapi: 3.1.0
        info: { title: Zoo }
        servers: [{ url: "https://zoo.example" }]
        paths:
          /pets:
            get:
              operationId: listPets
              tags: [pets]
              responses:
                "200": { description: Pets., content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } } }
          /legacy:
            get:
              operationId: legacyReport
              tags: [old]
              security: [{ session: [] }]
              parameters: [{ name: token, in: cookie, schema: { type: string } }]
              responses:
                "200": { description: A report., content: { application/json: { schema: { $ref: "#/components/schemas/Report" } } } }
        components:
          securitySchemes:
            session: { type: apiKey, in: cookie, name: sid }
          schemas:
            Pet: { type: object, properties: { name: { type: string }, marks: { type: array, items: [{ type: string }] } } }
            Report: { type: object, properties: { lines: { $ref: "#/components/schemas/Lines" }, extra: { not: { type: string } } }, descripton: A report. }
            Lines: { type: array, items: [{ type: integer }] }

        """

    static let petTuple =
        "zoo.yaml:23:93: warning: a list of \"items\" schemas (a tuple) cannot be expressed: generated as [JSONValue]"

    @Test func theWholeDocumentWarnsAboutEveryPart() throws {
        let run = try PipelineRun([("zoo.yaml", Self.document)])
        defer { run.remove() }
        let lines = Set(run.diagnostics.compactMap { $0.split(separator: ":").dropFirst().first.flatMap { Int($0) } })
        #expect(lines.isSuperset(of: [16, 21, 23, 24]), "\(run.diagnostics)")
    }

    @Test(arguments: ["pets", "listPets", "GET /pets"])
    func whatTheSelectionLeavesOutDoesNotWarn(_ selector: String) throws {
        let run = try PipelineRun([("zoo.yaml", Self.document)], selection: [selector])
        defer { run.remove() }
        #expect(run.diagnostics == [Self.petTuple])
        #expect(run.code.contains("struct Pet:") && !run.code.contains("Report"))
    }

    @Test func whatAKeptRouteReachesStillWarns() throws {
        let run = try PipelineRun([("zoo.yaml", Self.document)], selection: ["old"])
        defer { run.remove() }
        let lines = Set(run.diagnostics.compactMap { $0.split(separator: ":").dropFirst().first.flatMap { Int($0) } })
        #expect(lines == [16, 21, 24, 25], "\(run.diagnostics)")
        #expect(!run.diagnostics.contains { $0.hasPrefix("zoo.yaml:23:") })
    }
}
