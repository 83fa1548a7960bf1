#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same plugin for an Xcode project target: its specs (and `routegen.yml`) are the YAML
/// files that belong to the target.
extension RouteGenPlugin: XcodeBuildToolPlugin {
    /// Plans the routegen command of an Xcode target.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try RouteGenBuildCommand.reportingProblems {
            try RouteGenBuildCommand.commands(
                targetName: target.displayName,
                files: target.inputFiles.map(\.url),
                routegen: try context.tool(named: "routegen").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
}
#endif
