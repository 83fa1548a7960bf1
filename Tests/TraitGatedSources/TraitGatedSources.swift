import Foundation
import PackagePlugin

/// Test-only: compiles a target's generated server files (`*+Server.swift` in the golden sets it
/// links, which import Hummingbird) only with RouteGen's trait `Server`, as its own sources are.
///
/// The golden files are routegen's output byte for byte, kept once (Docs/Testing.md), so they
/// cannot hold an `#if Server`; the target excludes them, and this plugin gives it each one
/// wrapped in `#if Server` … `#endif` (`trait-gated-source`), so a plain `swift test`, without
/// the traits, compiles the target to nothing instead of failing on `import Hummingbird`. No
/// product holds it.
@main
struct TraitGatedSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "trait-gated-source").url
        let output = context.pluginWorkDirectoryURL.appending(path: "Gated", directoryHint: .isDirectory)
        return Self.serverFiles(in: target.directoryURL).map { file in
            let gated = output.appending(path: file.deletingPathExtension().lastPathComponent + "+Gated.swift")
            return .buildCommand(
                displayName: "Compiling \(file.lastPathComponent) only with the trait Server",
                executable: tool,
                arguments: ["Server", file.path, gated.path],
                inputFiles: [file],
                outputFiles: [gated])
        }
    }

    /// The generated server files under `folder`, following the golden sets' symlinks, in order.
    static func serverFiles(in folder: URL) -> [URL] {
        let manager = FileManager.default
        var files: [URL] = []
        for name in (try? manager.contentsOfDirectory(atPath: folder.path))?.sorted() ?? [] {
            let item = folder.appending(path: name)
            if name.hasSuffix("+Server.swift") {
                files.append(item)
            } else if !name.hasPrefix("."), (try? manager.contentsOfDirectory(atPath: item.path)) != nil {
                files += serverFiles(in: item)
            }
        }
        return files
    }
}
