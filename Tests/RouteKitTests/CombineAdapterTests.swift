import Foundation
import Testing
import TestSupport

/// RouteKit's Combine publisher lives under `#if canImport(Combine)`, which Linux never
/// compiles. This test builds a minimal Combine stand-in (`CombineShim/Combine.swift`, the same
/// declarations the publisher uses), compiles RouteKit against it with a driver program and runs
/// it: the code compiles in Swift 6 mode, sends nothing before demand, delivers one value and
/// completion, and delivers nothing once cancelled. It checks the adapter's logic against the
/// stand-in, not Apple's Combine itself.
@Suite("Combine adapter", .timeLimit(.minutes(5)))
struct CombineAdapterTests {
    @Test("the publisher waits for demand, delivers value and completion, and honours cancellation")
    func publisherAgainstAStandIn() async throws {
        let root = SwiftTypeChecker.packageRoot
        let shim = root.appendingPathComponent("Tests/RouteKitTests/CombineShim")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-combine-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let (moduleStatus, moduleOutput) = try await SwiftTypeChecker.run([
            "swiftc", "-emit-module", "-emit-library", "-static", "-parse-as-library", "-module-name", "Combine",
            "-emit-module-path", folder.appendingPathComponent("Combine.swiftmodule").path,
            shim.appendingPathComponent("Combine.swift").path, "-o", folder.appendingPathComponent("libCombine.a").path,
        ])
        #expect(moduleStatus == 0, "\(moduleOutput)")
        let sources = try SwiftTypeChecker.swiftFiles(under: root.appendingPathComponent("Sources/RouteKit"))
        let probe = folder.appendingPathComponent("probe")
        // One frontend for the whole module (`-wmo`): 10 s of a core where the driver's batches,
        // each parsing every file again, took 25 s.
        let (status, output) = try await SwiftTypeChecker.run(
            [
                "swiftc", "-wmo", "-swift-version", "6", "-package-name", "routegen",
                "-I", folder.path, "-L", folder.path, "-lCombine",
            ] + sources.map(\.path) + [shim.appendingPathComponent("main.swift").path, "-o", probe.path])
        #expect(status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")

        let (runStatus, printed) = try await SwiftTypeChecker.run([probe.path])
        #expect(runStatus == 0)
        #expect(
            printed == """
                before demand: 0 requests
                after demand: ["value 7", "finished"]
                after cancel: []

                """)
    }
}
