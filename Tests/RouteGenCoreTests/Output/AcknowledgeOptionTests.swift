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
                ["validate", "notes.yaml", "--acknowledge", "everything"], in: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("'everything' is invalid for '--acknowledge <cause>'"))
            for cause in WarningCause.allCases {
                #expect(result.stderr.contains("- \(cause.rawValue)\n"), "\(cause.rawValue)")
            }
        }
    }

    /// A misspelt cause is answered with the one meant, not with the list of all 43 (issue 40).
    @Test(arguments: [["--acknowledge", "discriminatr"], ["--acknowledge=discriminatr"]])
    func aMisspeltCauseSuggestsTheNearest(_ option: [String]) async throws {
        try await withDocument { folder in
            let result = try await ChildProcess.routegen(["validate", "notes.yaml"] + option, in: folder)
            #expect(result.status == 64)
            #expect(
                result.stderr
                    == "Error: The value 'discriminatr' is invalid for '--acknowledge <cause>'. Did you mean 'discriminator'?\n"
            )
        }
    }

    /// routegen.yml's `acknowledge:` is checked where it is written, at the cause's line and column.
    @Test func aMisspeltCauseInTheConfigIsLocatedThere() async throws {
        try await withDocument { folder in
            try "acknowledge: [tuple, additional-property]\n".write(
                toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
            let result = try await ChildProcess.routegen(
                ["generate", "notes.yaml", "--output", "Out", "--config", "routegen.yml"], in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "routegen.yml:1:22: error: acknowledge: \"additional-property\" is no warning cause (did you mean \"additional-properties\"?)\n"
            )
            #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
            try "acknowledge:\n  - nothing-at-all\n".write(
                toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
            let far = try await ChildProcess.routegen(
                ["generate", "notes.yaml", "--output", "Out", "--config", "routegen.yml"], in: folder)
            #expect(far.status == 1)
            #expect(
                far.stderr
                    == "routegen.yml:2:5: error: acknowledge: \"nothing-at-all\" is no warning cause: Docs/OpenAPI.md lists the causes\n"
            )
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
