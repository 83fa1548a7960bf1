import Foundation
import Testing
import TestSupport

/// A problem with an `--include` or `--type-override` is located at its value — on the command
/// line (`<command line>:1:<column>`) or at its line and column in `routegen.yml` — never at a
/// spec it is not in (issue 40).
extension CommandLineTests {
    @Test func includeAndTypeOverrideProblemsAreAtTheirValues() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let commandLine = try await ChildProcess.routegen(
            ["validate", "Specs", "--include=iten", "--include", "item", "--type-override", "Itm=Product"], in: folder)
        #expect(commandLine.status == 1)
        #expect(
            commandLine.stderr == """
                <command line>:1:26: error: --include "iten" selects no route: no route of the specs has that name, tag or path (did you mean "item"?)

                """)
        let override = try await ChildProcess.routegen(
            ["validate", "Specs", "--include", "item", "--type-override", "Itm=Product"], in: folder)
        #expect(
            override.stderr
                == "<command line>:1:47: error: --type-override \"Itm\" names no schema of the specs (did you mean \"Item\"?)\n"
        )

        try "include: [item, \"iten\"]   # both\ntype-overrides:\n  -   Itm=Product\n".write(
            toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        let configured = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--config", "routegen.yml"], in: folder)
        #expect(configured.status == 1)
        #expect(
            configured.stderr == """
                routegen.yml:1:17: error: include: "iten" selects no route: no route of the specs has that name, tag or path (did you mean "item"?)

                """)
        try "type-overrides:\n  -   Itm=Product\n".write(
            toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)
        let configuredOverride = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--config", "routegen.yml"], in: folder)
        #expect(
            configuredOverride.stderr
                == "routegen.yml:2:7: error: type-overrides: \"Itm\" names no schema of the specs (did you mean \"Item\"?)\n"
        )
    }
}
