import Foundation

/// A file for a part of a `multipart/form-data` body: its bytes with the file name and content
/// type the server sees.
///
/// A spec field of type `FilePart` is one the caller names and types at the call site: an image
/// goes out as `cat.png`, `image/png`, not as bytes called after the form field. A field of type
/// `Data` sends bytes under the field's name with the content type the spec gives (or
/// `application/octet-stream`), for uploads where the server ignores both.
///
/// A part made with ``init(fileURL:filename:contentType:)`` is read from disk as the request is
/// sent, and one made with ``init(chunks:filename:contentType:)`` from an async sequence as it
/// yields, so a generated route's `FilePart` field uploads any size without holding it in memory.
public struct FilePart: Sendable, Hashable {
    /// The file's content; empty for a part read from ``fileURL`` or ``chunks``.
    public var data: Data
    /// The file the part's bytes are read from as the request is sent, instead of ``data``;
    /// `nil` for a part of bytes in memory.
    public var fileURL: URL?
    /// The chunks the part's bytes are produced as while the request is sent, instead of
    /// ``data``; `nil` for a part of bytes in memory or of a file.
    public var chunks: StreamedBody?
    /// The `filename=` of the part; `nil` sends the form field's name, since servers treat a part
    /// with a file name as an upload.
    public var filename: String?
    /// The part's `Content-Type`; `nil` sends the type the spec gives the field, else
    /// `application/octet-stream`.
    public var contentType: String?

    /// A file part of `data`, named `filename`, of type `contentType`.
    public init(_ data: Data, filename: String? = nil, contentType: String? = nil) {
        self.data = data
        self.filename = filename
        self.contentType = contentType
    }

    /// A file part read from the file at `fileURL` as the request is sent, never loaded into
    /// memory; named `filename` (the file's own name when `nil`), of type `contentType`. A retry
    /// or a redirect reads the file again from its start, so it must stay in place until the
    /// call returns.
    public init(fileURL: URL, filename: String? = nil, contentType: String? = nil) {
        self.data = Data()
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.contentType = contentType
    }

    /// A file part of the chunks `chunks` yields while the request is sent, never held whole;
    /// named `filename`, of type `contentType`. The whole form then travels as a
    /// ``StreamedBody``: sent as it comes by a transport that streams request bodies, gathered
    /// into a temporary file first by any other.
    public init<Chunks: AsyncSequence & Sendable>(chunks: Chunks, filename: String? = nil, contentType: String? = nil)
    where Chunks.Element == Data {
        self.data = Data()
        self.chunks = StreamedBody(chunks)
        self.filename = filename
        self.contentType = contentType
    }
}
