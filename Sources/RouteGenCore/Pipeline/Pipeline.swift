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

/// The whole generator as one call: find specs → load → validate and model → render.
///
/// Each stage hands the next a plain value; this type only wires them, so every front end
/// (the CLI today) runs exactly the same steps.
package enum Pipeline {
    /// What one run produced: diagnostics always; a model and files only when there is no error.
    package struct Result: Sendable {
        /// Every problem found: load problems in file order, then model problems sorted by
        /// location; a warning that repeats (in one file or across files) once, at its first place.
        package var diagnostics: [Diagnostic]
        /// The API model, when the specs are valid.
        package var model: APIModel?
        /// The rendered files, when the specs are valid.
        package var files: [GeneratedFile]

        /// Whether any diagnostic is an error.
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// The spec files named by `inputs`: files as given, folders by their `*.yaml`, `*.yml`
    /// and `*.json` files (not recursive), sorted so output never depends on directory order.
    package static func specPaths(for inputs: [String]) -> ([String], [Diagnostic]) {
        var paths: [String] = []
        var diagnostics: [Diagnostic] = []
        let fileManager = FileManager.default
        for input in inputs {
            var status = stat()
            guard stat(input, &status) == 0 else {
                diagnostics.append(
                    .error("no such file or folder", at: SourceLocation(file: input, line: 1, column: 1)))
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                let names = (try? fileManager.contentsOfDirectory(atPath: input)) ?? []
                let specs = names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
                    .sorted()
                if specs.isEmpty {
                    diagnostics.append(
                        .error(
                            "the folder holds no .yaml, .yml or .json spec",
                            at: SourceLocation(file: input, line: 1, column: 1)))
                }
                let folder = input.hasSuffix("/") ? String(input.dropLast()) : input
                paths += specs.map { folder + "/" + $0 }
            } else {
                paths.append(input)
            }
        }
        var seen: Set<String> = []
        return (paths.filter { seen.insert($0).inserted }, diagnostics)
    }

    /// Loads (or translates from OpenAPI) and models the specs at `paths` without rendering:
    /// what `validate` runs. `options.renames` apply to the loaded specs, before anything reads
    /// their names; then `options.typeOverrides` replace schemas by the app's types
    /// (``TypeOverrides``), and `options.selection` keeps the routes it selects and what they
    /// reach (``RouteFilter``); `load` reads and parses one file (see ``run(specPaths:options:templates:load:)``).
    package static func model(
        specPaths paths: [String], options: GenerationOptions = GenerationOptions(), splitsDocuments: Bool = true,
        load: @escaping OpenAPITranslator.FileLoader = loadFile
    ) -> (APIModel?, [Diagnostic]) {
        let built = build(specPaths: paths, options: options, splitsDocuments: splitsDocuments, load: load)
        return (built.model, built.diagnostics)
    }

    /// The model of the specs at `paths`, its diagnostics, the files each OpenAPI document read
    /// by `$ref`, and the models file counts specs declare (`modelFiles:`), by path. Each step
    /// runs only while no error is found.
    private static func build(
        specPaths paths: [String], options: GenerationOptions, splitsDocuments: Bool,
        load: @escaping OpenAPITranslator.FileLoader
    ) -> (
        model: APIModel?, diagnostics: [Diagnostic], referencedFiles: [String: [String]],
        declaredModelFiles: [String: Int]
    ) {
        let contents = SpecSources.contents(
            of: paths, openAPI: options.openAPI, selection: options.selection, typeOverrides: options.typeOverrides,
            splitsDocuments: splitsDocuments, load: load)
        var files = contents.files
        var diagnostics = contents.diagnostics
        var declared: [String: Int] = [:]
        for file in files { declared[file.path] = file.modelFiles?.value }
        let succeeded = { !diagnostics.contains { $0.severity == .error } }
        var selected: RouteFilter.Selected?
        if succeeded(), let selection = options.selection {
            let found: [Diagnostic]
            (selected, found) = RouteFilter.select(selection, in: files, omitted: contents.omittedRoutes)
            diagnostics += found
        }
        if succeeded(), let renames = options.renames {
            diagnostics += renames.apply(to: &files, leftOut: contents.omittedRoutes.map(\.name))
        }
        // Overrides match every schema of the specs, also one the selection leaves out.
        if succeeded() { diagnostics += TypeOverrides.apply(options.typeOverrides, to: &files) }
        if succeeded(), let selected { RouteFilter.keep(selected, in: &files) }
        if succeeded() { diagnostics += TypeOverrides.hiddenAppTypes(in: files) }
        guard succeeded() else {
            return (nil, WarningGroups.fold(diagnostics), contents.referencedFiles, declared)
        }
        let (model, modelDiagnostics) = APIModelBuilder.build(
            files, access: options.access, style: options.style, routeStyle: options.routeStyle)
        return (model, WarningGroups.fold(diagnostics + modelDiagnostics), contents.referencedFiles, declared)
    }

    /// Runs every stage on the specs at `paths`, naming the output files by `options.naming` and
    /// spreading each spec's declarations over as many models files as `options.modelFiles`
    /// gives its path, else as its `modelFiles:` says, else, with `options.automaticModelFiles`,
    /// as many as the size of its description asks for
    /// (``ModelFileSplit/automaticCount(descriptionBytes:)``: the spec and the files it read by
    /// `$ref`). A document's `x-routegen-files` splits it only with
    /// `.typeNames`: a build tool naming outputs by spec path has declared one output per spec.
    /// What is generated follows ``model(specPaths:options:splitsDocuments:load:)``.
    /// `templates` is asked for only when rendering starts, so a caller can still be parsing
    /// them while the specs are read; its error ends the run. `load` reads and parses each file,
    /// the specs and the files they reference, so a caller can keep or inspect the parsed trees.
    package static func run(
        specPaths paths: [String], options: GenerationOptions = GenerationOptions(),
        templates: @autoclosure () throws -> TemplateSet,
        load: @escaping OpenAPITranslator.FileLoader = loadFile
    ) rethrows -> Result {
        let (built, modelDiagnostics, referencedFiles, declared) = build(
            specPaths: paths, options: options, splitsDocuments: options.naming == .typeNames, load: load)
        guard var model = built else { return Result(diagnostics: modelDiagnostics, model: nil, files: []) }
        // A count given for the run wins over the one a spec declares, which wins over its size.
        var counts = options.modelFiles.merging(declared) { given, _ in given }
        if options.automaticModelFiles {
            for path in paths where counts[path] == nil {
                let bytes = ([path] + (referencedFiles[path] ?? [])).reduce(0) { $0 + (fileSize(atPath: $1) ?? 0) }
                counts[path] = ModelFileSplit.automaticCount(descriptionBytes: bytes)
            }
        }
        let diagnostics =
            modelDiagnostics + options.naming.apply(to: &model) + ModelFileSplit.apply(to: &model, counts: counts)
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return Result(diagnostics: diagnostics, model: nil, files: [])
        }
        return Result(diagnostics: diagnostics, model: model, files: Renderer(templates: try templates()).render(model))
    }

    /// The size `lstat` reports for `path`, as `FileManager.attributesOfItem` reports it, without
    /// the owner and group name lookups that call also makes (several milliseconds per run
    /// through the name service).
    private static func fileSize(atPath path: String) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    /// The file at `path`, parsed, naming `path` in its diagnostics: how the pipeline reads
    /// files unless told otherwise.
    package static func loadFile(_ path: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        YAMLLoader.load(contentsOf: path, displayPath: path)
    }
}
