/// Reads the spec files of one run, whichever format each is in: an OpenAPI document
/// (recognised by its `openapi` key) goes through the OpenAPI stage, anything else through the
/// load stage. Both produce ``SpecFile`` values, so the stages after them never know the
/// difference.
///
/// Each file is parsed once: an OpenAPI document that references another file named on the
/// command line (or found in the same folder) reuses its tree. Such a referenced fragment is
/// part of that document, not a spec of its own: it becomes an empty spec, so it still has
/// its (empty) output file and outputs keep following from the file list, which the build
/// plugin relies on.
package enum SpecSources {
    /// The specs at `paths`, in path order, with every diagnostic; `load` reads and parses a
    /// file (``Pipeline/loadFile(_:)`` unless told otherwise), each spec once.
    /// `splitsDocuments: false` keeps each document one spec even where its `x-routegen-files`
    /// lists several (``OpenAPITranslator/Translation/files``), for a build tool that declares
    /// one output per spec path.
    package static func read(
        _ paths: [String], openAPI options: OpenAPIOptions, splitsDocuments: Bool = true,
        load: @escaping OpenAPITranslator.FileLoader = Pipeline.loadFile
    ) -> (files: [SpecFile], diagnostics: [Diagnostic]) {
        let contents = contents(of: paths, openAPI: options, splitsDocuments: splitsDocuments, load: load)
        return (contents.files, contents.diagnostics)
    }

    /// What reading the specs of one run found: the specs, every diagnostic, and which other
    /// files each OpenAPI document read.
    package struct Contents: Sendable {
        /// The specs, in path order.
        package var files: [SpecFile]
        /// Every diagnostic, file by file.
        package var diagnostics: [Diagnostic]
        /// The files each document read by `$ref` besides itself, by the document's path as
        /// given: with the document, its description, whose size decides how many files its
        /// code is spread over (``ModelFileSplit``).
        package var referencedFiles: [String: [String]] = [:]
        /// The operations of OpenAPI documents that `--include` left out before translating them.
        package var omittedRoutes: [RouteSelection.Route] = []
    }

    /// The specs at `paths` as ``read(_:openAPI:splitsDocuments:load:)`` reads them, with the
    /// files each document read; OpenAPI documents are translated with the run's `selection` and
    /// `typeOverrides` (``OpenAPITranslator/translate(_:path:options:selection:typeOverrides:load:)``).
    package static func contents(
        of paths: [String], openAPI options: OpenAPIOptions, selection: RouteSelection? = nil,
        typeOverrides: TypeOverrideSet = TypeOverrideSet(), splitsDocuments: Bool = true,
        load: @escaping OpenAPITranslator.FileLoader = Pipeline.loadFile
    ) -> Contents {
        let parsed = Dictionary(paths.map { (key($0), load($0)) }, uniquingKeysWith: { first, _ in first })
        let loadOnce: OpenAPITranslator.FileLoader = { path in
            parsed[key(path)] ?? load(path)
        }
        var translations: [String: OpenAPITranslator.Translation] = [:]
        var fragments: Set<String> = []
        for path in paths {
            guard let (root, diagnostics) = parsed[key(path)], let root,
                !diagnostics.contains(where: { $0.severity == .error }),
                OpenAPITranslator.isOpenAPIDocument(root)
            else { continue }
            let translation = OpenAPITranslator.translate(
                root, path: path, options: options, selection: selection, typeOverrides: typeOverrides, load: loadOnce)
            translations[path] = translation
            fragments.formUnion(translation.referencedFiles.map(key))
        }
        var files: [SpecFile] = []
        var diagnostics: [Diagnostic] = []
        var referencedFiles: [String: [String]] = [:]
        var omittedRoutes: [RouteSelection.Route] = []
        var described: [TagSpec] = []
        // An OpenAPI document's tags, checked where it was translated (``TagObjects``): a
        // RouteGen-format tag may name one of them as its parent.
        var documentTags: [TagSpec] = []
        for path in paths {
            let (root, yamlDiagnostics) = parsed[key(path)] ?? load(path)
            if let translation = translations[path] {
                files += splitsDocuments ? translation.files : [translation.spec]
                diagnostics += yamlDiagnostics + translation.diagnostics
                referencedFiles[path] = translation.referencedFiles
                omittedRoutes += translation.omittedRoutes
                documentTags += translation.spec.tags
            } else if fragments.contains(key(path)) {
                files.append(SpecFile(path: path))
            } else {
                let (file, found) = SpecLoader.load(root: root, path: path, yamlDiagnostics: yamlDiagnostics)
                files.append(file)
                diagnostics += found
                described += file.tags
            }
        }
        // The files of a run describe one hierarchy of tags, so a `parent` is looked for in all of
        // them, whatever their format; only the RouteGen-format files' problems are reported here.
        let documentPaths = Set(documentTags.map(\.name.location.file))
        for problem in TagHierarchy(described + documentTags).problems
        where !documentPaths.contains(problem.location.file) {
            diagnostics.append(.error(problem.message, at: problem.location))
        }
        let documents = paths.compactMap { translations[$0] }
        if documents.count > 1 {
            if let error = differentAPIs(documents, named: options.apiName) { diagnostics.append(error) }
            keepFirstDefinitions(in: &files)
        }
        return Contents(
            files: files, diagnostics: diagnostics, referencedFiles: referencedFiles, omittedRoutes: omittedRoutes)
    }

    /// Leaves out the models and routes a later document translated again from a definition an
    /// earlier one translated (a component or path item of a file both reference): one
    /// definition, reached from two documents, is one model or route. A definition is its name
    /// and where it is written; the two translations may differ in what they derive from the
    /// document around it, and the first is kept.
    private static func keepFirstDefinitions(in files: inout [SpecFile]) {
        var models: Set<Definition> = []
        var routes: Set<Definition> = []
        for index in files.indices {
            files[index].models.removeAll { !models.insert(Definition($0.name)).inserted }
            files[index].routes.removeAll { !routes.insert(Definition($0.name)).inserted }
        }
    }

    /// A name and where it is declared.
    private struct Definition: Hashable {
        var name: String
        var location: SourceLocation

        init(_ name: Located<String>) {
            self.name = name.value
            location = name.location
        }
    }

    /// One error, at the first document that differs, when the `documents` of a run describe
    /// different APIs — their titles (unless `--api-name` names them one API) or their servers
    /// differ — instead of one per file, model and route: a run generates one API.
    private static func differentAPIs(_ documents: [OpenAPITranslator.Translation], named apiName: String?)
        -> Diagnostic?
    {
        let titles = apiName == nil ? documents.compactMap(\.spec.api) : []
        let servers = documents.compactMap(\.spec.baseURL)
        for (what, values) in [("titles", titles), ("servers", servers)] {
            var distinct: [String] = []
            for value in values where !distinct.contains(value.value) { distinct.append(value.value) }
            guard distinct.count > 1, let first = values.first(where: { $0.value != values.first?.value }) else {
                continue
            }
            let shown = distinct.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
            let more = distinct.count > 3 ? " and \(distinct.count - 3) more" : ""
            let advice =
                what == "titles"
                ? "generate each document on its own, or make them one API with --api-name if they are parts of one"
                : "generate each document on its own"
            return .error(
                "the \(documents.count) OpenAPI documents of this run describe \(distinct.count) different APIs (\(what) \(shown)\(more)), and a run generates one: \(advice)",
                at: first.location)
        }
        return nil
    }

    /// A path with `.` and `..` segments removed, so `./specs/a.yaml` and a reference
    /// resolved to `specs/a.yaml` name the same file.
    private static func key(_ path: String) -> String {
        ReferenceResolver.path(path, relativeTo: "")
    }
}
