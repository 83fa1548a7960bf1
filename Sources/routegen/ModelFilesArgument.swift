import ArgumentParser
import RouteGenCore

/// `--model-files <spec>=<count>`: how many files a spec's models are spread over.
///
/// A build tool that declares its outputs before routegen runs passes the count it derived
/// from the spec's size, so the files routegen writes are always the ones it declared — even
/// when the spec has since grown past another threshold without the build being planned again.
struct ModelFilesArgument: ExpressibleByArgument {
    /// The spec path, as given among the specs.
    let spec: String
    /// How many models files (1 keeps the models in the spec's own file).
    let count: Int

    /// Parses `<spec>=<count>` with a count from 1 to ``ModelFileSplit/maximumFiles``.
    init?(argument: String) {
        guard let pair = NameValueArgument(argument), let count = Int(pair.value), (1...ModelFileSplit.maximumFiles).contains(count)
        else { return nil }
        spec = pair.name
        self.count = count
    }

    /// The count of every spec in `paths`: as given here, else automatic from the file's size
    /// when `automatic`, else 1.
    static func counts(for paths: [String], given: [ModelFilesArgument], automatic: Bool) -> [String: Int] {
        var counts: [String: Int] = [:]
        for path in paths {
            if let argument = given.last(where: { $0.spec == path }) {
                counts[path] = argument.count
            } else if automatic, let size = linkSize(atPath: path) {
                counts[path] = ModelFileSplit.automaticCount(specBytes: size)
            }
        }
        return counts
    }

    /// The size `lstat` reports for `path`, as `FileManager.attributesOfItem` reports it, without
    /// the owner and group name lookups that call also makes (several milliseconds per run
    /// through the name service).
    private static func linkSize(atPath path: String) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }
}
