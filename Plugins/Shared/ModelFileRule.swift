/// How many files a spec's models are spread over when nothing says otherwise, and what they are
/// called: the rule `routegen` follows (`ModelFileSplit`) and the build plugin must predict,
/// since it declares every output before `routegen` runs.
///
/// Plugins cannot link RouteGenCore, so this one file is symlinked into both plugins and into
/// RouteGenCore (`Sources/RouteGenCore/Output/ModelFileRule.swift`): the rule exists once and
/// cannot drift between the tool and its plugins.
enum ModelFileRule {
    /// Spec bytes per models file when the count is automatic. Measured on PagerDuty's API
    /// (2.8 MB, two cores): three models files beside the routes file build fastest, as each
    /// then weighs about what the routes file does, so the driver's batches come out even.
    static let bytesPerFile = 768 * 1024
    /// The most models files a spec is split into.
    static let maximumFiles = 4

    /// How many models files a spec of `specBytes` bytes gets: one per whole ``bytesPerFile``,
    /// at least 1 (no split, below twice ``bytesPerFile``) and at most ``maximumFiles``.
    static func automaticCount(specBytes: Int) -> Int {
        min(maximumFiles, max(1, specBytes / bytesPerFile))
    }

    /// The name of models file `part` (from 1) beside the output file named `base` + `.swift`.
    static func fileName(base: String, part: Int) -> String {
        "\(base)+Models\(part).swift"
    }
}
