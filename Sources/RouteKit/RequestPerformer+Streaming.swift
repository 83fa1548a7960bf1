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
    func successBody<R: Route>(of route: R.Type, _ exchanged: Exchange) async throws(RouteError) -> ResponseBody {
        let body = exchanged.body ?? ResponseBody(exchanged.data)
        guard (200..<300).contains(exchanged.response.statusCode) else {
            let data = (try? await body.collect(upTo: Self.errorBodyLimit)) ?? Data()
            throw .unacceptableStatus(route: R.name, failure(R.self, response: exchanged.response, data: data))
        }
        return body
    }

    /// The stream of a streaming `route`, which `open` sends and checks when it is iterated.
    func stream<R: StreamingRoute>(
        _ route: R,
        open: @escaping @Sendable () async throws(RouteError) -> Exchange
    ) -> RouteStream<R.Element> {
        RouteStream(route: R.name, format: R.streamFormat, coding: coding) { () async throws(RouteError) -> ResponseBody in
            try await successBody(of: R.self, try await open())
        }
    }

    /// Writes the body of `exchanged`'s success response into `file`, chunk by chunk as it
    /// arrives, through `download`.
    func write<R: Route>(_ route: R.Type, to download: FileDownload, from exchange: () async throws(RouteError) -> Exchange) async throws(RouteError) -> Int64 {
        do throws(RouteError) {
            let body = try await successBody(of: R.self, try await exchange())
            let written = try await download.write(body, route: R.name)
            try download.finish(route: R.name)
            return written
        } catch {
            download.discard()
            throw error
        }
    }
}

/// A download into a file: the chunks go into a temporary file beside it, which replaces the
/// file once the whole body is in (`rename(2)`), so the file is never half written; on any
/// failure the temporary file is removed and the file left as it was.
///
/// The temporary file is created before the request is sent, so a folder that cannot be
/// written fails the call with ``RouteError/invalidRequest(route:reason:)`` without a request.
struct FileDownload {
    let destination: URL
    let temporary: URL
    private let handle: FileHandle

    init(to destination: URL, route: String) throws(RouteError) {
        guard destination.isFileURL else {
            throw .invalidRequest(route: route, reason: "the download destination \(destination) is not a file URL")
        }
        self.destination = destination
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).download")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: temporary)
        else {
            throw .invalidRequest(route: route, reason: "cannot create a file in \(destination.deletingLastPathComponent().path)")
        }
        self.handle = handle
    }

    /// How many bytes of chunks are gathered before one write: the network hands over 16 KiB
    /// at a time, and fewer, larger writes keep the writer ahead of it (Docs/Streaming.md).
    static let writeSize = 1 << 20

    /// Writes every chunk of `body`; returns how many bytes.
    func write(_ body: ResponseBody, route: String) async throws(RouteError) -> Int64 {
        var written: Int64 = 0
        var pending = Data()
        pending.reserveCapacity(Self.writeSize)
        var chunks = body.makeAsyncIterator()
        while true {
            let chunk: Data?
            do {
                chunk = try await chunks.next()
            } catch {
                throw error.isCancellation || Task.isCancelled
                    ? .cancelled(route: route) : .transportFailed(route: route, underlying: error)
            }
            guard let chunk else { break }
            pending.append(chunk)
            written += Int64(chunk.count)
            if pending.count >= Self.writeSize { try flush(&pending, route: route) }
        }
        if Task.isCancelled { throw .cancelled(route: route) }
        try flush(&pending, route: route)
        return written
    }

    private func flush(_ pending: inout Data, route: String) throws(RouteError) {
        guard !pending.isEmpty else { return }
        do {
            try handle.write(contentsOf: pending)
        } catch {
            throw .transportFailed(route: route, underlying: error)
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Closes the temporary file and moves it to the destination.
    func finish(route: String) throws(RouteError) {
        do {
            try handle.close()
        } catch {
            throw .transportFailed(route: route, underlying: error)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            throw .transportFailed(route: route, underlying: error)
        }
    }

    /// Removes the temporary file after a failure.
    func discard() {
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }
}
