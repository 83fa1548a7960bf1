import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One stored response of a ``ResponseCache``: status, header fields (names in lower case), body,
/// and when it was asked for and received — what RFC 9111's age calculation needs.
///
/// `Codable` because the on-disk store writes it as is. It holds nothing of the request but
/// digests of the header values a `Vary` names, so no credential is ever written.
struct CachedResponse: Codable, Sendable, Hashable {
    /// The format of a stored file; a file of another version reads as corrupt and is removed.
    /// Version 2: keys made from the request as sent (a file of version 1 may hold a response
    /// fetched with a middleware's credential under the key of a public request).
    static let formatVersion = 2

    var version = CachedResponse.formatVersion
    var statusCode: Int
    var headers: [String: String]
    var body: Data
    var requestTime: Date
    var responseTime: Date
    /// For each request header the response's `Vary` names (lower case), the digest of the value
    /// it was asked with, or `""` when the request did not send it.
    var varied: [String: String]

    /// What the entry costs in memory, roughly: the body, the header text, the digests `Vary`
    /// keeps, and what the entry's values and its `HTTPURLResponse` take besides; its key is
    /// counted apart (``CacheKey/cost``).
    var cost: Int {
        body.count + headers.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
            + varied.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count } + 512
    }

    /// The entry for `response`, asked for at `requestTime` with `request`.
    init(response: HTTPURLResponse, body: Data, request: URLRequest, requestTime: Date, responseTime: Date) {
        statusCode = response.statusCode
        headers = Self.lowercasedFields(of: response)
        self.body = body
        self.requestTime = requestTime
        self.responseTime = responseTime
        varied = Self.varied(by: headers["vary"], in: request)
    }

    /// `response`'s header fields with lower-case names.
    static func lowercasedFields(of response: HTTPURLResponse) -> [String: String] {
        var fields: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields {
            fields[name.lowercased()] = value
        }
        return fields
    }

    /// The digests of the values `request` sends for the header fields `vary` names.
    static func varied(by vary: String?, in request: URLRequest) -> [String: String] {
        var varied: [String: String] = [:]
        for name in (vary ?? "").split(separator: ",") {
            let field = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard !field.isEmpty else { continue }
            varied[field] = request.value(forHTTPHeaderField: field).map(SHA256.hex) ?? ""
        }
        return varied
    }

    /// Whether `request` asks for this variant: every header `Vary` named has the value it was
    /// stored with. `Vary: *` matches no request.
    func matches(_ request: URLRequest) -> Bool {
        if varied["*"] != nil { return false }
        return varied.allSatisfy { field, digest in
            (request.value(forHTTPHeaderField: field).map(SHA256.hex) ?? "") == digest
        }
    }

    var cacheControl: CacheControl { CacheControl(headers["cache-control"]) }

    /// How long the response is fresh by its own headers (RFC 9111, 4.2.1): `max-age`, else
    /// `Expires` minus `Date` (an `Expires` that is no date: zero); `nil` when it says neither,
    /// and the route's ``CacheableRoute/cacheLifetime`` decides.
    var explicitLifetime: TimeInterval? {
        if let maxAge = cacheControl.maxAge { return TimeInterval(maxAge) }
        guard let expiresText = headers["expires"] else { return nil }
        guard let expires = HTTPDate.parse(expiresText) else { return 0 }
        let date = headers["date"].flatMap(HTTPDate.parse) ?? responseTime
        return max(0, expires.timeIntervalSince(date))
    }

    /// The response's age when it was received (RFC 9111, 4.2.3): its `Age`, or how old its
    /// `Date` says it was, plus the time it took to arrive.
    var initialAge: TimeInterval {
        let dateValue = headers["date"].flatMap(HTTPDate.parse) ?? responseTime
        let apparentAge = max(0, responseTime.timeIntervalSince(dateValue))
        let ageValue = headers["age"].flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        return max(apparentAge, ageValue + max(0, responseTime.timeIntervalSince(requestTime)))
    }

    /// Whether a conditional request can revalidate it.
    var hasValidator: Bool { headers["etag"] != nil || headers["last-modified"] != nil }

    /// `request` made conditional on this response's validators.
    func conditional(_ request: URLRequest) -> URLRequest {
        var request = request
        if let etag = headers["etag"] { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = headers["last-modified"] {
            request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
        }
        return request
    }

    /// The entry refreshed by a `304` (RFC 9111, 4.3.4): the stored body, with the header fields
    /// the `304` sends replacing the stored ones.
    func refreshed(by notModified: HTTPURLResponse, requestTime: Date, responseTime: Date) -> CachedResponse {
        var entry = self
        for (name, value) in Self.lowercasedFields(of: notModified) where name != "content-length" {
            entry.headers[name] = value
        }
        entry.requestTime = requestTime
        entry.responseTime = responseTime
        return entry
    }

    /// The stored response as the transport would have returned it for `url`, with `age` as
    /// its `Age`.
    func response(for url: URL, age: Int) -> (Data, HTTPURLResponse)? {
        var fields = headers
        fields["age"] = String(age)
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: fields)
        else {
            return nil
        }
        return (body, response)
    }
}
