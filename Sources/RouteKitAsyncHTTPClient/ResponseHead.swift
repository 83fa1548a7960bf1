#if AsyncHTTPClient
import AsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The head of an AsyncHTTPClient response as RouteKit reads it: an `HTTPURLResponse`.
enum ResponseHead {
    /// The status and header fields of `response` to `request`; fields that repeat (in any
    /// case) are joined with commas, as URLSession joins them.
    static func of(_ response: HTTPClientResponse, to request: URLRequest) throws -> HTTPURLResponse {
        var fields: [String: String] = [:]
        var spelling: [String: String] = [:]
        for field in response.headers {
            let name = spelling[field.name.lowercased(), default: field.name]
            spelling[field.name.lowercased()] = name
            fields[name] = fields[name].map { $0 + ", " + field.value } ?? field.value
        }
        guard let url = request.url,
            let head = HTTPURLResponse(
                url: url, statusCode: Int(response.status.code), httpVersion: "\(response.version)",
                headerFields: fields)
        else { throw URLError(.badServerResponse) }
        return head
    }
}
#endif
