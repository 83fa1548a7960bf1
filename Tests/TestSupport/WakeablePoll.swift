import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `poll(2)` event queue for FlyingFox's `SocketPool` that sees a socket registered while a
/// poll is in progress, and that a signal does not stop.
///
/// `SocketPool` polls a *copy* of its queue on a Dispatch thread, for up to the queue's interval.
/// FlyingFox's own `Poll` keeps its registrations in the value, so a socket registered meanwhile
/// (a newly accepted connection, a kept-alive one waiting for its next request) was not polled
/// until that poll timed out, unless another socket became ready first. Here every copy shares
/// one ``Registry``, and each new registration wakes the poll in progress through a pipe, so the
/// next poll sees it at once and the interval only bounds a wait in which nothing happens.
///
/// A poll a signal interrupts (`EINTR`) reports no events: FlyingFox's `Poll` throws there,
/// which ends the pool's `run()` and so the whole server, and test processes get `SIGCHLD` from
/// the `routegen` and `swiftc` children they start.
struct WakeablePoll: EventQueue {
    private let registry: Registry

    /// A queue whose polls wait at most `interval` (a bound only: a change ends a wait at once).
    init(interval: Duration) {
        let (seconds, attoseconds) = interval.components
        registry = Registry(timeoutMilliseconds: Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000))
    }

    mutating func open() throws { try registry.open() }
    mutating func stop() throws { registry.stop() }
    mutating func close() throws { registry.close() }

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

extension WakeablePoll {
    /// The sockets polled, and the pipe that wakes a poll when they change; shared by every
    /// copy of the queue.
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
        /// The pipe's read and write ends; `-1` when closed.
        private var wakeRead: Int32 = -1
        private var wakeWrite: Int32 = -1
        /// A poll is using the pipe: closing waits for it to end, so the pipe's descriptor
        /// numbers cannot be reused by another file while a poll still watches them.
        private var isPolling = false
        private var closesAfterPoll = false

        init(timeoutMilliseconds: Int32) {
            self.timeoutMilliseconds = timeoutMilliseconds
        }

        deinit {
            closePipe()
        }

        func open() throws {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw SocketError.makeFailed("pipe") }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            lock.withLock {
                registrations = [:]
                isOpen = true
                wakeRead = ends[0]
                wakeWrite = ends[1]
            }
        }

        /// Forgets every socket and wakes the poll in progress, so the pool's loop ends at once.
        func stop() {
            lock.withLock {
                registrations = [:]
                isOpen = false
                wake()
            }
        }

        func close() {
            lock.withLock {
                if isPolling { closesAfterPoll = true } else { closePipe() }
            }
        }

        func add(_ events: Socket.Events, for file: Int32) throws {
            try lock.withLock {
                guard isOpen else { throw SocketError.makeFailed("poll.addEvents notReady") }
                registrationCount += 1
                let waited = registrations[file]?.events ?? []
                registrations[file] = Registration(events: waited.union(events), number: registrationCount)
                wake()
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

        /// Waits until a registered socket is ready, a socket is registered, or the interval
        /// passes, and returns what is ready (FlyingFox's own rules for read, write and errors).
        ///
        /// Only for sockets still registered as they were when the poll began: a descriptor
        /// closed during the poll reads as invalid, and its number may by then belong to a new
        /// connection, which must not receive that error. A ready socket left out is polled again
        /// at once (a registration woke this poll).
        func poll() throws -> [EventNotification] {
            let (polled, wakeRead) = try lock.withLock {
                guard isOpen else { throw SocketError.makeFailed("poll.getNotifications notReady") }
                isPolling = true
                return (registrations, self.wakeRead)
            }
            defer {
                lock.withLock {
                    isPolling = false
                    if closesAfterPoll { closePipe() }
                }
            }
            var fds = polled.map { file, registration in
                pollfd(fd: file, events: Self.pollEvents(registration.events), revents: 0)
            }
            fds.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
            let status = fds.withUnsafeMutableBufferPointer { buffer in
                pollDescriptors(buffer.baseAddress, nfds_t(buffer.count), timeoutMilliseconds)
            }
            if status == -1 {
                if errno == EINTR { return [] }
                throw SocketError.makeFailed("poll.getNotifications poll")
            }
            if let wake = fds.last, wake.revents & Int16(POLLIN) != 0 { drain(wakeRead) }
            let ready = fds.dropLast().compactMap(Self.notification)
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

        /// Makes a poll in progress return. Called under `lock`.
        private func wake() {
            guard wakeWrite >= 0 else { return }
            var byte: UInt8 = 1
            // A full pipe already holds a wake-up: the failed write changes nothing.
            _ = write(wakeWrite, &byte, 1)
        }

        private func drain(_ file: Int32) {
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(file, &buffer, buffer.count) > 0 {}
        }

        /// Called under `lock`, or from `deinit`.
        private func closePipe() {
            for file in [wakeRead, wakeWrite] where file >= 0 { closeDescriptor(file) }
            wakeRead = -1
            wakeWrite = -1
            closesAfterPoll = false
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

/// `poll(2)`, named apart from ``WakeablePoll/Registry/poll()``.
private func pollDescriptors(_ fds: UnsafeMutablePointer<pollfd>?, _ count: nfds_t, _ timeout: Int32) -> Int32 {
    poll(fds, count, timeout)
}

/// `close(2)`, named apart from ``WakeablePoll/Registry/close()``.
private func closeDescriptor(_ file: Int32) {
    _ = close(file)
}
