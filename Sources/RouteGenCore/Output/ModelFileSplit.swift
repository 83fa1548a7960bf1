/// Spreads a large spec's declarations over several files, so a build compiles them on every
/// core and an edit recompiles little.
///
/// The Swift driver compiles a module's files in as many jobs as there are cores, but one file
/// is never shared between jobs: a 20,000-line file keeps one core busy while the others wait.
/// And an edit recompiles the file it changes and every file that uses a declaration whose
/// interface changed: the smaller the files, the fewer lines that is.
///
/// A spec split `n` ways lays each declaration — a model with the types nested in it, or a
/// route with its nested types and factory — into one of `<File>.swift`, `<File>+Models1.swift`
/// … `<File>+Models<n>.swift`, chosen by a hash of its Swift name alone (``fileIndex(of:among:)``).
/// So a declaration stays in its file whatever is added, removed or changed around it: adding a
/// model or a route, or a property to one, rewrites the one file that holds it, and the others
/// keep their bytes and are not recompiled for it. Within a file, declarations keep spec order,
/// models before routes. A file no declaration lands in is still written (a header and the
/// imports), since the build plugin declared it.
///
/// The build plugin must name every output before routegen runs, so the count follows from
/// file sizes alone, by ``ModelFileRule``, the one file both compile.
package enum ModelFileSplit {
    /// The most models files a spec is split into (``ModelFileRule/maximumFiles``).
    package static let maximumFiles = ModelFileRule.maximumFiles

    /// How many models files a spec whose description is `bytes` long gets
    /// (``ModelFileRule/automaticCount(descriptionBytes:)``).
    package static func automaticCount(descriptionBytes bytes: Int) -> Int {
        ModelFileRule.automaticCount(descriptionBytes: bytes)
    }

    /// The name of models file `part` (from 1) of the spec whose own output is `outputName`.
    package static func fileName(_ outputName: String, part: Int) -> String {
        ModelFileRule.fileName(
            base: outputName.hasSuffix(".swift") ? String(outputName.dropLast(".swift".count)) : outputName, part: part)
    }

    /// Splits the files of `model` whose spec path `counts` maps to more than 1; errors (at the
    /// spec) when a models file would take the name of another output.
    package static func apply(to model: inout APIModel, counts: [String: Int]) -> [Diagnostic] {
        var claimed = Set([model.sharedFileName] + model.files.map(\.outputName))
        var diagnostics: [Diagnostic] = []
        var files: [FileModel] = []
        for file in model.files {
            let count = counts[file.specPath] ?? 1
            guard count > 1 else {
                files.append(file)
                continue
            }
            let chunks = spread(file, over: count + 1)
            let parts = chunks.indices.dropFirst().map { index in
                FileModel(
                    specPath: file.specPath, outputName: fileName(file.outputName, part: index),
                    types: chunks[index].types, routes: chunks[index].routes)
            }
            for part in parts where !claimed.insert(part.outputName).inserted {
                diagnostics.append(
                    .error(
                        "output file \(part.outputName) is already another output; rename the spec file",
                        at: SourceLocation(file: file.specPath, line: 1, column: 1)))
            }
            // The structs of header fields routes share stay in the spec's own file, with the
            // routes' (any file of the module may name them).
            files.append(
                FileModel(
                    specPath: file.specPath, outputName: file.outputName, types: chunks[0].types,
                    routes: chunks[0].routes, sharedHeaders: file.sharedHeaders))
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

    /// `file`'s declarations over `count` files, each where ``fileIndex(of:among:)`` puts it, in
    /// spec order within each (some may be empty, so the file names stay the ones the count
    /// promised). Chunk 0 is the spec's own file.
    static func spread(_ file: FileModel, over count: Int) -> [Chunk] {
        var chunks = Array(repeating: Chunk(), count: count)
        for type in file.types {
            chunks[fileIndex(of: type.name, among: count)].types.append(type)
        }
        for route in file.routes {
            chunks[fileIndex(of: route.typeName, among: count)].routes.append(route)
        }
        return chunks
    }

    /// The file, from 0 to `count - 1`, of the declaration named `name`: its 64-bit FNV-1a hash
    /// modulo `count`. The name alone decides, and FNV-1a is the same on every machine and run
    /// (Swift's `Hasher` is seeded per process), so the output stays byte-identical and a
    /// declaration never moves while the count stays.
    static func fileIndex(of name: String, among count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }
}
