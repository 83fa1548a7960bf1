import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Responses of ``CacheableRoute``s kept for their next request: in memory up to a number of
/// bytes, and optionally in a folder the app names.
///
/// The app creates one and hands it to a router (`Taskboard.router(cache: cache)`); the
/// authenticated routers made from that router share it, as they share everything else — one
/// request core, one shared cache — but never each other's entries: the cache decides on the
/// request as it is sent, after the router's credential and every middleware, and keeps a
/// response under every header field it was fetched with but the few that never identify
/// anyone (content negotiation, the user agent, cache directives, a trace context), so another
/// credential — from an authenticated router, a route's own header or a middleware — or a
/// public request never gets it. Sign-out is one call, ``removeAll()``; a
/// ``BearerTokenSession`` made with `clearing:` makes it when the session ends.
///
/// It follows RFC 9111 where a client needs it: `Cache-Control` `max-age`, `no-store` (never
/// written, in memory or on disk), `no-cache` (revalidated before every use), `must-revalidate`
/// (a stale response is never served without revalidation — RouteKit serves none anyway),
/// `Age`, `Expires` and `Date`; a stale response with an `ETag` or `Last-Modified` is revalidated
/// with `If-None-Match`/`If-Modified-Since`, and a `304` serves and refreshes it; `Vary` keeps one
/// variant per resource and requester, compared with the header fields as sent. Concurrent
/// identical requests that find nothing share one network request. A non-error answer to a
/// method that is not safe (POST, PUT, PATCH, DELETE, a method of the API's own) removes what the
/// cache holds for its URL; a QUERY is safe, but never answered from the cache, whose key leaves
/// its body out.
///
/// The memory store counts each entry's body, header fields and key (a long URL costs what it
/// holds), so ``memoryCost`` is what the entries take, roughly, and stays within
/// ``memoryCapacity``.
///
/// The on-disk store writes one file per entry, named by digests (never the URL or a
/// credential), up to `diskCapacity` bytes (the files written longest ago go first), readable
/// by the app's user only: the folder is made `0700` and each file is created `0600`. It holds
/// responses fetched with a credential — anything the router or a middleware added that
/// identifies the requester — only when `storesAuthenticatedResponsesOnDisk` is `true`. A file
/// that does not read back is removed and counts as a miss.
///
/// The store trusts nothing in its folder that another user could have put there. A folder
/// that is a link, that another user owns or that others may write into is refused: the cache
/// keeps entries in memory only, ``directory`` is `nil` and ``diskStoreRefusal`` says why. An
/// entry is read only when it is a regular file of the app's user with no other link, opened
/// without following a link; anything else at its name is removed and counts as a miss.
public final class ResponseCache: Sendable {
    /// How many bytes of responses the memory store holds at most; past it, the least recently
    /// used entries go first.
    public let memoryCapacity: Int
    /// The folder of the on-disk store, or `nil` for memory only: none was given, or the one
    /// given was refused (``diskStoreRefusal``).
    public let directory: URL?
    /// Why the folder given for the on-disk store is not used, or `nil` when it is (or none
    /// was given). Worth logging: the cache still works, from memory only.
    public let diskStoreRefusal: DiskStoreRefusal?
    /// How many bytes of files the on-disk store keeps at most; past it, the files written
    /// longest ago go first.
    public let diskCapacity: Int
    /// Whether responses of authenticated routes are written to disk too.
    public let storesAuthenticatedResponsesOnDisk: Bool
    /// The clock freshness is measured with.
    let now: @Sendable () -> Date
    /// The user whose files the on-disk store reads: the process's effective user.
    private let owner: uid_t

    /// The extension of the files the on-disk store writes; ``removeAll()`` deletes only these
    /// (and files being written, ``partialExtension``).
    static let fileExtension = ".routecache"
    /// The extension of a file while it is written, before it is renamed into place.
    static let partialExtension = ".routecache-partial"

    /// The memory store, the requests in flight and the counts.
    private let state: Locked<State>
    /// The bytes written to disk since the store's files were last counted: at least what they
    /// take, so going past ``diskCapacity`` triggers a count and eviction, never a miss of one.
    /// Its lock is held while the store's files are written or removed, by ``removeAll()`` too,
    /// so no entry fetched before a sign-out lands after it; `state`'s is taken inside it.
    private let diskUsage = Locked(0)

    private struct State: Sendable {
        var memory: LeastRecentlyUsed<CacheKey, StoredResponse>
        var inFlight: [String: Task<(Data, HTTPURLResponse), any Error>] = [:]
        /// Bumped by ``removeAll()``: a response fetched before it is not stored.
        var generation = 0
        var counts = Statistics()
    }

