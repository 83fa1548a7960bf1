#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders whose files a document's references may read: the folder of the document that
/// was translated, and those allowed with `--allow-ref-root`.
///
/// A document is often someone else's text, and a warning quotes what it finds: without this,
/// `$ref: /etc/passwd` (or `../../.ssh/config`) would read any file the user can read. Paths are
/// compared after resolving symbolic links, so a link inside the folder cannot lead out of it.
struct ReferenceRoots {
    /// The document's folder as given, for messages: `specs`, or `.` for a document named
    /// without a folder.
    let documentFolder: String
    /// Every root, with symbolic links resolved.
    private let canonicalRoots: [String]

    /// The roots of the document at `documentPath`: its folder and `allowed`, paths as given
    /// (relative ones from the working directory).
    init(documentPath: String, allowed: [String]) {
        let folder = ReferenceResolver.path(".", relativeTo: documentPath)
        documentFolder = folder.isEmpty ? "." : folder
        canonicalRoots = ([documentFolder] + allowed).map(Self.canonical)
    }

    /// Whether the file at `path` (as the resolver made it: relative to the working directory,
    /// or absolute) is inside one of the roots.
    func contains(_ path: String) -> Bool {
        let file = Self.canonical(path)
        return canonicalRoots.contains { root in
            root == "/" || file == root || file.hasPrefix(root + "/")
        }
    }

    /// The absolute path of `path` with every symbolic link resolved. For a file that does not
    /// exist (it is reported when it is read), the nearest folder above it that does is
    /// resolved and the rest appended, so a missing file still has a place to check.
    private static func canonical(_ path: String) -> String {
        if let resolved = realpath(path.isEmpty ? "." : path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        guard path != ".", path != "/" else { return path }
        guard let slash = path.lastIndex(of: "/") else { return canonical(".") + "/" + path }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        let base = canonical(parent)
        return (base == "/" ? "" : base) + "/" + path[path.index(after: slash)...]
    }
}
