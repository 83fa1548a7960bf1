import Foundation
import RouteGenCore
import Testing
import TestSupport

/// The `routegen` executable as users run it: exit status, diagnostics on stderr, and no
/// output at all when a spec has an error.
@Suite(.timeLimit(.minutes(3)))
struct CommandLineTests {
    @Test func specErrorPrintsLocatedDiagnosticsAndWritesNothing() async throws {
        #expect(
            FileManager.default.fileExists(atPath: ChildProcess.routegenExecutable.path),
            "swift test builds routegen beside the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "api: Shop\nbaseURL: https://shop.example\nroutes:\n  item: { GET: \"/items/{id}\", response: Itme }\n"
            .write(toFile: folder + "/Specs/Shop.yaml", atomically: true, encoding: .utf8)

        let result = try await ChildProcess.routegen(["generate", "Specs", "--output", "Out"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                Specs/Shop.yaml:4:25: error: path placeholder {id} has no type: write {id: Type} or declare it under "path:"
                Specs/Shop.yaml:4:41: error: unknown type "Itme"

                """)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))

        let validation = try await ChildProcess.routegen(["validate", "Specs"], in: folder)
        #expect(validation.status == 1)
        #expect(validation.stderr == result.stderr)
    }

    @Test func anOutputThatCannotBeWrittenNamesThePathAndTheReason() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "api: Shop\nbaseURL: https://shop.example\nroutes:\n  item: { GET: /items, response: String }\n"
            .write(toFile: folder + "/Specs/Shop.yaml", atomically: true, encoding: .utf8)
        try "a file where the output folder should be".write(toFile: folder + "/Out", atomically: true, encoding: .utf8)

        let result = try await ChildProcess.routegen(["generate", "Specs", "--output", "Out/Generated"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Out/Generated: error: "))
        #expect(result.stderr.contains("Out"), "the message names the path")
        #expect(result.stderr.lowercased().contains("directory"), "the system's reason: Not a directory")
        #expect(!result.stderr.contains("CocoaError"), "no debug description of the error value")
    }

    @Test func aBrokenTemplateIsTheOnlyErrorReportedEvenWhenTheSpecsHaveErrorsToo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Templates", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{{% CONTENT_TYPE: TEXT}}\n{{#cases}}\n".write(
            toFile: folder + "/Templates/enum.mustache", atomically: true, encoding: .utf8)
        try "api: Shop\nroutes: 3\n".write(toFile: folder + "/Broken.yaml", atomically: true, encoding: .utf8)
        try "api: Shop\nbaseURL: https://shop.example\nroutes:\n  item: { GET: /items, response: String }\n"
            .write(toFile: folder + "/Shop.yaml", atomically: true, encoding: .utf8)
        let expected = "error: template \"enum\" line 2, column 1: {{#cases}} is never closed\n"

        for spec in ["Broken.yaml", "Shop.yaml"] {
            let result = try await ChildProcess.routegen(
                ["generate", spec, "--templates", "Templates", "--output", "Out"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == expected, "\(spec)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
        }
    }

    @Test func versionPrintsTheOneVersionString() async throws {
        let result = try await ChildProcess.routegen(["--version"], in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == 0)
        #expect(result.stdout == RouteGenVersion.current + "\n")
        #expect(result.stderr.isEmpty)
    }

    /// `routegen` itself takes no arguments, so ArgumentParser alone reports what follows a
    /// mistyped command (`Unknown option '--output'`): the command's name comes first.
    @Test(arguments: [
        (["generat", "Specs", "--output", "X"], "Unknown command 'generat'. Did you mean 'generate'?"),
        (["valdate", "Specs"], "Unknown command 'valdate'. Did you mean 'validate'?"),
        (["exportopenapi", "Specs"], "Unknown command 'exportopenapi'. Did you mean 'export-openapi'?"),
        (["help", "conver"], "Unknown command 'conver'. Did you mean 'convert'?"),
        (
            ["Specs", "--output", "X"],
            "Unknown command 'Specs'. The commands are 'generate', 'validate', 'convert', 'export-openapi'."
        ),
    ])
    func aMistypedCommandIsNamedWithTheNearestOne(arguments: [String], message: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await ChildProcess.routegen(arguments, in: folder)
        #expect(result.status == 64)
        #expect(
            result.stderr == """
                Error: \(message)
                Usage: routegen <subcommand>
                  See 'routegen --help' for more information.

                """)
        #expect(!FileManager.default.fileExists(atPath: folder + "/X"))
    }
}
