/// Spreads a large spec's declarations over several files, so a build compiles them on every core.
///
/// The Swift driver compiles a module's files in as many jobs as there are cores, but one file
/// is never shared between jobs: a 20,000-line file keeps one core busy while the others wait.
/// A spec split `n` ways lays its models, then its routes, in spec order over
/// `<File>+Models1.swift` … `<File>+Models<n>.swift` and then its own file, in chunks of about
/// equal weight: its own file keeps the last routes (all of them when they weigh less than a
/// chunk, then the last models too), so a spec heavy in routes spreads its routes as well.
/// The build plugin must name every output before routegen runs, so the count follows from the
/// spec file's size alone, by ``ModelFileRule``, the one file both compile.
public enum ModelFileSplit {
    /// The most models files a spec is split into (``ModelFileRule/maximumFiles``).
    public static let maximumFiles = ModelFileRule.maximumFiles

    /// How many models files a spec of `specBytes` bytes gets (``ModelFileRule/automaticCount(specBytes:)``).
    public static func automaticCount(specBytes: Int) -> Int {
        ModelFileRule.automaticCount(specBytes: specBytes)
    }

    /// The name of models file `part` (from 1) of the spec whose own output is `outputName`.
    public static func fileName(_ outputName: String, part: Int) -> String {
        ModelFileRule.fileName(base: outputName.hasSuffix(".swift") ? String(outputName.dropLast(".swift".count)) : outputName, part: part)
    }

    /// Splits the files of `model` whose spec path `counts` maps to more than 1; errors (at the
    /// spec) when a models file would take the name of another output.
    public static func apply(to model: inout APIModel, counts: [String: Int]) -> [Diagnostic] {
        var claimed = Set([model.sharedFileName] + model.files.map(\.outputName))
        var diagnostics: [Diagnostic] = []
        var files: [FileModel] = []
        for file in model.files {
            let count = counts[file.specPath] ?? 1
            guard count > 1 else {
                files.append(file)
                continue
            }
            let chunks = chunked(file, into: count + 1)
            let parts = chunks.indices.dropLast().map { index in
                FileModel(specPath: file.specPath, outputName: fileName(file.outputName, part: index + 1),
                          types: chunks[index].types, routes: chunks[index].routes)
            }
            for part in parts where !claimed.insert(part.outputName).inserted {
                diagnostics.append(.error("output file \(part.outputName) is already another output; rename the spec file",
                                          at: SourceLocation(file: file.specPath, line: 1, column: 1)))
            }
            files.append(FileModel(specPath: file.specPath, outputName: file.outputName, types: chunks[count].types, routes: chunks[count].routes))
            files += parts
        }
        model.files = files
        return diagnostics
    }

    /// The declarations of one file of a split.
    struct Chunk {
        var types: [TypeModel] = []
        var routes: [RouteModel] = []
    }

    /// `file`'s models, then its routes, in `count` consecutive chunks of about equal weight
    /// (some may be empty, so the file names stay the ones the count promised).
    static func chunked(_ file: FileModel, into count: Int) -> [Chunk] {
        let routeWeights = file.routes.map(weight)
        let typeWeights = file.types.map(weight)
        let total = max(1, routeWeights.reduce(0, +) + typeWeights.reduce(0, +))
        var chunks = Array(repeating: Chunk(), count: count)
        var before = 0
        for (type, weight) in zip(file.types, typeWeights) {
            chunks[min(count - 1, before * count / total)].types.append(type)
            before += weight
        }
        for (route, weight) in zip(file.routes, routeWeights) {
            chunks[min(count - 1, before * count / total)].routes.append(route)
            before += weight
        }
        return chunks
    }

    /// About how many lines a declaration renders to: what its compile time follows.
    private static func weight(_ type: TypeModel) -> Int {
        let own = switch type {
        case .structure(let model): 8 + 4 * model.properties.count
        case .enumeration(let model): 4 + model.cases.count
        case .union(let model): 12 + 2 * model.variants.count
        case .alias: 1
        }
        return type.nestedTypes.reduce(own) { $0 + weight($1) }
    }

    /// About how many lines a route renders to, with its factory: a property takes a line in
    /// the struct, one in `encode(into:)` and one in the factory.
    private static func weight(_ route: RouteModel) -> Int {
        let own = 16 + 3 * route.properties.count + route.responseHeaders.count
        let body = route.inlineBody.map { weight(.structure($0)) } ?? 0
        return route.nestedTypes.reduce(own + body) { $0 + weight($1) }
    }
}
