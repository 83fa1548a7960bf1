/// The load stage: turns a spec file's YAML tree into a ``SpecFile``, reporting every shape
/// problem (unknown keys, wrong node kinds, malformed types and paths) with its location.
///
/// It reads each node once, top to bottom; names and references are checked later, by
/// validation, once all spec files of the API are loaded.
package enum SpecLoader {
    /// Loads the spec file at `path` (read from disk), shown in diagnostics as `displayPath`.
    package static func load(contentsOf path: String, displayPath: String) -> (SpecFile, [Diagnostic]) {
        let (root, yamlDiagnostics) = YAMLLoader.load(contentsOf: path, displayPath: displayPath)
        return load(root: root, path: displayPath, yamlDiagnostics: yamlDiagnostics)
    }

    /// Loads a spec from text, as if read from `path`.
    package static func load(_ text: String, path: String) -> (SpecFile, [Diagnostic]) {
        let (root, yamlDiagnostics) = YAMLLoader.load(text, file: path)
        return load(root: root, path: path, yamlDiagnostics: yamlDiagnostics)
    }

    /// Loads a spec from its parsed tree; `yamlDiagnostics` are the YAML layer's, and an error among
    /// them stops the load.
    static func load(root: YAMLNode?, path: String, yamlDiagnostics: [Diagnostic]) -> (SpecFile, [Diagnostic]) {
        var diagnostics = yamlDiagnostics
        var spec = SpecFile(path: path)
        guard yamlDiagnostics.allSatisfy({ $0.severity != .error }) else { return (spec, diagnostics) }
        guard let root else {
            diagnostics.append(.error("the spec file is empty", at: SourceLocation(file: path, line: 1, column: 1)))
            return (spec, diagnostics)
        }
        var reader = SpecReader(diagnostics: diagnostics)
        reader.readFile(root, into: &spec)
        return (spec, reader.diagnostics)
    }
}

/// The walk over one file's tree, accumulating diagnostics.
struct SpecReader {
    var diagnostics: [Diagnostic]
    /// The file's `defaults:`, applied to each of its routes as it is read.
    var defaults: SpecDefaults?

    mutating func readFile(_ root: YAMLNode, into spec: inout SpecFile) {
        guard let file = MappingReader<SpecKeys.File>(root, what: "a spec file", diagnostics: &diagnostics)
        else { return }
        spec.api = file.string(.api, diagnostics: &diagnostics)
        if let servers = file[.servers] {
            spec.servers = entries(of: servers, what: "\"servers\"").compactMap { readServer($0, $1) }
        }
        spec.baseURL = file.string(.baseURL, diagnostics: &diagnostics) ?? spec.servers.first?.url
        spec.doc = file.string(.doc, diagnostics: &diagnostics)?.value
        spec.modelFiles = readModelFiles(file)
        if let tags = file[.tags] {
            spec.tags = entries(of: tags, what: "\"tags\"").compactMap { readTag($0, $1) }
        }
        if let auth = file[.auth] {
            spec.authSchemes = entries(of: auth, what: "\"auth\"").compactMap { readAuthScheme($0, $1) }
        }
        if let models = file[.models] {
            spec.models = entries(of: models, what: "\"models\"").compactMap { readModel($0, $1) }
        }
        let shared = file[.capabilities].map { readCapabilities($0, of: "the spec file") } ?? []
        if let parameters = file[.parameters] {
            spec.parameters = readSharedParameters(parameters)
        }
        if let node = file[.defaults] {
            defaults = readDefaults(node)
            spec.defaults = defaults
        }
        if let routes = file[.routes] {
            spec.routes = entries(of: routes, what: "\"routes\"").compactMap { readRoute($0, $1) }
        }
        if let webhooks = file[.webhooks] {
            // The file's defaults describe requests to the API, not the API's requests to its
            // subscribers: a webhook has only what it says itself.
            let fileDefaults = defaults
            defaults = nil
            spec.routes += entries(of: webhooks, what: "\"webhooks\"").compactMap { name, node in
                var webhook = readRoute(name, node)
                webhook?.isWebhook = true
                return webhook
            }
            defaults = fileDefaults
        }
        if !shared.isEmpty {
            for index in spec.routes.indices {
                let own = spec.routes[index].capabilities
                spec.routes[index].capabilities =
                    shared.filter { name in !own.contains { $0.value == name.value } } + own
            }
        }
    }

    /// `modelFiles:`, a count the build plugin must read too, without parsing the spec: so it is
    /// read only as the line the plugin reads (``ModelFileRule/declaredCount(inSpec:)``),
    /// `modelFiles: <count>` at the start of a line, and any other form is an error.
    mutating func readModelFiles(_ file: MappingReader<SpecKeys.File>) -> Located<Int>? {
        guard let key = file.keyNode(.modelFiles), let node = file[.modelFiles] else { return nil }
        let digits = node.scalar.flatMap { $0.style == .plain && $0.tag == nil ? $0.value : nil }
        guard let digits, !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let count = Int(digits), (1...ModelFileRule.maximumFiles).contains(count)
        else {
            diagnostics.append(
                .error(
                    "expected \"modelFiles\" to be a count of models files from 1 to \(ModelFileRule.maximumFiles)",
                    at: node.location))
            return nil
        }
        guard key.location.column == 1, key.scalar?.isQuoted == false, node.location.line == key.location.line else {
            diagnostics.append(
                .error(
                    "write \"modelFiles: \(count)\" as a line of its own, at the start of the line: the build plugin reads that line without parsing the spec",
                    at: key.location))
            return nil
        }
        return Located(count, at: node.location)
    }

    /// The `name: value` entries of a mapping whose keys are names; `null` is an empty mapping.
    mutating func entries(of node: YAMLNode, what: String) -> [(Located<String>, YAMLNode)] {
        if node.isNull { return [] }
        guard let pairs = node.mapping else {
            diagnostics.append(
                .error("expected \(what) to be a mapping of names, found \(node.kindName)", at: node.location))
            return []
        }
        return pairs.compactMap { pair in
            guard let name = pair.key.scalar?.value else {
                diagnostics.append(.error("expected a name, found \(pair.key.kindName)", at: pair.key.location))
                return nil
            }
            return (Located(name, at: pair.key.location), pair.value)
        }
    }
}
