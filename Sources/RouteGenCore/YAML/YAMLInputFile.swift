#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a spec file's bytes with plain POSIX calls.
///
/// Bytes, not a `String`, because libyaml must see the file exactly as written: it detects the
/// encoding and reports invalid UTF-8 with a position, which decoding to a `String` first would
/// silently repair. POSIX rather than Foundation because its `strerror` text ("No such file or
/// directory") makes a clearer diagnostic.
enum YAMLInputFile {
    /// The largest spec file read: 64 MiB, over twenty times the largest real API description
    /// we know, so a mistaken path (a log, a disk image, `/dev/zero`) gets a diagnostic instead
    /// of exhausting memory.
    static let maxBytes = 64 << 20

    /// The contents of the file at `path`, or an error located at line 1, column 1 of
    /// `displayPath` saying why it could not be read.
    static func bytes(atPath path: String, displayPath: String) throws(YAMLLoadFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(displayPath) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            guard Int(status.st_size) <= maxBytes else { throw tooLarge(displayPath) }
            bytes.reserveCapacity(Int(status.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
                guard bytes.count <= maxBytes else { throw tooLarge(displayPath) }
            } else if errno != EINTR {
                throw failure(displayPath)
            }
        }
    }

    private static func tooLarge(_ displayPath: String) -> YAMLLoadFailure {
        YAMLLoadFailure(
            diagnostic: .error(
                "the file is larger than \(maxBytes >> 20) MiB, the most a spec may be",
                at: SourceLocation(file: displayPath, line: 1, column: 1)))
    }

    private static func failure(_ displayPath: String) -> YAMLLoadFailure {
        let reason = String(cString: strerror(errno))
        return YAMLLoadFailure(
            diagnostic: .error(
                "cannot read the file: \(reason)", at: SourceLocation(file: displayPath, line: 1, column: 1)))
    }
}
