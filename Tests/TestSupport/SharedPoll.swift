import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `poll(2)` event queue for FlyingFox's `SocketPool` whose copies share their registrations,
/// and that a signal does not stop.
///
/// `SocketPool` polls a *copy* of its queue on a Dispatch thread. FlyingFox's own `Poll` keeps
/// its registrations in the value, so what that copy polls and what the pool registers meanwhile
/// drift apart. Here every copy shares one ``Registry``: each poll sees the registrations as they
/// are when it starts, and one started after a socket closed never watches its descriptor.
///
/// A socket registered during a poll waits for that poll to end: at most the interval, so
/// `LoopbackServer` polls every 5 ms (1,000 concurrent requests took 6.8 s with 50 ms, 1.2 s
/// with 5 ms; the whole suite's time did not change). Waking the poll at once instead would take
/// a descriptor per server (a pipe), and the test process already holds over a thousand
/// descriptors at its peak, where swift-corelibs-foundation 6.3's `Process.run()` can read past
/// the end of its listing of `/proc/self/fd` and crash (swift-corelibs-foundation pull request
/// 5472): with a pipe per server the peak went from about 1,170 descriptors to 1,660, and a CI
/// run crashed there.
///
/// A poll a signal interrupts (`EINTR`) reports no events: FlyingFox's `Poll` throws there,
/// which ends the pool's `run()` and so the whole server, and test processes get `SIGCHLD` from
/// the `routegen` and `swiftc` children they start.
struct SharedPoll: EventQueue {
    private let registry: Registry

    /// A queue whose polls wait at most `interval` for a socket to be ready.
    init(interval: Duration) {
        let (seconds, attoseconds) = interval.components
        registry = Registry(timeoutMilliseconds: Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000))
    }

    mutating func open() throws { registry.open() }
    mutating func stop() throws { registry.stop() }
    mutating func close() throws {}

    mutating func addEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
        try registry.add(events, for: socket.rawValue)
    }

    mutating func removeEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
        try registry.remove(events, for: socket.rawValue)
    }

    func getNotifications() throws -> [EventNotification] {
        try registry.poll()
    }
}

extension SharedPoll {
    /// The sockets polled, shared by every copy of the queue.
    final class Registry: @unchecked Sendable {
        // Safe to share: every stored `var` is read and written under `lock`; `poll(2)` itself
        // runs outside it, on a copy of the registrations.
        private let lock = NSLock()
        private let timeoutMilliseconds: Int32
        private var registrations: [Int32: Registration] = [:]
        /// Counts registrations, so that a poll can tell whether the socket it saw is still the
        /// one registered under that descriptor number.
        private var registrationCount = 0
        private var isOpen = false

        init(timeoutMilliseconds: Int32) {
            self.timeoutMilliseconds = timeoutMilliseconds
        }

        func open() {
            lock.withLock {
                registrations = [:]
                isOpen = true
            }
        }

        /// Forgets every socket; the next poll fails, which ends the pool's loop.
        func stop() {
            lock.withLock {
                registrations = [:]
                isOpen = false
            }
        }

        func add(_ events: Socket.Events, for file: Int32) throws {
            try lock.withLock {
                guard isOpen else { throw SocketError.makeFailed("poll.addEvents notReady") }
                registrationCount += 1
                let waited = registrations[file]?.events ?? []
                registrations[file] = Registration(events: waited.union(events), number: registrationCount)
            }
        }

        func remove(_ events: Socket.Events, for file: Int32) throws {
            try lock.withLock {
                guard isOpen else { throw SocketError.makeFailed("poll.removeEvents notReady") }
                guard let registration = registrations[file] else { return }
                let remaining = registration.events.subtracting(events)
                registrations[file] = remaining.isEmpty ? nil : Registration(events: remaining, number: registration.number)
            }
        }

        /// Waits until a registered socket is ready or the interval passes, and returns what is
        /// ready (FlyingFox's own rules for read, write and errors).
        ///
        /// Only for sockets still registered as they were when the poll began: a descriptor
        /// closed during the poll reads as invalid, and its number may by then belong to a new
        /// connection, which must not receive that error. A ready socket left out is polled
        /// again next time.
        func poll() throws -> [EventNotification] {
            let polled = try lock.withLock {
                guard isOpen else { throw SocketError.makeFailed("poll.getNotifications notReady") }
                return registrations
            }
            var fds = polled.map { file, registration in
                pollfd(fd: file, events: Self.pollEvents(registration.events), revents: 0)
            }
            let status = fds.withUnsafeMutableBufferPointer { buffer in
                pollDescriptors(buffer.baseAddress, nfds_t(buffer.count), timeoutMilliseconds)
            }
            if status == -1 {
                if errno == EINTR { return [] }
                throw SocketError.makeFailed("poll.getNotifications poll")
            }
            let ready = fds.compactMap(Self.notification)
            return lock.withLock {
                ready.filter { registrations[$0.file.rawValue]?.number == polled[$0.file.rawValue]?.number }
            }
        }

        // MARK: Private

        /// What a socket waits for, and which registration that is.
        private struct Registration {
            var events: Socket.Events
            var number: Int
        }

        private static func pollEvents(_ events: Socket.Events) -> Int16 {
            (events.contains(.read) ? Int16(POLLIN) : 0) | (events.contains(.write) ? Int16(POLLOUT) : 0)
        }

        /// What FlyingFox's `Poll` reports for one descriptor: its errors when it waits to
        /// write, or to read and nothing can be read; else the events it waits for that are ready.
        private static func notification(_ fd: pollfd) -> EventNotification? {
            let waited = fd.events, ready = fd.revents
            var errors = Set<EventNotification.Error>()
            if ready & Int16(POLLHUP) != 0 { errors.insert(.endOfFile) }
            if ready & Int16(POLLERR | POLLNVAL) != 0 { errors.insert(.error) }
            let waitsToWrite = waited & Int16(POLLOUT) != 0
            let waitsToRead = waited & Int16(POLLIN) != 0
            if !errors.isEmpty, waitsToWrite || (waitsToRead && ready & Int16(POLLIN) == 0) {
                return EventNotification(file: .init(rawValue: fd.fd), events: events(waited), errors: errors)
            }
            guard waited & ready != 0 else { return nil }
            return EventNotification(file: .init(rawValue: fd.fd), events: events(ready), errors: [])
        }

        private static func events(_ poll: Int16) -> Socket.Events {
            var events = Socket.Events()
            if poll & Int16(POLLIN) != 0 { events.insert(.read) }
            if poll & Int16(POLLOUT) != 0 { events.insert(.write) }
            return events
        }
    }
}

/// `poll(2)`, named apart from ``SharedPoll/Registry/poll()``.
private func pollDescriptors(_ fds: UnsafeMutablePointer<pollfd>?, _ count: nfds_t, _ timeout: Int32) -> Int32 {
    poll(fds, count, timeout)
}
