import Foundation
import Testing
import TestSupport

/// A run killed at any moment leaves every output file whole — the previous version or the new
/// one, never a truncated file — a manifest naming every generated file there, no visible
/// temporary file, and the files routegen did not create untouched. The next run completes it.
@Suite("Interrupted runs", .serialized, .timeLimit(.minutes(5)))
struct InterruptedRunTests {
    /// The text of the spec read through a ``SpecGate``.
    static let gateSpec = "models:\n  Gate: { fields: { id: Int } }\n"

    /// Every entry of `folder` with its content.
    func files(in folder: String) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) })
    }

    /// The inode of each entry of `folder`: a rename into place gives the name another one.
    func inodes(in folder: String) throws -> [String: UInt64] {
        try Dictionary(
            uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: folder).map { name in
                var status = stat()
                lstat(folder + "/" + name, &status)
                return (name, UInt64(status.st_ino))
            })
    }

    /// Where a run is killed; each moment is observed in the output folder, not waited for.
    enum Moment: CustomStringConvertible {
        /// While it waits at the gate, before it has written anything.
        case atTheGate
        /// As soon as it is let through the gate.
        case released
        /// Once a temporary file has appeared.
        case staging
        /// Once the output file with this name has been replaced (or created).
        case replaced(String)

        /// Whether the run is let through the gate before it is killed.
        var passesTheGate: Bool {
            if case .atTheGate = self { false } else { true }
        }

        var description: String {
            switch self {
            case .atTheGate: "at the gate"
            case .released: "just released"
            case .staging: "while staging"
            case .replaced(let name): "once \(name) was replaced"
            }
        }
    }

    @Test("killing routegen at many moments never leaves a partial file or an untracked one")
    func killedMidRun() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-kill-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        // Large enough that a run is still writing when it is killed at a moment it reached
        // (the last expectation checks that one was), small enough that the 2 × 15 runs take
        // seconds, not minutes, in a debug build.
        try LargeSpec.text(api: "Shop", prefix: "Item", count: 600).write(
            toFile: folder + "/Specs/Shop.yaml", atomically: true, encoding: .utf8)
        try LargeSpec.text(api: nil, prefix: "Order", count: 300).write(
            toFile: folder + "/Specs/orders.yaml", atomically: true, encoding: .utf8)
        try Self.gateSpec.write(toFile: folder + "/Specs/gate.yaml", atomically: true, encoding: .utf8)
        // Only the old output has Retired.swift, which the new run removes; only the new one
        // has Added.swift.
        try "models:\n  Retired: { fields: { id: Int } }\n".write(
            toFile: folder + "/Specs/retired.yaml", atomically: true, encoding: .utf8)
        #expect(try await ChildProcess.routegen(["generate", "Specs", "--output", "old"], in: folder).status == 0)
        try fileManager.removeItem(atPath: folder + "/Specs/retired.yaml")
        try "models:\n  Added: { fields: { id: Int } }\n".write(
            toFile: folder + "/Specs/added.yaml", atomically: true, encoding: .utf8)
        #expect(
            try await ChildProcess.routegen(
                ["generate", "Specs", "--output", "new", "--access", "internal"], in: folder
            ).status == 0)
        let old = try files(in: folder + "/old"), new = try files(in: folder + "/new")
        let generated = Set(old.keys).union(new.keys).subtracting([".routegen-manifest"])

        let moments: [Moment] =
            [.atTheGate, .released, .staging]
            + new.keys.filter { $0 != ".routegen-manifest" }.sorted().map(Moment.replaced)
        var interrupted = 0
        for moment in moments {
            let out = folder + "/out"
            try? fileManager.removeItem(atPath: out)
            try fileManager.copyItem(atPath: folder + "/old", toPath: out)
            try "keep me".write(toFile: out + "/Notes.txt", atomically: true, encoding: .utf8)
            let before = try inodes(in: out)
            // The gate, the watch and the kill block: off the cooperative pool (BlockingWork).
            let killed = try await BlockingWork.run { () throws -> Bool in
                let process = Process()
                process.executableURL = ChildProcess.routegenExecutable
                process.arguments = ["generate", "Specs", "--output", "out", "--access", "internal"]
                process.currentDirectoryURL = URL(fileURLWithPath: folder)
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                let watch = try FolderWatch(folder: out)
                let gate = try SpecGate(path: folder + "/Specs/gate.yaml", text: Self.gateSpec)
                try gate.start(process, ended: watch.processEnded)
                gate.waitForReader()
                if !moment.passesTheGate { kill(process.processIdentifier, SIGKILL) }
                gate.release()
                // Look at the folder each time it changes, until the moment comes or the run ends.
                while process.isRunning {
                    let reached: Bool
                    switch moment {
                    case .atTheGate, .released: reached = true
                    case .staging:
                        reached = try FileManager.default.contentsOfDirectory(atPath: out).contains {
                            $0.contains("routegen-tmp")
                        }
                    case .replaced(let name): reached = try inodes(in: out)[name] != before[name]
                    }
                    if reached { break }
                    watch.wait()
                }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                return process.terminationReason == .uncaughtSignal
            }
            if moment.passesTheGate, killed { interrupted += 1 }
            try Self.gateSpec.write(toFile: folder + "/Specs/gate.yaml", atomically: true, encoding: .utf8)

            let found = try files(in: out)
            let manifest = try #require(found[".routegen-manifest"], "\(moment): no manifest")
            let listed = Set(String(decoding: manifest, as: UTF8.self).split(separator: "\n").map(String.init))
            for (name, contents) in found {
                if name == "Notes.txt" {
                    #expect(contents == Data("keep me".utf8), "\(moment)")
                } else if generated.contains(name) {
                    #expect(
                        contents == old[name] || contents == new[name],
                        "\(name) is neither version after a kill \(moment)")
                    #expect(listed.contains(name), "\(name) is not in the manifest after a kill \(moment)")
                } else {
                    #expect(name.hasPrefix("."), "\(name) is visible after a kill \(moment)")
                }
            }
            if !moment.passesTheGate {
                #expect(found.filter { $0.key != "Notes.txt" } == old, "a kill before any write changed the folder")
            }

            #expect(
                try await ChildProcess.routegen(
                    ["generate", "Specs", "--output", "out", "--access", "internal"], in: folder
                ).status == 0)
            #expect(
                try files(in: out).filter { $0.key != "Notes.txt" } == new,
                "the run after a kill \(moment) did not complete the output")
        }
        #expect(
            interrupted > 0, "every run let through the gate finished before its kill: the test interrupted nothing")
    }
}
