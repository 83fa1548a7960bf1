#if Server
import Foundation
import HTTPTypes
import Hummingbird
import RouteGenCore
import RouteKit
import RouteKitServer

/// How the mock server writes an answer, as the generated server writes the value it stands for:
/// JSON as `application/json`, text as `text/plain; charset=utf-8`, bytes as
/// `application/octet-stream`, no content as the status alone, a stream framed by RouteKitServer's
/// own `StreamEncoding`; a success response carries the documented response header fields.
enum MockResponseWriting {
    /// The response of `answer` to a request for `operation`; without its body for a `HEAD`.
    static func response(_ answer: MockAnswer, of operation: MockOperation, withoutBody: Bool, coding: JSONCoding)
        -> Response
    {
        let status = HTTPResponse.Status(code: answer.status)
        var headers = HTTPFields()
        if (200...299).contains(answer.status) {
            for (name, value) in operation.responseHeaders {
                guard let field = HTTPField.Name(name) else { continue }
                headers.append(HTTPField(name: field, value: value))
            }
        }
        switch answer.content {
        case .stream(let stream):
            var response = StreamEncoding.response(
                forEncoded: stream.elements.map { encoded($0, format: stream.format, coding: coding) },
                format: streamFormat(of: stream))
            response.headers.append(contentsOf: headers)
            return withoutBody ? Response(status: response.status, headers: response.headers) : response
        case .response(let response, let example):
            let body: Data
            switch response.body {
            case .none, .stream:
                return Response(status: status, headers: headers)
            case .bytes:
                headers[.contentType] = "application/octet-stream"
                body = Data()
            case .json, .text:
                guard let example else { return Response(status: status, headers: headers) }
                headers[.contentType] =
                    example.contentType == "text/plain" ? "text/plain; charset=utf-8" : example.contentType
                body = Data(example.body.utf8)
            }
            if withoutBody { return Response(status: status, headers: headers) }
            return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
    }

    /// RouteKit's format of `stream`.
    private static func streamFormat(of stream: MockStream) -> StreamFormat {
        switch stream.format {
        case .events:
            switch stream.terminator {
            case .standard: .serverSentEvents
            case .text(let text): .serverSentEvents(terminator: text)
            case .none: .serverSentEvents(terminator: nil)
            }
        case .lines: .jsonLines
        case .sequence: .jsonSequence
        case .parts: .multipartMixed
        }
    }

    /// An element as the generated server encodes one: JSON as it is; a `String`'s text as it is
    /// in an event stream and in a part of a text media type, else as a JSON string.
    private static func encoded(_ element: MockStream.Element, format: StreamSpec.Format, coding: JSONCoding)
        -> StreamEncoding.EncodedElement
    {
        let text = Array(element.text.utf8)
        let json = element.isJSON ? text : (try? Array(coding.encoder.encode(element.text))) ?? Array("\"\"".utf8)
        switch format {
        case .events:
            return .text(element.isJSON ? .json(text) : .raw(text))
        case .lines, .sequence:
            return .text(.json(json))
        case .parts:
            let isJSONPart = StreamPartSpec.isJSON(element.contentType)
            return .part(contentType: element.contentType, body: isJSONPart ? json : text)
        }
    }
}
#endif
