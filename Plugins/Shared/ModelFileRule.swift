/// How many files a spec's declarations are spread over when nothing says otherwise, and what
/// they are called: the rule `routegen` follows (`ModelFileSplit`) and the build plugin must
/// predict, since it declares every output before `routegen` runs.
///
/// The count follows from the bytes of the spec's description — the spec file and every file it
/// reads by `$ref` — because that is what both can know before the code exists: `routegen`
/// counts the files the document read; the build plugin, which reads no spec, counts every file
/// the spec could read (the YAML and JSON files under its folder and the `allow-ref-root:`
/// folders that are not specs themselves), so a description spread over thousands of small files
/// is split like a single file of its size.
///
/// Plugins cannot link RouteGenCore, so this one file is symlinked into both plugins and into
/// RouteGenCore (`Sources/RouteGenCore/Spec/ModelFileRule.swift`): the rule exists once and
/// cannot drift between the tool and its plugins.
enum ModelFileRule {
    /// The bytes of description per generated file: about 400 (Twilio's YAML) to 850 (OpenAI's)
    /// generated lines. Small files keep an edit's recompilation small — a changed declaration
    /// recompiles its file and the files that use it — and cost a clean build little
    /// (Docs/Benchmarks.md has the measurements).
    static let bytesPerFile = 32 * 1024
    /// The most models files a spec is split into: with its own file and the namespace file,
    /// 49 files, which the Swift driver still compiles in one batch per core on two cores (it
    /// starts another batch for each 25 files beyond that).
    static let maximumFiles = 47

    /// How many models files a spec gets whose description is `bytes` long: one file per
    /// ``bytesPerFile``, the spec's own file being the first. A count of 1 means none (the
    /// declarations stay in the spec's own file), so a description under three times
    /// ``bytesPerFile`` (96 KiB) is not split, and a split has at least three files.
    static func automaticCount(descriptionBytes bytes: Int) -> Int {
        let files = bytes / bytesPerFile
        return files < 3 ? 1 : min(files - 1, maximumFiles)
    }

    /// The count a spec declares for itself (`modelFiles:`, which `routegen convert` writes when
    /// the spec would otherwise be split unlike the document it came from), read as the build
    /// plugin reads it, without parsing the spec: a line `modelFiles: <count>`, a comment after
    /// it or not. routegen accepts the key in no other form, so both read the same count.
    static func declaredCount(inSpec text: String) -> Int? {
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) where line.hasPrefix("modelFiles:") {
            var value = line.dropFirst("modelFiles:".count)
            if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
            let digits = value.filter { $0 != " " && $0 != "\t" }
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(digits),
                (1...maximumFiles).contains(count)
            else { return nil }
            return count
        }
        return nil
    }

    /// The name of models file `part` (from 1) beside the output file named `base` + `.swift`.
    static func fileName(base: String, part: Int) -> String {
        "\(base)+Models\(part).swift"
    }
}
