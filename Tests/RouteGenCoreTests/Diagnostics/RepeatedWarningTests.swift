import Foundation
import Testing
@testable import RouteGenCore

/// One line per repeated warning, at its first place, with the number of places — for every
/// cause, in one document and across the documents of a run — as Docs/OpenAPI.md promises.
struct RepeatedWarningTests {
    /// Three schemas with a tuple (a list of `items` schemas) among their properties, three operations
    /// each with the same relative server: the shapes of a real description's 18 identical
    /// warnings, and of the 247 another gave when schemes required together were one more.
    static let document =
        openAPIHeader + """
            components:
              schemas:
                A: { type: object, properties: { a: { type: array, items: [{ type: string }] } } }
                B: { type: object, properties: { b: { type: array, items: [{ type: integer }] } } }
                C: { type: object, properties: { c: { type: array, items: [{ type: boolean }] } } }
            paths:
              /a:
                get:
                  operationId: a
                  servers: [{ url: /v2 }]
                  responses: { "200": { description: A., content: { application/json: { schema: { $ref: "#/components/schemas/A" } } } } }
              /b:
                get:
                  operationId: b
                  servers: [{ url: /v2 }]
                  responses: { "200": { description: B., content: { application/json: { schema: { $ref: "#/components/schemas/B" } } } } }
              /c:
                get:
                  operationId: c
                  servers: [{ url: /v2 }]
                  responses: { "200": { description: C., content: { application/json: { schema: { $ref: "#/components/schemas/C" } } } } }
            """

    @Test func everyRepeatedCauseIsOneLineAtItsFirstPlace() {
        #expect(
            openAPIDiagnostics(Self.document) == [
                "api.yaml:13:16: warning: a relative server of a path or operation cannot be expressed: the route uses the document's base URL (3 places; the first is here)",
                "api.yaml:6:63: warning: a list of \"items\" schemas (a tuple) cannot be expressed: generated as [JSONValue] (3 places; the first is here)",
            ])
    }

    @Test func warningsNamingDifferentThingsKeepTheirLines() {
        let diagnostics = openAPIDiagnostics(
            openAPIHeader + """
                paths:
                  /a:
                    get:
                      operationId: a
                      parameters:
                        - { name: p, in: header, schema: { type: object, properties: { x: { type: string } } } }
                        - { name: q, in: header, schema: { type: object, properties: { x: { type: string } } } }
                      responses: {}
                """)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { !$0.contains("places") })
    }

    @Test func aCauseRepeatedAcrossTheDocumentsOfARunIsOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-repeated-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["One", "Two"] {
            try
                (openAPIHeader + """
                    components:
                      schemas:
                        \(name)A: { type: object, properties: { a: { type: array, items: [{ type: string }] } } }
                        \(name)B: { type: object, properties: { b: { type: array, items: [{ type: string }] } } }
                    """).write(toFile: folder + "/\(name).yaml", atomically: true, encoding: .utf8)
        }
        let (paths, _) = Pipeline.specPaths(for: [folder])
        let (_, diagnostics) = Pipeline.model(specPaths: paths)
        #expect(
            diagnostics.map { $0.description.replacingOccurrences(of: folder + "/", with: "") } == [
                "One.yaml:6:66: warning: a list of \"items\" schemas (a tuple) cannot be expressed: generated as [JSONValue] (4 places; the first is here)"
            ])
    }

    @Test func errorsAreNeverFoldedAndAPlaceCountsOnce() {
        let here = SourceLocation(file: "a.yaml", line: 1, column: 1)
        let there = SourceLocation(file: "a.yaml", line: 2, column: 1)
        let folded = WarningGroups.fold([
            .error("broken", at: here), .error("broken", at: there),
            .warning(.callbacks, "callbacks", at: here), .warning(.callbacks, "callbacks", at: here),
            .warning(.callbacks, "callbacks", at: there),
            Diagnostic(.warning, "callbacks", at: there, cause: .callbacks, places: 4),
        ])
        #expect(
            folded.map(\.description) == [
                "a.yaml:1:1: error: broken",
                "a.yaml:2:1: error: broken",
                "a.yaml:1:1: warning: callbacks (6 places; the first is here)",
            ])
    }
}
