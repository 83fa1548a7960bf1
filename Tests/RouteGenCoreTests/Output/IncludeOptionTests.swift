import Foundation
import Testing
import TestSupport

/// `--include` and `--type-override`, and `include:` and `type-overrides:` in `routegen.yml`,
/// whose problems routegen reports at their lines in the file.
extension CommandLineTests {
    @Test func includeAndTypeOverridesFromTheConfigApplyAndErrorsAreAtTheirLines() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "routes:\n  other: { GET: /other, response: Note }\nmodels:\n  Note: { fields: { text: String } }\n"
            .write(toFile: folder + "/Specs/Notes.yaml", atomically: true, encoding: .utf8)
        let code = try await generated(in: folder, config: "include:\n  - item\ntype-overrides: [Item=Product]\n")
        #expect(code.contains("public typealias Item = CodableAndSendable<Product>.Checked"))
        #expect(code.contains("public typealias Response = AppTypes.Item"))
        #expect(!code.contains("struct Item:") && !code.contains("OtherRoute") && !code.contains("struct Note"))

        try "include:\n  - item\n  - iten\ntype-overrides:\n  - Itm=Product\n".write(
            toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        let wrong = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Wrong", "--config", "routegen.yml"], in: folder)
        #expect(wrong.status == 1)
        #expect(
            wrong.stderr == """
                routegen.yml:3:5: error: include: "iten" selects no route: no route of the specs has that name, tag or path (did you mean "item"?)

                """)
        try "type-overrides:\n  - Itm=Product\n".write(
            toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        let unmatched = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Wrong", "--config", "routegen.yml"], in: folder)
        #expect(
            unmatched.stderr
                == "routegen.yml:2:5: error: type-overrides: \"Itm\" names no schema of the specs (did you mean \"Item\"?)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder + "/Wrong"))

        try "type-overrides: [Item]\n".write(toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        let malformed = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Wrong", "--config", "routegen.yml"], in: folder)
        #expect(
            malformed.stderr
                == "routegen.yml:1:1: error: type-overrides: takes schema=SwiftType items, like Money=MyApp.Money, not \"Item\"\n"
        )
    }

    @Test func includeAndTypeOverrideOnTheCommandLine() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try await ChildProcess.routegen(
            [
                "generate", "Specs", "--output", "Out", "--include", "GET /items/{id}", "--type-override",
                "Item=Catalog.Product",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try String(contentsOfFile: folder + "/Out/ShopItems.swift", encoding: .utf8).contains(
                "typealias Response = AppTypes.Item"))
        #expect(
            try String(contentsOfFile: folder + "/Out/Shop.swift", encoding: .utf8).contains(
                "typealias Item = CodableAndSendable<Catalog.Product>.Checked"))

        let unknown = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--include", "/itmes/{id}"], in: folder)
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr
                == "<command line>:1:39: error: --include \"/itmes/{id}\" selects no route: no route of the specs has that name, tag or path (did you mean \"/items/{id}\"?)\n"
        )

        let badType = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--type-override", "Item=not a type"], in: folder)
        #expect(badType.status == 1)
        #expect(
            badType.stderr
                == "<command line>:1:45: error: --type-override \"not a type\" is not a Swift type of the app: expected the end of the type, found \"a\"; write one like Money, MyApp.Money, [String: Money] or Money?\n"
        )
    }
}
