import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-routes [--target NAME]...`:
/// writes the generated routes into the package, for teams that check generated code in.
///
/// Without `--target`, it generates for every target that has a `routegen.yml`, so YAML test
/// fixtures are never taken for specs. Each target's specs are found as the build plugin finds
/// them (``RouteGenInputs``), among all files of the target's folder, excluded ones too; the
/// files go to the config's `output:` folder, by default `Generated/` inside the target. Names
/// are the CLI's defaults and spec paths are given relative to the package, so the files are the
/// same on every machine and `routegen generate --check` can verify them in CI.
@main
struct GenerateRoutes: CommandPlugin {
    /// Runs routegen for the named targets, or for every target that has a `routegen.yml`.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw GenerateRoutesError("unexpected arguments \(extractor.remainingArguments); usage: generate-routes [--target NAME]...")
        }
        let targets: [SourceModuleTarget]
        if names.isEmpty {
            targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        } else {
            targets = try context.package.targets(named: names).map { target in
                guard let module = target as? SourceModuleTarget else { throw GenerateRoutesError("\(target.name) has no sources") }
                return module
            }
        }
        let routegen = try context.tool(named: "routegen").url
        var generated = 0
        for target in targets {
            let inputs: RouteGenInputs
            do {
                inputs = try RouteGenInputs(targetFiles: filesOnDisk(in: target.directoryURL))
            } catch let problem as RouteGenConfig.Problem {
                problem.emit()
                throw RouteGenConfig.Invalid()
            }
            if names.isEmpty, inputs.config == nil { continue }
            guard !inputs.specs.isEmpty else { throw GenerateRoutesError("target \(target.name) has no spec") }
            let output = inputs.config?.output ?? target.directoryURL.appending(path: "Generated", directoryHint: .isDirectory)
            let package = context.package.directoryURL
            try run(routegen, ["generate"] + inputs.specs.map { relative($0, to: package) }
                + ["--output", relative(output, to: package)] + (inputs.config?.generationArguments ?? []), in: package)
            generated += 1
        }
        if generated == 0 { throw GenerateRoutesError("no target has a routegen.yml; name targets with --target") }
    }

    /// Every file under the target's folder, including those the manifest excludes: a target
    /// that compiles checked-in routes excludes its specs, or SwiftPM warns they are unhandled.
    private func filesOnDisk(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        return (enumerator?.allObjects as? [URL]) ?? []
    }

    /// Runs routegen with the package as working directory; its diagnostics go straight to
    /// standard error, located at the specs.
    private func run(_ routegen: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = routegen
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GenerateRoutesError("routegen \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
    }

    /// `url` relative to `folder` when inside it, so the generated headers name no machine path.
    private func relative(_ url: URL, to folder: URL) -> String {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

/// A usage or run failure of `generate-routes`.
struct GenerateRoutesError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
