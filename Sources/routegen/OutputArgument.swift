import RouteGenCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `generate --output` may name: a folder, existing or not.
enum OutputArgument {
    /// Why `path` cannot be the output folder, as a located error line; `nil` when it is a folder
    /// or does not exist yet. Checked before anything is read, since the system's own reason for
    /// a file in the way ("File exists") does not say what to change.
    static func problem(with path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return nil }
        return
            "\(path): error: --output names a file, but it must name a folder (routegen creates it when missing): choose a folder for the generated files"
    }
}
