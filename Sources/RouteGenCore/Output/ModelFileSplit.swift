/// Spreads a large spec's models over several files, so a build compiles them on every core.
///
/// The Swift driver compiles a module's files in as many jobs as there are cores, but one file
/// is never shared between jobs: a 40,000-line file keeps one core busy while the others wait.
/// A spec split `n` ways keeps its routes in its own file and moves its models, in spec order
/// and in chunks of about equal size, to `<File>+Models1.swift` … `<File>+Models<n>.swift`.
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
        for var file in model.files {
            let count = counts[file.specPath] ?? 1
            guard count > 1 else {
                files.append(file)
                continue
            }
            let chunks = chunked(file.types, into: count)
            let parts = chunks.indices.map { index in
                FileModel(specPath: file.specPath, outputName: fileName(file.outputName, part: index + 1), types: chunks[index], routes: [])
            }
            for part in parts where !claimed.insert(part.outputName).inserted {
                diagnostics.append(.error("output file \(part.outputName) is already another output; rename the spec file",
                                          at: SourceLocation(file: file.specPath, line: 1, column: 1)))
            }
            file.types = []
            files.append(file)
            files += parts
        }
        model.files = files
        return diagnostics
    }

    /// `types` in `count` consecutive chunks of about equal weight (some may be empty, so the
    /// file names stay the ones the count promised).
    static func chunked(_ types: [TypeModel], into count: Int) -> [[TypeModel]] {
        let weights = types.map(weight)
        let total = max(1, weights.reduce(0, +))
        var chunks = Array(repeating: [TypeModel](), count: count)
        var before = 0
        for (type, weight) in zip(types, weights) {
            chunks[min(count - 1, before * count / total)].append(type)
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
}
