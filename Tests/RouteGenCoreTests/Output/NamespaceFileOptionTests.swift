import Foundation
import Testing
import TestSupport

/// `--namespace-file`: every output name follows from the spec paths, as the build plugin
/// declares them before routegen runs.
extension CommandLineTests {
    /// A folder holding `Specs/` with a spec named like the API and one named unlike a Swift type.
    func shopFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-names-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        try "api: Shop\nbaseURL: https://shop.example\nmodels:\n  Item: { fields: { id: Int } }\n"
            .write(toFile: folder + "/Specs/Shop.yaml", atomically: true, encoding: .utf8)
        try "routes:\n  item: { GET: \"/items/{id: Int}\", response: Item }\n"
            .write(toFile: folder + "/Specs/shop-items.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    /// The Swift routegen writes into `Out` from the specs of `folder` (``shopFolder()``) with
    /// `config` as its routegen.yml: every output file's text, joined in name order.
    func generated(in folder: String, config: String) async throws -> String {
        try config.write(toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        let result = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--config", "routegen.yml"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        return try FileManager.default.contentsOfDirectory(atPath: folder + "/Out").filter { $0.hasSuffix(".swift") }
            .sorted().map { try String(contentsOfFile: folder + "/Out/" + $0, encoding: .utf8) }.joined()
    }

    @Test func namespaceFileNamesOutputsAfterTheSpecFiles() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--namespace-file", "ShopAPI.swift"], in: folder)
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/Out").sorted()
        #expect(names == [".routegen-manifest", "Shop.swift", "ShopAPI.swift", "shop-items.swift"])
        let namespace = try String(contentsOfFile: folder + "/Out/ShopAPI.swift", encoding: .utf8)
        #expect(namespace.contains("public enum Shop {"))
        let items = try String(contentsOfFile: folder + "/Out/shop-items.swift", encoding: .utf8)
        #expect(items.contains("struct ItemRoute"))
    }

    @Test func defaultNamesAreUnchanged() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        #expect(try await ChildProcess.routegen(["generate", "Specs", "--output", "Out"], in: folder).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/Out").sorted()
        #expect(names == [".routegen-manifest", "Shop+Spec.swift", "Shop.swift", "ShopItems.swift"])
    }

    @Test func namespaceFileClashingWithASpecIsALocatedErrorAndWritesNothing() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--namespace-file", "Shop.swift"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Specs/Shop.yaml:1:1: error: output file Shop.swift is already the namespace file; rename the spec file\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
    }

    @Test func namespaceFileMustBeAPlainSwiftFileName() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        for name in ["Sub/API.swift", "API.txt", ".API.swift"] {
            let result = try await ChildProcess.routegen(
                ["generate", "Specs", "--output", "Out", "--namespace-file", name], in: folder)
            #expect(result.status == 64, "\(name)")
            #expect(result.stderr.contains("--namespace-file takes a file name ending in .swift"), "\(name)")
        }
    }
}
