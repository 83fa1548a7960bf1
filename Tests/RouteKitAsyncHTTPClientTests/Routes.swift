#if AsyncHTTPClient
import Foundation
import RouteKit

/// `GET /bulk`: a large body, downloaded into a file.
struct Bulk: PublicRoute {
    typealias Response = Data
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/bulk" }
}

/// `PUT /upload`: a binary body, from memory or a file; retryable, so a retry sends it again.
struct Upload: PublicRoute, RetryableRoute {
    typealias Response = String
    static var method: HTTPMethod { .put }
    static var pathTemplate: String { "/upload" }
    let body: BinaryBody

    func encode(into request: inout RequestParts) {
        request.rawBody(body)
    }
}

/// `POST /forms`: a multipart form of two file parts.
struct Form: PublicRoute {
    typealias Response = String
    static var method: HTTPMethod { .post }
    static var pathTemplate: String { "/forms" }
    let photo: FilePart
    let made: FilePart

    func encode(into request: inout RequestParts) {
        request.multipartBody { form in
            form.file("photo", photo)
            form.file("made", made)
        }
    }
}

/// `GET /events`: server-sent events, read as they arrive.
struct Events: PublicRoute, StreamingRoute {
    typealias Element = ServerSentEvent
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/events" }
    static var streamFormat: StreamFormat { .serverSentEvents }
}

/// `GET /silent`: a server that never answers, for cancellation.
struct Silent: PublicRoute {
    typealias Response = String
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/silent" }
}

/// Bytes with a pattern that a lost, repeated or reordered chunk would break: byte `i` is
/// `i % 251`.
func patterned(_ count: Int) -> Data {
    Data((0..<count).map { UInt8($0 % 251) })
}
#endif
