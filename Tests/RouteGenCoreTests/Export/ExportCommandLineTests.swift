import Foundation
import Testing
import TestSupport

/// `routegen export-openapi` as a user runs it: standard output or `--output`, diagnostics as
/// the other commands print them, and nothing written when a spec has an error.
@Suite(.timeLimit(.minutes(3)))
struct ExportCommandLineTests {
    static let spec = """
        api: Notes
        baseURL: https://notes.example
        doc: Notes to self.
        routes:
          note: { GET: "/notes/{id: UUID}", response: Note }
          noteHistory: { GET: "/notes/{key: UUID}" }
        models:
          Note: { fields: { text: String } }
        """

    private func withFolder(_ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-export-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.spec.write(toFile: folder + "/Specs/notes.yaml", atomically: true, encoding: .utf8)
        try await body(folder)
    }

    @Test func printsOrWritesTheDocumentWithItsWarnings() async throws {
        try await withFolder { folder in
            let printed = try await ChildProcess.routegen(["export-openapi", "Specs"], in: folder)
            #expect(printed.status == 0)
            #expect(
                printed.stdout.hasPrefix(
                    "openapi: \"3.1.0\"\ninfo:\n  title: Notes\n  version: \"1.0.0\"\n  description: Notes to self.\n"))
            #expect(
                printed.stderr
                    == "Specs/notes.yaml:6:23: warning: the route \"note\" has the same method and path, which OpenAPI cannot hold twice: this one's path parameters are renamed on the wire (/notes/{key_noteHistory}); tools that compare paths without their parameter names still see one path [export]\n"
            )

            let written = try await ChildProcess.routegen(
                [
                    "export-openapi", "Specs", "--output", "notes.openapi.yaml", "--api-version", "2.1",
                    "--acknowledge", "export",
                ], in: folder)
            #expect(written.status == 0)
            #expect(written.stdout.isEmpty)
            #expect(written.stderr.isEmpty)
            let document = try String(contentsOfFile: folder + "/notes.openapi.yaml", encoding: .utf8)
            #expect(document == printed.stdout.replacingOccurrences(of: "version: \"1.0.0\"", with: "version: \"2.1\""))

            let generated = try await ChildProcess.routegen(
                ["generate", "notes.openapi.yaml", "--output", "Out"], in: folder)
            #expect(generated.status == 0)
            #expect(generated.stderr.isEmpty)
        }
    }

    /// The round trip as a user runs it: export two spec files, `convert` the document
    /// back into a folder (it writes both files, as `x-routegen-files` lists them), and
    /// generating from the specs, the document and the converted specs writes the same files.
    @Test func convertOfTheExportGeneratesTheSameFiles() async throws {
        try await withFolder { folder in
            try "models:\n  Tag: { fields: { name: String } }\nroutes:\n  tags: { GET: /tags, response: \"[Tag]\" }\n"
                .write(toFile: folder + "/Specs/tags.yaml", atomically: true, encoding: .utf8)
            let exported = try await ChildProcess.routegen(
                ["export-openapi", "Specs", "--output", "notes.openapi.yaml", "--acknowledge", "export"], in: folder)
            #expect(exported.status == 0)
            let toStandardOutput = try await ChildProcess.routegen(["convert", "notes.openapi.yaml"], in: folder)
            #expect(toStandardOutput.status == 1)
            #expect(
                toStandardOutput.stderr
                    == "notes.openapi.yaml: error: the document stands for 2 spec files (x-routegen-files): give --output <folder>\n"
            )
            let converted = try await ChildProcess.routegen(
                ["convert", "notes.openapi.yaml", "--output", "Converted"], in: folder)
            #expect(converted.status == 0)
            #expect(converted.stderr.isEmpty)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder + "/Converted").sorted() == [
                    "notes.yaml", "tags.yaml",
                ])
            for (input, output) in [
                ("Specs", "FromSpecs"), ("notes.openapi.yaml", "FromDocument"), ("Converted", "FromConverted"),
            ] {
                let generated = try await ChildProcess.routegen(["generate", input, "--output", output], in: folder)
                #expect(generated.status == 0, "\(input): \(generated.stderr)")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/FromSpecs").filter {
                $0.hasSuffix(".swift")
            }.sorted()
            #expect(names == ["Notes.swift", "Tags.swift", "Notes+Spec.swift"].sorted())
            for name in names {
                let original = try String(contentsOfFile: folder + "/FromSpecs/" + name, encoding: .utf8)
                #expect(
                    try String(contentsOfFile: folder + "/FromDocument/" + name, encoding: .utf8) == original, "\(name)"
                )
                #expect(
                    try String(contentsOfFile: folder + "/FromConverted/" + name, encoding: .utf8) == original,
                    "\(name)")
            }
        }
    }

    @Test func aSpecErrorWritesNothing() async throws {
        try await withFolder { folder in
            try "routes:\n  broken: { GET: /x, response: Missing }\n".write(
                toFile: folder + "/Specs/broken.yaml", atomically: true, encoding: .utf8)
            try "the old document\n".write(toFile: folder + "/notes.openapi.yaml", atomically: true, encoding: .utf8)
            let result = try await ChildProcess.routegen(
                ["export-openapi", "Specs", "--output", "notes.openapi.yaml"], in: folder)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("Specs/broken.yaml:2:32: error: unknown type \"Missing\""))
            #expect(try String(contentsOfFile: folder + "/notes.openapi.yaml", encoding: .utf8) == "the old document\n")
        }
    }

    @Test func aMissingSpecIsAnError() async throws {
        try await withFolder { folder in
            let result = try await ChildProcess.routegen(["export-openapi", "Nowhere"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == "Nowhere:1:1: error: no such file or folder\n")
        }
    }
}
