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
/// Its ``content`` is a ``BinaryBody``, the raw body's three forms: exactly one of them.
public struct FilePart: Sendable, Hashable {
    /// The file's content: bytes in memory, a file read as the request is sent, or chunks sent
    /// as they come — one of them, as for a raw body. A server's decoder always delivers
    /// ``BinaryBody/data(_:)``.
    public var content: BinaryBody
    /// The `filename=` of the part; `nil` sends the form field's name, since servers treat a part
    /// with a file name as an upload.
    public var filename: String?
    /// The part's `Content-Type`; `nil` sends the type the spec gives the field, else
    /// `application/octet-stream`.
    public var contentType: String?

    /// A file part of `content`, named `filename`, of type `contentType`.
    public init(content: BinaryBody, filename: String? = nil, contentType: String? = nil) {
        self.content = content
        self.filename = filename
        self.contentType = contentType
    }

    /// A file part of `data`, named `filename`, of type `contentType`.
    public init(_ data: Data, filename: String? = nil, contentType: String? = nil) {
        self.init(content: .data(data), filename: filename, contentType: contentType)
    }

    /// A file part read from the file at `fileURL` as the request is sent, never loaded into
    /// memory; named `filename` (the file's own name when `nil`), of type `contentType`. A retry
    /// or a redirect reads the file again from its start, so it must stay in place until the
    /// call returns.
    public init(fileURL: URL, filename: String? = nil, contentType: String? = nil) {
        self.init(content: .file(fileURL), filename: filename ?? fileURL.lastPathComponent, contentType: contentType)
    }

    /// A file part of the chunks `chunks` yields while the request is sent, never held whole;
    /// named `filename`, of type `contentType`. The whole form then travels as a
    /// ``StreamedBody``: sent as it comes by a transport that streams request bodies, gathered
    /// into a temporary file first by any other.
    public init<Chunks: AsyncSequence & Sendable>(chunks: Chunks, filename: String? = nil, contentType: String? = nil)
    where Chunks.Element == Data {
        self.init(content: .stream(StreamedBody(chunks)), filename: filename, contentType: contentType)
    }
}
