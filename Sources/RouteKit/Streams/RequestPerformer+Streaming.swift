import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RequestPerformer {
    /// The most of an error body a streamed exchange reads to decode it into ``RouteError``.
    static let errorBodyLimit = 1 << 20

    /// The body of a streamed exchange's success response, or the ``RouteError`` a `perform`
    /// would throw for its status: the error body is read (up to ``errorBodyLimit``) and decoded
    /// as the route documents it.
    ///
    /// A success whose `Content-Type` is not the route's stream format — the whole JSON body a
    /// server sends when the request did not ask for a stream — is
    /// ``RouteError/notAStream(route:_:)``, with the body read the same way and decoded as the
    /// route's `Response` when it documents one: read as a stream, it would end at once with no
    /// element and no error.
    func successBody<R: StreamingRoute>(of route: R.Type, _ exchanged: Exchange) async throws(RouteError)
        -> OpenedStream
    {
        let body = exchanged.body ?? ResponseBody(exchanged.data)
        guard (200..<300).contains(exchanged.response.statusCode) else {
            let data = (try? await body.collect(upTo: Self.errorBodyLimit)) ?? Data()
            throw .unacceptableStatus(route: R.name, failure(R.self, response: exchanged.response, data: data))
        }
        let contentType = ResponseHeaderFields(exchanged.response)["Content-Type"]
        guard R.streamFormat.accepts(contentType: contentType) else {
            let data = (try? await body.collect(upTo: Self.errorBodyLimit)) ?? Data()
            let unstreamed = Exchange(data: data, response: exchanged.response, stored: nil, body: nil, file: nil)
            let decoded = R.Response.self == Empty.self ? nil : try? result(of: R.self, unstreamed)
            throw .notAStream(
                route: R.name,
                UnstreamedResponse(
                    statusCode: exchanged.response.statusCode, contentType: contentType,
                    expected: R.streamFormat.mediaType,
                    headers: StatusFailure.headers(of: exchanged.response), body: data, decodedBody: decoded))
        }
        return OpenedStream(body: body, contentType: contentType)
    }

    /// The stream of a streaming `route`, which `open` sends and checks when it is iterated.
    func stream<R: StreamingRoute>(
        _ route: R,
        open: @escaping @Sendable () async throws(RouteError) -> Exchange
    ) -> RouteStream<R.Element> {
        RouteStream(route: R.name, format: R.streamFormat, coding: coding) {
            () async throws(RouteError) -> OpenedStream in
            try await successBody(of: R.self, try await open())
        }
    }

    /// Moves the body of `exchange`'s success response — the file the transport downloaded it
    /// into — to `download`'s destination; returns its size. A status other than success
    /// throws the ``RouteError`` a `perform` would, decoded from the file's first
    /// ``errorBodyLimit`` bytes, and moves nothing.
    func write<R: Route>(
        _ route: R.Type, to download: FileDownload, from exchange: () async throws(RouteError) -> Exchange
    ) async throws(RouteError) -> Int64 {
        do throws(RouteError) {
            let exchanged = try await exchange()
            guard let file = exchanged.file else {
                throw .transportFailed(route: R.name, underlying: URLError(.cannotWriteToFile))
            }
            guard (200..<300).contains(exchanged.response.statusCode) else {
                let data = file.prefix(Self.errorBodyLimit)
                throw .unacceptableStatus(route: R.name, failure(R.self, response: exchanged.response, data: data))
            }
            if Task.isCancelled { throw .cancelled(route: R.name) }
            return try download.finish(moving: file, route: R.name)
        } catch {
            download.discard()
            throw error
        }
    }
}

/// A download into a file: the transport writes the body into a temporary file of its own,
/// which replaces the file once the whole body is in (`rename(2)`), so the file is never half
/// written; after any failure the file is left as it was.
///
/// A placeholder file is created beside the destination before the request is sent, so a
/// folder that cannot be written fails the call with ``RouteError/invalidRequest(route:reason:)``
/// without a request; it also receives the body when the transport's file is on another file
/// system, where `rename(2)` cannot move it.
struct FileDownload {
    let destination: URL
    /// The placeholder beside the destination.
    let temporary: URL

    init(to destination: URL, route: String) throws(RouteError) {
        guard destination.isFileURL else {
            throw .invalidRequest(route: route, reason: "the download destination \(destination) is not a file URL")
        }
        self.destination = destination
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).download")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw .invalidRequest(
                route: route, reason: "cannot create a file in \(destination.deletingLastPathComponent().path)")
        }
    }

    /// Moves `file` to the destination — straight there when both are on one file system, else
    /// through the placeholder — and returns its size.
    func finish(moving file: TemporaryFile, route: String) throws(RouteError) -> Int64 {
        if rename(file.url.path, destination.path) != 0 {
            let failure = errno
            guard failure == EXDEV else { throw Self.failure(failure, route: route) }
            try copy(file.url, route: route)
            guard rename(temporary.path, destination.path) == 0 else { throw Self.failure(errno, route: route) }
        } else {
            _ = file.take()
            discard()
        }
        let size = (try? destination.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0
        return Int64(size)
    }

    /// Copies `source` into the placeholder, a chunk at a time.
    private func copy(_ source: URL, route: String) throws(RouteError) {
        do {
            let input = try FileHandle(forReadingFrom: source)
            defer { try? input.close() }
            let output = try FileHandle(forWritingTo: temporary)
            defer { try? output.close() }
            while let chunk = try input.read(upToCount: TemporaryFile.writeSize), !chunk.isEmpty {
                try output.write(contentsOf: chunk)
            }
        } catch {
            throw .transportFailed(route: route, underlying: error)
        }
    }

    private static func failure(_ code: Int32, route: String) -> RouteError {
        .transportFailed(route: route, underlying: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
    }

    /// Removes the placeholder (after a failure, or once the file was moved past it).
    func discard() {
        try? FileManager.default.removeItem(at: temporary)
    }
}
