import ArgumentParser
import RouteGenCore

/// `routegen generate`: the specs' Swift files, written into a folder only when no spec has an
/// error, or checked against it (`--check`), or the templates' context printed.
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

    @OptionGroup var openAPI: OpenAPIArguments

    @OptionGroup var renames: RenameArguments

    @OptionGroup var selection: SelectionArguments

    @OptionGroup var warnings: WarningArguments

    @Option(name: .shortAndLong, help: "The folder to write the generated Swift files into.")
    var output: String?

    @Option(help: "A folder of *.mustache files that replace the built-in templates of the same name.")
    var templates: String?

    @Option(
        help: ArgumentHelp(
            "Name the namespace file <name> instead of <API>.swift, and each spec's file after the spec file (users-v2.yaml → users-v2.swift).",
            discussion:
                "Every output name then follows from the spec paths alone, so a build tool can declare the outputs before running routegen.",
            valueName: "name"))
    var namespaceFile: String?

    @Option(
        help: ArgumentHelp(
            "With --namespace-file: a Swift file of the module the output is compiled in, whose name (ignoring case) no spec's file may take; such a spec's file is named <spec>+Spec.swift (repeatable).",
            discussion:
                "The build plugin passes the target's own files whose names a spec's file could take, such as LoansAPI.swift beside LoansAPI.yaml, so the clash cannot happen.",
            valueName: "name"))
    var avoidFileName: [String] = []

    @Option(
        help: ArgumentHelp(
            "Spread the declarations of <spec> over <count> models files (1 to 47) and its own file; 1 keeps them in its own file.",
            discussion:
                "Each model or route goes to the file a hash of its name picks, so an edit rewrites the files holding what changed. Without --namespace-file a spec whose description (the file and those it reads by $ref) is 96 KiB or more gets one file per 32 KiB; with it, only as this option says.",
            valueName: "spec=count"))
    var modelFiles: [ModelFilesArgument] = []

    // Both read before parsing, by ConfigArguments; declared for --help and so that the parser
    // takes them.
    @Option(
        help: ArgumentHelp(
            "Also take the options a target's routegen.yml sets (every key but specs:, output:, namespace-file: and model-files:); options on the command line win.",
            discussion:
                "How the build plugin passes the config: read when routegen runs, an edit takes effect in the next build.",
            valueName: "routegen.yml"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "Fail unless the keys of --config that decide which files are read and written (specs:, namespace-file:, model-files:, server:, templates:, renames:, allow-ref-root:) are still as <plan> lists them.",
            discussion:
                "For build tools that read those keys to plan this command: an outdated plan becomes an error at the key's line instead of outdated output.",
            valueName: "plan"))
    var configPlan: String?

    @Flag(help: "Write nothing; exit 1 and name the files that are out of date in --output.")
    var check = false

    @Flag(help: "Print the template context (every key templates can use) instead of writing files.")
    var printContext = false

    func validate() throws {
        if !avoidFileName.isEmpty, namespaceFile == nil {
            throw ValidationError(
                "--avoid-file-name needs --namespace-file: without it files are named after the API and its types.")
        }
        if let namespaceFile,
            !namespaceFile.hasSuffix(".swift") || namespaceFile.contains("/") || namespaceFile.hasPrefix(".")
        {
            throw ValidationError(
                "--namespace-file takes a file name ending in .swift, without a folder or a leading dot.")
        }
    }

    func run() throws {
        // Checked here, not in validate(): ArgumentParser validates a command before it rejects
        // unknown options, so `--outptu out` would be reported as a missing --output.
        if output == nil, !printContext {
            writeToStandardError(
                """
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
        // Parsing the templates takes about a millisecond: no reason to overlap it with reading the specs.
        let parsed = Result { try self.templates.map(TemplateSet.overriding(with:)) ?? TemplateSet.builtin() }
        /// The templates; a template that cannot be used ends the run before anything else is reported.
        func templateSet() throws -> TemplateSet {
            do {
                return try parsed.get()
            } catch {
                writeToStandardError("\(error)\n")
                throw ExitCode.failure
            }
        }
        let (paths, pathDiagnostics) = Pipeline.specPaths(for: options.specs)
        let (renames, renameDiagnostics) = self.renames.load()
        let inputDiagnostics = pathDiagnostics + renameDiagnostics
        let naming =
            namespaceFile.map { OutputNaming.specFileNames(namespaceFile: $0, avoiding: avoidFileName) } ?? .typeNames
        if let stray = modelFiles.first(where: { !paths.contains($0.spec) }) {
            _ = try templateSet()
            writeToStandardError(
                "routegen: error: --model-files names \(stray.spec), which is not a spec of this run; name it as listed: \(paths.joined(separator: ", "))\n"
            )
            throw ExitCode.failure
        }
        let split = ModelFilesArgument.counts(for: paths, given: modelFiles)
        let configured = try config.map(ConfigArguments.read)
        let documents = KeptDocuments()
        var generation = options.generationOptions(
            openAPI: openAPI, renames: renames, selection: selection.selection(adding: configured, at: config),
            typeOverrides: selection.overrides(adding: configured, at: config))
        generation.naming = naming
        generation.modelFiles = split
        generation.automaticModelFiles = namespaceFile == nil
        let result = try Pipeline.run(
            specPaths: paths, options: generation, templates: try templateSet(), load: documents.load)
        let templates = try templateSet()
        let diagnostics = inputDiagnostics + result.diagnostics
        report(warnings.unacknowledged(diagnostics))
        guard !diagnostics.contains(where: { $0.severity == .error }), let model = result.model else {
            throw ExitCode.failure
        }
        if printContext {
            print(ContextDump.dump(model, renderer: Renderer(templates: templates)), terminator: "")
            return
        }
        guard let output else { return }
        let writer = OutputWriter(folder: output)
        if check {
            let stale = writer.staleFiles(for: result.files)
            for name in stale {
                writeToStandardError("\(output)/\(name): error: out of date; run routegen generate\n")
            }
            if !stale.isEmpty { throw ExitCode.failure }
            return
        }
        try OutputFailure.reported(at: output) {
            let written = try writer.write(result.files)
            print(
                "routegen: \(written.written.count) written, \(written.unchanged.count) unchanged, \(written.removed.count) removed in \(output)"
            )
        }
        exitWithoutTeardown(keeping: documents, result, model)
    }
}
