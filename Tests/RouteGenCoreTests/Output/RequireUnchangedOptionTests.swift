import Foundation
import Testing
import TestSupport

/// `--require-unchanged <file>=<copy>`: the build plugin's guard against a plan made from an
/// outdated `routegen.yml`.
extension CommandLineTests {
    @Test func requireUnchangedRunsWhileTheFileMatchesItsCopyAndFailsOnceItDiffers() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "access: internal\n".write(toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        try "access: internal\n".write(toFile: folder + "/planned.yml", atomically: true, encoding: .utf8)
        let arguments = ["generate", "Specs", "--output", "Out", "--require-unchanged", "routegen.yml=planned.yml"]

        #expect(try await ChildProcess.routegen(arguments, in: folder).status == 0)

        try "access: public\n".write(toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/Out")
        let outdated = try await ChildProcess.routegen(arguments, in: folder)
        #expect(outdated.status == 1)
        #expect(outdated.stderr.hasPrefix("routegen.yml:1:1: error: changed since the build command was planned from it"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
    }

    @Test func requireUnchangedTakesFileEqualsCopy() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try await ChildProcess.routegen(["generate", "Specs", "--output", "Out", "--require-unchanged", "routegen.yml"], in: folder)
        #expect(result.status == 64)
    }
}
