import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Blocks a test that watches a routegen run until the run's output folder changes or the run
/// ends, instead of checking the folder in a loop.
///
/// `InterruptedRunTests` kills a run at moments it sees in the folder (a temporary file appears,
/// a file is renamed into place). Checking in a loop with `sched_yield()` kept one of the
/// machine's two cores busy for the four minutes the suite runs, taken from the run it watches
/// and from every other suite. On Linux an inotify watch on the folder and a pipe written when
/// the process ends wake the watcher only when there is something to look at; elsewhere
/// ``wait()`` yields the thread, as before.
final class FolderWatch: @unchecked Sendable {
    // `@unchecked Sendable`: the descriptors are set in `init` and only read afterwards; the
    // pipe is written from the process's termination handler, which is what a pipe is for.
    #if canImport(Glibc)
    private let events: Int32
    private let ended: (read: Int32, write: Int32)
    #endif

    /// Watches `folder`, which must exist, for entries created, renamed in or out, or removed.
    init(folder: String) throws {
        #if canImport(Glibc)
        events = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard events >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        let mask = UInt32(IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CLOSE_WRITE)
        guard inotify_add_watch(events, folder, mask) >= 0 else {
            close(events)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else {
            close(events)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        // Not inherited by the routegen process this test starts.
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        ended = (descriptors[0], descriptors[1])
        #endif
    }

    deinit {
        #if canImport(Glibc)
        close(events)
        close(ended.read)
        close(ended.write)
        #endif
    }

    /// Tells the watcher the process ended: every ``wait()`` from now on returns at once.
    func processEnded() {
        #if canImport(Glibc)
        var byte: UInt8 = 1
        _ = write(ended.write, &byte, 1)
        #endif
    }

    /// Returns once the folder has changed since the last call, or the process has ended.
    func wait() {
        #if canImport(Glibc)
        var descriptors = [
            pollfd(fd: events, events: Int16(POLLIN), revents: 0),
            pollfd(fd: ended.read, events: Int16(POLLIN), revents: 0),
        ]
        while poll(&descriptors, 2, -1) < 0 && errno == EINTR {}
        // Drain the events: what changed is read from the folder itself.
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(events, &buffer, buffer.count) > 0 {}
        #else
        sched_yield()
        #endif
    }
}
