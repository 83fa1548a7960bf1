import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// `routegen convert` writes a spec that generates the files its document generates: the same
/// split into models files, though the spec is a fraction of the document's size (the split
/// follows the size of the description, so the spec says the document's count, `modelFiles:`),
/// and a header that names the document by its file name, never by an absolute path (issue 40).
@Suite(.timeLimit(.minutes(5)))
struct ConvertSplitTests {
    /// An OpenAPI document of `count` schemas, each with a GET operation: about 500 bytes each,
    /// which the spec format says in about 200.
    static func document(count: Int) -> String {
        var text = """
            openapi: 3.1.0
            info: { title: Things }
            servers: [{ url: "https://things.example" }]
            paths:

            """
        for index in 0..<count {
            text += """
                  /things\(index)/{id}:
                    get:
                      operationId: getThing\(index)
                      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                      responses:
                        "200": { description: A thing., content: { application/json: { schema: { $ref: "#/components/schemas/Thing\(index)" } } } }

                """
        }
        text += "components:\n  schemas:\n"
        for index in 0..<count {
            text += """
                    Thing\(index):
                      type: object
                      required: [id, name]
                      properties:
                        id: { type: integer, format: int64 }
                        name: { type: string }
                        note: { type: string }
                        tags: { type: array, items: { type: string } }

                """
        }
        return text
    }

    /// The files `routegen generate <spec> --output Out` writes in `folder`, by name.
    static func generate(_ spec: String, in folder: String) async throws -> [String: String] {
        let result = try await ChildProcess.routegen(["generate", spec, "--output", "Out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder + "/Out") where name.hasSuffix(".swift")
        {
            files[name] = try String(contentsOfFile: folder + "/Out/" + name, encoding: .utf8)
        }
        return files
    }

    @Test func convertingThenGeneratingWritesTheFilesOfTheDocument() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-convert-split-\(UUID())")
            .path
        try FileManager.default.createDirectory(atPath: folder + "/Converted", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = Self.document(count: 400)
        #expect(ModelFileSplit.automaticCount(descriptionBytes: document.utf8.count) > 1)
        try document.write(toFile: folder + "/things.yaml", atomically: true, encoding: .utf8)

        // Named by its absolute path, as a script or a build tool would.
        let converted = try await ChildProcess.routegen(
            ["convert", folder + "/things.yaml", "--output", "Converted/things.yaml"], in: folder)
        #expect(converted.status == 0, "\(converted.stderr)")
        let spec = try String(contentsOfFile: folder + "/Converted/things.yaml", encoding: .utf8)
        #expect(spec.hasPrefix("# Converted by routegen from things.yaml.\n"))
        #expect(!spec.contains(folder))
        #expect(
            ModelFileRule.declaredCount(inSpec: spec)
                == ModelFileSplit.automaticCount(descriptionBytes: document.utf8.count))

        let fromDocument = try await Self.generate("things.yaml", in: folder)
        let fromSpec = try await Self.generate("things.yaml", in: folder + "/Converted")
        #expect(fromDocument.keys.sorted() == fromSpec.keys.sorted())
        #expect(fromDocument.count > 2)
        for (name, code) in fromDocument { #expect(fromSpec[name] == code, "\(name)") }
    }

    @Test func aSmallDocumentsSpecDeclaresNoCount() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-convert-small-\(UUID())")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.document(count: 3).write(toFile: folder + "/things.yaml", atomically: true, encoding: .utf8)
        let converted = try await ChildProcess.routegen(["convert", "things.yaml"], in: folder)
        #expect(converted.status == 0, "\(converted.stderr)")
        #expect(converted.stdout.hasPrefix("# Converted by routegen from things.yaml.\napi: Things\n"))
        #expect(!converted.stdout.contains("modelFiles"))
    }

    @Test func aHeaderNameCannotEndItsLine() {
        #expect(SpecWriter.headerName(of: "/home/someone/api.yaml") == "api.yaml")
        #expect(SpecWriter.headerName(of: "a\nb\u{2028}c\u{202E}.yaml") == "a\\u{A}b\\u{2028}c\\u{202E}.yaml")
    }

    /// The build plugin reads the count from the line without parsing the spec, so routegen takes
    /// it in that form only; a count in any other form is an error where it is written.
    @Test func aSpecsCountIsALineOfItsOwn() {
        let (spec, diagnostics) = SpecLoader.load("api: A\nmodelFiles: 3 # the document's\n", path: "a.yaml")
        #expect(diagnostics == [])
        #expect(spec.modelFiles?.value == 3)
        #expect(ModelFileRule.declaredCount(inSpec: "api: A\nmodelFiles: 3 # the document's\n") == 3)
        for (text, message) in [
            ("{ api: A, modelFiles: 3 }", "a.yaml:1:11: error: write \"modelFiles: 3\" as a line of its own"),
            ("api: A\n\"modelFiles\": 3\n", "a.yaml:2:1: error: write \"modelFiles: 3\" as a line of its own"),
            ("api: A\nmodelFiles:\n  3\n", "a.yaml:2:1: error: write \"modelFiles: 3\" as a line of its own"),
            ("api: A\nmodelFiles: \"3\"\n", "a.yaml:2:13: error: expected \"modelFiles\" to be a count"),
            ("api: A\nmodelFiles: 48\n", "a.yaml:2:13: error: expected \"modelFiles\" to be a count"),
            ("api: A\nmodelFiles: +3\n", "a.yaml:2:13: error: expected \"modelFiles\" to be a count"),
        ] {
            let (_, found) = SpecLoader.load(text, path: "a.yaml")
            #expect(found.count == 1 && found[0].description.hasPrefix(message), "\(text): \(found)")
        }
    }
}
