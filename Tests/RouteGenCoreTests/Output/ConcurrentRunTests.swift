import Foundation
import Testing
import TestSupport

/// Two `routegen generate` runs into one folder at once end as one run's complete output, never
/// a mix and never a failure: runs into a folder take turns.
@Suite("Concurrent runs", .serialized, .timeLimit(.minutes(5)))
struct ConcurrentRunTests {
    /// The text of the spec read through a ``SpecGate``, which both sets hold.
    static let gateSpec = "models:\n  Gate: { fields: { id: Int } }\n"

    /// The files a run of `set` leaves in a folder of its own, by name, the manifest included.
    func reference(_ set: String, in folder: String) async throws -> [String: Data] {
        let output = folder + "/reference-" + set
        #expect(try await ChildProcess.routegen(["generate", set, "--output", output], in: folder).status == 0)
        return try files(in: output)
    }

    /// Every entry of `folder` with its content.
    func files(in folder: String) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) })
    }

    @Test("twenty pairs of simultaneous runs each leave exactly one run's files and its manifest")
    func simultaneousRunsTakeTurns() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-concurrent-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Both sets name the same files (Shop.swift, Part00…29.swift, Gate.swift) with other
        // contents, and the second also has Extra.swift, so the outcome tells the runs apart.
        // Many files make each run's writing take a while; the gate spec sorts after the others,
        // so both runs have parsed them when they are let through together. A few models a file
        // are enough: with the folder lock taken out, 19 of the 20 pairs failed, and the runs
        // cost 8 s of a core where 30 models a file cost 40 s.
        for (set, prefix) in [("A", "Alpha"), ("B", "Beta")] {
            try FileManager.default.createDirectory(atPath: folder + "/" + set, withIntermediateDirectories: true)
            try LargeSpec.text(api: "Shop", prefix: prefix, count: 5).write(
                toFile: folder + "/\(set)/Shop.yaml", atomically: true, encoding: .utf8)
            for part in 0..<30 {
                try LargeSpec.text(api: nil, prefix: "\(prefix)Part\(part)x", count: 4)
                    .write(
                        toFile: folder + "/\(set)/Part\(part < 10 ? "0" : "")\(part).yaml", atomically: true,
                        encoding: .utf8)
            }
            try Self.gateSpec.write(toFile: folder + "/\(set)/gate.yaml", atomically: true, encoding: .utf8)
        }
        try LargeSpec.text(api: nil, prefix: "Extra", count: 4).write(
            toFile: folder + "/B/Extra.yaml", atomically: true, encoding: .utf8)
        let outcomes = [try await reference("A", in: folder), try await reference("B", in: folder)]

        for pair in 1...20 {
            // From an empty folder, so that both runs write every file.
            try? FileManager.default.removeItem(atPath: folder + "/Out")
            try FileManager.default.createDirectory(atPath: folder + "/Out", withIntermediateDirectories: true)
            try "keep me".write(toFile: folder + "/Out/Notes.txt", atomically: true, encoding: .utf8)
            // The gates and the child processes block: off the cooperative pool (BlockingWork).
            let ends = try await BlockingWork.run { () throws -> [(status: Int32, message: String)] in
                let runs = try ["A", "B"].map { set in
                    let process = Process()
                    process.executableURL = ChildProcess.routegenExecutable
                    process.arguments = ["generate", set, "--output", "Out"]
                    process.currentDirectoryURL = URL(fileURLWithPath: folder)
                    process.standardOutput = FileHandle.nullDevice
                    let errors = Pipe()
                    process.standardError = errors
                    let gate = try SpecGate(path: folder + "/\(set)/gate.yaml", text: Self.gateSpec)
                    try gate.start(process)
                    return (process, gate, errors)
                }
                // Both are reading their specs before either may go on.
                for (_, gate, _) in runs { gate.waitForReader() }
                for (_, gate, _) in runs { gate.release() }
                return try runs.map { process, _, errors in
                    let message = String(decoding: ChildProcess.readToEnd(errors.fileHandleForReading), as: UTF8.self)
                    // corelibs never releases a process's pipes: close the read end (ChildProcess says why).
                    try errors.fileHandleForReading.close()
                    process.waitUntilExit()
                    return (process.terminationStatus, message)
                }
            }
            for (status, message) in ends {
                #expect(status == 0, "pair \(pair): \(message)")
            }
            var found = try files(in: folder + "/Out")
            #expect(found.removeValue(forKey: "Notes.txt") == Data("keep me".utf8))
            #expect(outcomes.contains(found), "pair \(pair) left neither run's output: \(found.keys.sorted())")
        }
    }
}
