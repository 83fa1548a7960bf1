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
///
/// Targets come from the manifest (``PackageManifest``): a target whose folder holds only specs
/// is skipped by SwiftPM until it has a Swift file, which is what this command writes; and a
/// target that applies `RouteGenPlugin` is refused, since its routes already come from the build.
@main
struct GenerateRoutes: CommandPlugin {
    /// Runs routegen for the named targets, or for every target that has a `routegen.yml`.
    /// Every target is checked before anything is written, so a refusal leaves the package as it was.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw GenerateRoutesError(
                "unexpected arguments \(extractor.remainingArguments); usage: generate-routes [--target NAME]...")
        }
        let package = context.package.directoryURL
        let candidates = routeTargets(context)
        let selected: [RouteTarget]
        if names.isEmpty {
            selected = candidates
        } else {
            selected = try names.map { name in
                guard let target = candidates.first(where: { $0.name == name }) else {
                    throw GenerateRoutesError(
                        "Package.swift declares no target named \(name); its targets are \(candidates.map(\.name).joined(separator: ", "))"
                    )
                }
                return target
            }
        }
        var planned: [(target: RouteTarget, inputs: RouteGenInputs)] = []
        var skipped: [String] = []
        for target in selected {
            let inputs: RouteGenInputs
            do {
                inputs = try RouteGenInputs(targetFiles: filesOnDisk(in: target.directory))
            } catch let problem as RouteGenConfig.Problem {
                problem.emit()
                throw RouteGenConfig.Invalid()
            }
            if names.isEmpty, inputs.config == nil { continue }
            if target.appliesBuildPlugin {
                guard names.isEmpty else { throw GenerateRoutesError.appliesBuildPlugin(target.name) }
                skipped.append(target.name)
                continue
            }
            guard !inputs.specs.isEmpty else {
                throw GenerateRoutesError(
                    "target \(target.name) has no spec in \(relative(target.directory, to: package)) (*.yaml or *.yml, an OpenAPI *.json, or specs: in routegen.yml)"
                )
            }
            planned.append((target, inputs))
        }
        for name in skipped {
            print(
                "generate-routes: skipped \(name): it applies RouteGenPlugin, which generates its routes during the build"
            )
        }
        guard !planned.isEmpty else {
            if skipped.isEmpty {
                throw GenerateRoutesError(
                    "no target has a routegen.yml: add one (it may be empty) to each target to generate, or name them with --target NAME"
                )
            }
            throw GenerateRoutesError("nothing to generate: every target with a routegen.yml applies RouteGenPlugin")
        }
        let routegen = try context.tool(named: "routegen").url
        for (target, inputs) in planned {
            let output =
                inputs.config?.output ?? target.directory.appending(path: "Generated", directoryHint: .isDirectory)
            var arguments =
                ["generate"] + inputs.specs.map { relative($0, to: package) } + [
                    "--output", relative(output, to: package),
                ]
            if let namespaceFile = inputs.config?.namespaceFile { arguments += ["--namespace-file", namespaceFile] }
            for spec in inputs.specs {
                if let count = inputs.modelFileCount(of: spec) {
                    arguments += ["--model-files", "\(relative(spec, to: package))=\(count)"]
                }
            }
            // routegen reads the config itself: every option it sets, and include: and
            // type-overrides: located at their lines should one be wrong.
            try run(
                routegen, arguments + (inputs.config.map { ["--config", relative($0.url, to: package)] } ?? []),
                in: package)
        }
    }

    /// The package's source targets, as the manifest declares them when it can be read.
    private func routeTargets(_ context: PluginContext) -> [RouteTarget] {
        let seen = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        let manifest: PackageManifest
        do {
            manifest = try PackageManifest(
                of: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
        } catch {
            Diagnostics.warning(
                "generate-routes cannot read Package.swift, so it does not check which targets apply RouteGenPlugin, "
                    + "and a target whose folder has no Swift file is unknown to it (add an empty Sources/<Target>/<Target>.swift): \(error)"
            )
            return seen.map { RouteTarget(name: $0.name, directory: $0.directoryURL, appliesBuildPlugin: false) }
        }
        return manifest.targets.filter { ["regular", "executable", "test"].contains($0.type) }.map { declared in
            let directory =
                seen.first { $0.name == declared.name }?.directoryURL
                ?? manifest.directory(of: declared, in: context.package.directoryURL)
            return RouteTarget(
                name: declared.name, directory: directory,
                appliesBuildPlugin: declared.applies(plugin: "RouteGenPlugin"))
        }
    }

    /// Every file under the target's folder, including those the manifest excludes: a target
    /// that compiles checked-in routes excludes its specs, or SwiftPM warns they are unhandled.
    private func filesOnDisk(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
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
            throw GenerateRoutesError(
                "routegen \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
    }

    /// `url` relative to `folder` when inside it, so the generated headers name no machine path.
    private func relative(_ url: URL, to folder: URL) -> String {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

/// A target `generate-routes` may write into.
struct RouteTarget {
    let name: String
    /// Its folder, where its specs and `routegen.yml` are looked for.
    let directory: URL
    /// Whether it lists `RouteGenPlugin` in `plugins:`.
    let appliesBuildPlugin: Bool
}
