#if Server
import HTTPTypes
import Hummingbird
import HummingbirdCore
import NIOCore
import NIOHTTPTypes
import RouteKit

/// `Expect: 100-continue` (RFC 9110, 10.1.1): a client that sends it waits for an interim
/// `100 Continue` before sending the body, so a body the server would refuse is never sent.
/// Hummingbird answers neither, and a client that waits stalls until the idle timeout.
///
/// The server sends `100 Continue` when the route first reads the body, not before: a request
/// refused before that — a missing credential (`401`), a `Content-Length` past the body limit
/// (`413`) — gets its final status alone, and its body is never asked for. A client that sends
/// the body without waiting, as it may, gets the `100` all the same before the final status.
/// An expectation other than `100-continue` is ignored.
enum ExpectContinue {
    /// `responder`, with the body of a request that expects `100-continue` sending it first.
    static func responder(around responder: @escaping HTTPChannelHandler.Responder) -> HTTPChannelHandler.Responder {
        { request, writer, channel in
            var request = request
            if expectsContinue(request.headers) {
                request.body = RequestBody(
                    asyncSequence: ContinuedBody(body: request.body, interim: InterimResponse(channel: channel)))
            }
            try await responder(request, writer, channel)
        }
    }

    /// Whether `headers` carry the expectation `100-continue` (case-insensitive, among others).
    static func expectsContinue(_ headers: HTTPFields) -> Bool {
        headers[values: .expect].contains { value in
            value.split(separator: ",").contains {
                $0.trimmingCharacters(in: .whitespaces).lowercased() == "100-continue"
            }
        }
    }

    /// The `100 Continue` of one request, written into its connection at most once.
    final class InterimResponse: Sendable {
        private let channel: any Channel
        private let sent = Locked(false)

        init(channel: any Channel) {
            self.channel = channel
        }

        /// Writes `100 Continue` unless it was written already. It goes where Hummingbird writes
        /// its response, after the request's head and before its final response, which only
        /// follows the body the `100` asks for.
        func send() async throws {
            let first = sent.withLock { sent in
                defer { sent = true }
                return !sent
            }
            guard first else { return }
            try await channel.writeAndFlush(HTTPResponsePart.head(HTTPResponse(status: .continue)))
        }
    }

    /// A request's body that sends the interim response before its first part is read.
    struct ContinuedBody: AsyncSequence, Sendable {
        typealias Element = ByteBuffer
        let body: RequestBody
        let interim: InterimResponse

        func makeAsyncIterator() -> Iterator {
            Iterator(base: body.makeAsyncIterator(), interim: interim)
        }

        struct Iterator: AsyncIteratorProtocol {
            var base: RequestBody.AsyncIterator
            let interim: InterimResponse

            mutating func next() async throws -> ByteBuffer? {
                try await interim.send()
                return try await base.next()
            }
        }
    }
}
#endif
