import Foundation
import PackagePlugin

/// The one `.buildCommand` that generates a target's routes, with every input and every output
/// declared, so the build system runs routegen after an edit to a spec, the config or a
/// template, and never otherwise.
///
/// Output names must be known before routegen has run (it may not even be built yet), so the
/// command passes `--namespace-file`: the namespace file is ``namespaceFileName`` (or the config's
/// `namespace-file:`) and each spec's file is named after the spec (`Pets.yaml` → `Pets.swift`) —
/// names that follow from the paths alone. routegen writes a file only when its content changed, so
/// after an edit only the files whose code changed recompile. The plugin reads no spec, only the
/// file list and the keys of `routegen.yml` that decide the files read and written; routegen reads
/// the rest itself (`--config`) and checks that those keys are still as planned (`--config-plan`).
enum RouteGenBuildCommand {
    /// The name of the file holding the API namespace, its router and auth scheme types.
    static let namespaceFileName = "RouteGenAPI.swift"

    /// The command for a target whose files are `files`, or none when it has no spec.
    static func commands(targetName: String, files: [URL], routegen: URL, workDirectory: URL) throws -> [Command] {
        let inputs = try RouteGenInputs(targetFiles: files)
        guard !inputs.specs.isEmpty else {
            Diagnostics.warning(
                "RouteGenPlugin: target \(targetName) has no spec (*.yaml or *.yml, an OpenAPI *.json, or specs: in routegen.yml)"
            )
            return []
        }
        if let conflict = CheckedInRoutes.find(targetName: targetName, files: files, specs: inputs.specs) {
            throw conflict
        }
        let output = workDirectory.appending(path: "Routes", directoryHint: .isDirectory)
        let namespaceFile = inputs.config?.namespaceFile ?? namespaceFileName
        var outputFiles = [output.appending(path: namespaceFile)]
        if inputs.config?.server == true {
            // routegen's OutputNaming.serverFileName: the namespace file's name + "+Server".
            outputFiles.append(output.appending(path: String(namespaceFile.dropLast(".swift".count)) + "+Server.swift"))
        }
        var arguments =
            ["generate"] + inputs.specs.map(\.path) + ["--output", output.path, "--namespace-file", namespaceFile]
        // A spec's file must not take the name of one of the target's own (the README has users
        // name theirs after the target, often the spec's name too): routegen names it as
        // SpecFileName does here, from the same list.
        let avoided = SpecFileName.avoided(
            among: files.filter { $0.pathExtension == "swift" }.map(\.lastPathComponent)
                + outputFiles.map(\.lastPathComponent),
            bases: inputs.specs.map { $0.deletingPathExtension().lastPathComponent })
        arguments += avoided.flatMap { ["--avoid-file-name", $0] }
        for spec in inputs.specs {
            let specFile = SpecFileName.name(base: spec.deletingPathExtension().lastPathComponent, avoiding: avoided)
            let name = String(specFile.dropLast(".swift".count))
            let modelFiles = inputs.modelFileCount(of: spec) ?? modelFileCount(of: spec, in: inputs)
            outputFiles.append(output.appending(path: name + ".swift"))
            if modelFiles > 1 {
                outputFiles += (1...modelFiles).map {
                    output.appending(path: ModelFileRule.fileName(base: name, part: $0))
                }
            }
            // Always given, so routegen writes the files declared here whatever the spec says.
            arguments += ["--model-files", "\(spec.path)=\(modelFiles)"]
        }
        if let clash = OutputNameClash.find(targetName: targetName, files: files, outputs: outputFiles) {
            throw clash
        }
        if let config = inputs.config {
            arguments += [
                "--config", config.url.path, "--config-plan", try planFile(of: config, in: workDirectory).path,
            ]
        }
        return [
            .buildCommand(
                displayName: "Generating routes for \(targetName) from \(inputs.specs.count) spec file(s)",
                executable: routegen,
                arguments: arguments,
                inputFiles: inputs.all,
                outputFiles: outputFiles)
        ]
    }

    /// How many models files the declarations of `spec` are spread over when `model-files:` does
    /// not say: the count the spec declares (`modelFiles:`, read as routegen reads it), else
    /// routegen's automatic rule (``ModelFileRule``), from the bytes of every file the spec could
    /// read. The count is passed explicitly, so the outputs stay those declared here even when
    /// the description later grows past a step, or the spec's count changes, without SwiftPM
    /// planning again.
    private static func modelFileCount(of spec: URL, in inputs: RouteGenInputs) -> Int {
        (try? String(contentsOf: spec, encoding: .utf8)).flatMap(ModelFileRule.declaredCount(inSpec:))
            ?? ModelFileRule.automaticCount(descriptionBytes: inputs.descriptionBytes(of: spec))
    }

    /// The planned keys of the config as read now (``RouteGenConfig/planText``): routegen reads the
    /// config itself when it runs, and fails when one of these changed since (SwiftPM does not plan
    /// again when only a file's content changes), since the declared files would no longer be
    /// those it reads and writes.
    private static func planFile(of config: RouteGenConfig, in workDirectory: URL) throws -> URL {
        let file = workDirectory.appending(path: "routegen.yml.plan")
        let content = Data(config.planText.utf8)
        if (try? Data(contentsOf: file)) != content {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
            try content.write(to: file, options: .atomic)
        }
        return file
    }

    /// Runs `plan`, turning a config problem into an error located at its line: in the message
    /// for `swift build`, which prints no location, and as file and line for Xcode.
    static func reportingProblems(_ plan: () throws -> [Command]) throws -> [Command] {
        do {
            return try plan()
        } catch let problem as RouteGenConfig.Problem {
            problem.emit()
            throw RouteGenConfig.Invalid()
        }
    }
}
