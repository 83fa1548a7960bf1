import Foundation
import Testing
import TestSupport

/// `--model-files <spec>=<count>`: how the build plugin asks for a spec's models to be spread
/// over the files it declared.
extension CommandLineTests {
    @Test func modelFilesSpreadsTheNamedSpecsModels() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try await ChildProcess.routegen(["generate", "Specs", "--output", "Out", "--namespace-file", "ShopAPI.swift",
                              "--model-files", "Specs/Shop.yaml=2"], in: folder)
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/Out").sorted()
        #expect(names == [".routegen-manifest", "Shop+Models1.swift", "Shop+Models2.swift", "Shop.swift", "ShopAPI.swift", "shop-items.swift"])
        // Each declaration is in exactly one of the spec's three files.
        let texts = try ["Shop.swift", "Shop+Models1.swift", "Shop+Models2.swift"].map {
            try String(contentsOfFile: folder + "/Out/" + $0, encoding: .utf8)
        }
        #expect(texts.filter { $0.contains("public struct Item: Codable, Sendable {") }.count == 1)
    }

    @Test func modelFilesTakesASpecAndACountFromOneTo47() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        for argument in ["Specs/Shop.yaml", "Specs/Shop.yaml=0", "Specs/Shop.yaml=48", "=2"] {
            let result = try await ChildProcess.routegen(["generate", "Specs", "--output", "Out", "--model-files", argument], in: folder)
            #expect(result.status == 64, "\(argument)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/Out"), "\(argument)")
        }
    }

    @Test func modelFilesNamingNoSpecOfTheRunIsAnErrorAndWritesNothing() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try await ChildProcess.routegen(["generate", "Specs", "--output", "Out", "--model-files", "./Specs/Shop.yaml=2"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "routegen: error: --model-files names ./Specs/Shop.yaml, which is not a spec of this run; name it as listed: Specs/Shop.yaml, Specs/shop-items.yaml\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
    }
}
