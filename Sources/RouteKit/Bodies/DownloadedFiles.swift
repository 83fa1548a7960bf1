import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Transport {
    /// `download` wrapped in `middleware`, for a download (``RequestContext/isStreaming``).
    ///
    /// As for a stream, the chain sees heads only: the innermost step downloads the body into a
    /// temporary file, keeps the file in `files` and returns the head with an empty body. The
    /// head comes once the whole body is in the file (a download task reports it no sooner), so
    /// a ``Middleware/timeout(_:)`` bounds the whole download, and a ``Middleware/retry(_:)``
    /// may send it again — the caller has read nothing yet — while the discarded attempt's file
    /// is removed.
    func download(through middleware: [Middleware], context: RequestContext, keepingFilesIn files: DownloadedFiles)
        -> Middleware.Next
    {
        let download = self.download
        return Self.chain(middleware, context: context) { request in
            let (url, response) = try await download(request)
            files.keep(TemporaryFile(url), for: response)
            return (Data(), response)
        }
    }
}

/// The files of a download's responses, kept while the middleware see their heads: what
/// ``StreamedBodies`` is to streams.
///
/// The router takes the file that belongs to the head the chain answered with; failing that —
/// a middleware made a head of its own — the file of the latest response, unless the
/// middleware gave a body of its own (non-empty `Data`), which is then written into a file.
/// Every other file (an attempt a retry discarded) is removed.
final class DownloadedFiles: Sendable {
    private let kept = Locked<[(response: HTTPURLResponse, file: TemporaryFile)]>([])

    func keep(_ file: TemporaryFile, for response: HTTPURLResponse) {
        kept.withLock { $0.append((response, file)) }
    }

    /// The file of the chain's answer (`data`, `response`); removes every other one.
    func take(for response: HTTPURLResponse, data: Data) throws -> TemporaryFile {
        let all = kept.withLock { kept in
            defer { kept.removeAll() }
            return kept
        }
        if let own = all.last(where: { $0.response === response }) { return own.file }
        if data.isEmpty, let latest = all.last { return latest.file }
        let file = try TemporaryFile.create()
        try data.write(to: file.url)
        return file
    }

    /// Removes every file kept: the chain failed.
    func dropAll() {
        kept.withLock { $0.removeAll() }
    }
}
