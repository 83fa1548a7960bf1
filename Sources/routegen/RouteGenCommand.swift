import ArgumentParser
import RouteGenCore

/// `routegen`: typed Swift routes from YAML specs.
@main
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Generate typed Swift routes for RouteKit from YAML API specs or OpenAPI documents.",
        version: RouteGenVersion.current,
        subcommands: [Generate.self, Validate.self, Convert.self, ExportOpenAPI.self]
    )

    /// Runs the command the arguments name, after ``CommandTypo`` has checked that they name one,
    /// with the options of `generate --config` in them (``ConfigArguments``).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let typo = CommandTypo.problem(in: arguments, commands: configuration.subcommands.map { $0._commandName }) {
            writeToStandardError("""
                Error: \(typo)
                Usage: \(usageString())
                  See 'routegen --help' for more information.

                """)
            exit(withError: ExitCode.validationFailure)
        }
        do {
            main(try ConfigArguments.expand(arguments))
        } catch {
            exit(withError: error)
        }
    }
}

/// The options naming specs, shared by every subcommand.
struct SpecOptions: ParsableArguments {
    @Argument(help: "Spec files (RouteGen's format or OpenAPI 3.0/3.1), or folders whose *.yaml, *.yml and *.json files are the specs. All of them form one API.")
    var specs: [String]

    @Option(help: "Access level of the generated declarations: public, package or internal.")
    var access: AccessLevel = .public

    @Flag(help: ArgumentHelp(
        "Declare model properties with var instead of let, so models can be changed in place.",
        discussion: "Each settable property adds accessors to compile: on an API of a thousand models, about a third more debug build time."))
    var mutableModels = false

    @Flag(help: "Make models and unions Equatable.")
    var equatableModels = false

    @Flag(help: "Make models and unions Hashable (and so Equatable), to keep them in sets or use them as keys.")
    var hashableModels = false

    @Flag(help: ArgumentHelp(
        "Make every GET route a CacheableRoute, answered from a router's ResponseCache while fresh.",
        discussion: "A route's cache: false (x-routegen-cache: false in OpenAPI) keeps it out."))
    var cacheSafeRoutes = false

    @Flag(help: ArgumentHelp(
        "Also generate the server side: <API>+Server.swift, a service protocol, route decoders and their registration on a Hummingbird router.",
        discussion: "The file imports RouteKitServer (RouteGen's product, with its trait Server); client files are unchanged."))
    var server = false

    @OptionGroup var openAPI: OpenAPIArguments

    @OptionGroup var renames: RenameArguments

    @OptionGroup var selection: SelectionArguments

    @OptionGroup var warnings: WarningArguments

    /// How models are declared, as the pipeline takes it.
    var style: ModelStyle { ModelStyle(mutable: mutableModels, equatable: equatableModels, hashable: hashableModels) }

    /// The capabilities the run grants routes, as the pipeline takes them.
    var routeStyle: RouteStyle { RouteStyle(cachesSafeRoutes: cacheSafeRoutes, generatesServer: server) }
}

/// The options of OpenAPI input, shared by every subcommand that reads specs.
struct OpenAPIArguments: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "OpenAPI: make every string enum open, so values it does not list decode as unknown(…) instead of failing.",
        discussion: "A schema's x-open-enum: true or false overrides this either way."))
    var openEnums = false

    @Option(help: ArgumentHelp("OpenAPI: the name of the generated namespace instead of one made from info.title.", valueName: "name"))
    var apiName: String?

    @Option(name: .customLong("allow-ref-root"), help: ArgumentHelp(
        "OpenAPI: a folder whose files $ref may read besides the document's own folder (repeatable).",
        discussion: "Without it a reference to a file outside the folder of the document named on the command line is not followed.",
        valueName: "folder"))
    var allowRefRoots: [String] = []

    /// The options as the pipeline takes them.
    var options: OpenAPIOptions { OpenAPIOptions(openEnums: openEnums, apiName: apiName, referenceRoots: allowRefRoots) }
}

extension AccessLevel: ExpressibleByArgument {}

