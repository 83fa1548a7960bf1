import ArgumentParser
import RouteGenCore

/// `--require-unchanged <file>=<copy>`: a file a build tool read to plan the routegen command,
/// with the copy it read.
///
/// SwiftPM plans plugin commands again only when files are added or removed or the manifest
/// changes, not when a file's content changes. The build plugin reads `routegen.yml` to plan, so
/// after an edit to it the planned arguments are outdated; comparing with the copy turns that
/// into an error instead of a silently outdated build.
struct UnchangedInput: ExpressibleByArgument {
    /// The file the plan was made from.
    let file: String
    /// The copy of its content the plan was made with.
    let copy: String

    /// Parses `<file>=<copy>`; both parts are required.
    init?(argument: String) {
        guard let pair = NameValueArgument(argument) else { return nil }
        file = pair.name
        copy = pair.value
    }

    /// An error at the start of `file` when its content is no longer that of `copy`.
    var problem: String? {
        let fileManager = FileManager.default
        guard let current = fileManager.contents(atPath: file), current == fileManager.contents(atPath: copy) else {
            return "\(file):1:1: error: changed since the build command was planned from it; have the build tool plan again (SwiftPM: touch Package.swift, then build)"
        }
        return nil
    }
}
