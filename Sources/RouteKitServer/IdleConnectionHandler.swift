#if Server
import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client has sent nothing for the idle timeout while the server was
/// waiting for it — never one the server itself has stopped reading.
///
/// Hummingbird's own idle timeout (`HTTP1Channel.Configuration.idleTimeout`) counts from the
/// last request part read while a request is unfinished, whether or not the server asked for
/// more. A route that has not read its body yet holds the rest of it back (the request's body
/// stream stops asking for bytes), so a route slower than the timeout — under load, or a slow
/// lookup before the body is wanted — had its connection closed without an answer, and the
/// unread bytes turned the close into a reset. This handler instead counts only while a read
/// is outstanding, that is, while the body stream or the next request is wanted.
///
/// As Hummingbird does, a connection whose request is read and whose response is still being
/// written is never idle: a long response (an event stream, a slow download) needs nothing
/// from the client. Nor is one whose check runs late: an event loop held up past its deadline
/// (a loaded machine) may have bytes waiting that it has not read yet, so a late check looks
/// again once the loop has had its turn at reading, instead of closing on the client's account.
final class IdleConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeout: TimeAmount
    /// Requests whose head was read and whose response has not ended.
    private var requestsInProgress = 0
    /// Whether a request's head was read and its end was not.
    private var requestBeingRead = false
    /// Whether the server asked for bytes it has not received yet.
    private var readOutstanding = false
    /// When the server last heard from the client, or began waiting for it, whichever is later.
    private var lastHeard = NIODeadline.now()
    private var check: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    /// Whether the server is waiting for the client rather than for itself.
    private var waitingForClient: Bool {
        readOutstanding && !(requestsInProgress > 0 && !requestBeingRead)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { schedule(context, at: .now() + timeout) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        check?.cancel()
        check = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        schedule(context, at: .now() + timeout)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lastHeard = .now()
        switch unwrapInboundIn(data) {
        case .head:
            requestsInProgress += 1
            requestBeingRead = true
        case .body:
            break
        case .end:
            requestBeingRead = false
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        readOutstanding = false
        context.fireChannelReadComplete()
    }

    func read(context: ChannelHandlerContext) {
        if !readOutstanding {
            readOutstanding = true
            lastHeard = .now()
        }
        context.read()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            requestsInProgress = max(0, requestsInProgress - 1)
            // The wait for the next request starts once this response is whole.
            lastHeard = .now()
        }
        context.write(data, promise: promise)
    }

    /// One check at a time, at `deadline`: it closes the connection if the client has been
    /// waited for since a full timeout before, and otherwise checks again when that could be.
    private func schedule(_ context: ChannelHandlerContext, at deadline: NIODeadline) {
        guard check == nil else { return }
        check = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            check = nil
            guard context.channel.isActive else { return }
            let now = NIODeadline.now()
            let due = lastHeard + timeout
            if now > deadline + lateness {
                // Held up: look again after the loop's next turn at reading.
                schedule(context, at: now + lateness)
            } else if waitingForClient, due <= now {
                context.close(promise: nil)
            } else {
                schedule(context, at: waitingForClient ? due : now + timeout)
            }
        }
    }

    /// How late a check may run and still count: a tenth of the timeout, at least 10 ms.
    private var lateness: TimeAmount { max(.milliseconds(10), .nanoseconds(timeout.nanoseconds / 10)) }
}
#endif