/// Prints diagnostics in the `file:line:column: severity: message` form editors make clickable,
/// a warning followed by its cause (`[additional-properties]`), the name `--acknowledge` takes.
func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
        writeToStandardError(diagnostic.description + (diagnostic.cause.map { " [\($0.rawValue)]" } ?? "") + "\n")
    }
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Swift files from specs.",
        discussion: """
            Writes one file per spec plus one for the API namespace into --output. Files whose content \
            did not change are left untouched; files a previous run generated and this one does not are \
            removed; other files in the folder are never touched. On any spec error nothing is written \
            and the exit status is 1.
            """
    )

    @OptionGroup var options: SpecOptions

    @Option(name: .shortAndLong, help: "The folder to write the generated Swift files into.")
    var output: String?

    @Option(help: "A folder of *.mustache files that replace the built-in templates of the same name.")
    var templates: String?

    @Option(help: ArgumentHelp(
        "Name the namespace file <name> instead of <API>.swift, and each spec's file after the spec file (users-v2.yaml → users-v2.swift).",
        discussion: "Every output name then follows from the spec paths alone, so a build tool can declare the outputs before running routegen.",
        valueName: "name"))
    var namespaceFile: String?

    @Option(help: ArgumentHelp(
        "Spread the declarations of <spec> over <count> models files (1 to 47) and its own file; 1 keeps them in its own file.",
        discussion: "Each model or route goes to the file a hash of its name picks, so an edit rewrites the files holding what changed. Without --namespace-file a spec whose description (the file and those it reads by $ref) is 96 KiB or more gets one file per 32 KiB; with it, only as this option says.",
        valueName: "spec=count"))
    var modelFiles: [ModelFilesArgument] = []

    // Both read before parsing, by ConfigArguments; declared for --help and so that the parser
    // takes them.
    @Option(help: ArgumentHelp(
        "Also take the options a target's routegen.yml sets (every key but specs:, output:, namespace-file: and model-files:); options on the command line win.",
        discussion: "How the build plugin passes the config: read when routegen runs, an edit takes effect in the next build.",
        valueName: "routegen.yml"))
    var config: String?

    @Option(help: ArgumentHelp(
        "Fail unless the keys of --config that decide which files are read and written (specs:, namespace-file:, model-files:, server:, templates:, renames:, allow-ref-root:) are still as <plan> lists them.",
        discussion: "For build tools that read those keys to plan this command: an outdated plan becomes an error at the key's line instead of outdated output.",
        valueName: "plan"))
    var configPlan: String?

    @Flag(help: "Write nothing; exit 1 and name the files that are out of date in --output.")
    var check = false

    @Flag(help: "Print the template context (every key templates can use) instead of writing files.")
    var printContext = false

    func validate() throws {
        if let namespaceFile, !namespaceFile.hasSuffix(".swift") || namespaceFile.contains("/") || namespaceFile.hasPrefix(".") {
            throw ValidationError("--namespace-file takes a file name ending in .swift, without a folder or a leading dot.")
        }
    }

    func run() throws {
        // Checked here, not in validate(): ArgumentParser validates a command before it rejects
        // unknown options, so `--outptu out` would be reported as a missing --output.
        if output == nil, !printContext {
            writeToStandardError("""
                Error: Missing --output <folder> (or use --print-context).
                Usage: \(RouteGenCommand.usageString(for: Self.self))
                  See 'routegen generate --help' for more information.

                """)
            throw ExitCode.validationFailure
        }
        if let output, let problem = OutputArgument.problem(with: output) {
            writeToStandardError(problem + "\n")
            throw ExitCode.failure
        }
        let loading = TemplateLoading(overridingWith: templates)
        /// The templates; a template that cannot be used ends the run before anything else is reported.
        func templateSet() throws -> TemplateSet {
            do {
                return try loading.templates.get()
            } catch {
                writeToStandardError("\(error)\n")
                throw ExitCode.failure
            }
        }
        let (paths, pathDiagnostics) = Pipeline.specPaths(for: options.specs)
        let (renames, renameDiagnostics) = options.renames.load()
        let inputDiagnostics = pathDiagnostics + renameDiagnostics
        let naming = namespaceFile.map { OutputNaming.specFileNames(namespaceFile: $0) } ?? .typeNames
        if let stray = modelFiles.first(where: { !paths.contains($0.spec) }) {
            _ = try templateSet()
            writeToStandardError("routegen: error: --model-files names \(stray.spec), which is not a spec of this run; name it as listed: \(paths.joined(separator: ", "))\n")
            throw ExitCode.failure
        }
        let split = ModelFilesArgument.counts(for: paths, given: modelFiles)
        let configured = try config.map(ConfigArguments.read)
        let documents = KeptDocuments()
        let result = try Pipeline.run(specPaths: paths, access: options.access, style: options.style, routeStyle: options.routeStyle,
                                      templates: try templateSet(), naming: naming, modelFiles: split, automaticModelFiles: namespaceFile == nil,
                                      openAPI: options.openAPI.options, renames: renames,
                                      selection: options.selection.selection(adding: configured, at: config),
                                      typeOverrides: options.selection.overrides(adding: configured, at: config), load: documents.load)
        let templates = try templateSet()
        let diagnostics = inputDiagnostics + result.diagnostics
        report(options.warnings.unacknowledged(diagnostics))
        guard !diagnostics.contains(where: { $0.severity == .error }), let model = result.model else {
            throw ExitCode.failure
        }
        if printContext {
            print(ContextDump.dump(model, renderer: Renderer(templates: templates)), terminator: "")
            return
        }
        let writer = OutputWriter(folder: output!)
        if check {
            let stale = writer.staleFiles(for: result.files)
            for name in stale {
                writeToStandardError("\(output!)/\(name): error: out of date; run routegen generate\n")
            }
            if !stale.isEmpty { throw ExitCode.failure }
            return
        }
        do {
            let written = try writer.write(result.files)
            print("routegen: \(written.written.count) written, \(written.unchanged.count) unchanged, \(written.removed.count) removed in \(output!)")
        } catch {
            writeToStandardError("\(output!): error: \(failureMessage(error))\n")
            throw ExitCode.failure
        }
        exitWithoutTeardown(keeping: documents, result, model)
    }
}

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs and print diagnostics; write nothing.",
        discussion: "Exit status 1 when any spec has an error."
    )

    @OptionGroup var options: SpecOptions

    func run() throws {
        let (paths, pathDiagnostics) = Pipeline.specPaths(for: options.specs)
        let (renames, renameDiagnostics) = options.renames.load()
        let inputDiagnostics = pathDiagnostics + renameDiagnostics
        let (_, diagnostics) = Pipeline.model(specPaths: paths, access: options.access, style: options.style, routeStyle: options.routeStyle,
                                              openAPI: options.openAPI.options, renames: renames, selection: options.selection.selection(),
                                              typeOverrides: options.selection.overrides())
        report(options.warnings.unacknowledged(inputDiagnostics + diagnostics))
        if (inputDiagnostics + diagnostics).contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}

struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write an OpenAPI document as a spec in RouteGen's own format.",
        discussion: """
            The migration path from OpenAPI: generating from the written spec gives the same Swift as \
            generating from the document. What the format cannot express is reported as a warning, as \
            generate reports it. Exit status 1 when the document cannot be used.
            """
    )

    @Argument(help: "The OpenAPI 3.0 or 3.1 document (YAML or JSON).")
    var document: String

    @Option(name: .shortAndLong, help: "The spec file to write (standard output without it); a folder for a document whose x-routegen-files lists several spec files (an export-openapi of several).")
    var output: String?

    @OptionGroup var openAPI: OpenAPIArguments

    @OptionGroup var renames: RenameArguments

    @OptionGroup var warnings: WarningArguments

    func run() throws {
        let (root, yamlDiagnostics) = YAMLLoader.load(contentsOf: document, displayPath: document)
        guard let root, !yamlDiagnostics.contains(where: { $0.severity == .error }) else {
            report(yamlDiagnostics.isEmpty ? [.error("the file is empty", at: SourceLocation(file: document, line: 1, column: 1))] : yamlDiagnostics)
            throw ExitCode.failure
        }
        guard OpenAPITranslator.isOpenAPIDocument(root) else {
            report([.error("not an OpenAPI document: it has no \"openapi\" key", at: root.location)])
            throw ExitCode.failure
        }
        var options = openAPI.options
        options.readsSwiftTypes = false
        let translation = OpenAPITranslator.translate(root, path: document, options: options)
        let (renameSet, renameDiagnostics) = renames.load()
        var specs = translation.files.count > 1 ? translation.files : [translation.spec]
        let renamed = renameSet?.apply(to: &specs) ?? []
        let diagnostics = yamlDiagnostics + translation.diagnostics + renameDiagnostics + renamed
        report(warnings.unacknowledged(diagnostics))
        guard !diagnostics.contains(where: { $0.severity == .error }), let spec = specs.first else { throw ExitCode.failure }
        if specs.count > 1 {
            try writeFiles(specs)
            return
        }
        let text = "# Converted by routegen from \(document).\n" + SpecWriter.yaml(SpecCompactor.compact(spec), shortForms: true)
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            writeToStandardError("\(output): error: \(failureMessage(error))\n")
            throw ExitCode.failure
        }
    }

    /// Writes the spec files an exported document stands for (its `x-routegen-files`) into the
    /// `--output` folder, each under its listed name, so generating from the folder writes the
    /// files generating from the exported specs wrote. Repeated parameters stay in their routes:
    /// shared parameters are the API's, and each file is compacted alone.
    private func writeFiles(_ specs: [SpecFile]) throws {
        guard let output else {
            writeToStandardError("\(document): error: the document stands for \(specs.count) spec files (x-routegen-files): give --output <folder>\n")
            throw ExitCode.failure
        }
        let folder = document.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let prefix = folder.isEmpty && !document.hasPrefix("/") ? "" : folder + "/"
        do {
            for spec in specs {
                let name = spec.path.hasPrefix(prefix) ? String(spec.path.dropFirst(prefix.count)) : spec.path
                let url = URL(fileURLWithPath: output).appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let text = "# Converted by routegen from \(document).\n" + SpecWriter.yaml(SpecCompactor.compact(spec, sharesParameters: false), shortForms: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            }
        } catch {
            writeToStandardError("\(output): error: \(failureMessage(error))\n")
            throw ExitCode.failure
        }
    }
}
