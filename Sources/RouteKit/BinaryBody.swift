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
}

extension RequestParts {
    /// Sends `body` — bytes, or a file streamed from disk — labelled with `contentType`.
    public mutating func rawBody(_ body: BinaryBody, contentType: String = "application/octet-stream") {
        switch body {
        case .data(let data): rawBody(data, contentType: contentType)
        case .file(let url): fileBody(url, contentType: contentType)
        }
    }
}
