import Foundation
import Testing

/// The `routegen` executable as users run it: exit status, diagnostics on stderr, and no
/// output at all when a spec has an error.
struct CommandLineTests {
    /// The built `routegen` next to the test bundle.
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("routegen").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("routegen")
    }()

    func run(_ arguments: [String], in directory: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func specErrorPrintsLocatedDiagnosticsAndWritesNothing() throws {
        #expect(FileManager.default.fileExists(atPath: Self.executable.path), "swift test builds routegen beside the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "api: Shop\nbaseURL: https://shop.example\nroutes:\n  item: { GET: \"/items/{id}\", response: Itme }\n"
            .write(toFile: folder + "/Specs/Shop.yaml", atomically: true, encoding: .utf8)

        let result = try run(["generate", "Specs", "--output", "Out"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == """
            Specs/Shop.yaml:4:25: error: path placeholder {id} has no type: write {id: Type} or declare it under "path:"
            Specs/Shop.yaml:4:41: error: unknown type "Itme"

            """)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))

        let validation = try run(["validate", "Specs"], in: folder)
        #expect(validation.status == 1)
        #expect(validation.stderr == result.stderr)
    }

    @Test func anOutputThatCannotBeWrittenNamesThePathAndTheReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "api: Shop\nbaseURL: https://shop.example\nroutes:\n  item: { GET: /items, response: String }\n"
            .write(toFile: folder + "/Specs/Shop.yaml", atomically: true, encoding: .utf8)
        try "a file where the output folder should be".write(toFile: folder + "/Out", atomically: true, encoding: .utf8)

        let result = try run(["generate", "Specs", "--output", "Out/Generated"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Out/Generated: error: "))
        #expect(result.stderr.contains("Out"), "the message names the path")
        #expect(result.stderr.lowercased().contains("directory"), "the system's reason: Not a directory")
        #expect(!result.stderr.contains("CocoaError"), "no debug description of the error value")
    }

    @Test func aBrokenTemplateIsTheOnlyErrorReportedEvenWhenTheSpecsHaveErrorsToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Templates", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{{% CONTENT_TYPE: TEXT}}\n{{#cases}}\n".write(toFile: folder + "/Templates/enum.mustache", atomically: true, encoding: .utf8)
        try "api: Shop\nroutes: 3\n".write(toFile: folder + "/Broken.yaml", atomically: true, encoding: .utf8)
        try "api: Shop\nbaseURL: https://shop.example\nroutes:\n  item: { GET: /items, response: String }\n"
            .write(toFile: folder + "/Shop.yaml", atomically: true, encoding: .utf8)
        let expected = "error: template \"enum\" line 2, column 1: {{#cases}} is never closed\n"

        for spec in ["Broken.yaml", "Shop.yaml"] {
            let result = try run(["generate", spec, "--templates", "Templates", "--output", "Out"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == expected, "\(spec)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
        }
    }
}
