import Foundation

/// The content of a binary request body (a spec's `body: Data`, OpenAPI's
/// `application/octet-stream` and other non-JSON bodies): bytes in memory, or a file read from
/// disk as the request is sent.
///
/// Generated routes take this rather than `Data` so an upload of any size goes through the same
/// route: `.uploadAttachment(id: id, body: .file(movieURL))` streams the file without loading
/// it, `.uploadAttachment(id: id, body: .data(thumbnail))` sends bytes already in memory.
public enum BinaryBody: Sendable, Hashable {
    /// Bytes in memory, sent as they are.
    case data(Data)
    /// The content of the file at this URL, read as the request goes out; a retry or a redirect
    /// reads it again from its start, so it must stay in place until the call returns. A file
    /// that cannot be read fails the call with ``RouteError/invalidRequest(route:reason:)``
    /// before anything is sent.
    case file(URL)
    /// Chunks produced while the request is sent, never held whole; sent once (see
    /// ``StreamedBody`` for retries and redirects, and for transports that cannot stream it).
    case stream(StreamedBody)

    /// The chunks of `chunks` as they come: a pipe, a generator, a transform of another
    /// stream. `length`, when known, is sent as `Content-Length`.
    public static func stream<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks, length: Int64? = nil) -> BinaryBody
    where Chunks.Element == Data {
        .stream(StreamedBody(chunks, length: length))
    }
}

extension RequestParts {
    /// Sends `body` — bytes, a file streamed from disk, or chunks as they come — labelled with `contentType`.
    public mutating func rawBody(_ body: BinaryBody, contentType: String = "application/octet-stream") {
        switch body {
        case .data(let data): rawBody(data, contentType: contentType)
        case .file(let url): fileBody(url, contentType: contentType)
        case .stream(let body): streamedBody(body, contentType: contentType)
        }
    }
}
