import Foundation

/// The parts of a `multipart/form-data` body, built in ``RequestParts/multipartBody(boundary:_:)``.
///
/// Three kinds of part cover what a form upload holds: files (bytes with a file name and a
/// content type), text fields (converted like query items, by ``RequestParts/text(of:)``) and
/// JSON parts (a model, encoded by the router's JSON encoder). `nil` values add nothing; arrays
/// add one part per element under the same name.
public struct MultipartForm: Sendable {
    /// The parts in the order added.
    public private(set) var parts: [MultipartPart] = []

    /// Creates an empty form.
    public init() {}

    /// Adds a text part, or nothing when `value` is `nil`.
    @inlinable
    public mutating func text(_ name: String, _ value: (some ParameterValue)?) {
        if let value { append(MultipartPart(name: name, content: .text(RequestParts.text(of: value)))) }
    }

    /// Adds one text part per element, or nothing when `values` is `nil`.
    @inlinable
    public mutating func text(_ name: String, _ values: [some ParameterValue]?) {
        for value in values ?? [] { append(MultipartPart(name: name, content: .text(RequestParts.text(of: value)))) }
    }

    /// Adds a file part, or nothing when `data` is `nil`. The file name defaults to the part's
    /// name, since servers treat a part with a file name as an upload.
    public mutating func file(
        _ name: String, _ data: Data?, filename: String? = nil, contentType: String = "application/octet-stream"
    ) {
        if let data {
            append(
                MultipartPart(name: name, filename: filename ?? name, contentType: contentType, content: .bytes(data)))
        }
    }

    /// Adds one file part per element, or nothing when `files` is `nil`.
    public mutating func file(
        _ name: String, _ files: [Data]?, filename: String? = nil, contentType: String = "application/octet-stream"
    ) {
        for data in files ?? [] { file(name, data, filename: filename, contentType: contentType) }
    }

    /// Adds a file part with the file's own name and type, or nothing when `file` is `nil`;
    /// `contentType` is the type sent when the file has none.
    public mutating func file(_ name: String, _ file: FilePart?, contentType: String = "application/octet-stream") {
        if let file {
            let content: MultipartPart.Content =
                switch file.content {
                case .data(let bytes): .bytes(bytes)
                case .file(let url): .file(url)
                case .stream(let chunks): .stream(chunks)
                }
            append(
                MultipartPart(
                    name: name, filename: file.filename ?? name, contentType: file.contentType ?? contentType,
                    content: content))
        }
    }

    /// Adds one file part per element, or nothing when `files` is `nil`.
    public mutating func file(_ name: String, _ files: [FilePart]?, contentType: String = "application/octet-stream") {
        for part in files ?? [] { file(name, part, contentType: contentType) }
    }

    /// Adds a JSON part (`Content-Type: application/json`), or nothing when `value` is `nil`.
    public mutating func json(_ name: String, _ value: (some Encodable & Sendable)?) {
        if let value { append(MultipartPart(name: name, contentType: "application/json", content: .json(value))) }
    }

    /// Adds one JSON part per element, or nothing when `values` is `nil`.
    public mutating func json(_ name: String, _ values: [some Encodable & Sendable]?) {
        for value in values ?? [] { json(name, value) }
    }

    @usableFromInline
    mutating func append(_ part: MultipartPart) {
        parts.append(part)
    }
}

/// One part of a `multipart/form-data` body, before encoding.
public struct MultipartPart: Sendable {
    /// What a part holds.
    public enum Content: Sendable {
        /// Text, sent as UTF-8.
        case text(String)
        /// Bytes, sent as they are.
        case bytes(Data)
        /// The content of a file, read from disk as the request is sent (see
        /// ``FilePart/init(fileURL:filename:contentType:)``).
        case file(URL)
        /// Chunks produced as the request is sent (see ``FilePart/init(chunks:filename:contentType:)``).
        case stream(StreamedBody)
        /// A value encoded with the router's JSON encoder when the request is built.
        case json(any Encodable & Sendable)
    }

    /// The form field name (`name=` of `Content-Disposition`).
    public var name: String
    /// The file name (`filename=`), for file parts.
    public var filename: String?
    /// The part's `Content-Type`; text parts have none, which means `text/plain`.
    public var contentType: String?
    /// The content.
    public var content: Content

    /// Creates a part.
    @inlinable
    public init(name: String, filename: String? = nil, contentType: String? = nil, content: Content) {
        self.name = name
        self.filename = filename
        self.contentType = contentType
        self.content = content
    }
}
