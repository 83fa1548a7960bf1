import Foundation
import Testing
@testable import RouteGenCore

/// Several spec files of one run that define the same names with different shapes — the
/// shape of large multi-file descriptions, where one run once died with an index out of range
/// (two files defining `Thing`, the later with more properties). Every input must give output
/// or located errors: never a crash, which would end the test run.
///
/// Half the inputs are coherent APIs (``MultiFileSpecs``), which must generate: among them, two
/// documents that reference one schema of a third file, which is one model, not two.
///
/// Inputs per run: half of `ROUTEGEN_FUZZ_ITERATIONS` (default 150, a few seconds).
@Suite("Multi-file fuzzing")
struct MultiFileFuzzTests {
    @Test("APIs spread over several files give output or located errors")
    func severalFilesWithTheSameNames() throws {
        let templates = try TemplateSet.builtin()
        var outcomes = (generated: 0, rejected: 0)
        var diagnosed: Set<String> = []
        for seed in 0..<UInt64(PipelineFuzzTests.iterations / 2) {
            var specs = MultiFileSpecs(seed: seed)
            let files = specs.files()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-multifile-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var lines: [String: Int] = [:]
            for file in files {
                let path = folder.appendingPathComponent(file.name).path
                try file.text.write(toFile: path, atomically: true, encoding: .utf8)
                lines[path] = file.text.split(separator: "\n", omittingEmptySubsequences: false).count
            }
            let paths = files.map { folder.appendingPathComponent($0.name).path }
            let result = Pipeline.run(specPaths: paths, templates: templates)
            #expect(
                !specs.isCoherent || !result.hasErrors,
                "seed \(seed): a coherent API has errors: \(result.diagnostics.filter { $0.severity == .error })")
            if result.hasErrors {
                outcomes.rejected += 1
                #expect(result.files.isEmpty, "seed \(seed): files despite errors")
            } else {
                outcomes.generated += 1
                #expect(!result.files.isEmpty, "seed \(seed): no error and no output")
            }
            for diagnostic in result.diagnostics {
                let location = diagnostic.location
                #expect(
                    lines[location.file].map { location.line >= 1 && location.line <= $0 } == true
                        && location.column >= 1,
                    "seed \(seed): \(diagnostic) is not inside a spec of the run")
                if diagnostic.severity == .error {
                    diagnosed.insert(String(diagnostic.message.prefix(while: { $0 != "\"" })))
                }
            }
            let again = Pipeline.run(specPaths: paths, templates: templates)
            #expect(
                again.files == result.files && again.diagnostics == result.diagnostics,
                "seed \(seed): a second run differs")
        }
        // The property is only as good as its inputs: both outcomes, and the collisions it is about.
        #expect(outcomes.generated > 0 && outcomes.rejected > 0, "\(outcomes)")
        #expect(diagnosed.contains("duplicate model "), "\(diagnosed.sorted())")
    }
}
