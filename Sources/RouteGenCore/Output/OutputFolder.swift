#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The output folder, opened once, and every file operation the writer makes in it.
///
/// Each operation names an entry relative to the open folder and never follows a symbolic link
/// there, so a link planted in the folder (by another user of a shared folder, or a checkout)
/// cannot redirect a write, a read or a removal outside it, and replacing the folder mid-run
/// does not move the rest of the run elsewhere. A link naming the folder itself is followed:
/// that path is the user's choice. Closing the folder (when this value goes) ends its lock.
final class OutputFolder: Sendable {
    /// The folder's path, for messages.
    let path: String
    private let descriptor: Int32

    /// Opens the folder at `path`, creating it (and its parents) when missing.
    init(creatingAt path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        self.path = path
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputFailure("cannot open the folder \(path)") }
    }

    /// Opens the folder at `path`; nil when there is none.
    init?(existingAt path: String) {
        self.path = path
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// Waits until no other routegen run holds the folder, then holds it — `exclusive`ly to write,
    /// shared to read — until this value goes. The lock is on the folder itself, so there is no
    /// lock file to plant a link at or to leave behind, and runs wait for each other only when
    /// they write into the very same folder.
    func lock(exclusive: Bool) throws {
        while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            guard errno == EINTR else { throw OutputFailure("cannot lock the folder \(path)") }
        }
    }

    /// The content of the regular file `name`; nil when there is none, or when `name` is
    /// something else (a link, a folder, a FIFO that would block the read).
    func contents(of name: String) -> Data? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var data = Data(count: Int(status.st_size))
        var offset = 0
        while true {
            if offset == data.count { data.count += 1 << 16 }
            let count = data.withUnsafeMutableBytes { read(file, $0.baseAddress! + offset, $0.count - offset) }
            if count == 0 { break }
            if count < 0 {
                guard errno == EINTR else { return nil }
                continue
            }
            offset += count
        }
        data.count = offset
        return data
    }

    /// Whether `name` is an entry that is not a folder: what a removal may take.
    func holdsFile(_ name: String) -> Bool {
        var status = stat()
        return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT != S_IFDIR
    }

    /// Writes `data` to a new temporary file for `name` and returns the temporary's name.
    ///
    /// The file is created exclusively and never through a link (`O_CREAT | O_EXCL | O_NOFOLLOW`)
    /// under a random name: an entry someone made at a name the writer would use cannot receive
    /// the content, and two runs never share a temporary file.
    func createTemporary(for name: String, containing data: Data) throws -> String {
        var temporary: String
        var file: Int32
        repeat {
            temporary = Self.temporaryName(for: name)
            file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        } while file < 0 && errno == EEXIST
        guard file >= 0 else { throw OutputFailure("cannot create a temporary file in \(path)") }
        var failure: OutputFailure?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(file, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    guard errno == EINTR else {
                        failure = OutputFailure("cannot write the new \(path)/\(name)")
                        return
                    }
                    continue
                }
                offset += written
            }
        }
        if close(file) != 0, failure == nil { failure = OutputFailure("cannot write the new \(path)/\(name)") }
        if let failure {
            unlinkat(descriptor, temporary, 0)
            throw failure
        }
        return temporary
    }

    /// Writes `data` as `name` at once: to a temporary file, then moved into place.
    func replace(_ name: String, with data: Data) throws {
        let temporary = try createTemporary(for: name, containing: data)
        do {
            try move(temporary, to: name)
        } catch {
            discard(temporary)
            throw error
        }
    }

    /// Moves `temporary` to `name`. rename(2) replaces the entry at `name` — a link there
    /// included, not its target — atomically: readers see the old file or the new one.
    func move(_ temporary: String, to name: String) throws {
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            throw OutputFailure("cannot move the new \(path)/\(name) into place")
        }
    }

    /// Removes the entry `name` (a link, not its target).
    func remove(_ name: String) throws {
        guard unlinkat(descriptor, name, 0) == 0 else { throw OutputFailure("cannot remove \(path)/\(name)") }
    }

    /// Removes the temporary file `temporary` if it is there: the cleanup after a failure,
    /// which reports the failure instead.
    func discard(_ temporary: String) {
        unlinkat(descriptor, temporary, 0)
    }

    /// Removes the temporary files that runs killed before moving them into place left behind.
    /// Only names of the exact shape ``temporaryName(for:)`` makes are taken: no one else
    /// creates them, and the folder's lock keeps a run from taking another's.
    func removeLeftoverTemporaries() {
        let copy = dup(descriptor)
        guard copy >= 0, let listing = fdopendir(copy) else { return }
        defer { closedir(listing) }
        var leftovers: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if Self.isTemporaryName(name) { leftovers.append(name) }
        }
        for name in leftovers { discard(name) }
    }

    /// The marker between a file's name and a temporary name's random part.
    private static let temporaryMarker = ".routegen-tmp-"

    /// `.<name>.routegen-tmp-<16 random hexadecimal digits>`: hidden, and unpredictable.
    static func temporaryName(for name: String) -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        return "." + name + temporaryMarker + String(repeating: "0", count: 16 - random.count) + random
    }

    /// Whether `name` has the shape of ``temporaryName(for:)``.
    static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.dropLast(16).hasSuffix(temporaryMarker) && name.suffix(16).allSatisfy(\.isHexDigit)
    }
}

/// A file operation in the output folder that failed, with the system's reason.
struct OutputFailure: Error, CustomStringConvertible {
    let description: String

    /// `what` failed, for the reason `errno` gives now.
    init(_ what: String) {
        description = what + ": " + String(cString: strerror(errno))
    }
}
