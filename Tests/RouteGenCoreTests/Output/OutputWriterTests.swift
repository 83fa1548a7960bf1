import Foundation
import Testing
@testable import RouteGenCore

/// Output is written like a build tool writes it: unchanged files keep their modification
/// time, stale generated files go, and files routegen did not create stay.
struct OutputWriterTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-output-\(UUID())").path

    func modificationDate(_ name: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.modificationDate] as? Date)
    }

    @Test func unchangedFilesAreNotRewritten() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = OutputWriter(folder: folder)
        let files = [GeneratedFile(name: "A.swift", contents: "a\n"), GeneratedFile(name: "B.swift", contents: "b\n")]
        #expect(try writer.write(files).written == ["A.swift", "B.swift"])
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder + "/A.swift")

        let report = try writer.write([
            GeneratedFile(name: "A.swift", contents: "a\n"), GeneratedFile(name: "B.swift", contents: "b2\n"),
        ])
        #expect(report.unchanged == ["A.swift"])
        #expect(report.written == ["B.swift"])
        #expect(try modificationDate("A.swift") == past)
        #expect(try String(contentsOfFile: folder + "/B.swift", encoding: .utf8) == "b2\n")
    }

    @Test func staleGeneratedFilesAreRemovedButOthersAreNeverTouched() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([
            GeneratedFile(name: "Old.swift", contents: "old\n"), GeneratedFile(name: "Kept.swift", contents: "k\n"),
        ])
        try "mine\n".write(toFile: folder + "/Handwritten.swift", atomically: true, encoding: .utf8)

        let report = try writer.write([GeneratedFile(name: "Kept.swift", contents: "k\n")])
        #expect(report.removed == ["Old.swift"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/Old.swift"))
        #expect(try String(contentsOfFile: folder + "/Handwritten.swift", encoding: .utf8) == "mine\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                ".routegen-manifest", "Handwritten.swift", "Kept.swift",
            ])
    }

    @Test func checkNamesChangedAndStaleFiles() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([
            GeneratedFile(name: "A.swift", contents: "a\n"), GeneratedFile(name: "Gone.swift", contents: "g\n"),
        ])
        #expect(
            writer.staleFiles(for: [
                GeneratedFile(name: "A.swift", contents: "a\n"), GeneratedFile(name: "Gone.swift", contents: "g\n"),
            ]).isEmpty)
        #expect(
            writer.staleFiles(for: [
                GeneratedFile(name: "A.swift", contents: "changed\n"),
                GeneratedFile(name: "New.swift", contents: "n\n"),
            ])
                == ["A.swift", "Gone.swift", "New.swift"])
    }

    @Test func aManifestCannotPointOutsideTheFolder() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outside = folder + "-victim.swift"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "keep\n".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try "../\(URL(fileURLWithPath: outside).lastPathComponent)\n".write(
            toFile: folder + "/.routegen-manifest", atomically: true, encoding: .utf8)
        _ = try OutputWriter(folder: folder).write([GeneratedFile(name: "A.swift", contents: "a\n")])
        #expect(FileManager.default.fileExists(atPath: outside))
    }
}
