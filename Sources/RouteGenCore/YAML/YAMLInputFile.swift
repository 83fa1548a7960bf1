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
    /// The contents of the file at `path`, or an error located at line 1, column 1 of
    /// `displayPath` saying why it could not be read.
    static func bytes(atPath path: String, displayPath: String) throws(YAMLLoadFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(displayPath) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            bytes.reserveCapacity(Int(status.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if errno != EINTR {
                throw failure(displayPath)
            }
        }
    }

    private static func failure(_ displayPath: String) -> YAMLLoadFailure {
        let reason = String(cString: strerror(errno))
        return YAMLLoadFailure(diagnostic: .error("cannot read the file: \(reason)", at: SourceLocation(file: displayPath, line: 1, column: 1)))
    }
}
