#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPTypes
import Hummingbird
import HummingbirdCore
import NIOCore
import NIOEmbedded
import RouteKit

extension Transport {
    /// A transport that hands each request to `router`'s responder in this process: no socket,
    /// no port, no connection pool, so an end-to-end test of generated routes — client and
    /// server both generated — exercises what it is about (building the request, routing,
    /// decoding, the reply) and nothing of the network.
    ///
    /// What a server does around its responder is not here: HTTP/1.1 parsing and framing, the
    /// connection limits and idle timeout, `Expect: 100-continue`. Tests of those stay on
    /// loopback (`withLoopbackServer`), as do a few tests per golden set that prove the whole
    /// path over real HTTP.
    ///
    /// The request goes as URLSession would send it: method, path and query as the URL spells
    /// them, the header fields, a `Content-Length` for a body (a body stream is read whole). A
    /// responder's `HTTPResponseError` is answered by the router itself; any other error is a
    /// `500`, as Hummingbird's server answers it. A streamed response's body is handed over as
    /// the responder writes it; dropping it cancels the writing.
    static func inProcess(_ router: Hummingbird.Router<BasicRequestContext>) -> Transport {
        inProcess(responder: router.buildResponder())
    }

    /// The same, for any responder: the mock server's (`MockResponder`) too.
    static func inProcess<Responder: HTTPResponder<BasicRequestContext>>(responder: Responder) -> Transport {
        let exchange = InProcessExchange(respond: { request, context in
            try await responder.respond(to: request, context: context)
        })
        return Transport(
            send: { request in
                let (body, response) = try await exchange.stream(request)
                var data = Data()
                for try await chunk in body { data.append(chunk) }
                return (data, response)
            },
            stream: exchange.stream)
    }
}

/// One responder's side of ``Transport/inProcess(_:)``: turns a `URLRequest` into a
/// Hummingbird `Request` and the `Response` back into a head and a body.
private struct InProcessExchange: Sendable {
    let respond: @Sendable (Request, BasicRequestContext) async throws -> Response

    /// The request could not be expressed as an HTTP request (no URL, or a header name HTTP
    /// does not allow), which URLSession would refuse as well.
    struct Unsendable: Error {}

    func stream(_ urlRequest: URLRequest) async throws -> (RouteKit.ResponseBody, HTTPURLResponse) {
        guard let url = urlRequest.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        else { throw Unsendable() }
        var fields = HTTPFields()
        for (name, value) in urlRequest.allHTTPHeaderFields ?? [:] {
            guard let name = HTTPField.Name(name) else { throw Unsendable() }
            fields.append(HTTPField(name: name, value: value))
        }
        let body = try Self.body(of: urlRequest)
        if let body { fields[.contentLength] = String(body.count) }
        let path =
            (components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
            + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        let request = Request(
            head: HTTPRequest(
                method: HTTPRequest.Method(urlRequest.httpMethod ?? "GET") ?? .get, scheme: components.scheme,
                authority: components.host, path: path, headerFields: fields),
            body: RequestBody(buffer: ByteBuffer(bytes: body ?? Data())))
        let context = BasicRequestContext(
            source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: quietLogger))
        let response: Response
        do {
            response = try await respond(request, context)
        } catch {
            response = Response(status: .internalServerError)
        }
        var headers: [String: String] = [:]
        for field in response.headers {
            let name = field.name.canonicalName
            headers[name] = headers[name].map { $0 + ", " + field.value } ?? field.value
        }
        guard
            let head = HTTPURLResponse(
                url: url, statusCode: response.status.code, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw Unsendable() }
        let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        let writing = Task {
            do {
                try await response.body.write(ChunkWriter(continuation: continuation))
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in writing.cancel() }
        return (RouteKit.ResponseBody(chunks), head)
    }

    /// The request's body: its data, or its stream read whole.
    private static func body(of request: URLRequest) throws -> Data? {
        if let data = request.httpBody { return data }
        guard let stream = request.httpBodyStream else { return nil }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count < 0 { throw stream.streamError ?? Unsendable() }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }
}

/// Yields what a response writes into the stream its reader iterates.
private struct ChunkWriter: ResponseBodyWriter {
    let continuation: AsyncThrowingStream<Data, any Error>.Continuation

    func write(_ buffer: ByteBuffer) async throws {
        try Task.checkCancellation()
        continuation.yield(Data(buffer.readableBytesView))
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
#endif
