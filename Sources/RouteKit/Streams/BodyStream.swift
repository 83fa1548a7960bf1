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
/// position is a ``Locked`` value.
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

    /// Where reading stands.
    private struct Position {
        var segmentIndex = 0
        var offset = 0
        var handle: FileHandle?
        var status: Stream.Status = .notOpen
        var failure: (any Error)?

        /// Copies the next bytes of `segment` into `buffer`; 0 when it has none left.
        mutating func read(
            _ segment: Segment,
            into buffer: UnsafeMutablePointer<UInt8>,
            maxLength length: Int
        ) throws -> Int {
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

    /// The pieces, sent in order.
    let segments: [Segment]
    private let position = Locked(Position())

    /// A body of `segments`.
    init(_ segments: [Segment]) {
        self.segments = segments
        super.init(data: Data())
    }

    override func open() {
        position.withLock { position in
            try? position.handle?.close()
            position = Position(status: .open)
        }
    }

    override func close() {
        position.withLock { position in
            try? position.handle?.close()
            position.handle = nil
            position.status = .closed
        }
    }

    override var streamStatus: Stream.Status { position.withLock { $0.status } }

    override var streamError: (any Error)? { position.withLock { $0.failure } }

    /// True while open and after a failure, so URLSession reads on and meets the failure: a
    /// read of -1 then aborts the request (measured on Linux), where a stream that says it has
    /// nothing more would end the body as if complete, truncated.
    override var hasBytesAvailable: Bool { position.withLock { $0.status == .open || $0.status == .error } }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        position.withLock { position in
            guard position.status == .open else { return position.status == .atEnd ? 0 : -1 }
            while position.segmentIndex < segments.count {
                do {
                    let count = try position.read(segments[position.segmentIndex], into: buffer, maxLength: length)
                    if count > 0 { return count }
                    try position.handle?.close()
                    position.handle = nil
                    position.segmentIndex += 1
                    position.offset = 0
                } catch {
                    position.failure = error
                    position.status = .error
                    return -1
                }
            }
            position.status = .atEnd
            return 0
        }
    }
}
