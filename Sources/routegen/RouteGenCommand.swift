import ArgumentParser
import Foundation
import RouteGenCore

/// `routegen`: typed Swift routes from YAML specs.
@main
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Generate typed Swift routes for RouteKit from YAML API specs.",
        subcommands: [Generate.self, Validate.self]
    )
}

/// The options naming specs, shared by every subcommand.
struct SpecOptions: ParsableArguments {
    @Argument(help: "Spec files, or folders whose *.yaml and *.yml files are the specs. All of them form one API.")
    var specs: [String]

    @Option(help: "Access level of the generated declarations: public, package or internal.")
    var access: AccessLevel = .public
}

extension AccessLevel: ExpressibleByArgument {}

/// Prints diagnostics in the `file:line:column: severity: message` form editors make clickable.
func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
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
        "Fail unless <file> still has the content of <copy>.",
        discussion: "For build tools that read <file> to plan this command: an outdated plan becomes an error instead of outdated output.",
        valueName: "file=copy"))
    var requireUnchanged: [UnchangedInput] = []

    @Flag(help: "Write nothing; exit 1 and name the files that are out of date in --output.")
    var check = false

    @Flag(help: "Print the template context (every key templates can use) instead of writing files.")
    var printContext = false

    func validate() throws {
        if output == nil, !printContext {
            throw ValidationError("Missing --output <folder> (or use --print-context).")
        }
        if let namespaceFile, !namespaceFile.hasSuffix(".swift") || namespaceFile.contains("/") || namespaceFile.hasPrefix(".") {
            throw ValidationError("--namespace-file takes a file name ending in .swift, without a folder or a leading dot.")
        }
    }

    func run() throws {
        let outdated = requireUnchanged.compactMap(\.problem)
        guard outdated.isEmpty else {
            FileHandle.standardError.write(Data(outdated.map { $0 + "\n" }.joined().utf8))
            throw ExitCode.failure
        }
        let templateSet: TemplateSet
        do {
            templateSet = try templates.map(TemplateSet.overriding(with:)) ?? TemplateSet.builtin()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
        let (paths, inputDiagnostics) = Pipeline.specPaths(for: options.specs)
        let naming = namespaceFile.map { OutputNaming.specFileNames(namespaceFile: $0) } ?? .typeNames
        let result = Pipeline.run(specPaths: paths, access: options.access, templates: templateSet, naming: naming)
        let diagnostics = inputDiagnostics + result.diagnostics
        report(diagnostics)
        guard !diagnostics.contains(where: { $0.severity == .error }), let model = result.model else {
            throw ExitCode.failure
        }
        if printContext {
            print(ContextDump.dump(model, renderer: Renderer(templates: templateSet)), terminator: "")
            return
        }
        let writer = OutputWriter(folder: output!)
        if check {
            let stale = writer.staleFiles(for: result.files)
            for name in stale {
                FileHandle.standardError.write(Data("\(output!)/\(name): error: out of date; run routegen generate\n".utf8))
            }
            if !stale.isEmpty { throw ExitCode.failure }
            return
        }
        do {
            let written = try writer.write(result.files)
            print("routegen: \(written.written.count) written, \(written.unchanged.count) unchanged, \(written.removed.count) removed in \(output!)")
        } catch {
            FileHandle.standardError.write(Data("\(output!): error: \(error.localizedDescription)\n".utf8))
            throw ExitCode.failure
        }
    }
}

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs and print diagnostics; write nothing.",
        discussion: "Exit status 1 when any spec has an error."
    )

    @OptionGroup var options: SpecOptions

    func run() throws {
        let (paths, inputDiagnostics) = Pipeline.specPaths(for: options.specs)
        let (_, diagnostics) = Pipeline.model(specPaths: paths, access: options.access)
        report(inputDiagnostics + diagnostics)
        if (inputDiagnostics + diagnostics).contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}
