import ArgumentParser
import RouteGenCore

/// `--model-files <spec>=<count>`: how many models files a spec's declarations are spread over
/// beside its own file.
///
/// A build tool that declares its outputs before routegen runs passes the count it derived
/// from the sizes of the files the spec can read, so the files routegen writes are always the
/// ones it declared — even when the description has since grown past another step without the
/// build being planned again.
struct ModelFilesArgument: ExpressibleByArgument {
    /// The spec path, as given among the specs.
    let spec: String
    /// How many models files (1 keeps the models in the spec's own file).
    let count: Int

    /// Parses `<spec>=<count>` with a count from 1 to ``ModelFileSplit/maximumFiles``.
    init?(argument: String) {
        guard let pair = NameValueArgument(argument), let count = Int(pair.value),
            (1...ModelFileSplit.maximumFiles).contains(count)
        else { return nil }
        spec = pair.name
        self.count = count
    }

    /// The count of each spec in `paths` that `given` names.
    static func counts(for paths: [String], given: [ModelFilesArgument]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for path in paths {
            if let argument = given.last(where: { $0.spec == path }) { counts[path] = argument.count }
        }
        return counts
    }
}
