import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

/// How a handler's value travels, as RouteKit's routers read it: `Empty` as `204` without a
/// body, `Data` as its bytes, `String` as UTF-8 text, anything else as JSON.
enum ResponseEncoding {
    static func response<T: Encodable>(for value: T, coding: JSONCoding) throws -> Response {
        switch value {
        case is Empty:
            return Response(status: .noContent)
        case let data as Data:
            return body([UInt8](data), status: .ok, contentType: "application/octet-stream")
        case let text as String:
            return body(Array(text.utf8), status: .ok, contentType: "text/plain; charset=utf-8")
        default:
            return json([UInt8](try coding.encoder.encode(value)), status: .ok)
        }
    }

    static func json(_ bytes: [UInt8], status: HTTPResponse.Status) -> Response {
        body(bytes, status: status, contentType: "application/json")
    }

    private static func body(_ bytes: [UInt8], status: HTTPResponse.Status, contentType: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.contentLength] = String(bytes.count)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
