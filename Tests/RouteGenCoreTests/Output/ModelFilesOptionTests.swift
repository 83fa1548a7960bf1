import Foundation
import Testing
import TestSupport

/// `--model-files <spec>=<count>`: how the build plugin asks for a spec's models to be spread
/// over the files it declared.
extension CommandLineTests {
    @Test func modelFilesSpreadsTheNamedSpecsModels() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try await ChildProcess.routegen(
            [
                "generate", "Specs", "--output", "Out", "--namespace-file", "ShopAPI.swift",
                "--model-files", "Specs/Shop.yaml=2",
            ], in: folder)
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/Out").sorted()
        #expect(
            names == [
                ".routegen-manifest", "Shop+Models1.swift", "Shop+Models2.swift", "Shop.swift", "ShopAPI.swift",
                "shop-items.swift",
            ])
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
            let result = try await ChildProcess.routegen(
                ["generate", "Specs", "--output", "Out", "--model-files", argument], in: folder)
            #expect(result.status == 64, "\(argument)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/Out"), "\(argument)")
        }
    }

    @Test func modelFilesNamingNoSpecOfTheRunIsAnErrorAndWritesNothing() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--model-files", "./Specs/Shop.yaml=2"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "routegen: error: --model-files names ./Specs/Shop.yaml, which is not a spec of this run; name it as listed: Specs/Shop.yaml, Specs/shop-items.yaml\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
    }
}

/// The automatic count follows the whole description: a small entry document whose schemas are
/// in other files is split like one file of their size.
extension CommandLineTests {
    @Test func aDescriptionSpreadOverFilesIsSplitByItsWholeSize() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-description-\(UUID())")
            .path
        try FileManager.default.createDirectory(atPath: folder + "/spec/models", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var entry =
            "openapi: 3.1.0\ninfo: { title: Parts, version: 1.0.0 }\nservers: [{ url: \"https://parts.example\" }]\npaths:\n"
        let description = String(
            repeating: "Described at length, as large public descriptions describe their properties. ", count: 3)
        for index in 1...50 {
            let properties = (1...8).map { "  p\($0): { type: string, description: \"\(description)\" }\n" }.joined()
            try "type: object\nproperties:\n\(properties)".write(
                toFile: folder + "/spec/models/part\(index).yml", atomically: true, encoding: .utf8)
            entry +=
                "  /parts/\(index): { get: { operationId: part\(index), responses: { \"200\": { description: It., "
                + "content: { application/json: { schema: { $ref: \"models/part\(index).yml\" } } } } } } }\n"
        }
        try entry.write(toFile: folder + "/spec/api.yaml", atomically: true, encoding: .utf8)
        let entryBytes = try FileManager.default.attributesOfItem(atPath: folder + "/spec/api.yaml")[.size] as? Int ?? 0
        #expect(entryBytes < 3 * 32 * 1024)

        let result = try await ChildProcess.routegen(["generate", "spec/api.yaml", "--output", "Out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/Out").filter {
            $0.hasSuffix(".swift")
        }.sorted()
        // About 100 KiB of description: three files of the spec's own, beside the namespace file.
        #expect(names == ["Api+Models1.swift", "Api+Models2.swift", "Api.swift", "Parts.swift"], "\(names)")
        for name in names where name != "Parts.swift" {
            #expect(
                try String(contentsOfFile: folder + "/Out/" + name, encoding: .utf8).contains("public struct Part"),
                "\(name)")
        }
    }
}
