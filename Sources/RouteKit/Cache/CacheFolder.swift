import Foundation

/// The checks that keep the on-disk store of a ``ResponseCache`` the user's own: a folder no
/// one else can write into, and entries read only when they are the user's own regular files.
///
/// A folder another user owns or may write into could hold entries that user forged; a link
/// planted at an entry's name could point anywhere. So the folder is checked once, and every
/// entry is opened without following a link and checked on the open descriptor, where no one
/// can swap it between the check and the read.
enum CacheFolder {
    /// `directory`, created `0700` if missing, when it is a folder (not a link to one) that
    /// `owner` owns and no one else may write into, made `0700`; else why it is refused.
    static func secure(_ directory: URL, owner: uid_t) -> Result<URL, ResponseCache.DiskStoreRefusal> {
        let path = directory.path
        func refused(_ reason: String) -> Result<URL, ResponseCache.DiskStoreRefusal> {
            .failure(ResponseCache.DiskStoreRefusal(directory: directory, reason: reason))
        }
        var status = stat()
        if lstat(path, &status) != 0 {
            guard errno == ENOENT else { return refused("it cannot be read (\(String(cString: strerror(errno))))") }
            do {
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                return refused("it could not be created (\(error.localizedDescription))")
            }
            guard lstat(path, &status) == 0 else { return refused("it could not be created") }
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return refused("it is not a folder (a link, a file)") }
        guard status.st_uid == owner else { return refused("another user owns it") }
        guard status.st_mode & 0o022 == 0 else {
            return refused("others may write into it, so its entries may be forged")
        }
        guard status.st_mode & 0o777 == 0o700 || chmod(path, 0o700) == 0 else {
            return refused("it could not be made readable by its owner only")
        }
        return .success(directory)
    }

    /// What reading an entry found.
    enum Entry {
        /// Nothing by that name.
        case missing
        /// Something that must not be read: a link, a folder, a FIFO, another user's file, a file
        /// linked elsewhere too, or one larger than the store may hold. It is removed.
        case refused
        /// The entry's bytes.
        case contents(Data)
    }

    /// The bytes of `path` when it is a regular file that `owner` owns, with no other link to it
    /// and at most `limit` bytes long. It is opened without following a link and without waiting
    /// on a FIFO, and checked on the descriptor it is read from.
    static func entry(at path: String, owner: uid_t, limit: Int) -> Entry {
        let file = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return errno == ENOENT ? .missing : .refused }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, isOwnFile(status, owner: owner), status.st_size <= limit else {
            return .refused
        }
        var data = Data(count: Int(status.st_size) + 1)
        var offset = 0
        while offset < data.count {
            let count = data.withUnsafeMutableBytes { read(file, $0.baseAddress! + offset, $0.count - offset) }
            if count == 0 { break }
            if count < 0 {
                guard errno == EINTR else { return .refused }
                continue
            }
            offset += count
        }
        // A file that grew past its size while read is refused rather than read on.
        guard offset <= status.st_size else { return .refused }
        data.count = offset
        return .contents(data)
    }

    /// The size and modification date of `path` when it is a regular file that `owner` owns,
    /// with no other link to it, looked at without following a link: the entries the store
    /// counts, trims and tightens.
    static func ownFile(at path: String, owner: uid_t) -> (size: Int, modified: Date)? {
        var status = stat()
        guard lstat(path, &status) == 0, isOwnFile(status, owner: owner) else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        let seconds = Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9
        return (Int(status.st_size), Date(timeIntervalSince1970: seconds))
    }

    /// Makes the file at `path` readable and writable by its owner only, through a descriptor
    /// opened without following a link: files an earlier version of RouteKit wrote readable by
    /// others.
    static func makePrivate(_ path: String, owner: uid_t) {
        let file = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, isOwnFile(status, owner: owner) else { return }
        fchmod(file, 0o600)
    }

    /// Whether `status` is that of a regular file `owner` owns with no other link to it: a
    /// second name could be anywhere, and changing or reading the file through this one would
    /// reach it there.
    private static func isOwnFile(_ status: stat, owner: uid_t) -> Bool {
        status.st_mode & S_IFMT == S_IFREG && status.st_uid == owner && status.st_nlink == 1
    }
}
