#if AsyncHTTPClient
import AsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import NIOCore
import RouteKit

extension Transport {
    /// Sends requests through AsyncHTTPClient: every body streams both ways with bounded memory.
    ///
    /// RouteKit's URLSession transport cannot slow libcurl down on Linux, so a large download keeps what the reader has
    /// not taken yet in memory (Docs/Streaming.md), and an upload's `httpBodyStream` is read on URLSession's threads.
    /// This transport reads from the network only as fast as the body is consumed — by a `router.stream` loop, by the
    /// file a `router.download` writes (RouteKit's own writer, fed by `stream`) — and sends a request's
    /// `httpBodyStream` (a `.file` body, a multipart form with files) a chunk at a time, so memory stays bounded
    /// whatever the size. A ``RouteKit/StreamedBody`` (`.stream(chunks)`) goes out as its sequence yields each chunk,
    /// with no temporary file: the connection asks for the next chunk only once the last one is written.
    ///
    /// `client` must hand redirect responses back, as ``redirectRefusingClient`` does: routers
    /// follow redirects themselves so that a credential never travels to another origin. Its
    /// configured timeouts apply (`URLRequest.timeoutInterval` is not read): the read timeout
    /// is the time allowed between two reads, as URLSession's `timeoutInterval` is.
    ///
    /// Failures keep RouteKit's meaning: a cancelled call fails with `URLError(.cancelled)`, a
    /// timeout with `URLError(.timedOut)`; other errors are AsyncHTTPClient's and SwiftNIO's.
    public static func asyncHTTPClient(_ client: HTTPClient = redirectRefusingClient) -> Transport {
        var transport = Transport(
            send: { request in
                try await translatingFailures {
                    let response = try await client.execute(try HTTPClientRequest(request), deadline: .distantFuture)
                    let head = try ResponseHead.of(response, to: request)
                    let body = try await response.body.collect(upTo: .max)
                    return (Data(buffer: body, byteTransferStrategy: .automatic), head)
                }
            },
            stream: { request in
                try await translatingFailures {
                    let response = try await client.execute(try HTTPClientRequest(request), deadline: .distantFuture)
                    let head = try ResponseHead.of(response, to: request)
                    return (ResponseBody(DataChunks(response.body)), head)
                }
            }
        )
        transport.streamsRequestBodies = true
        return transport
    }

    /// The client ``asyncHTTPClient(_:)`` uses by default: SwiftNIO's shared event loops,
    /// redirects handed back to the router, a 60-second read timeout like URLSession's default.
    ///
    /// It is never shut down, like `HTTPClient.shared`; a client you create yourself is yours
    /// to shut down once no call uses it.
    public static let redirectRefusingClient = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup,
        configuration: HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: HTTPClient.Configuration.Timeout(connect: .seconds(60), read: .seconds(60))
        )
    )
}
#endif
