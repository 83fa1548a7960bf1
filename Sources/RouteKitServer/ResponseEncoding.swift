#if Server
import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

/// How a handler's value travels, as RouteKit's routers read it: `Empty` as `204` without a
/// body, `Data` as its bytes, `String` as UTF-8 text, a status-dependent response with its
/// case's status and body, anything else as JSON.
enum ResponseEncoding {
    /// How values of one response type are sent: decided once per route when it is added,
    /// since the type alone decides it, so serving a request casts nothing.
    enum Kind: Sendable {
        case statusDependent, empty, data, text, json

        init<T: Encodable>(of type: T.Type) {
            if T.self is any EncodableStatusDependentResponse.Type {
                self = .statusDependent
            } else if T.self == Empty.self {
                self = .empty
            } else if T.self == Data.self {
                self = .data
            } else if T.self == String.self {
                self = .text
            } else {
                self = .json
            }
        }
    }

    static func response<T: Encodable>(for value: T, kind: Kind, coding: JSONCoding) throws -> Response {
        switch kind {
        case .statusDependent:
            guard let value = value as? any EncodableStatusDependentResponse else { break }
            let status = HTTPResponse.Status(code: value.status)
            guard let body = value.body else { return Response(status: status) }
            return json(try coding.encoder.encode(body), status: status)
        case .empty:
            return Response(status: .noContent)
        case .data:
            guard let data = value as? Data else { break }
            return body(data, status: .ok, contentType: "application/octet-stream")
        case .text:
            guard let text = value as? String else { break }
            return body(Data(text.utf8), status: .ok, contentType: "text/plain; charset=utf-8")
        case .json:
            break
        }
        return json(try coding.encoder.encode(value), status: .ok)
    }

    static func json(_ bytes: Data, status: HTTPResponse.Status) -> Response {
        body(bytes, status: status, contentType: "application/json")
    }

    private static func body(_ bytes: Data, status: HTTPResponse.Status, contentType: String) -> Response {
        // `Response` adds the body's `Content-Length` itself.
        var headers = HTTPFields()
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
#endif
