/// How output files are named.
///
/// By default names come from the specs' contents (`<API>.swift` after the `api:` key) and are
/// Swift type names. A build tool such as the SwiftPM build plugin must declare every output
/// before routegen has run, so it asks for names that follow from the spec paths alone.
package enum OutputNaming: Sendable, Hashable {
    /// `<API>.swift` for the namespace; `<SpecBase>.swift` per spec, as a Swift type name
    /// (`+Spec` when it would be the namespace file's name). What the CLI writes by default.
    case typeNames
    /// `namespaceFile` for the namespace; each spec's file name with its extension replaced by
    /// `.swift` (`users-v2.yaml` → `users-v2.swift`), or `+Spec.swift` when that is the name of one
    /// of `avoiding`, the module's own files (``SpecFileName``).
    case specFileNames(namespaceFile: String, avoiding: [String] = [])

    /// The file name `.specFileNames` gives the spec at `path`, none of `avoided` ignoring case.
    package static func specFileName(forSpecAt path: String, avoiding avoided: [String] = []) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            return SpecFileName.name(base: name, avoiding: avoided)
        }
        return SpecFileName.name(base: String(name[..<dot]), avoiding: avoided)
    }

    /// The server file (`--server`) beside the namespace file `namespaceFile`:
    /// `Taskboard.swift` → `Taskboard+Server.swift`, so a build tool names it from the paths too.
    package static func serverFileName(forNamespaceFile namespaceFile: String) -> String {
        let base = namespaceFile.hasSuffix(".swift") ? String(namespaceFile.dropLast(".swift".count)) : namespaceFile
        return base + "+Server.swift"
    }

    /// Renames the files of `model` by this naming; errors (at the spec concerned) when two
    /// outputs would share a name or a name could not be tracked by the output manifest.
    package func apply(to model: inout APIModel) -> [Diagnostic] {
        guard case .specFileNames(let namespaceFile, let avoided) = self else { return [] }
        model.sharedFileName = namespaceFile
        var claimed: [String: String] = [namespaceFile: "the namespace file"]
        var diagnostics: [Diagnostic] = []
        for index in model.files.indices {
            let path = model.files[index].specPath
            let name = Self.specFileName(forSpecAt: path, avoiding: avoided)
            let start = SourceLocation(file: path, line: 1, column: 1)
            if name.hasPrefix(".") {
                diagnostics.append(
                    .error("a spec file name must not start with a dot: its output \(name) would be hidden", at: start))
            } else if let owner = claimed[name] {
                diagnostics.append(.error("output file \(name) is already \(owner); rename the spec file", at: start))
            }
            claimed[name] = claimed[name] ?? "the output of \(path)"
            model.files[index].outputName = name
        }
        if model.server != nil, let owner = claimed[Self.serverFileName(forNamespaceFile: namespaceFile)] {
            diagnostics.append(
                .error(
                    "output file \(Self.serverFileName(forNamespaceFile: namespaceFile)) is already \(owner), and --server writes the server there; rename the spec file",
                    at: SourceLocation(file: model.files.first?.specPath ?? namespaceFile, line: 1, column: 1)))
        }
        return diagnostics
    }
}
