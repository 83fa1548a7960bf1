import Foundation
import Testing

/// `routegen` on OpenAPI documents: `generate` and `validate` read them (warnings do not fail
/// the run), and `convert` writes the equivalent spec, which generates the same Swift.
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

    func run(_ arguments: [String], in directory: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func generateReadsAJSONDocumentFromAFolderAndWarningsDoNotFailIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-openapi-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.document.write(toFile: folder + "/Specs/notes.json", atomically: true, encoding: .utf8)

        let result = try run(["generate", "Specs", "--output", "Out"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr == "Specs/notes.json:11:11: warning: cookie parameters cannot be expressed: they are left out\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Out").sorted() == [".routegen-manifest", "Notes+Spec.swift", "Notes.swift"])

        let validation = try run(["validate", "Specs/notes.json", "--api-name", "NoteBook"], in: folder)
        #expect(validation.status == 0)
        #expect(validation.stderr == result.stderr)
    }

    @Test func convertWritesASpecThatGeneratesTheSameSwift() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-convert-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Converted", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.document.write(toFile: folder + "/notes.json", atomically: true, encoding: .utf8)

        let printed = try run(["convert", "notes.json"], in: folder)
        #expect(printed.status == 0)
        #expect(printed.stdout.hasPrefix("# Converted by routegen from notes.json.\napi: Notes\nbaseURL: https://notes.example\n"))
        #expect(printed.stdout.contains("response: Note\n"))

        let written = try run(["convert", "notes.json", "--output", "Converted/notes.yaml"], in: folder)
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(try String(contentsOfFile: folder + "/Converted/notes.yaml", encoding: .utf8) == printed.stdout)

        #expect(try run(["generate", "notes.json", "--output", "FromOpenAPI"], in: folder).status == 0)
        #expect(try run(["generate", "Converted/notes.yaml", "--output", "FromSpec"], in: folder).status == 0)
        for name in ["Notes.swift", "Notes+Spec.swift"] {
            let direct = try String(contentsOfFile: folder + "/FromOpenAPI/" + name, encoding: .utf8)
            let converted = try String(contentsOfFile: folder + "/FromSpec/" + name, encoding: .utf8)
            #expect(direct.replacingOccurrences(of: "from notes.json.", with: "from Converted/notes.yaml.") == converted)
        }
    }

    @Test func convertRejectsWhatIsNotOpenAPI() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-convert-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "api: Shop\nbaseURL: https://shop.example\n".write(toFile: folder + "/shop.yaml", atomically: true, encoding: .utf8)
        let result = try run(["convert", "shop.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "shop.yaml:1:1: error: not an OpenAPI document: it has no \"openapi\" key\n")
        #expect(result.stdout.isEmpty)
    }
}
