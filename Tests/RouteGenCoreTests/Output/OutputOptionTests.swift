import Foundation
import Testing
import TestSupport

/// `generate --output`: a mistyped option is reported as such, not as a missing `--output`,
/// and a file where the folder should be is named as the wrong argument.
@Suite(.timeLimit(.minutes(3)))
struct OutputOptionTests {
    /// A folder holding `Specs/Shop.yaml` and the file `afile.txt`, removed after `body`.
    func withSpecs(_ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-output-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "api: Shop\nbaseURL: https://shop.example\nroutes:\n  item: { GET: /items, response: String }\n"
            .write(toFile: folder + "/Specs/Shop.yaml", atomically: true, encoding: .utf8)
        try "notes\n".write(toFile: folder + "/afile.txt", atomically: true, encoding: .utf8)
        try await body(folder)
    }

    @Test func aMistypedOptionIsReportedInsteadOfAMissingOutput() async throws {
        try await withSpecs { folder in
            let result = try await ChildProcess.routegen(["generate", "Specs", "--outptu", "out"], in: folder)
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix("Error: Unknown option '--outptu'. Did you mean '--output'?\n"))
            #expect(!result.stderr.contains("Missing"))

            let missing = try await ChildProcess.routegen(["generate", "Specs"], in: folder)
            #expect(missing.status == 64)
            #expect(
                missing.stderr == """
                    Error: Missing --output <folder> (or use --print-context).
                    Usage: routegen generate [<options>] <specs> ...
                      See 'routegen generate --help' for more information.

                    """)
        }
    }

    @Test func anOutputThatIsAFileIsNamedAsTheWrongArgument() async throws {
        try await withSpecs { folder in
            let expected =
                "afile.txt: error: --output names a file, but it must name a folder (routegen creates it when missing): choose a folder for the generated files\n"
            for check in [[], ["--check"]] {
                let result = try await ChildProcess.routegen(
                    ["generate", "Specs", "--output", "afile.txt"] + check, in: folder)
                #expect(result.status == 1)
                #expect(result.stderr == expected)
            }
            #expect(try String(contentsOfFile: folder + "/afile.txt", encoding: .utf8) == "notes\n")
        }
    }
}
