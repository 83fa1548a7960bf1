import Foundation
import Testing
@testable import RouteGenCore

/// Symbolic links planted in the output folder, at every name the writer could be expected to
/// use, never make it write, read or remove anything outside the folder.
struct PlantedLinkTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-links-\(UUID())").path
    var outside: String { folder + "-outside" }

    /// Whether the entry at `path` is a regular file (not a link to one).
    func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    @Test func linksAtTemporaryFinalManifestAndLockNamesAreNeverFollowed() throws {
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: outside)
        }
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let files = [
            GeneratedFile(name: "Petstore.swift", contents: "namespace\n"),
            GeneratedFile(name: "Petstore+Spec.swift", contents: "spec\n"),
        ]
        // Petstore.swift links to a file that already holds its new content, so a writer that
        // compares through the link would keep the link; .Petstore.swift.routegen-tmp links to
        // a file that does not exist, so a writer that follows it would create it.
        let planted = [
            ".Petstore+Spec.swift.routegen-tmp": "victim-temporary",
            ".Petstore.swift.routegen-tmp": "missing-temporary",
            "Petstore+Spec.swift": "victim-final",
            "Petstore.swift": "victim-same",
            OutputWriter.manifestName: "victim-manifest",
            ".routegen-lock": "victim-lock",
        ]
        for (name, target) in planted {
            try fileManager.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: outside + "/" + target)
        }
        let victims = [
            "victim-temporary": "keep", "victim-final": "keep", "victim-same": "namespace\n",
            "victim-manifest": "Victim.swift\n", "victim-lock": "keep",
        ]
        for (name, text) in victims {
            try text.write(toFile: outside + "/" + name, atomically: true, encoding: .utf8)
        }
        try "keep".write(toFile: outside + "/Victim.swift", atomically: true, encoding: .utf8)

        let report = try OutputWriter(folder: folder).write(files)

        #expect(report.written.sorted() == ["Petstore+Spec.swift", "Petstore.swift"])
        var expectedOutside = victims
        expectedOutside["Victim.swift"] = "keep"
        let outsideNow = try fileManager.contentsOfDirectory(atPath: outside)
        #expect(Set(outsideNow) == Set(expectedOutside.keys), "nothing created or removed outside")
        for (name, text) in expectedOutside {
            #expect(try String(contentsOfFile: outside + "/" + name, encoding: .utf8) == text, "\(name)")
        }
        for file in files {
            #expect(isRegularFile(folder + "/" + file.name), "\(file.name) replaced the link")
            #expect(try String(contentsOfFile: folder + "/" + file.name, encoding: .utf8) == file.contents)
        }
        #expect(isRegularFile(folder + "/" + OutputWriter.manifestName))
        #expect(
            try String(contentsOfFile: folder + "/" + OutputWriter.manifestName, encoding: .utf8)
                == "Petstore+Spec.swift\nPetstore.swift\n")
        let visible = try fileManager.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
        #expect(visible.sorted() == ["Petstore+Spec.swift", "Petstore.swift"])
    }

    @Test func aLinkedStaleFileIsRemovedAsALinkAndItsTargetKept() throws {
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: outside)
        }
        let fileManager = FileManager.default
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([
            GeneratedFile(name: "Old.swift", contents: "old\n"), GeneratedFile(name: "New.swift", contents: "new\n"),
        ])
        try fileManager.createDirectory(atPath: outside + "/Old.swift", withIntermediateDirectories: true)
        try "keep".write(toFile: outside + "/Old.swift/Inside.swift", atomically: true, encoding: .utf8)
        try fileManager.removeItem(atPath: folder + "/Old.swift")
        try fileManager.createSymbolicLink(atPath: folder + "/Old.swift", withDestinationPath: outside + "/Old.swift")

        let report = try writer.write([GeneratedFile(name: "New.swift", contents: "new\n")])

        #expect(report.removed == ["Old.swift"])
        #expect(try String(contentsOfFile: outside + "/Old.swift/Inside.swift", encoding: .utf8) == "keep")
        #expect(
            try fileManager.contentsOfDirectory(atPath: folder).sorted() == [OutputWriter.manifestName, "New.swift"])
    }
}
