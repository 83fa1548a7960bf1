import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

private struct GetItem: PublicRoute, CacheableRoute {
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/items/1"
}

private func scratchFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("routekit-cache-\(UUID())")
}

private func permissions(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? NSNumber).intValue & 0o777
}

/// The user id an attacker's files would have: anyone but the one running the tests.
private let anotherUser: uid_t = 65_534

/// Only root can give a file to another user.
private let runsAsRoot = geteuid() == 0

/// A server whose first answer to `GET /items/1` is "Forged" and every later one "Genuine",
/// fresh for ten minutes: the first fills a cache folder with the entry an attacker would plant.
private func forgingServer(_ server: LoopbackServer) async {
    let answered = Recorder<Int>()
    await server.handle("GET /items/1") { _ in
        answered.append(1)
        let title = answered.all.count == 1 ? "Forged" : "Genuine"
        return try .json(Todo(id: 1, title: title), headers: ["Cache-Control": "max-age=600"])
    }
}

/// The file name and bytes of the forged entry: the server's first answer, stored by a cache of
/// its own in a folder of its own.
private func forgedEntry(from server: LoopbackServer) async throws -> (name: String, data: Data) {
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let forged = try await Router(
        baseURL: server.baseURL, transport: server.transport, cache: ResponseCache(directory: folder)
    ).perform(GetItem())
    #expect(forged.title == "Forged")
    let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
    return (name, try Data(contentsOf: folder.appendingPathComponent(name)))
}

/// What an attacker leaves at an entry's name.
enum PlantedEntry: String, CaseIterable, Sendable {
    /// A link to a file of the user's own holding the forged entry.
    case symbolicLink
    /// A second name for a file holding the forged entry.
    case hardLink
    /// A FIFO, whose read would wait for a writer forever.
    case fifo
}

@Suite("Response cache: a folder and entries no one else controls", .timeLimit(.minutes(3)))
struct ResponseCacheFolderTests {
    @Test(
        "a folder others may write into is refused; an entry forged in it is never served", arguments: [0o777, 0o770])
    func writableByOthers(mode: Int) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await forgingServer(server)
            let forged = try await forgedEntry(from: server)
            let shared = scratchFolder()
            defer { try? FileManager.default.removeItem(at: shared) }
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            chmod(shared.path, mode_t(mode))
            try forged.data.write(to: shared.appendingPathComponent(forged.name))

            let cache = ResponseCache(directory: shared)
            #expect(cache.directory == nil)
            #expect(cache.diskStoreRefusal?.reason.contains("others may write") == true)
            #expect(
                try await Router(baseURL: server.baseURL, transport: server.transport, cache: cache).perform(GetItem())
                    .title == "Genuine")
            #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path) == [forged.name])
            #expect(try permissions(of: shared.path) == mode)
        }
    }

    @Test("a folder another user owns is refused", .enabled(if: runsAsRoot, "only root can give a folder away"))
    func ownedByAnother() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await forgingServer(server)
            let forged = try await forgedEntry(from: server)
            let theirs = scratchFolder()
            defer { try? FileManager.default.removeItem(at: theirs) }
            try FileManager.default.createDirectory(
                at: theirs, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try forged.data.write(to: theirs.appendingPathComponent(forged.name))
            #expect(chown(theirs.path, anotherUser, gid_t(anotherUser)) == 0)

            let cache = ResponseCache(directory: theirs)
            #expect(cache.directory == nil)
            #expect(cache.diskStoreRefusal?.reason == "another user owns it")
            #expect(
                try await Router(baseURL: server.baseURL, transport: server.transport, cache: cache).perform(GetItem())
                    .title == "Genuine")
        }
    }

    @Test("a link in the folder's place is refused, even to a folder of the user's own")
    func folderLink() async throws {
        let target = scratchFolder()
        let link = scratchFolder()
        defer {
            try? FileManager.default.removeItem(at: link)
            try? FileManager.default.removeItem(at: target)
        }
        try FileManager.default.createDirectory(
            at: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let cache = ResponseCache(directory: link)
        #expect(cache.directory == nil)
        #expect(cache.diskStoreRefusal?.directory == link)
        #expect(ResponseCache(directory: target).diskStoreRefusal == nil)
    }

    @Test(
        "an entry that is a link, a second name or a FIFO is never read, followed or chmod-ed, and is removed",
        arguments: PlantedEntry.allCases)
    func plantedEntry(planted: PlantedEntry) async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await forgingServer(server)
            let forged = try await forgedEntry(from: server)
            let folder = scratchFolder()
            let elsewhere = scratchFolder()
            defer {
                try? FileManager.default.removeItem(at: folder)
                try? FileManager.default.removeItem(at: elsewhere)
            }
            for created in [folder, elsewhere] {
                try FileManager.default.createDirectory(
                    at: created, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            let target = elsewhere.appendingPathComponent("target")
            try forged.data.write(to: target)
            chmod(target.path, 0o644)
            let entry = folder.appendingPathComponent(forged.name).path
            switch planted {
            case .symbolicLink: #expect(symlink(target.path, entry) == 0)
            case .hardLink: #expect(link(target.path, entry) == 0)
            case .fifo: #expect(mkfifo(entry, 0o600) == 0)
            }

            let cache = ResponseCache(directory: folder)
            #expect(cache.diskStoreRefusal == nil)
            #expect(try permissions(of: target.path) == 0o644)
            #expect(
                try await Router(baseURL: server.baseURL, transport: server.transport, cache: cache).perform(GetItem())
                    .title == "Genuine")
            #expect(try Data(contentsOf: target) == forged.data)
            // The planted entry is gone and the genuine answer stored in its place, a file of its own.
            var status = stat()
            #expect(lstat(entry, &status) == 0)
            #expect(status.st_mode & S_IFMT == S_IFREG && status.st_nlink == 1)
            #expect(try Data(contentsOf: URL(fileURLWithPath: entry)) != forged.data)
        }
    }

    @Test("an entry another user owns is never read", .enabled(if: runsAsRoot, "only root can give a file away"))
    func entryOwnedByAnother() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await forgingServer(server)
            let forged = try await forgedEntry(from: server)
            let folder = scratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let cache = ResponseCache(directory: folder)
            let entry = folder.appendingPathComponent(forged.name)
            try forged.data.write(to: entry)
            #expect(chown(entry.path, anotherUser, gid_t(anotherUser)) == 0)
            #expect(
                try await Router(baseURL: server.baseURL, transport: server.transport, cache: cache).perform(GetItem())
                    .title == "Genuine")
        }
    }
}
