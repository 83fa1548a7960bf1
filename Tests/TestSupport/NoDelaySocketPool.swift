import FlyingSocks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A FlyingFox socket pool that turns Nagle's algorithm off on every socket it waits for.
///
/// FlyingFox writes a response's head and its body in two writes. With Nagle's algorithm on, the
/// body waits until the client acknowledges the head, and the client delays that
/// acknowledgement (40 ms on Linux) while it waits for the rest: every response on a kept-alive
/// connection took 40 ms or more. FlyingFox has no hook on the sockets it accepts, but it hands
/// each one to its pool before it waits on it.
struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // Once per wait rather than once per socket: descriptor numbers are reused, so "seen
        // before" would not mean "already set". A failure (not a TCP socket) changes nothing.
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
