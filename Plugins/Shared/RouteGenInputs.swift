import Foundation

/// Everything one routegen run for a target reads: its specs, its config and its custom
/// templates — found by the convention both plugins share.
///
/// The convention: a target's specs are its `*.yaml` and `*.yml` files (in any subfolder),
/// except its config, `routegen.yml`, which may instead list them under `specs:`, and its
/// `*.json` files that are OpenAPI documents. Other JSON files (fixtures, resources) are left
/// alone; a JSON file listed under `specs:` by name is taken whatever it holds.
struct RouteGenInputs {
    /// The spec files, sorted by path so the generated code never depends on listing order.
    let specs: [URL]
    /// The target's config, when it has one.
    let config: RouteGenConfig?
    /// The `*.mustache` files of the config's templates folder.
    let templateFiles: [URL]

    /// The inputs among `files`, the files of one target.
    init(targetFiles files: [URL]) throws {
        let configs = files.filter { RouteGenConfig.fileNames.contains($0.lastPathComponent) }
        guard configs.count <= 1 else {
            throw RouteGenConfig.Problem(
                file: configs[1], line: 1, message: "a target has one routegen.yml; another is \(configs[0].path)")
        }
        let config = try configs.first.map(RouteGenConfig.init(contentsOf:))
        self.config = config
        let candidates: [URL]
        if let listed = config?.specs {
            candidates = try listed.flatMap(Self.specFiles(at:))
        } else {
            candidates = files.filter { Self.isSpec($0) && $0.standardizedFileURL.path != config?.renames?.path }
        }
        var seen: Set<String> = []
        let specs = candidates.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }.sorted {
            $0.path < $1.path
        }
        self.specs = specs
        if let config,
            let stray = config.modelFiles.first(where: { item in !specs.contains { $0.path == item.spec.path } })
        {
            throw RouteGenConfig.Problem(
                file: config.url, line: stray.line,
                message: "model-files: names \(stray.spec.path), which is not one of the target's specs")
        }
        templateFiles =
            try config?.templates.map { folder in
                try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                    .filter { $0.pathExtension == "mustache" }.sorted { $0.path < $1.path }
            } ?? []
    }

    /// Every file whose change must rerun routegen: the specs, the config, the renames and the
    /// templates, and every other file a spec can read by `$ref` (``referableFiles``).
    var all: [URL] {
        let named = specs + (config.map { [$0.url] } ?? []) + (config?.renames.map { [$0] } ?? []) + templateFiles
        var seen = Set(named.map(\.path))
        return named + referableFiles.filter { seen.insert($0.path).inserted }
    }

    /// The YAML and JSON files a spec can read by `$ref`: routegen follows a reference only to a
    /// file under the folder of the document naming it or under an `allow-ref-root:` folder, in
    /// any subfolder, so those are the files, sorted by path. Declared as inputs, an edit to one
    /// reruns routegen and SwiftPM does not call it an unhandled file.
    var referableFiles: [URL] {
        let folders = specs.map { $0.deletingLastPathComponent() } + (config?.allowRefRoots ?? [])
        return Self.files(under: folders).sorted().map { URL(fileURLWithPath: $0) }
    }

    /// The bytes of `spec`'s description as far as the plugin can know it without reading a
    /// spec: the spec file and every file it could read by `$ref` that is not a spec, config
    /// or renames file itself — what ``ModelFileRule`` counts the spec's files from.
    func descriptionBytes(of spec: URL) -> Int {
        let own = Set(specs.map(\.path) + [config?.url.path, config?.renames?.path].compactMap { $0 })
        let readable = Self.files(under: [spec.deletingLastPathComponent()] + (config?.allowRefRoots ?? []))
            .subtracting(own)
        return ([spec.path] + readable.sorted()).reduce(0) { total, path in
            total + ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0)
        }
    }

    /// The paths of the YAML and JSON files under `folders`, in any subfolder.
    private static func files(under folders: [URL]) -> Set<String> {
        var found: Set<String> = []
        for folder in Set(folders.map { $0.standardizedFileURL.path }) {
            guard
                let walker = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil)
            else { continue }
            for case let file as URL in walker where ["yaml", "yml", "json"].contains(file.pathExtension) {
                found.insert(file.standardizedFileURL.path)
            }
        }
        return found
    }

    /// The number of models files `model-files:` sets for `spec`, if it names it.
    func modelFileCount(of spec: URL) -> Int? {
        config?.modelFiles.last { $0.spec.path == spec.path }?.count
    }

    private static func isSpec(_ url: URL) -> Bool {
        if url.pathExtension == "json" { return isOpenAPIDocument(url) }
        return ["yaml", "yml"].contains(url.pathExtension) && !RouteGenConfig.fileNames.contains(url.lastPathComponent)
    }

    /// Whether a JSON file has an `"openapi":` key. A text search, not a parse: plugins cannot
    /// link RouteGen's reader, and a false match only makes routegen report the file.
    private static func isOpenAPIDocument(_ url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return false }
        let key = Data("\"openapi\"".utf8)
        var start = data.startIndex
        while let found = data.range(of: key, in: start..<data.endIndex) {
            var index = found.upperBound
            while index < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[index]) { index += 1 }
            if index < data.endIndex, data[index] == UInt8(ascii: ":") { return true }
            start = found.upperBound
        }
        return false
    }

    /// A spec file as itself; a folder as its spec files, not recursive — as routegen reads folders.
    private static func specFiles(at url: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [url]
        }
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil).filter(isSpec)
    }
}
