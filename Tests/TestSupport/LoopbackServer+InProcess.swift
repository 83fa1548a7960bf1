import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

extension LoopbackServer {
    /// A transport that answers each request with `state`'s stubs, in this process: recorded as
    /// the router handed it over, answered as a server would (a `Content-Length`, no body for
    /// `HEAD`, `204` or `304`). Streams and downloads come from the whole answer
    /// (`Transport.init(_:)`).
    static func inProcessTransport(to state: ServerState) -> Transport {
        Transport { request in
            guard let url = request.url, let method = request.httpMethod else { throw URLError(.badURL) }
            let recorded = RecordedRequest(
                method: method,
                path: url.path(percentEncoded: true),
                query: url.query(percentEncoded: true) ?? "",
                headers: request.allHTTPHeaderFields ?? [:],
                body: try body(of: request)
            )
            let answer = await ServerState.respond(to: recorded, with: state.record(recorded))
            let bodiless = answer.status == 204 || answer.status == 304
            var fields = answer.headers
            if !bodiless { fields["Content-Length"] = String(answer.body.count) }
            guard
                let response = HTTPURLResponse(
                    url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: fields)
            else { throw URLError(.badServerResponse) }
            return (bodiless || method == "HEAD" ? Data() : answer.body, response)
        }
    }

    /// The request's body: its `httpBody`, or all its `httpBodyStream` yields.
    private static func body(of request: URLRequest) throws -> Data {
        if let body = request.httpBody { return body }
        return try StreamBytes.all(of: request.httpBodyStream)
    }
}
