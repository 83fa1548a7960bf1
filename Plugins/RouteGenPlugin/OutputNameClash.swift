import Foundation

/// A Swift file of the target that has the name of a file the plugin generates, such as
/// `SpotifyAPI.swift` beside `SpotifyAPI.yaml`.
///
/// SwiftPM compiles both into objects of the same name and fails with "multiple producers",
/// which names neither file; on a case-insensitive disk `spotifyapi.yaml` clashes too.
struct OutputNameClash: Error, CustomStringConvertible {
    let targetName: String
    /// The target's own file.
    let source: URL
    /// The name of the generated file.
    let generated: String

    var description: String {
        "RouteGenPlugin: \(source.path) has the name of the file target \(targetName) generates from a spec (\(generated)): "
            + "rename it, or rename the spec"
    }

    /// The first of `files` (the target's) whose name is that of one of `outputs`, ignoring case.
    static func find(targetName: String, files: [URL], outputs: [URL]) -> OutputNameClash? {
        let generated = Set(outputs.map { $0.lastPathComponent.lowercased() })
        guard
            let source = files.first(where: {
                $0.pathExtension == "swift" && generated.contains($0.lastPathComponent.lowercased())
            })
        else {
            return nil
        }
        let name = outputs.first { $0.lastPathComponent.lowercased() == source.lastPathComponent.lowercased() }!
            .lastPathComponent
        return OutputNameClash(targetName: targetName, source: source, generated: name)
    }
}
