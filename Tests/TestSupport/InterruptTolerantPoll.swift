import FlyingSocks
import Foundation

/// FlyingFox's `poll(2)` event queue, except that a poll a signal interrupted (`EINTR`) reports
/// no events instead of failing.
///
/// FlyingFox's own `Poll` throws on any `-1` from `poll`, and a throwing queue ends its pool's
/// `run()`, which stops the whole server: its listening socket closes, so the next request is
/// refused and the one in flight hangs until it times out. Test processes start child processes
/// (`routegen`, `swiftc`), whose `SIGCHLD` can interrupt a poll at any moment. Its epoll queue
/// already treats `EINTR` so; this does the same for the poll queue `LoopbackServer` uses.
struct InterruptTolerantPoll: EventQueue {
    private var poll: Poll

    init(interval: Poll.Interval) {
        poll = Poll(interval: interval)
    }

    mutating func open() throws { poll.open() }
    mutating func stop() throws { poll.stop() }
    mutating func close() throws { poll.close() }

    mutating func addEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
        try poll.addEvents(events, for: socket)
    }

    mutating func removeEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
        try poll.removeEvents(events, for: socket)
    }

    func getNotifications() throws -> [EventNotification] {
        do {
            return try poll.getNotifications()
        } catch SocketError.failed(_, let code, _) where code == EINTR {
            return []
        }
    }
}
