import Foundation
import Testing

/// A run killed at any moment leaves every output file whole: the previous version or the new
/// one, never a mix or a truncated file — and the files routegen did not create untouched.
@Suite("Interrupted runs", .serialized)
struct InterruptedRunTests {
    /// The largest real spec, so a run lasts long enough to be interrupted while writing.
    static let spec = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/specs/pagerduty.json").path

    @Test("killing routegen mid-run at many moments never leaves a partial file")
    func killedMidRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-kill-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cli = CommandLineTests()
        let old = folder + "/old", new = folder + "/new", out = folder + "/out"
        #expect(try cli.run(["generate", Self.spec, "--output", old], in: "/").status == 0)
        #expect(try cli.run(["generate", Self.spec, "--output", new, "--access", "internal"], in: "/").status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: new).filter { $0.hasSuffix(".swift") }.sorted()
        let versions = try Dictionary(uniqueKeysWithValues: names.map { name in
            (name, [try Data(contentsOf: URL(fileURLWithPath: old + "/" + name)), try Data(contentsOf: URL(fileURLWithPath: new + "/" + name))])
        })
        var sawOld = false
        for delay in stride(from: 0, through: 600, by: 30) {
            try? FileManager.default.removeItem(atPath: out)
            try FileManager.default.copyItem(atPath: old, toPath: out)
            try "keep me".write(toFile: out + "/Notes.txt", atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = CommandLineTests.executable
            process.arguments = ["generate", Self.spec, "--output", out, "--access", "internal"]
            process.standardOutput = Pipe()
            process.standardError = Pipe()
            try process.run()
            Thread.sleep(forTimeInterval: Double(delay) / 1000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for name in names {
                let contents = try Data(contentsOf: URL(fileURLWithPath: out + "/" + name))
                #expect(versions[name]!.contains(contents), "\(name) is neither version after a kill at \(delay) ms")
                if contents == versions[name]![0] { sawOld = true }
            }
            #expect(try String(contentsOfFile: out + "/Notes.txt", encoding: .utf8) == "keep me")
        }
        #expect(sawOld, "no kill landed before the writes: the test did not interrupt anything")
    }
}
