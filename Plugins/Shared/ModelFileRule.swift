/// How many files a spec's declarations are spread over when nothing says otherwise, and what
/// they are called: the rule `routegen` follows (`ModelFileSplit`) and the build plugin must
/// predict, since it declares every output before `routegen` runs.
///
/// Plugins cannot link RouteGenCore, so this one file is symlinked into both plugins and into
/// RouteGenCore (`Sources/RouteGenCore/Output/ModelFileRule.swift`): the rule exists once and
/// cannot drift between the tool and its plugins.
enum ModelFileRule {
    /// The spec size from which its declarations are split when the count is automatic: about
    /// 20,000 generated lines (OpenAI's API, 0.9 MB, is the smallest real spec split).
    static let splitBytes = 768 * 1024
    /// The count of a split spec when the count is automatic: its own file and three models
    /// files of equal weight beside the small namespace file. The driver compiles contiguous
    /// runs of a module's files, one batch per core, so on two cores these five files make two
    /// batches of two equal chunks each (four equal chunks would pair up two against three).
    /// Measured on two cores (`Docs/Performance.md`): OpenAI's, Twilio's and PagerDuty's APIs
    /// build in about 60% of the time of their unsplit or unevenly split output.
    static let splitCount = 3
    /// The most models files a spec is split into.
    static let maximumFiles = 4

    /// How many models files a spec of `specBytes` bytes gets: ``splitCount`` from
    /// ``splitBytes``, else 1 (no split).
    static func automaticCount(specBytes: Int) -> Int {
        specBytes >= splitBytes ? splitCount : 1
    }

    /// The name of models file `part` (from 1) beside the output file named `base` + `.swift`.
    static func fileName(base: String, part: Int) -> String {
        "\(base)+Models\(part).swift"
    }
}
