#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files like a build tool: unchanged files are not touched (so nothing
/// recompiles), changed ones are replaced atomically, and files a previous run generated but
/// this one does not are removed — files routegen did not create are never touched.
///
/// What routegen created is recorded in a manifest (`.routegen-manifest`) in the output folder.
public struct OutputWriter: Sendable {
    /// The manifest file name.
    public static let manifestName = ".routegen-manifest"

    /// What a write did, for reporting.
    public struct Report: Sendable, Equatable {
        /// Files written because they were new or changed.
        public var written: [String] = []
        /// Files left as they were because their content is the same.
        public var unchanged: [String] = []
        /// Files removed because a previous run generated them and this one does not.
        public var removed: [String] = []
    }

    /// The output folder.
    public let folder: String

    /// A writer into `folder` (created when missing).
    public init(folder: String) { self.folder = folder }

    /// The files whose content on disk differs from `files`, plus stale generated files:
    /// what `--check` reports.
    public func staleFiles(for files: [GeneratedFile]) -> [String] {
        let changed = files.filter { existing($0.name) != Data($0.contents.utf8) }.map(\.name)
        let names = Set(files.map(\.name))
        let leftovers = previousManifest().filter { !names.contains($0) && FileManager.default.fileExists(atPath: path($0)) }
        return (changed + leftovers).sorted()
    }

    /// Writes `files`, keeping unchanged ones, and removes stale generated files.
    public func write(_ files: [GeneratedFile]) throws -> Report {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var report = Report()
        // Write every changed file to a temporary name first, then move them all into place,
        // so a failure part-way leaves the previous output as it was. Files are compared and
        // staged on all cores: each is megabytes on a large API.
        let outcomes = ConcurrentSlots.map(files.count) { stage(files[$0]) }
        var staged: [(temporary: String, final: String, name: String)] = []
        var firstError: (any Error)?
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .unchanged:
                report.unchanged.append(file.name)
            case .staged(let temporary):
                staged.append((temporary, path(file.name), file.name))
            case .failed(let error):
                firstError = firstError ?? error
            }
        }
        if let firstError {
            for item in staged { try? fileManager.removeItem(atPath: item.temporary) }
            throw firstError
        }
        for item in staged {
            // rename(2) replaces the destination atomically: readers see the old file or the new one.
            guard rename(item.temporary, item.final) == 0 else {
                throw MoveFailure(path: item.final, reason: String(cString: strerror(errno)))
            }
            report.written.append(item.name)
        }
        let names = Set(files.map(\.name))
        for stale in previousManifest() where !names.contains(stale) && fileManager.fileExists(atPath: path(stale)) {
            try fileManager.removeItem(atPath: path(stale))
            report.removed.append(stale)
        }
        let manifest = files.map(\.name).sorted().joined(separator: "\n") + "\n"
        if existing(Self.manifestName) != Data(manifest.utf8) {
            try Data(manifest.utf8).write(to: URL(fileURLWithPath: path(Self.manifestName)), options: .atomic)
        }
        return report
    }

    /// A staged file that could not be moved into place.
    struct MoveFailure: Error, CustomStringConvertible {
        /// The file that keeps its previous content.
        let path: String
        /// The system's reason.
        let reason: String

        var description: String { "cannot move the new \(path) into place: \(reason)" }
    }

    /// What staging one file did.
    private enum Staging {
        /// Its content on disk is already the same.
        case unchanged
        /// Its new content is at `temporary`, waiting to be moved into place.
        case staged(temporary: String)
        /// Writing the temporary copy failed.
        case failed(any Error)
    }

    /// Compares `file` with what is on disk and writes it to a temporary name when it differs.
    private func stage(_ file: GeneratedFile) -> Staging {
        let data = Data(file.contents.utf8)
        if existing(file.name) == data { return .unchanged }
        let temporary = path(".\(file.name).routegen-tmp")
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
            return .staged(temporary: temporary)
        } catch {
            return .failed(error)
        }
    }

    private func path(_ name: String) -> String { folder + "/" + name }

    private func existing(_ name: String) -> Data? {
        FileManager.default.contents(atPath: path(name))
    }

    /// Names listed by the previous run's manifest; only plain file names are trusted, so a
    /// tampered manifest cannot point outside the folder.
    private func previousManifest() -> [String] {
        guard let data = existing(Self.manifestName) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.contains("/") && $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
    }
}
