#if AsyncHTTPClient
import AsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import RouteKit

extension HTTPClientRequest {
    /// The request RouteKit built, in AsyncHTTPClient's terms: its URL, method, header fields,
    /// and its body — bytes as they are, a ``RouteKit/StreamedBody``'s chunks as its sequence
    /// yields them, a body stream read a chunk at a time as it is sent.
    init(_ request: URLRequest) throws {
        guard let url = request.url else { throw URLError(.badURL) }
        self.init(url: url.absoluteString)
        method = HTTPMethod(rawValue: request.httpMethod ?? "GET")
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            headers.add(name: name, value: value)
        }
        if let streamed = StreamedBody.carried(by: request) {
            let buffers = streamed.map { ByteBuffer(data: $0) }
            body = .stream(buffers, length: streamed.length.map { .known($0) } ?? .unknown)
        } else if let data = request.httpBody {
            body = .bytes(data)
        } else if let stream = request.httpBodyStream {
            let declared = request.value(forHTTPHeaderField: "Content-Length").flatMap { Int64($0) }
            body = .stream(InputStreamChunks(stream), length: declared.map { .known($0) } ?? .unknown)
        }
    }
}
#endif
