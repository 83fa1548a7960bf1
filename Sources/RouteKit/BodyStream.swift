import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request body read from its pieces — bytes in memory and files on disk — as URLSession
/// sends it, so a large upload never sits in memory; it travels as the request's
/// `httpBodyStream`, through any `Transport`.
///
/// Every `open()` starts again from the first byte, re-opening the files: retry middleware
/// sends the same `URLRequest` again, and a stream that carried on where the last attempt
/// stopped would send an empty or truncated body (measured: Foundation's own
/// `InputStream(url:)`, sent twice, sends 0 bytes the second time). See Docs/Uploads.md.
///
/// URLSession reads it from its own threads, and a retry may open it again from another; the
/// position (`segmentIndex`, `offset`, `handle`, `status`) is only touched under `lock`.
final class BodyStream: InputStream {
    /// One piece of the body.
    enum Segment: Sendable {
        /// Bytes already in memory (multipart headers, text and JSON parts).
        case bytes(Data)
        /// The whole content of a file, read as it is sent.
        case file(URL)
        /// Chunks produced while the body is sent: such a body travels as a ``StreamedBody``
        /// (``SegmentChunks``), never through this stream, which cannot wait for a chunk.
        case chunks(StreamedBody)

        /// Whether this piece is produced while the body is sent.
        var isChunks: Bool {
            if case .chunks = self { true } else { false }
        }
    }

    /// The pieces, sent in order.
    let segments: [Segment]
    private let lock = NSLock()
    private var segmentIndex = 0
    private var offset = 0
    private var handle: FileHandle?
    private var status: Stream.Status = .notOpen
    private var failure: (any Error)?

    /// A body of `segments`.
    init(_ segments: [Segment]) {
        self.segments = segments
        super.init(data: Data())
    }

    override func open() {
        lock.withLock {
            try? handle?.close()
            handle = nil
            segmentIndex = 0
            offset = 0
            failure = nil
            status = .open
        }
    }

    override func close() {
        lock.withLock {
            try? handle?.close()
            handle = nil
            status = .closed
        }
    }

    override var streamStatus: Stream.Status { lock.withLock { status } }

    override var streamError: (any Error)? { lock.withLock { failure } }

    /// True while open and after a failure, so URLSession reads on and meets the failure: a
    /// read of -1 then aborts the request (measured on Linux), where a stream that says it has
    /// nothing more would end the body as if complete, truncated.
    override var hasBytesAvailable: Bool { lock.withLock { status == .open || status == .error } }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        lock.withLock {
            guard status == .open else { return status == .atEnd ? 0 : -1 }
            while segmentIndex < segments.count {
                do {
                    let count = try read(segments[segmentIndex], into: buffer, maxLength: length)
                    if count > 0 { return count }
                    try handle?.close()
                    handle = nil
                    segmentIndex += 1
                    offset = 0
                } catch {
                    failure = error
                    status = .error
                    return -1
                }
            }
            status = .atEnd
            return 0
        }
    }

    /// Copies the next bytes of `segment` into `buffer`; 0 when it has none left.
    private func read(_ segment: Segment, into buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) throws -> Int {
        switch segment {
        case .bytes(let data):
            let count = min(length, data.count - offset)
            guard count > 0 else { return 0 }
            let start = data.startIndex + offset
            data.copyBytes(to: buffer, from: start..<start + count)
            offset += count
            return count
        case .file(let url):
            if handle == nil { handle = try FileHandle(forReadingFrom: url) }
            guard let chunk = try handle?.read(upToCount: length), !chunk.isEmpty else { return 0 }
            chunk.copyBytes(to: buffer, count: chunk.count)
            return chunk.count
        case .chunks:
            throw StreamedBodyFailure.needsStreamingTransport
        }
    }
}
