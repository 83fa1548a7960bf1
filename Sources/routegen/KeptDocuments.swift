import RouteGenCore

/// The parsed tree of every file a `generate` run reads, kept until the process ends.
///
/// `generate` leaves through ``exitWithoutTeardown(keeping:)``: the trees of a large API are
/// hundreds of thousands of small objects, and freeing them one by one took longer than
/// writing the files. The pipeline frees what it no longer needs; holding the trees here, as
/// they are loaded, is the CLI's own business.
final class KeptDocuments {
    private var roots: [YAMLNode] = []

    /// `path` parsed as the pipeline parses it, its tree kept.
    func load(_ path: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        let loaded = Pipeline.loadFile(path)
        if let root = loaded.root { roots.append(root) }
        return loaded
    }
}
