// trait-gated-source CONDITION INPUT OUTPUT: writes INPUT, a Swift file, to OUTPUT between
// `#if CONDITION` and `#endif`, for the TraitGatedSources plugin (test-only): a generated server
// file compiled only with the trait it needs. OUTPUT is rewritten only when its content changes.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: trait-gated-source CONDITION INPUT OUTPUT\n".utf8))
    exit(64)
}
let (condition, input, output) = (arguments[1], arguments[2], arguments[3])
do {
    let source = try String(contentsOfFile: input, encoding: .utf8)
    let gated =
        "// \(URL(fileURLWithPath: input).lastPathComponent), compiled only with the trait \(condition).\n"
        + "#if \(condition)\n" + source + (source.hasSuffix("\n") ? "" : "\n") + "#endif\n"
    if (try? String(contentsOfFile: output, encoding: .utf8)) != gated {
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: output).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try gated.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("trait-gated-source: \(error)\n".utf8))
    exit(1)
}
