import Foundation
import Testing
import TestSupport

/// `generate --check`, the CI gate for checked-in generated code: exit 1 naming each stale file,
/// and never a write.
extension CommandLineTests {
    @Test func checkPassesOnFreshOutputAndNamesStaleFilesWithoutWriting() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try await ChildProcess.routegen(["generate", "Specs", "--output", "Out"], in: folder).status == 0)

        let fresh = try await ChildProcess.routegen(["generate", "Specs", "--output", "Out", "--check"], in: folder)
        #expect(fresh.status == 0)
        #expect(fresh.stderr.isEmpty)

        let before = try String(contentsOfFile: folder + "/Out/ShopItems.swift", encoding: .utf8)
        try "routes:\n  item: { GET: \"/things/{id: Int}\", response: Item }\n"
            .write(toFile: folder + "/Specs/shop-items.yaml", atomically: true, encoding: .utf8)
        let edited = try await ChildProcess.routegen(["generate", "Specs", "--output", "Out", "--check"], in: folder)
        #expect(edited.status == 1)
        #expect(edited.stderr == "Out/ShopItems.swift: error: out of date; run routegen generate\n")
        #expect(try String(contentsOfFile: folder + "/Out/ShopItems.swift", encoding: .utf8) == before)
    }

    @Test func checkNamesGeneratedFilesThatWouldBeRemoved() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try await ChildProcess.routegen(["generate", "Specs", "--output", "Out"], in: folder).status == 0)
        try FileManager.default.removeItem(atPath: folder + "/Specs/shop-items.yaml")

        let result = try await ChildProcess.routegen(["generate", "Specs", "--output", "Out", "--check"], in: folder)
        #expect(result.status == 1)
        // The namespace file's header lists the specs, so it is out of date too.
        #expect(
            result.stderr == """
                Out/Shop.swift: error: out of date; run routegen generate
                Out/ShopItems.swift: error: out of date; run routegen generate

                """)
        #expect(FileManager.default.fileExists(atPath: folder + "/Out/ShopItems.swift"))
    }
}
