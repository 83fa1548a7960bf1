import Foundation
@testable import RouteGenCore

/// Files written for one test into a new folder under the system's temporary folder: tests of
/// references between files on disk read only what they wrote, wherever the repository is and
/// whatever the working directory.
struct FixtureFolder {
    /// The folder, as a path without a trailing slash.
    let path: String

    /// Writes `files`, by path relative to the new folder, creating their folders.
    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-refs-\(UUID())").path
        for (relative, text) in files {
            let file = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// Writes `text` to `relative`, a path relative to the folder whose folders exist.
    func write(_ relative: String, _ text: String) throws {
        try text.write(toFile: path + "/" + relative, atomically: true, encoding: .utf8)
    }

    /// Makes `link` (relative to the folder) a symbolic link to `destination`, as written.
    func link(_ link: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + link, withDestinationPath: destination)
    }

    /// Translates the OpenAPI document at `document` (relative to the folder) as the command
    /// line does, reading referenced files from disk.
    func translate(_ document: String, options: OpenAPIOptions = OpenAPIOptions()) -> OpenAPITranslator.Translation {
        let file = path + "/" + document
        let (root, diagnostics) = YAMLLoader.load(contentsOf: file, displayPath: file)
        guard let root else { preconditionFailure("the fixture's document does not parse: \(diagnostics)") }
        return OpenAPITranslator.translate(root, path: file, options: options)
    }

    /// `translation`'s diagnostics as printed, with the folder's path left out so they read as
    /// paths relative to it.
    func diagnostics(of translation: OpenAPITranslator.Translation) -> [String] {
        translation.diagnostics.map { $0.description.replacing(path + "/", with: "") }
    }

    /// Deletes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
