#if Server
import Foundation
import Hummingbird

/// How a request's body is read before anything decodes it: within ``ServerOptions/maxBodySize``
/// and ``ServerOptions/bodyTimeout``. The generated routes' endpoints (``ServerRoutes``) and the
/// mock server of `routegen-mock` read bodies so, and answer the same `413` and `408`.
package enum BodyCollection {
    /// The body of `request`: `413` (``RequestDecodingError/tooLarge(limit:)``) when its
    /// `Content-Length` or what arrives passes the size limit, `408` when it is still incomplete
    /// at the time limit; empty for a request with neither a length nor a transfer coding, which
    /// has no body (RFC 9112, 6.3): nothing to wait for.
    package static func body(of request: Request, options: ServerOptions) async throws -> Data {
        let contentLength = request.headers[.contentLength]
        if let length = contentLength.flatMap({ Int($0) }), length > options.maxBodySize {
            throw RequestDecodingError.tooLarge(limit: options.maxBodySize)
        }
        guard contentLength != nil || request.headers[.transferEncoding] != nil else { return Data() }
        do {
            return try await collect(request, options: options)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw RequestDecodingError.tooLarge(limit: options.maxBodySize)
        }
    }

    /// The body of `request`, collected within the size limit and the time limit: whichever of
    /// the collection and the timer ends first cancels the other. A cancelled collection ends
    /// the request's body stream, so the connection closes after the `408`.
    private static func collect(_ request: Request, options: ServerOptions) async throws -> Data {
        try await withThrowingTaskGroup(of: Data?.self) { group in
            group.addTask {
                var request = request
                return Data(try await request.collectBody(upTo: options.maxBodySize).readableBytesView)
            }
            group.addTask {
                try await Task.sleep(for: options.bodyTimeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let body = try await group.next() ?? nil else {
                throw RequestDecodingError.timedOut(after: options.bodyTimeout)
            }
            return body
        }
    }

}
#endif
