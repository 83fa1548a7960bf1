#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes generated files like a build tool: unchanged files are not touched (so nothing
/// recompiles), changed ones are replaced atomically, and files a previous run generated but
/// this one does not are removed — files routegen did not create are never touched.
///
/// What routegen created is recorded in a manifest (`.routegen-manifest`) in the output folder.
/// Runs into one folder take turns (``OutputFolder/lock(exclusive:)``), so it always ends as one
/// run's files and that run's manifest; and no file operation follows a link in the folder.
package struct OutputWriter: Sendable {
    /// The manifest file name.
    package static let manifestName = ".routegen-manifest"

    /// What a write did, for reporting.
    package struct Report: Sendable, Equatable {
        /// Files written because they were new or changed.
        package var written: [String] = []
        /// Files left as they were because their content is the same.
        package var unchanged: [String] = []
        /// Files removed because a previous run generated them and this one does not.
        package var removed: [String] = []
    }

    /// The output folder.
    package let folder: String

    /// A writer into `folder` (created when missing).
    package init(folder: String) { self.folder = folder }

    /// The files whose content on disk differs from `files`, plus stale generated files:
    /// what `--check` reports. A run writing the folder meanwhile is waited for.
    package func staleFiles(for files: [GeneratedFile]) -> [String] {
        guard let opened = OutputFolder(existingAt: folder), (try? opened.lock(exclusive: false)) != nil else {
            return files.map(\.name).sorted()
        }
        let changed = files.filter { opened.contents(of: $0.name) != Data($0.contents.utf8) }.map(\.name)
        let names = Set(files.map(\.name))
        let leftovers = previousManifest(in: opened).filter { !names.contains($0) && opened.holdsFile($0) }
        return (changed + leftovers).sorted()
    }

    /// Writes `files`, keeping unchanged ones, and removes stale generated files.
    package func write(_ files: [GeneratedFile]) throws -> Report {
        let opened = try OutputFolder(creatingAt: folder)
        // Held from the first comparison to the manifest, so another run's files cannot mix in.
        try opened.lock(exclusive: true)
        opened.removeLeftoverTemporaries()
        let previous = previousManifest(in: opened)
        var report = Report()
        // Write every changed file to a temporary name first, then move them all into place,
        // so a failure part-way leaves the previous output as it was. Files are compared and
        // staged on all cores: each is megabytes on a large API.
        let outcomes = ConcurrentSlots.map(files.count) { stage(files[$0], in: opened) }
        var staged: [(temporary: String, name: String)] = []
        var firstError: (any Error)?
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .unchanged:
                report.unchanged.append(file.name)
            case .staged(let temporary):
                staged.append((temporary, file.name))
            case .failed(let error):
                firstError = firstError ?? error
            }
        }
        if let firstError {
            for item in staged { opened.discard(item.temporary) }
            throw firstError
        }
        let names = Set(files.map(\.name))
        // A run killed after moving a new file into place must not leave it untracked, or no
        // later run would remove it once it is no longer generated: list it before it lands.
        if !names.isSubset(of: previous) {
            try writeManifest(names.union(previous), in: opened)
        }
        for item in staged {
            try opened.move(item.temporary, to: item.name)
            report.written.append(item.name)
        }
        for stale in previous.sorted() where !names.contains(stale) && opened.holdsFile(stale) {
            try opened.remove(stale)
            report.removed.append(stale)
        }
        try writeManifest(names, in: opened)
        return report
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

    /// Compares `file` with what is in `folder` and writes it to a temporary file when it differs.
    private func stage(_ file: GeneratedFile, in folder: OutputFolder) -> Staging {
        let data = Data(file.contents.utf8)
        if folder.contents(of: file.name) == data { return .unchanged }
        do {
            return .staged(temporary: try folder.createTemporary(for: file.name, containing: data))
        } catch {
            return .failed(error)
        }
    }

    /// Makes the manifest list `names`, unless it already does.
    private func writeManifest(_ names: Set<String>, in folder: OutputFolder) throws {
        let manifest = Data((names.sorted().joined(separator: "\n") + "\n").utf8)
        if folder.contents(of: Self.manifestName) != manifest {
            try folder.replace(Self.manifestName, with: manifest)
        }
    }

    /// Names listed by the previous run's manifest; only plain file names are trusted, so a
    /// tampered manifest cannot point outside the folder.
    private func previousManifest(in folder: OutputFolder) -> Set<String> {
        guard let data = folder.contents(of: Self.manifestName) else { return [] }
        return Set(
            String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
                .filter { !$0.contains("/") && $0.hasSuffix(".swift") && !$0.hasPrefix(".") })
    }
}
