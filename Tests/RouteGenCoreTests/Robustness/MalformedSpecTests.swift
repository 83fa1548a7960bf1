import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// Each malformed spec of ``MalformedSpecCorpus`` run through `routegen generate`: exit status
/// 1, located errors on standard error (the first where the corpus says), and nothing written.
@Suite("Malformed specs", .timeLimit(.minutes(3)))
struct MalformedSpecTests {
    @Test("the corpus has at least 50 cases")
    func corpusSize() {
        #expect(MalformedSpecCorpus.cases.count >= 50)
    }

    @Test("a malformed spec gets located errors, exit status 1 and no output", arguments: MalformedSpecCorpus.cases)
    func malformed(_ sample: MalformedSpecCorpus.Case) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-malformed-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(sample.bytes).write(to: URL(fileURLWithPath: folder + "/Shop.yaml"))

        let result = try await ChildProcess.routegen(["generate", "Shop.yaml", "--output", "Out"], in: folder)
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errors.isEmpty, "no error for \(sample.name): \(result.stderr)")
        #expect(errors.allSatisfy { $0.hasPrefix("Shop.yaml:") }, "\(result.stderr)")
        #expect(errors.first?.hasPrefix("Shop.yaml:" + sample.firstError) == true, "\(sample.name): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
    }
}

/// Inputs that would exhaust memory get a diagnostic instead.
@Suite("Resource limits")
struct ResourceLimitTests {
    @Test("a file over 64 MiB is refused at line 1, column 1, without being read")
    func oversizedFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-huge-\(UUID()).yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(YAMLInputFile.maxBytes + 1))
        try handle.close()
        let (root, diagnostics) = YAMLLoader.load(contentsOf: path, displayPath: "huge.yaml")
        #expect(root == nil)
        #expect(
            diagnostics.map(\.description) == [
                "huge.yaml:1:1: error: the file is larger than 64 MiB, the most a spec may be"
            ])
    }

    @Test("an endless input is cut off at the limit")
    func endlessInput() {
        let (root, diagnostics) = YAMLLoader.load(contentsOf: "/dev/zero", displayPath: "zero.yaml")
        #expect(root == nil)
        #expect(diagnostics.first?.message == "the file is larger than 64 MiB, the most a spec may be")
    }
}
