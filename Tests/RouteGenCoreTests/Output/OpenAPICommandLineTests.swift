import Foundation
import Testing
import TestSupport

/// `routegen` on OpenAPI documents: `generate` and `validate` read them (warnings do not fail
/// the run), and `convert` writes the equivalent spec, which generates the same Swift.
@Suite(.timeLimit(.minutes(3)))
struct OpenAPICommandLineTests {
    static let document = """
        {
          "openapi": "3.0.3",
          "info": { "title": "Notes" },
          "servers": [{ "url": "https://notes.example" }],
          "paths": {
            "/notes/{id}": {
              "get": {
                "operationId": "getNote",
                "parameters": [
                  { "name": "id", "in": "path", "required": true, "schema": { "type": "string", "format": "uuid" } },
                  { "name": "session", "in": "cookie", "schema": { "type": "string" } }
                ],
                "responses": { "200": { "description": "A note \\ud83d\\udcdd", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Note" } } } } }
              }
            }
          },
          "components": { "schemas": { "Note": { "type": "object", "required": ["text"], "properties": { "text": { "type": "string" } } } } }
        }
        """

    @Test func generateReadsAJSONDocumentFromAFolderAndWarningsDoNotFailIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-openapi-cli-\(UUID())")
            .path
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.document.write(toFile: folder + "/Specs/notes.json", atomically: true, encoding: .utf8)

        let result = try await ChildProcess.routegen(["generate", "Specs", "--output", "Out"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "Specs/notes.json:11:11: warning: cookie parameters cannot be expressed: they are left out [cookie-parameters]\n"
        )
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/Out").sorted() == [
                ".routegen-manifest", "Notes+Spec.swift", "Notes.swift",
            ])

        let validation = try await ChildProcess.routegen(
            ["validate", "Specs/notes.json", "--api-name", "NoteBook"], in: folder)
        #expect(validation.status == 0)
        #expect(validation.stderr == result.stderr)
    }

    @Test func convertWritesASpecThatGeneratesTheSameSwift() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-convert-cli-\(UUID())")
            .path
        try FileManager.default.createDirectory(atPath: folder + "/Converted", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.document.write(toFile: folder + "/notes.json", atomically: true, encoding: .utf8)

        let printed = try await ChildProcess.routegen(["convert", "notes.json"], in: folder)
        #expect(printed.status == 0)
        #expect(
            printed.stdout.hasPrefix(
                "# Converted by routegen from notes.json.\napi: Notes\nbaseURL: https://notes.example\n"))
        #expect(printed.stdout.contains("  getNote: { GET: \"/notes/{id}\", path: { id: UUID }, response: Note }\n"))

        let written = try await ChildProcess.routegen(
            ["convert", "notes.json", "--output", "Converted/notes.yaml"], in: folder)
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(try String(contentsOfFile: folder + "/Converted/notes.yaml", encoding: .utf8) == printed.stdout)

        #expect(
            try await ChildProcess.routegen(["generate", "notes.json", "--output", "FromOpenAPI"], in: folder).status
                == 0)
        #expect(
            try await ChildProcess.routegen(["generate", "Converted/notes.yaml", "--output", "FromSpec"], in: folder)
                .status == 0)
        for name in ["Notes.swift", "Notes+Spec.swift"] {
            let direct = try String(contentsOfFile: folder + "/FromOpenAPI/" + name, encoding: .utf8)
            let converted = try String(contentsOfFile: folder + "/FromSpec/" + name, encoding: .utf8)
            #expect(direct.replacingOccurrences(of: "from notes.json.", with: "from notes.yaml.") == converted)
        }
    }

    @Test func convertRejectsWhatIsNotOpenAPI() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-convert-cli-\(UUID())")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "api: Shop\nbaseURL: https://shop.example\n".write(
            toFile: folder + "/shop.yaml", atomically: true, encoding: .utf8)
        let result = try await ChildProcess.routegen(["convert", "shop.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "shop.yaml:1:1: error: not an OpenAPI document: it has no \"openapi\" key\n")
        #expect(result.stdout.isEmpty)
    }
}
