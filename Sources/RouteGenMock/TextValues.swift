#if Server
import RouteKit
import RouteKitServer

/// Where a parameter's text is read, by RouteKitServer's accessor for that place: one value as
/// a type, or every element of an array. The mock server checks a value by reading it as the
/// Swift type the generated server reads it as, so the rules (percent-decoding, a value sent
/// twice, delimiters, date formats) and the messages are that server's.
enum TextValues {
    /// A path parameter (always present once the path matched).
    case path(IncomingRequest, String)
    /// A query parameter: an array one item per element, or one item joined by `delimiter`.
    case query(IncomingRequest, String, delimiter: QueryDelimiter?)
    /// A header field; an array's elements comma-joined.
    case header(IncomingRequest, String)
    /// A field of a form body; an array one field per element.
    case form(FormBody, String)
    /// A text part of a multipart body; an array one part per element.
    case multipart(MultipartBody, String)

    /// The value as `type`; `nil` when absent.
    func one<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> T? {
        switch self {
        case .path(let request, let name): try request.path(name, as: type)
        case .query(let request, let name, _): try request.query(name, as: type)
        case .header(let request, let name): try request.header(name, as: type)
        case .form(let form, let name): try form.field(name, as: type)
        case .multipart(let parts, let name): try parts.text(name, as: type)
        }
    }

    /// Every element as `type`; `nil` when absent.
    func all<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> [T]? {
        switch self {
        case .path(let request, let name): try request.path(name, arrayOf: type)
        case .query(let request, let name, nil): try request.query(name, arrayOf: type)
        case .query(let request, let name, let delimiter?):
            try request.query(name, arrayOf: type, delimitedBy: delimiter)
        case .header(let request, let name): try request.header(name, arrayOf: type)
        case .form(let form, let name): try form.field(name, arrayOf: type)
        case .multipart(let parts, let name): try parts.text(name, arrayOf: type)
        }
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
