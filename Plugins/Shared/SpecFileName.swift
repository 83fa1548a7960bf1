/// The name of a spec's own output file when a build tool names outputs from the spec paths
/// (`routegen generate --namespace-file`): the rule `routegen` follows (``OutputNaming``) and the
/// build plugin must predict, since it declares every output before `routegen` runs.
///
/// `Pets.yaml` gives `Pets.swift`, unless a Swift file of the target already has that name,
/// compared ignoring case (SwiftPM names each file's object after it, and a disk that ignores
/// case holds one of `Loans.swift` and `loans.swift`): the README has users name their one Swift
/// file after the target, which is often the name of its spec too. Then `Pets+Spec.swift`, then
/// `Pets+Spec2.swift` and on, so the clash cannot happen and nobody has to rename a file.
///
/// Plugins cannot link RouteGenCore, so this one file is symlinked into the build plugin and into
/// RouteGenCore (`Sources/RouteGenCore/Render/SpecFileName.swift`), as ``ModelFileRule`` is.
enum SpecFileName {
    /// The output name of a spec whose file name without its extension is `base`, none of whose
    /// candidates may be one of `avoided` (file names of the target), ignoring case.
    static func name(base: String, avoiding avoided: [String]) -> String {
        let taken = Set(avoided.map { $0.lowercased() })
        var name = base + ".swift"
        var number = 1
        while taken.contains(name.lowercased()) {
            name = base + "+Spec" + (number == 1 ? "" : String(number)) + ".swift"
            number += 1
        }
        return name
    }

    /// Those of `files` (the target's Swift file names) that could be a candidate name of a spec
    /// of `bases`: what the plugin passes as `--avoid-file-name`, so both read the same list.
    static func avoided(among files: [String], bases: [String]) -> [String] {
        let prefixes = bases.map { $0.lowercased() }
        return files.filter { file in prefixes.contains { file.lowercased().hasPrefix($0) } }.sorted()
    }
}
