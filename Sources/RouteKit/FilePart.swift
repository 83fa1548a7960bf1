import Foundation

/// A file for a part of a `multipart/form-data` body: its bytes with the file name and content
/// type the server sees.
///
/// A spec field of type `FilePart` is one the caller names and types at the call site: an image
/// goes out as `cat.png`, `image/png`, not as bytes called after the form field. A field of type
/// `Data` sends bytes under the field's name with the content type the spec gives (or
/// `application/octet-stream`), for uploads where the server ignores both.
public struct FilePart: Sendable, Hashable {
    /// The file's content.
    public var data: Data
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
}
