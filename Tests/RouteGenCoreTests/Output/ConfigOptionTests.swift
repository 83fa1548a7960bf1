import Foundation
import Testing
import TestSupport

/// `--config <routegen.yml>` and `--config-plan <plan>`: how the build plugin hands routegen a
/// target's config, read when routegen runs so that an edit takes effect in the next build.
extension CommandLineTests {
    @Test func theConfigsOptionsApplyAndTheCommandLineWins() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "access: internal\nmodels: [hashable]\n".write(
            toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)

        let configured = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--config", "routegen.yml"], in: folder)
        #expect(configured.status == 0, "\(configured.stderr)")
        let item = try String(contentsOfFile: folder + "/Out/Shop+Spec.swift", encoding: .utf8)
        #expect(item.contains("struct Item: Codable, Hashable, Sendable"))
        #expect(!item.contains("public struct Item"))

        let overridden = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--config", "routegen.yml", "--access", "public"], in: folder)
        #expect(overridden.status == 0, "\(overridden.stderr)")
        #expect(
            try String(contentsOfFile: folder + "/Out/Shop+Spec.swift", encoding: .utf8).contains(
                "public struct Item: Codable, Hashable, Sendable"))
    }

    @Test func synthesizedExamplesGiveEveryModelAValueAndImplyExamples() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let code = try await generated(in: folder, config: "synthesized-examples: true\n")
        #expect(code.contains("public static var examples: [Self] {"), "\(code)")
        #expect(code.contains("ExampleRoute"), "--examples is implied")
    }

    @Test func anErrorInTheConfigIsLocatedAndWritesNothing() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "access: internal\nacces: public\n".write(
            toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)

        let result = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--config", "routegen.yml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("routegen.yml:2:1: error: unknown key \"acces\"; routegen.yml knows access, "))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
    }

    /// An unknown key is answered with every key routegen.yml knows, the one list the config's
    /// reader reads by (`RouteGenConfig.Key`); Docs/Configuration.md must document each.
    @Test func everyKeyTheConfigKnowsIsDocumented() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "no-such-key: true\n".write(toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)

        let result = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--config", "routegen.yml"], in: folder)
        let marker = "routegen.yml knows "
        let listed = try #require(result.stderr.range(of: marker), "\(result.stderr)")
        let keys = result.stderr[listed.upperBound...].prefix { $0 != "\n" }.components(separatedBy: ", ")
        #expect(keys.contains("access") && keys.contains("type-overrides"), "\(keys)")
        let doc = try String(
            contentsOf: packageRoot.appendingPathComponent("Docs/Configuration.md"), encoding: .utf8)
        for key in keys {
            #expect(doc.contains("| `\(key):"), "Docs/Configuration.md's table does not name \(key):")
        }
    }

    /// Only the keys that decide which files a build reads and writes are held to the plan: any
    /// other edit is simply read.
    @Test func aPlanIsOutdatedOnlyByTheKeysItWasMadeOf() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plan = "namespace-file: ShopAPI.swift\n"
        try plan.write(toFile: folder + "/planned", atomically: true, encoding: .utf8)
        let arguments = [
            "generate", "Specs", "--output", "Out", "--namespace-file", "ShopAPI.swift",
            "--config", "routegen.yml", "--config-plan", "planned",
        ]

        try "access: internal\nnamespace-file: ShopAPI.swift\n".write(
            toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        #expect(try await ChildProcess.routegen(arguments, in: folder).status == 0)
        try "access: package\nnamespace-file: ShopAPI.swift\n".write(
            toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        #expect(try await ChildProcess.routegen(arguments, in: folder).status == 0)
        #expect(try String(contentsOfFile: folder + "/Out/Shop.swift", encoding: .utf8).contains("package struct Item"))

        try "access: package\nnamespace-file: Other.swift\n".write(
            toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/Out")
        let outdated = try await ChildProcess.routegen(arguments, in: folder)
        #expect(outdated.status == 1)
        #expect(
            outdated.stderr.hasPrefix("routegen.yml:2:1: error: namespace-file: changed since the build was planned"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))

        try "access: package\n".write(toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        let removed = try await ChildProcess.routegen(arguments, in: folder)
        #expect(
            removed.stderr.hasPrefix("routegen.yml:1:1: error: namespace-file: changed since the build was planned"))
    }
}
