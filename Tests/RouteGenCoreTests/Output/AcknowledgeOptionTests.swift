import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// Every warning ends with its cause, and `--acknowledge <cause>` keeps a known fallback out of
/// the output of `generate`, `validate` and `convert` while every other cause is still printed.
@Suite(.timeLimit(.minutes(3)))
struct AcknowledgeOptionTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Notes }
        servers: [{ url: "https://notes.example" }]
        paths:
          /notes:
            get:
              operationId: listNotes
              parameters: [{ name: session, in: cookie, schema: { type: string } }]
              responses:
                "200": { description: Notes., content: { application/json: { schema: { $ref: "#/components/schemas/Note" } } } }
        components:
          schemas:
            Note: { type: object, properties: { lines: { type: array, items: [{ type: string }] } } }
        """

    static let cookie =
        "notes.yaml:8:20: warning: cookie parameters cannot be expressed: they are left out [cookie-parameters]\n"
    static let tuple =
        "notes.yaml:13:70: warning: a list of \"items\" schemas (a tuple) cannot be expressed: generated as [JSONValue] [tuple]\n"

    /// A folder holding `notes.yaml`, removed after `body`.
    func withDocument(_ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-acknowledge-\(UUID())")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.document.write(toFile: folder + "/notes.yaml", atomically: true, encoding: .utf8)
        try await body(folder)
    }

    @Test func everyWarningEndsWithItsCause() async throws {
        try await withDocument { folder in
            let result = try await ChildProcess.routegen(["validate", "notes.yaml"], in: folder)
            #expect(result.status == 0)
            #expect(result.stderr == Self.tuple + Self.cookie)
        }
    }

    @Test func anAcknowledgedCauseIsNotPrintedByAnyCommand() async throws {
        try await withDocument { folder in
            for command in [
                ["validate", "notes.yaml"], ["generate", "notes.yaml", "--output", "Out"],
                ["convert", "notes.yaml", "--output", "notes-spec.yaml"],
            ] {
                let result = try await ChildProcess.routegen(command + ["--acknowledge", "tuple"], in: folder)
                #expect(result.status == 0, "\(command[0]): \(result.stderr)")
                #expect(result.stderr == Self.cookie, "\(command[0])")
            }
            let both = try await ChildProcess.routegen(
                ["validate", "notes.yaml", "--acknowledge", "cookie-parameters", "--acknowledge", "tuple"], in: folder)
            #expect(both.stderr.isEmpty)
        }
    }

    @Test func anUnknownCauseIsAUsageErrorNamingTheKnownOnes() async throws {
        try await withDocument { folder in
            let result = try await ChildProcess.routegen(
                ["validate", "notes.yaml", "--acknowledge", "additional-property"], in: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("'additional-property' is invalid for '--acknowledge <cause>'"))
            for cause in WarningCause.allCases {
                #expect(result.stderr.contains("- \(cause.rawValue)\n"), "\(cause.rawValue)")
            }
        }
    }

    @Test func everyCauseIsDocumented() throws {
        let guide = try String(
            contentsOf: SwiftTypeChecker.packageRoot.appendingPathComponent("Docs/OpenAPI.md"), encoding: .utf8)
        for cause in WarningCause.allCases {
            #expect(guide.contains("`\(cause.rawValue)`"), "Docs/OpenAPI.md lists \(cause.rawValue)")
        }
    }
}
