#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport

/// A request as it goes on the wire, in parts the fuzzer can change one by one: the query as
/// its items and the headers as a list (so either can hold a name twice), the body as bytes.
struct WireRequest: Sendable {
    /// The route it was made for, to report a failure by.
    var route: String
    var method: String
    /// The path as sent, percent-encoded.
    var path: String
    /// The query's items as sent (`name=value`), or `nil` for no `?` at all.
    var query: [String]?
    var headers: [(name: String, value: [UInt8])]
    var body: [UInt8]
    /// Whether the body goes in chunks (`Transfer-Encoding: chunked`) instead of with a
    /// `Content-Length`, in about this many pieces.
    var chunkCount: Int?

    /// The request of the generated client's `URLRequest`, its headers in name order and its
    /// multipart boundary (random in RouteKit) replaced by a fixed one, so that the same seed
    /// makes the same bytes.
    init(route: String, _ request: URLRequest) {
        self.route = route
        method = request.httpMethod ?? "GET"
        let components = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        path = components?.percentEncodedPath ?? "/"
        if path.isEmpty { path = "/" }
        query = components?.percentEncodedQuery.map {
            $0.split(separator: "&", omittingEmptySubsequences: false).map(String.init)
        }
        var body = [UInt8](request.httpBody ?? (try? StreamBytes.all(of: request.httpBodyStream)) ?? Data())
        var fields = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map {
            (name: $0.key, value: $0.value)
        }
        if let index = fields.firstIndex(where: { $0.name.lowercased() == "content-type" }),
            let range = fields[index].value.range(of: "boundary=")
        {
            let boundary = String(fields[index].value[range.upperBound...])
            fields[index].value.replaceSubrange(range.upperBound..., with: "fuzz-boundary")
            body = Self.replacing(Array(boundary.utf8), with: Array("fuzz-boundary".utf8), in: body)
        }
        headers = fields.filter { $0.name.lowercased() != "content-length" }.map { ($0.name, Array($0.value.utf8)) }
        self.body = body
    }

    init(
        route: String, method: String, path: String, query: [String]? = nil,
        headers: [(name: String, value: [UInt8])] = [], body: [UInt8] = []
    ) {
        self.route = route
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The request's bytes: request line, `Host`, the headers, the framing of the body, the body.
    var bytes: [UInt8] {
        var bytes = Array("\(method) ".utf8) + Array(path.utf8)
        if let query { bytes += Array(("?" + query.joined(separator: "&")).utf8) }
        bytes += Array(" HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8)
        for header in headers {
            bytes += Array("\(header.name): ".utf8) + header.value + [13, 10]
        }
        if let chunkCount, chunkCount > 0 {
            let chunkSize = max(1, (body.count + chunkCount - 1) / chunkCount)
            bytes += Array("Transfer-Encoding: chunked\r\n\r\n".utf8)
            var start = 0
            while start < body.count {
                let end = min(start + chunkSize, body.count)
                bytes += Array("\(String(end - start, radix: 16))\r\n".utf8) + body[start..<end] + [13, 10]
                start = end
            }
            bytes += Array("0\r\n\r\n".utf8)
        } else {
            if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) {
                bytes += Array("Content-Length: \(body.count)\r\n".utf8)
            }
            bytes += [13, 10] + body
        }
        return bytes
    }

    /// A line for a failure report: the route, the request line and the headers' names.
    var summary: String {
        let target = path + (query.map { "?" + $0.joined(separator: "&") } ?? "")
        return "\(route): \(method) \(target.prefix(160)) headers \(headers.map(\.name)) body \(body.count) bytes"
            + (chunkCount.map { " in \($0) chunks" } ?? "")
    }

    private static func replacing(_ old: [UInt8], with new: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        guard !old.isEmpty else { return bytes }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == old[0], index + old.count <= bytes.count,
                bytes[index..<(index + old.count)].elementsEqual(old)
            {
                result += new
                index += old.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}
#endif
