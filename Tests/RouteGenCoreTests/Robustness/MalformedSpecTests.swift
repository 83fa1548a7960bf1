import Foundation
import Testing
@testable import RouteGenCore

/// Each malformed spec of ``MalformedSpecCorpus`` run through `routegen generate`: exit status
/// 1, located errors on standard error (the first where the corpus says), and nothing written.
@Suite("Malformed specs")
struct MalformedSpecTests {
    @Test("the corpus has at least 50 cases")
    func corpusSize() {
        #expect(MalformedSpecCorpus.cases.count >= 50)
    }

    @Test("a malformed spec gets located errors, exit status 1 and no output", arguments: MalformedSpecCorpus.cases)
    func malformed(_ sample: MalformedSpecCorpus.Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-malformed-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(sample.bytes).write(to: URL(fileURLWithPath: folder + "/Shop.yaml"))

        let result = try CommandLineTests().run(["generate", "Shop.yaml", "--output", "Out"], in: folder)
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errors.isEmpty, "no error for \(sample.name): \(result.stderr)")
        #expect(errors.allSatisfy { $0.hasPrefix("Shop.yaml:") }, "\(result.stderr)")
        #expect(errors.first?.hasPrefix("Shop.yaml:" + sample.firstError) == true, "\(sample.name): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
    }
}
