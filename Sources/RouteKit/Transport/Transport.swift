import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a request and returns the response: a value holding closures, not a protocol.
///
/// `URLSession` by default; a closure in tests. Anything that wraps a transport (logging,
/// headers, retries) is another `Transport` built around the first one.
///
/// A transport has three ways to answer: ``send`` returns the whole body, ``stream`` returns
/// the response head as soon as it arrives with the body still coming, and ``download`` writes
/// the body into a file (see <doc:Streaming>). A transport made from a `send` closure alone
/// streams by handing over its one body as a single chunk, and one without a `download` closure
/// downloads by writing its stream into a file, so every transport — a test's closure,
/// `StubbedRoutes`'s — also serves streaming routes and downloads.
public struct Transport: Sendable {
    /// Sends `request` and returns the body and response, or throws when there is no response.
    public var send: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

    /// Sends `request` and returns, once the response head has arrived, the body as chunks yet
    /// to be read, and the response; throws when there is no response. The exchange ends when
    /// the body ends or is dropped.
    public var stream: @Sendable (URLRequest) async throws -> (ResponseBody, HTTPURLResponse)

    /// Sends `request`, writes the whole body into a new temporary file and returns that file
    /// with the response; throws when there is no response or the body cannot be written.
    ///
    /// The file is handed over: the caller moves it into place or removes it. Writing it in the
    /// transport lets URLSession's own download task do it (``urlSession(_:)``), which reads from
    /// the network only as fast as it writes — the one way to keep a large download's memory
    /// bounded on Linux, where a streamed body cannot be slowed down.
    public var download: @Sendable (URLRequest) async throws -> (URL, HTTPURLResponse)

    /// Whether these closures send a ``StreamedBody`` as it comes, reading it with
    /// ``StreamedBody/carried(by:)``; `false` (the default) has routers gather such a body into
    /// a temporary file first and send the file, as URLSession's transport needs.
    public var streamsRequestBodies = false

    /// Creates a transport from a closure that answers with whole bodies; it streams by
    /// yielding each body as one chunk.
    public init(_ send: @escaping @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)) {
        self.send = send
        let stream: @Sendable (URLRequest) async throws -> (ResponseBody, HTTPURLResponse) = { request in
            let (data, response) = try await send(request)
            return (ResponseBody(data), response)
        }
        self.stream = stream
        download = Self.download(writing: stream)
    }

    /// Creates a transport that answers whole bodies with `send` and streamed ones with
    /// `stream`; it downloads by writing what `stream` yields into a temporary file.
    public init(
        send: @escaping @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse),
        stream: @escaping @Sendable (URLRequest) async throws -> (ResponseBody, HTTPURLResponse)
    ) {
        self.init(send: send, stream: stream, download: Self.download(writing: stream))
    }

    /// Creates a transport that answers whole bodies with `send`, streamed ones with `stream`,
    /// and downloads with `download`.
    public init(
        send: @escaping @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse),
        stream: @escaping @Sendable (URLRequest) async throws -> (ResponseBody, HTTPURLResponse),
        download: @escaping @Sendable (URLRequest) async throws -> (URL, HTTPURLResponse)
    ) {
        self.send = send
        self.stream = stream
        self.download = download
    }

    /// A `download` closure that writes the chunks `stream` answers with into a temporary file,
    /// for transports that have no download of their own.
    static func download(
        writing stream: @escaping @Sendable (URLRequest) async throws -> (ResponseBody, HTTPURLResponse)
    ) -> @Sendable (URLRequest) async throws -> (URL, HTTPURLResponse) {
        { request in
            let (body, response) = try await stream(request)
            return (try await TemporaryFile.write(body).take(), response)
        }
    }

    /// Sends requests through `session`, RouteKit's own by default.
    ///
    /// Routers follow redirects themselves, so that a credential never travels to another
    /// origin; the session must hand redirect responses back instead of following them. The
    /// default session does (``redirectRefusingSession``); if you pass your own, create it with
    /// ``redirectRefusingSession(configuration:)`` too — a session that follows redirects
    /// itself (like `URLSession.shared` on Linux) would forward `Authorization` wherever a
    /// server points.
    ///
    /// Such a session also hands back a `401` that challenges for Basic or Digest
    /// authentication as it is, with its body: URLSession on Linux would otherwise try to answer
    /// the challenge itself and never complete the request (see `SessionDelegate`).
    ///
    /// Streaming needs such a session too: its delegate hands each chunk on as it arrives
    /// (`urlSession(_:dataTask:didReceive:)`), and cancels the task when the reader stops. A
    /// session with another delegate answers a streaming request with its whole body, in one
    /// chunk, once it has all arrived.
    ///
    /// And downloads: with such a session a download is a `URLSessionDownloadTask`, whose body
    /// libcurl writes into the file as it reads it, so memory stays bounded whatever the size
    /// (Docs/Streaming.md has the measurements). With another session the body is collected
    /// and then written.
    public static func urlSession(_ session: URLSession = redirectRefusingSession) -> Transport {
        let send: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse) = { request in
            if let delegate = session.delegate as? SessionDelegate {
                return try await delegate.send(request, on: session)
            }
            let (data, response) = try await URLSessionExchange.send(request, through: session)
            guard let http = response as? HTTPURLResponse else {
                throw URLError(.badServerResponse)
            }
            return (data, http)
        }
        let stream: @Sendable (URLRequest) async throws -> (ResponseBody, HTTPURLResponse) = { request in
            if let delegate = session.delegate as? SessionDelegate {
                return try await delegate.stream(request, on: session)
            }
            let (data, response) = try await send(request)
            return (ResponseBody(data), response)
        }
        let writeStream = download(writing: stream)
        return Transport(send: send, stream: stream) { request in
            if let delegate = session.delegate as? SessionDelegate {
                return try await delegate.download(request, on: session)
            }
            return try await writeStream(request)
        }
    }
}

extension Transport {
    /// The session ``urlSession(_:)`` uses by default: default configuration, redirects and
    /// authentication challenges handed back to the router.
    public static let redirectRefusingSession = redirectRefusingSession(configuration: .default)

    /// A session with `configuration` that hands redirect responses and authentication
    /// challenges back instead of acting on them, for ``urlSession(_:)``.
    ///
    /// On Linux the session keeps no `URLCache`, whatever `configuration` holds (a copy is
    /// changed, never the caller's): swift-corelibs-foundation never answers from that cache
    /// (Docs/Benchmarks.md), yet with one it looks every data task up on a background queue
    /// before the task may start, which delays each request, writes responses — credentials'
    /// answers included — into the cache, and makes a cancellation in that moment wait for the
    /// lookup, where it can run after the task ended and end the process (see
    /// `TaskDelegate.cancel(_:on:)`). RouteKit's own cache is ``ResponseCache``.
    public static func redirectRefusingSession(configuration: URLSessionConfiguration) -> URLSession {
        #if canImport(FoundationNetworking)
        if configuration.urlCache != nil, let uncached = configuration.copy() as? URLSessionConfiguration {
            uncached.urlCache = nil
            return URLSession(configuration: uncached, delegate: SessionDelegate.shared, delegateQueue: nil)
        }
        #endif
        return URLSession(configuration: configuration, delegate: SessionDelegate.shared, delegateQueue: nil)
    }
}