    /// Creates a cache.
    /// - Parameters:
    ///   - memoryCapacity: The most bytes of responses (bodies and header fields) kept in memory.
    ///   - directory: A folder for the on-disk store, created if missing; `nil` keeps entries
    ///     in memory only. Give the cache its own folder: it is made readable by the app's user
    ///     only (`0700`), and ``removeAll()`` deletes the store's files in it (and nothing else).
    ///     A folder that is a link, that another user owns or that others may write into is
    ///     refused (``diskStoreRefusal``), and the cache keeps entries in memory only.
    ///   - diskCapacity: The most bytes of files the on-disk store keeps.
    ///   - storesAuthenticatedResponsesOnDisk: Also write responses of authenticated routes to
    ///     disk. Off by default: a user's data should not outlive the process unless you chose so.
    ///   - now: The current time; tests pass a clock they advance instead of waiting.
    public init(
        memoryCapacity: Int = 16 * 1024 * 1024,
        directory: URL? = nil,
        diskCapacity: Int = 64 * 1024 * 1024,
        storesAuthenticatedResponsesOnDisk: Bool = false,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.memoryCapacity = memoryCapacity
        self.diskCapacity = max(0, diskCapacity)
        self.storesAuthenticatedResponsesOnDisk = storesAuthenticatedResponsesOnDisk
        self.now = now
        let owner = geteuid()
        self.owner = owner
        state = Locked(State(memory: LeastRecentlyUsed(capacity: memoryCapacity)))
        switch directory.map({ CacheFolder.secure($0, owner: owner) }) {
        case .success(let secured):
            (self.directory, diskStoreRefusal) = (secured, nil)
        case .failure(let refusal):
            (self.directory, diskStoreRefusal) = (nil, refusal)
        case nil:
            (self.directory, diskStoreRefusal) = (nil, nil)
        }
        let files = storeFiles()
        // Files an earlier version wrote readable by others become the user's alone.
        for file in files { CacheFolder.makePrivate(file.url.path, owner: owner) }
        diskUsage.withLock { $0 = files.reduce(0) { $0 + $1.size } }
    }

    /// Removes every stored response, in memory and on disk — the call for signing out.
    /// Responses still in flight when it is called are not stored when they arrive.
    public func removeAll() {
        diskUsage.withLock { diskUsage in
            state.withLock { state in
                state.memory.removeAll { _ in true }
                state.generation += 1
            }
            guard let directory,
                let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
            else { return }
            for name in names where name.hasSuffix(Self.fileExtension) || name.hasSuffix(Self.partialExtension) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
            diskUsage = 0
        }
    }

    /// How many requests the cache answered, sent and shared since it was created: what an app
    /// reports as its hit rate.
    public struct Statistics: Sendable, Hashable {
        /// Requests answered from a fresh stored response, without sending anything.
        public var hits = 0
        /// Requests sent to the server (misses and revalidations), each once however many
        /// callers shared it.
        public var sent = 0
        /// Requests that waited for an identical one already in flight instead of being sent.
        public var shared = 0
    }

    /// The counts so far.
    public var statistics: Statistics { state.withLock { $0.counts } }

    /// Counts a request answered from the cache.
    func countHit() {
        state.withLock { $0.counts.hits += 1 }
    }

    /// How many bytes the entries in memory take now.
    public var memoryCost: Int { state.withLock { $0.memory.totalCost } }

    // MARK: Entries

    /// The stored response for `key` — from memory, else from disk — and the generation it
    /// belongs to, which ``store(_:for:generation:)`` checks.
    func entry(for key: CacheKey) -> (StoredResponse?, generation: Int) {
        let (found, generation) = state.withLock { ($0.memory.value(for: key), $0.generation) }
        if let found { return (found, generation) }
        guard let file = fileURL(for: key) else { return (nil, generation) }
        let data: Data
        switch CacheFolder.entry(at: file.path, owner: owner, limit: diskCapacity) {
        case .missing:
            return (nil, generation)
        case .refused:
            try? FileManager.default.removeItem(at: file)
            return (nil, generation)
        case .contents(let contents):
            data = contents
        }
        guard let entry = try? JSONDecoder().decode(CachedResponse.self, from: data),
            entry.version == CachedResponse.formatVersion
        else {
            try? FileManager.default.removeItem(at: file)
            return (nil, generation)
        }
        let stored = StoredResponse(entry)
        state.withLock { state in
            if state.generation == generation { state.memory.set(stored, cost: entry.cost + key.cost, for: key) }
        }
        return (stored, generation)
    }

