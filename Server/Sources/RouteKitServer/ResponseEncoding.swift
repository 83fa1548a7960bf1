import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

/// How a handler's value travels, as RouteKit's routers read it: `Empty` as `204` without a
/// body, `Data` as its bytes, `String` as UTF-8 text, a status-dependent response with its
/// case's status and body, anything else as JSON.
enum ResponseEncoding {
    static func response<T: Encodable>(for value: T, coding: JSONCoding) throws -> Response {
        // Decided by the type, not by casting the value: a cast of a large array to `Data`
        // costs more than encoding it.
        if T.self is any EncodableStatusDependentResponse.Type, let value = value as? any EncodableStatusDependentResponse {
            let status = HTTPResponse.Status(code: value.status)
            guard let body = value.body else { return Response(status: status) }
            return json(try coding.encoder.encode(body), status: status)
        } else if T.self == Empty.self {
            return Response(status: .noContent)
        } else if T.self == Data.self, let data = value as? Data {
            return body(data, status: .ok, contentType: "application/octet-stream")
        } else if T.self == String.self, let text = value as? String {
            return body(Data(text.utf8), status: .ok, contentType: "text/plain; charset=utf-8")
        }
        return json(try coding.encoder.encode(value), status: .ok)
    }

    static func json(_ bytes: Data, status: HTTPResponse.Status) -> Response {
        body(bytes, status: status, contentType: "application/json")
    }

    private static func body(_ bytes: Data, status: HTTPResponse.Status, contentType: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.contentLength] = String(bytes.count)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
