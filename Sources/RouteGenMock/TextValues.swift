#if Server
import RouteKit
import RouteKitServer

/// Where a parameter's text is read, by RouteKitServer's accessor for that place: one value as
/// a type, or every element of an array. The mock server checks a value by reading it as the
/// Swift type the generated server reads it as, so the rules (percent-decoding, a value sent
/// twice, delimiters, date formats) and the messages are that server's.
protocol TextValues {
    /// The value as `type`; `nil` when absent.
    func one<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> T?
    /// Every element as `type`; `nil` when absent.
    func all<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> [T]?
}

/// A path parameter (always present once the path matched).
struct PathValues: TextValues {
    let request: IncomingRequest
    let name: String

    init(_ request: IncomingRequest, _ name: String) {
        self.request = request
        self.name = name
    }

    func one<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> T? {
        try request.path(name, as: type)
    }

    func all<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> [T]? {
        try request.path(name, arrayOf: type)
    }
}

/// A query parameter: an array one item per element, or one item joined by `delimiter`.
struct QueryValues: TextValues {
    let request: IncomingRequest
    let name: String
    let delimiter: QueryDelimiter?

    init(_ request: IncomingRequest, _ name: String, delimiter: QueryDelimiter?) {
        self.request = request
        self.name = name
        self.delimiter = delimiter
    }

    func one<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> T? {
        try request.query(name, as: type)
    }

    func all<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> [T]? {
        guard let delimiter else { return try request.query(name, arrayOf: type) }
        return try request.query(name, arrayOf: type, delimitedBy: delimiter)
    }
}

/// A header field; an array's elements comma-joined.
struct HeaderValues: TextValues {
    let request: IncomingRequest
    let name: String

    init(_ request: IncomingRequest, _ name: String) {
        self.request = request
        self.name = name
    }

    func one<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> T? {
        try request.header(name, as: type)
    }

    func all<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> [T]? {
        try request.header(name, arrayOf: type)
    }
}

/// A field of a form body; an array one field per element.
struct FormValues: TextValues {
    let form: FormBody
    let name: String

    init(_ form: FormBody, _ name: String) {
        self.form = form
        self.name = name
    }

    func one<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> T? {
        try form.field(name, as: type)
    }

    func all<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> [T]? {
        try form.field(name, arrayOf: type)
    }
}

/// A text part of a multipart body; an array one part per element.
struct MultipartValues: TextValues {
    let parts: MultipartBody
    let name: String

    init(_ parts: MultipartBody, _ name: String) {
        self.parts = parts
        self.name = name
    }

    func one<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> T? {
        try parts.text(name, as: type)
    }

    func all<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> [T]? {
        try parts.text(name, arrayOf: type)
    }
}

extension QueryDelimiter {
    /// The delimiter a spec's style names (`comma`, `space`, `pipe`), as the mock API holds it.
    init?(_ name: String) {
        switch name {
        case "comma": self = .comma
        case "space": self = .space
        case "pipe": self = .pipe
        default: return nil
        }
    }
}
#endif
