import Foundation
import Testing
@testable import RouteGenCore

/// Fuzzes the whole pipeline with mutated copies of the bundled specs: every input must give
/// either generated files or error diagnostics, each located inside the input — never a crash
/// (which would end the test run), never files together with errors, never a silent nothing.
///
/// Iterations per seed file: `ROUTEGEN_FUZZ_ITERATIONS` (default 300). A long run:
/// `ROUTEGEN_FUZZ_ITERATIONS=20000 swift test -c release --filter PipelineFuzzTests`.
@Suite("Pipeline fuzzing")
struct PipelineFuzzTests {
    static let iterations = Int(ProcessInfo.processInfo.environment["ROUTEGEN_FUZZ_ITERATIONS"] ?? "") ?? 300
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(
        "mutated specs give output or located errors", arguments: ["Taskboard.yaml", "Projects.yaml", "Accounts.yaml"])
    func mutatedSpecs(_ name: String) throws {
        let specs = Self.packageRoot.appendingPathComponent("Specs")
        let seedBytes = Array(try Data(contentsOf: specs.appendingPathComponent(name)))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-fuzz-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The other spec files of the API stay intact, so mutations reach the cross-file stages.
        for other in ["Taskboard.yaml", "Projects.yaml", "Accounts.yaml"] where other != name {
            try FileManager.default.copyItem(
                at: specs.appendingPathComponent(other), to: folder.appendingPathComponent(other))
        }
        let target = folder.appendingPathComponent(name)
        let templates = try TemplateSet.builtin()
        var mutator = SpecMutator(seed: UInt64(name.utf8.reduce(5381) { ($0 << 5) &+ $0 &+ UInt64($1) }))
        var outcomes = (generated: 0, rejected: 0)
        for iteration in 0..<Self.iterations {
            let input = mutator.mutate(seedBytes)
            try Data(input).write(to: target)
            let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
                folder.path + "/" + $0
            }
            let result = Pipeline.run(specPaths: paths, templates: templates)
            let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
            if result.hasErrors {
                outcomes.rejected += 1
                #expect(result.files.isEmpty, "iteration \(iteration): files written despite errors")
            } else {
                outcomes.generated += 1
                #expect(!result.files.isEmpty, "iteration \(iteration): no error and no output")
            }
            for diagnostic in result.diagnostics where diagnostic.location.file == target.path {
                #expect(
                    diagnostic.location.line >= 1 && diagnostic.location.line <= lines + 1,
                    "iteration \(iteration): \(diagnostic) is outside the \(lines)-line input")
                #expect(diagnostic.location.column >= 1, "iteration \(iteration): \(diagnostic)")
            }
        }
        #expect(outcomes.rejected > 0, "the mutator never broke \(name): it is not mutating")
    }

    @Test("mutated OpenAPI documents give output or located diagnostics")
    func mutatedOpenAPI() throws {
        let source = Self.packageRoot.appendingPathComponent("Tests/RealSpecs/petstore.yaml")
        let seedBytes = Array(try Data(contentsOf: source))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-fuzz-openapi-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("petstore.yaml")
        let templates = try TemplateSet.builtin()
        var mutator = SpecMutator(seed: 0x0A11)
        for iteration in 0..<Self.iterations {
            let input = mutator.mutate(seedBytes)
            try Data(input).write(to: target)
            let result = Pipeline.run(specPaths: [target.path], templates: templates)
            let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
            #expect(result.hasErrors ? result.files.isEmpty : !result.files.isEmpty, "iteration \(iteration)")
            for diagnostic in result.diagnostics where diagnostic.location.file == target.path {
                #expect(
                    diagnostic.location.line >= 1 && diagnostic.location.line <= lines + 1
                        && diagnostic.location.column >= 1,
                    "iteration \(iteration): \(diagnostic)")
            }
        }
    }
}
