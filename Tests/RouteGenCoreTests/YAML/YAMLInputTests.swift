import Foundation
import Testing
@testable import RouteGenCore

@Suite("YAML input")
struct YAMLInputTests {
    @Test(arguments: ["", "\n\n", "# only a comment\n# and another", "---\n", "--- # empty\n...\n"])
    func emptyDocumentsHaveNoRoot(text: String) {
        let (root, diagnostics) = loadYAML(text)
        #expect(root == nil)
        #expect(diagnostics.isEmpty)
    }

    @Test func fileIsReadAndNamedByDisplayPath() throws {
        let path = try temporaryFile(Array("a:\n  - 1\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (root, diagnostics) = YAMLLoader.load(contentsOf: path, displayPath: "Specs/a.yaml")
        #expect(diagnostics.isEmpty)
        #expect(root?["a", 0]?.location == SourceLocation(file: "Specs/a.yaml", line: 2, column: 5))
    }

    @Test func emptyFileHasNoRoot() throws {
        let path = try temporaryFile([])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (root, diagnostics) = YAMLLoader.load(contentsOf: path, displayPath: "empty.yaml")
        #expect(root == nil)
        #expect(diagnostics.isEmpty)
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        let path = try temporaryFile(Array("a: 1\nb: é".utf8) + [0xFF, 0x0A])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (root, diagnostics) = YAMLLoader.load(contentsOf: path, displayPath: "bad.yaml")
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("invalid leading UTF-8 octet 0xFF", at: SourceLocation(file: "bad.yaml", line: 2, column: 5))
            ])
    }

    @Test func truncatedUTF8IsReported() throws {
        let path = try temporaryFile(Array("a: ".utf8) + [0xC3])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (root, diagnostics) = YAMLLoader.load(contentsOf: path, displayPath: "bad.yaml")
        #expect(root == nil)
        #expect(
            diagnostics == [
                .error("incomplete UTF-8 octet sequence", at: SourceLocation(file: "bad.yaml", line: 1, column: 4))
            ])
    }

    @Test func missingFileIsReportedAtTheStart() {
        let (root, diagnostics) = YAMLLoader.load(contentsOf: "/nonexistent/spec.yaml", displayPath: "spec.yaml")
        #expect(root == nil)
        #expect(diagnostics == [.error("cannot read the file: No such file or directory", at: at(1, 1))])
    }

    @Test func directoryIsReportedAtTheStart() {
        let (root, diagnostics) = YAMLLoader.load(contentsOf: NSTemporaryDirectory(), displayPath: "spec.yaml")
        #expect(root == nil)
        #expect(diagnostics == [.error("cannot read the file: Is a directory", at: at(1, 1))])
    }

    @Test func largeFileIsReadCompletely() throws {
        let lines = (0..<20_000).map { "key\($0): value \($0)" }
        let path = try temporaryFile(Array(lines.joined(separator: "\n").utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (root, diagnostics) = YAMLLoader.load(contentsOf: path, displayPath: "big.yaml")
        #expect(diagnostics.isEmpty)
        #expect(root?.mapping?.count == 20_000)
        #expect(root?["key19999"]?.location == SourceLocation(file: "big.yaml", line: 20_000, column: 11))
    }

    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "yaml-test-\(UUID().uuidString).yaml"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