    /// Stores `entry` for `key` unless ``removeAll()`` ran since `generation`, or its
    /// `Cache-Control` says `no-store` (which also removes what was stored).
    func store(_ entry: CachedResponse, for key: CacheKey, generation: Int) {
        if entry.cacheControl.noStore || entry.varied["*"] != nil {
            remove(key)
            return
        }
        diskUsage.withLock { diskUsage in
            let current = state.withLock { state -> Bool in
                guard state.generation == generation else { return false }
                state.memory.set(StoredResponse(entry), cost: entry.cost + key.cost, for: key)
                return true
            }
            guard current, let file = fileURL(for: key), let data = try? JSONEncoder().encode(entry),
                data.count <= diskCapacity, Self.writePrivately(data, to: file)
            else { return }
            diskUsage += data.count
            if diskUsage > diskCapacity { diskUsage = trimDisk(keeping: file.lastPathComponent) }
        }
    }

    /// Writes `data` to `file` readable and writable by the app's user only: into a new file
    /// created `0600` beside it (exclusively, never through a link), then renamed into place, so
    /// the file is never readable by others, nor read half written.
    private static func writePrivately(_ data: Data, to file: URL) -> Bool {
        let partial = file.path + "." + UUID().uuidString + partialExtension
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard close(descriptor) == 0, written, rename(partial, file.path) == 0 else {
            unlink(partial)
            return false
        }
        return true
    }

    /// Deletes the store's files written longest ago until the rest fit ``diskCapacity``, never
    /// `newest`, the file just written, and returns the bytes the rest take. Called with
    /// `diskUsage`'s lock held.
    private func trimDisk(keeping newest: String) -> Int {
        let files = storeFiles().sorted {
            ($0.modified, $0.url.lastPathComponent) < ($1.modified, $1.url.lastPathComponent)
        }
        var total = files.reduce(0) { $0 + $1.size }
        for file in files where total > diskCapacity && file.url.lastPathComponent != newest {
            if (try? FileManager.default.removeItem(at: file.url)) != nil { total -= file.size }
        }
        return total
    }

    /// The store's files in ``directory``, with their sizes and modification dates: the regular
    /// files of the app's user, never what a link points to.
    private func storeFiles() -> [(url: URL, size: Int, modified: Date)] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            return []
        }
        return names.filter { $0.hasSuffix(Self.fileExtension) }.compactMap { name in
            let url = directory.appendingPathComponent(name)
            return CacheFolder.ownFile(at: url.path, owner: owner).map { (url, $0.size, $0.modified) }
        }
    }

    /// Removes the entry for `key`, in memory and on disk.
    func remove(_ key: CacheKey) {
        diskUsage.withLock { _ in
            state.withLock { $0.memory.removeValue(for: key) }
            if let file = fileURL(for: key) { try? FileManager.default.removeItem(at: file) }
        }
    }

    /// Removes every entry of `resource` (a ``CacheKey/resource``), for every requester.
    func invalidate(resource: String) {
        diskUsage.withLock { _ in
            state.withLock { $0.memory.removeAll { $0.resource == resource } }
            guard let directory,
                let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
            else { return }
            let prefix = CacheKey.filePrefix(of: resource)
            for name in names where name.hasPrefix(prefix) && name.hasSuffix(Self.fileExtension) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }

    /// The file of `key` in the on-disk store; `nil` without one, and for an authenticated
    /// entry unless the app allowed those on disk.
    private func fileURL(for key: CacheKey) -> URL? {
        guard let directory, !key.isAuthenticated || storesAuthenticatedResponsesOnDisk else { return nil }
        return directory.appendingPathComponent(key.fileName)
    }

    // MARK: Sharing a request

    /// The result of `send`, run once for all concurrent callers with the same `key`: the first
    /// starts it, the others wait for its result. A caller cancelled while waiting leaves it
    /// running for the others.
    func shared(
        _ key: String,
        _ send: @escaping @Sendable () async throws -> (Data, HTTPURLResponse)
    ) async throws -> (Data, HTTPURLResponse) {
        let task = state.withLock { state -> Task<(Data, HTTPURLResponse), any Error> in
            if let running = state.inFlight[key] {
                state.counts.shared += 1
                return running
            }
            state.counts.sent += 1
            let task = Task {
                defer { self.state.withLock { $0.inFlight[key] = nil } }
                return try await send()
            }
            state.inFlight[key] = task
            return task
        }
        return try await SingleResumption.value(of: task)
    }
}
