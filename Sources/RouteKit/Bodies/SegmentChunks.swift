import Foundation

/// The pieces of a body — bytes, files, chunks of a sequence — as one sequence of chunks, read
/// in order as they are asked for: how a multipart form with a part produced by a sequence
/// travels as a ``StreamedBody``. A file is read a ``chunkSize`` at a time; its handle is
/// closed once read.
struct SegmentChunks: AsyncSequence, Sendable {
    typealias Element = Data

    /// The bytes of a file read at once.
    static let chunkSize = 64 * 1024

    let segments: [BodyStream.Segment]

    init(_ segments: [BodyStream.Segment]) {
        self.segments = segments
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(segments: segments[...])
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        var segments: ArraySlice<BodyStream.Segment>
        /// The file being read, or the sequence being iterated, of the current segment.
        var file: FileHandle?
        var chunks: StreamedBody.AsyncIterator?

        mutating func next() async throws -> Data? {
            while true {
                if let handle = file {
                    if let chunk = try handle.read(upToCount: SegmentChunks.chunkSize), !chunk.isEmpty { return chunk }
                    try handle.close()
                    file = nil
                    continue
                }
                if chunks != nil {
                    if let chunk = try await chunks?.next() { return chunk }
                    chunks = nil
                    continue
                }
                guard let segment = segments.popFirst() else { return nil }
                switch segment {
                case .bytes(let data):
                    if !data.isEmpty { return data }
                case .file(let url):
                    file = try FileHandle(forReadingFrom: url)
                case .chunks(let body):
                    chunks = body.makeAsyncIterator()
                }
            }
        }
    }
}
