import Foundation
import PackagePlugin

/// The build-tool plugin: generates typed routes from the specs of the target it is applied to.
///
/// See ``RouteGenInputs`` for how specs are found and ``RouteGenBuildCommand`` for how the
/// command is declared.
@main
struct RouteGenPlugin: BuildToolPlugin {
    /// Plans the routegen command of a SwiftPM target.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try RouteGenBuildCommand.reportingProblems {
            try RouteGenBuildCommand.commands(
                targetName: target.name,
                files: target.sourceFiles.map(\.url),
                routegen: try context.tool(named: "routegen").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
}
